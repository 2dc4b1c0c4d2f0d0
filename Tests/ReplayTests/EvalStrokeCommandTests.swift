import ArgumentParser
import Foundation
import GestureLabCommands
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// `gesturelab eval … --stroke SOURCE`, the command each thumbnail of the report gives: one stroke played alone.
@Suite("gesturelab eval --stroke (one stroke alone)")
struct EvalStrokeCommandTests {
    @Test("each stroke played alone gets the verdict it gets among all the file's strokes")
    func sameVerdictAlone() throws {
        // The whole file's verdicts, line by line, are the reference.
        let whole = StrokeEvaluation.run(.circle, strokes: try StrokeFile.read(path: strokesSample))
        for outcome in whole.outcomes {
            let run = try runApp(["eval", strokesSample, "--recognizer", "circle", "--stroke", outcome.stroke.source])
            #expect(run.status == 0, "\(run.errors)")
            let line = run.output.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line.hasPrefix("\(outcome.stroke.source): \(outcome.stroke.name) "), "\(line)")
            let verdict = outcome.accepted ? "circle recognized" : "circle refused: \(outcome.reason ?? "")"
            let falseAccept = "circle accepted (a false accept)"
            #expect(
                line.hasSuffix(outcome.stroke.name == "circle" || !outcome.accepted ? verdict : falseAccept), "\(line)")
        }
    }

    @Test("a source no stroke has, and options that measure many strokes, are one-line errors")
    func refusals() throws {
        let missing = try runApp(["eval", strokesSample, "--stroke", "strokes-sample.jsonl:99"])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("--stroke strokes-sample.jsonl:99: no stroke of the files has that source"))
        #expect(throws: (any Error).self) {
            try EvalCommand.parse([strokesSample, "--stroke", "strokes-sample.jsonl:1", "--report", "out"])
        }
        #expect(throws: (any Error).self) {
            try EvalCommand.parse([strokesSample, "--stroke", "strokes-sample.jsonl:1", "--split", "design"])
        }
    }
}
