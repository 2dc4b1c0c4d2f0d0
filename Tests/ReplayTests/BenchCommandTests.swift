import ArgumentParser
import GestureLabCommands
import Testing

/// The bench runs and prints its table; its figures are not checked (no timed assertions: speed is for people to
/// read off the table on a known machine).
@Suite("gesturelab bench (the command)")
struct BenchCommandTests {
    @Test("with tiny counts it prints the columns, the build, the cores and one row per measurement")
    func table() throws {
        let command = try BenchCommand.parse([
            "--frames", "2", "--sizes", "320x240", "--batch-size", "3", "--batches", "2", "--strokes", "1",
        ])
        let lines = try command.table().split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("build: \(BenchTable.buildConfiguration)") == true)
        #expect(lines.first?.contains("cores: ") == true)
        let header = lines.dropFirst().first?.split(separator: " ").map(String.init)
        #expect(header == BenchTable.columns)
        #expect(!lines.contains { $0.contains("mean") })
        // 4 scenes × 1 size × (without, with inspector), the engine, the circle stroke.
        let rows = lines.dropFirst(2)
        #expect(rows.count == 4 * 2 + 2)
        #expect(rows.filter { $0.hasPrefix("frame ") }.count == 8)
        #expect(rows.contains { $0.hasPrefix("frame monkey 320x240 +inspector ") })
        #expect(rows.contains { $0.hasPrefix("engine monkey 2-finger move ") && $0.contains("events/s") })
        #expect(rows.contains { $0.hasPrefix("circle game 200-point stroke ") })
    }

    @Test("a malformed size or a zero count is a usage error")
    func badArguments() {
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--sizes", "1280by800"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parse(["--batches", "0"]) }
    }
}
