import Logging

/// Where the engine's log lines go. The engine is a shared library (workshop mode loads attendees' recognizers
/// against it), and swift-log is linked into it, so the engine holds its own copy of `LoggingSystem`: an app's
/// `LoggingSystem.bootstrap` does not reach the engine's loggers. An app bootstraps both with `bootstrap(_:)`.
public enum EngineLogging {
    /// Sends the engine's log lines (and the caller's, if its copy of swift-log is the same) through `factory`.
    /// Like `LoggingSystem.bootstrap`, once per process. A release build may inline this into the caller, so that it
    /// bootstraps the caller's copy instead: callers check which copy it reached (see the command line's `LogSetup`).
    public static func bootstrap(_ factory: @escaping @Sendable (String) -> any LogHandler) {
        LoggingSystem.bootstrap(factory)
    }
}
