import GestureEngine
import StrokeEvaluation
import Testing

/// A recognizer eval has never heard of, defined here: it recognizes a one-finger stroke that ends at least
/// `minimumTravel` points to the right of where it began, and fails any other. It tells the inspector (and so eval)
/// why it failed, and draws the line from start to end.
private final class RightwardStrokeRecognizer: GestureRecognizer {
    var minimumTravel = 40.0
    private var start: Point?
    private var end: Point?

    override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if let start, let end { facts.draw(.line(from: start, to: end)) }
        if let reason = failure as? String { facts.addRejection(reason) }
        return facts
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        start = touches.first?.locationInWindow
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let start, let end = touches.first?.locationInWindow else { return fail(because: "no stroke") }
        self.end = end
        if end.x - start.x >= minimumTravel { state = .recognized } else { fail(because: "not far enough right") }
    }
}

@Suite("a stroke recognizer joins eval by being described, not by editing eval")
struct EvalRegistrationTests {
    private let rightward = EvaluatedRecognizer(
        name: "rightward", positiveName: "rightward", viewFrame: Rect(x: 100, y: 100, width: 800, height: 800),
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

    @Test("eval reports the reason and the overlay the recognizer gives the inspector, on the stroke as recorded")
    func reasonAndOverlay() throws {
        let evaluation = StrokeEvaluation.run(rightward, strokes: strokes)
        let leftward = evaluation.outcomes.filter { $0.stroke.name == "leftward" }
        #expect(leftward.map(\.reason) == ["not far enough right", "not far enough right"])
        // Played centred on its view, a 60-point stroke from (300, 300) is drawn back where it was recorded.
        let first = try #require(evaluation.outcomes.first)
        #expect(first.overlays == [.line(from: Point(x: 300, y: 300), to: Point(x: 360, y: 300))])
        #expect(first.reason == nil)
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
