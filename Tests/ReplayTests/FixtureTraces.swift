import Foundation
import InputTrace

/// The checked-in traces with their golden logs (Tests/Fixtures/traces), which the live replay and the scrubbable
/// replay are both checked against.
enum FixtureTraces {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/traces")

    /// Every checked-in trace with a golden log, the fuzzer's hostile ones too.
    static let all = [
        "monkey-pinch-rotate", "monkey-fling", "monkey-tap-vs-drag", "monkey-tickle", "knob-swirl-double-tap",
        "circle-success", "circle-failed-square", "chevron-opens-library", "fuzz-chevron-1000014",
        "fuzz-circles-1000017", "fuzz-circles-3000070", "fuzz-knob-1000088",
    ]

    static func trace(_ name: String) throws -> Trace {
        try TraceReader.read(path: folder.appendingPathComponent("\(name).trace.jsonl").path)
    }

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name).log.txt"), encoding: .utf8)
    }
}
