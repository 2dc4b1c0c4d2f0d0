import GestureEngine
import Logging

/// Sends every log line of the process through one handler: this executable's `LoggingSystem`, and the engine's
/// own factory (the engine is a shared library that keeps its own, see `EngineLogging`).
enum LogSetup {
    static func bootstrap(_ factory: @escaping @Sendable (String) -> any LogHandler) {
        EngineLogging.bootstrap(factory)
        LoggingSystem.bootstrap(factory)
    }
}
