import Foundation
import GestureEngine
import Logging

/// The log of the test process, kept in memory: code under test logs as the app does, and a test that cares what
/// was logged runs that code inside `capture` and asserts on the lines. Lines logged outside any capture are
/// dropped, so the test command's output is the tests' results, not the engine's warnings about the hostile input
/// the tests send on purpose.
///
/// The handler is installed when the test process loads (`installAtLoad`), before any test creates a logger: a
/// logger keeps the handler it was created with, so installing it later from one suite would miss the engine's
/// loggers that another suite, running in parallel, had already created.
public enum TestLog {
    /// One logged line.
    public struct Line: Sendable, Equatable, CustomStringConvertible {
        public let level: Logger.Level
        public let label: String
        public let message: String

        public var description: String { "\(level) \(label): \(message)" }
    }

    /// Where lines logged inside a `capture` go: one per capture, so tests running in parallel keep theirs apart.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [Line] = []

        func append(_ line: Line) { lock.withLock { lines.append(line) } }
        var captured: [Line] { lock.withLock { lines } }
    }

    @TaskLocal static var sink: Sink?

    /// Runs `body` and returns what it returned with the lines it logged (on this task, at info level and above).
    public static func capture<Result>(_ body: () throws -> Result) rethrows -> (result: Result, lines: [Line]) {
        let sink = Sink()
        let result = try $sink.withValue(sink) { try body() }
        return (result, sink.captured)
    }

    /// Sends every log line of the process to `CapturingLogHandler`: the engine's (a shared library that keeps
    /// its own handler factory, see `EngineLogging`) and this process's `LoggingSystem`.
    static func install() {
        EngineLogging.bootstrap { CapturingLogHandler(label: $0) }
        LoggingSystem.bootstrap { CapturingLogHandler(label: $0) }
    }
}

#if os(Linux)
    /// Installs the test log when the test process loads (an ELF initializer), before any test runs.
    @used @section(".init_array")
    let installTestLogAtLoad: @convention(c) () -> Void = { TestLog.install() }
#endif

/// Hands each line to the capture running on the logging task, if any.
struct CapturingLogHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        TestLog.sink?.append(TestLog.Line(level: event.level, label: label, message: event.message.description))
    }
}
