import GestureEngine
import StrokeEvaluation
import Testing

/// A recognizer eval has never heard of, defined here: it recognizes a one-finger stroke that ends at least
/// `minimumTravel` points to the right of where it began, and fails any other.
private final class RightwardStrokeRecognizer: GestureRecognizer {
    var minimumTravel = 40.0
    private var start: Point?

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        start = touches.first?.locationInWindow
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let start, let end = touches.first?.locationInWindow else { return fail(because: "no stroke") }
        if end.x - start.x >= minimumTravel { state = .recognized } else { fail(because: "not far enough right") }
    }
}

@Suite("a stroke recognizer joins eval by being described, not by editing eval")
struct EvalRegistrationTests {
    private let rightward = EvaluatedRecognizer(
        name: "rightward", positiveName: "rightward",
        thresholds: [
            Threshold("minimum travel (px)", \.minimumTravel, of: RightwardStrokeRecognizer(), range: 0...100)
        ],
        make: { RightwardStrokeRecognizer() })

    /// Straight strokes of 11 points, 10 ms apart, from (300, 300) by `dx` points: two people, each drawing one
    /// 60-point stroke right ("rightward") and one 60-point stroke left ("leftward").
    private var strokes: [RecordedStroke] {
        func line(_ name: String, _ subject: Int, dx: Double) -> RecordedStroke {
            RecordedStroke(
                name: name, subject: subject, source: "made up",
                points: (0...10).map { (Point(x: 300 + dx * Double($0) / 10, y: 300), Double($0) * 10) })
        }
        return [
            line("rightward", 1, dx: 60), line("leftward", 1, dx: -60), line("rightward", 2, dx: 60),
            line("leftward", 2, dx: -60),
        ]
    }

    @Test("eval plays every stroke through the new recognizer and counts what it recognized")
    func counts() {
        let evaluation = StrokeEvaluation.run(rightward, strokes: strokes)
        #expect(
            evaluation.rows.map { "\($0.name) \($0.recognized)/\($0.strokes)" } == ["leftward 0/2", "rightward 2/2"])
        #expect(evaluation.report.hasPrefix("recognizer: rightward   positive: rightward"))
        #expect(evaluation.recall == 1 && evaluation.falseAcceptRate == 0)
    }

    @Test("its threshold sweeps: 60-point strokes pass a minimum travel up to 60 and fail above it")
    func sweep() throws {
        let sweep = try #require(ThresholdSweep(rightward, strokes: strokes, steps: 4))
        #expect(sweep.points.map(\.threshold) == [0, 25, 50, 75, 100])
        #expect(sweep.points.map(\.evaluation.recall) == [1, 1, 1, 0, 0])
        #expect(sweep.current == 40)
    }

    @Test("the catalog is left as it was: the command line still names only its own recognizers")
    func catalogUntouched() {
        #expect(EvaluatedRecognizer.named("rightward") == nil)
        #expect(EvaluatedRecognizer.named("circle")?.defaultPositiveName == "circle")
    }
}
