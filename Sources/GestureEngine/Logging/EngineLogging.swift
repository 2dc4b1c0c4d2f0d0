import Logging
import Synchronization

/// Where the engine's log lines go. The engine is a shared library (workshop mode loads attendees' recognizers
/// against it) with its own copy of swift-log linked in, and in a release build the app's calls may reach either
/// copy's `LoggingSystem`. So the engine does not use `LoggingSystem` at all: it keeps its own handler factory,
/// which an app sets with `bootstrap(_:)` next to its own `LoggingSystem.bootstrap`.
public enum EngineLogging {
    /// The factory in a struct: a bare closure in the mutex is passed `inout` through a generic, and every such
    /// pass wraps it in two more reabstraction thunks, so each log line would cost more than the last.
    private struct Factory: Sendable {
        let make: @Sendable (String) -> any LogHandler
    }

    private static let factory = Mutex(Factory(make: { StreamLogHandler.standardError(label: $0) }))

    /// Sends the engine's log lines through `factory` from now on (until the next call).
    public static func bootstrap(_ factory: @escaping @Sendable (String) -> any LogHandler) {
        self.factory.withLock { $0 = Factory(make: factory) }
    }

    /// A logger for one part of the engine, through the handler set last. Made at each use (the engine logs only
    /// when input is rejected or a transition is illegal), so a logger never outlives a `bootstrap`.
    static func logger(label: String) -> Logger {
        let current = factory.withLock { $0 }
        return Logger(label: label, factory: current.make)
    }
}
