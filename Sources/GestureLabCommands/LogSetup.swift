import GestureEngine
import Logging

/// Sends every log line of the process through one handler: the command line's copy of swift-log and the engine
/// library's copy (see `EngineLogging`: the engine is a shared library with swift-log linked in).
enum LogSetup {
    static func bootstrap(_ factory: @escaping @Sendable (String) -> any LogHandler) {
        LoggingSystem.bootstrap(factory)
        EngineLogging.bootstrap(factory)
    }
}
