import Foundation
import StrokeEvaluation
import Testing

@Suite("gesturelab eval")
struct EvalTests {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/strokes-sample.jsonl").path

    @Test("counts the checked-in sample strokes for the circle recognizer")
    func circleCounts() throws {
        let evaluation = StrokeEvaluation.run(.circle, strokes: try StrokeFile.read(path: fixture))
        #expect(
            evaluation.rows.map { "\($0.name) \($0.recognized)/\($0.strokes)" }
                == ["arc 0/1", "circle 3/3", "left_chevron 0/1", "rectangle 0/1", "right_chevron 0/2"])
        #expect(evaluation.report.contains("recall (circle): 3/3 = 100.00%"))
        #expect(evaluation.report.contains("false accepts (all other names): 0/5 = 0.00%"))
    }

    @Test("counts the sample strokes for the chevron recognizer, with right_chevron as the default positive")
    func chevronCounts() throws {
        let evaluation = StrokeEvaluation.run(.chevron, strokes: try StrokeFile.read(path: fixture))
        #expect(evaluation.positiveName == "right_chevron")
        #expect(evaluation.positives?.recognized == 2)
        #expect(evaluation.falseAccepts == 0 && evaluation.negativeStrokes == 6)
    }

    @Test("a different positive name turns the recall and false accepts around")
    func otherPositive() throws {
        let evaluation = StrokeEvaluation.run(.circle, positiveName: "arc", strokes: try StrokeFile.read(path: fixture))
        #expect(evaluation.positives?.recognized == 0)
        #expect(evaluation.falseAccepts == 3)
    }

    @Test(
        "malformed lines are errors naming the file and the line",
        arguments: [
            ("{\"name\": \"x\", \"points\": [[1, 2, 0], [2, 2, 9]]}\nnot json", "f.jsonl:2: not valid JSON"),
            ("\n{\"points\": [[1, 2, 0]]}", "f.jsonl:2: missing field 'name'"),
            (
                "{\"name\": \"x\", \"points\": [[1, 2], [1, 3]]}",
                "f.jsonl:1: point 0 has 2 numbers, expected [x, y, t_ms]"
            ),
            (
                "{\"name\": \"x\", \"points\": [[1, 2, 5], [1, 3, 4]]}",
                "f.jsonl:1: point 1: time goes backwards (4.0 ms after 5.0 ms)"
            ),
            ("{\"name\": \"x\", \"points\": []}", "f.jsonl:1: the stroke has 0 point(s); a stroke needs at least 2"),
            (
                "{\"name\": \"x\", \"points\": [[1, 2, 0], [1e300, 2, 5]]}",
                "f.jsonl:1: point 1 is off any screen (|x| or |y| above 100000 px)"
            ),
            (
                "{\"name\": 3, \"points\": [[1, 2, 0]]}",
                "f.jsonl:1: wrong type at 'name': Expected to decode String but found number instead."
            ),
        ])
    func malformed(text: String, message: String) {
        #expect(throws: StrokeFileError.self) { try StrokeFile.parse(text, file: "f.jsonl") }
        do {
            _ = try StrokeFile.parse(text, file: "f.jsonl")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
