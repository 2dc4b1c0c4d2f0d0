import ArgumentParser
import Foundation
import GestureLabCommands
import GestureLabTestSupport
import Testing

@Suite("gesturelab eval refuses what it cannot answer honestly")
struct EvalRefusalTests {
    private let sample = strokesSample

    @Test("--positive naming no stroke in the files is an error naming the names there are")
    func unknownPositive() throws {
        let run = try runApp(["eval", sample, "--recognizer", "circle", "--positive", "cirlce"])
        #expect(run.status == 64)
        #expect(
            run.errors.contains(
                "--positive cirlce: no stroke of that name in the files (they hold arc, circle, left_chevron, "
                    + "rectangle, right_chevron)"))
        // A name the files hold is measured as before.
        #expect(try runApp(["eval", sample, "--recognizer", "circle", "--positive", "arc"]).status == 0)
    }

    @Test("$P on strokes of one person, or of no named person, is an error: it needs other people's templates")
    func pointCloudNeedsPeople() throws {
        try withTemporaryFolder { folder in
            // The sample's strokes say nobody drew them.
            let anonymous = try runApp(["eval", sample, "--recognizer", "pdollar-circle"])
            #expect(anonymous.status == 64)
            #expect(anonymous.errors.contains("pdollar-circle matches each stroke against other people's templates"))
            let lines = try String(contentsOfFile: sample, encoding: .utf8).split(separator: "\n")
            func write(_ name: String, subjects: (Int) -> Int) throws -> String {
                let text = lines.enumerated().map { index, line in
                    line.replacingOccurrences(of: "{\"name\"", with: "{\"subject\": \(subjects(index)), \"name\"")
                }
                let path = "\(folder)/\(name)"
                try (text.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
                return path
            }
            let one = try runApp(["eval", try write("one.jsonl") { _ in 7 }, "--recognizer", "pdollar-chevron"])
            #expect(one.status == 64)
            #expect(one.errors.contains("they are all of one person (subject 7): give files of several people"))
            let two = try runApp(["eval", try write("two.jsonl") { $0 % 2 + 1 }, "--recognizer", "pdollar-circle"])
            #expect(two.status == 0, "\(two.errors)")
        }
    }

    @Test("a stream is labelled by the path given on the command line, not by its last component")
    func streamLabel() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c", "\"$0\" eval <(cat \"$1\") --recognizer circle --by-subject --verdicts /dev/stdout", appBinary,
            sample,
        ]
        let output = Pipe()
        shell.standardOutput = output
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        // bash names the pipe /dev/fd/N; the source is that whole path, line by line.
        #expect(text.range(of: #""source":"/dev/fd/[0-9]+:1""#, options: .regularExpression) != nil, "\(text)")
        #expect(!text.contains("\"source\":\"63:1\""))
    }
}
