import GestureEngine
import Logging

/// Sends every log line of the process through one handler. The engine is a shared library with swift-log linked
/// in (see `EngineLogging`), so the process may hold two copies of `LoggingSystem`, each of which traps if it is
/// bootstrapped twice. Whether there are two depends on the build: a debug build calls into the library's copy, a
/// release build may inline `EngineLogging.bootstrap` so that it reaches this executable's copy. So the engine's
/// copy is bootstrapped first, and this copy only if that did not reach it.
enum LogSetup {
    static func bootstrap(_ factory: @escaping @Sendable (String) -> any LogHandler) {
        let marked: @Sendable (String) -> any LogHandler = { MarkedLogHandler(inner: factory($0)) }
        EngineLogging.bootstrap(marked)
        if !(Logger(label: "gesturelab.log-setup").handler is MarkedLogHandler) {
            LoggingSystem.bootstrap(marked)
        }
    }
}

/// A handler that forwards to another, marked so that `LogSetup` can tell a bootstrapped copy of swift-log.
private struct MarkedLogHandler: LogHandler {
    var inner: any LogHandler

    var metadata: Logger.Metadata {
        get { inner.metadata }
        set { inner.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { inner.logLevel }
        set { inner.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { inner[metadataKey: key] }
        set { inner[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        inner.log(event: event)
    }
}
