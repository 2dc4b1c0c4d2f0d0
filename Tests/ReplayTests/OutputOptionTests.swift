import Foundation
import GestureLabTestSupport
import Testing

@testable import GestureLabCommands

@Suite("Output options (--log, --state-out, snapshot --out) refuse what they would destroy, before anything runs")
struct OutputOptionTests {
    private static let trace = """
        {"format":"gesturelab-trace","height":600,"scene":"chevron","version":1,"width":800}
        {"t":0.1,"touches":[{"id":1,"phase":"began","x":300,"y":200}]}
        {"t":0.2,"touches":[{"id":1,"phase":"ended","x":300,"y":200}]}

        """

    @Test("replay --log naming the trace being replayed exits non-zero and leaves the trace byte for byte")
    func replayLogOverItsTrace() throws {
        try withTemporaryFolder { folder in
            let trace = folder + "/t.trace.jsonl"
            try Self.trace.write(toFile: trace, atomically: true, encoding: .utf8)
            let before = try Data(contentsOf: URL(fileURLWithPath: trace))
            let result = try runApp(["replay", trace, "--headless", "--log", folder + "/./t.trace.jsonl"])
            #expect(result.status != 0)
            #expect(result.errors.contains("is the file being read"), "\(result.errors)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == before)
            let written = try runApp(["replay", trace, "--headless", "--log", folder + "/t.log"])
            #expect(written.status == 0, "\(written.errors)")
            #expect(FileManager.default.fileExists(atPath: folder + "/t.log"))
        }
    }

    @Test("every output option of every command refuses a recording, a stroke file and a folder")
    func everyCommand() throws {
        try withTemporaryFolder { folder in
            let trace = folder + "/t.trace.jsonl"
            try Self.trace.write(toFile: trace, atomically: true, encoding: .utf8)
            let strokes = folder + "/strokes.jsonl"
            try #"{"name":"circle","subject":1,"points":[[0,0,0],[1,1,8]]}"#.write(
                toFile: strokes, atomically: true, encoding: .utf8)
            let swift = folder + "/Tap.swift"
            try "import GestureEngine\n".write(toFile: swift, atomically: true, encoding: .utf8)
            for target in [trace, strokes, folder] {
                let commands: [(String, () throws -> Void)] = [
                    ("replay --log", { _ = try ReplayCommand.parse([trace, "--headless", "--log", target]) }),
                    ("replay --state-out", { _ = try ReplayCommand.parse([trace, "--state-out", target]) }),
                    ("run --state-out", { _ = try RunCommand.parse(["--state-out", target]) }),
                    ("run --log", { _ = try RunCommand.parse(["--log", target]) }),
                    ("snapshot --out", { _ = try SnapshotCommand.parse(["--out", target]) }),
                    (
                        "collect --state-out",
                        { _ = try CollectCommand.parse([folder + "/c.jsonl", "--state-out", target]) }
                    ),
                    (
                        "workshop replay --log",
                        {
                            _ = try WorkshopReplayCommand.parse([swift, "--trace", trace, "--log", target])
                        }
                    ),
                    ("workshop run --state-out", { _ = try WorkshopRunCommand.parse([swift, "--state-out", target]) }),
                ]
                for (name, parse) in commands {
                    #expect(throws: (any Error).self, "\(name) \(target)") { try parse() }
                }
            }
            // The same options accept a new file.
            _ = try ReplayCommand.parse([trace, "--headless", "--log", folder + "/new.log"])
            _ = try SnapshotCommand.parse(["--out", folder + "/new.png"])
            _ = try WorkshopReplayCommand.parse([swift, "--trace", trace, "--log", folder + "/new.log"])
            #expect(try String(contentsOfFile: strokes, encoding: .utf8).hasPrefix(#"{"name":"circle""#))
        }
    }
}
