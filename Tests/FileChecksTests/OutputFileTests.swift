import FileChecks
import Foundation
import GestureLabTestSupport
import Testing

@Suite("An output option never replaces a folder, the file being read, a recording or a stroke file")
struct OutputFileTests {
    /// A trace's first line as the app writes it, and as the lessons' Python script does (with spaces).
    static let traceHeaders = [
        #"{"format":"gesturelab-trace","height":600,"scene":"monkey","version":1,"width":800}"#,
        #"{"format": "gesturelab-trace", "height": 720, "scene": "playground", "version": 1, "width": 1024}"#,
    ]
    /// A stroke file's first line: a collect session's header, or a stroke of a published set.
    static let strokeLines = [
        #"{"session":{"format":"gesturelab-strokes","kinds":["circle"]}}"#,
        #"{"name": "circle", "subject": 1, "points": [[10, 20, 0], [11, 21, 8]]}"#,
    ]

    @Test("what a file holds, by its first line")
    func keptKinds() throws {
        try withTemporaryFolder { folder in
            for (index, line) in (Self.traceHeaders + Self.strokeLines).enumerated() {
                let path = folder + "/\(index).jsonl"
                try (line + "\n{}\n").write(toFile: path, atomically: true, encoding: .utf8)
                #expect(KeptFile.kind(at: path) == (index < Self.traceHeaders.count ? .trace : .strokes), "\(line)")
            }
            let notes = folder + "/notes.txt"
            try "150 ms  tap: possible → ended\n".write(toFile: notes, atomically: true, encoding: .utf8)
            #expect(KeptFile.kind(at: notes) == nil)
            #expect(KeptFile.kind(at: folder + "/absent") == nil)
        }
    }

    @Test(
        "refused: a folder, an input (by another spelling), a trace, a stroke file; allowed: a log, nothing, /dev/null")
    func problems() throws {
        try withTemporaryFolder { folder in
            let input = folder + "/in.trace.jsonl"
            try (Self.traceHeaders[0] + "\n").write(toFile: input, atomically: true, encoding: .utf8)
            let log = folder + "/old.log"
            try "an old log\n".write(toFile: log, atomically: true, encoding: .utf8)
            let strokes = folder + "/strokes.jsonl"
            try (Self.strokeLines[1] + "\n").write(toFile: strokes, atomically: true, encoding: .utf8)
            #expect(OutputFile.problem(folder)?.contains("is a folder") == true)
            #expect(
                OutputFile.problem(folder + "/./old.log", readingFrom: [folder + "/old.log"])?.contains(
                    "is the file being read") == true)
            #expect(OutputFile.problem(input)?.contains("holds a recording") == true)
            #expect(OutputFile.problem(strokes)?.contains("holds strokes people drew") == true)
            #expect(OutputFile.problem(log, readingFrom: [input]) == nil, "an earlier log is replaced, as -o does")
            #expect(OutputFile.problem(folder + "/new.log", readingFrom: [input]) == nil)
            #expect(OutputFile.problem("/dev/null") == nil)
        }
    }
}
