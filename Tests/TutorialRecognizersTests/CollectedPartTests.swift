import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// The design protocol's third part: strokes `gesturelab collect` gathered (they follow a session header) are
/// reported on their own, whatever their person's number, and their negatives count against the budget.
@Suite("eval's protocol: collected strokes are a part of their own")
struct CollectedPartTests {
    /// A round stroke: the circle recognizer accepts it whatever it is called.
    private func round(_ name: String, subject: Int, session: Int? = nil) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: "test",
            points: arc(center: Point(x: 200, y: 200), radius: 50).enumerated().map {
                ($0.element, Double($0.offset) * 15)
            },
            session: session)
    }

    /// A design person ($1 subject 1), a lock-box person ($1 subject 5), a Quick, Draw! player's Eiffel tower (a negative
    /// like any other), and a collected person with a six-digit number like those `collect` hands out, whose
    /// "arrow" came out round.
    private var strokes: [RecordedStroke] {
        [
            round("circle", subject: 1), round("circle", subject: 5), round("qd_the_eiffel_tower", subject: 7002),
            round("circle", subject: 734_021, session: 0), round("arrow", subject: 734_021, session: 0),
        ]
    }

    @Test("a collected stroke is in the collected part, whatever its person's number")
    func parts() {
        #expect(
            strokes.map { DesignSplit.part(of: $0) } == [.development, .lockBox, .development, .collected, .collected])
        for division in [PeopleDivision.thirds, .parity] {
            #expect(
                strokes.filter { PersonSplit.collected.contains($0, dividedBy: division) }.map(\.name) == [
                    "circle", "arrow",
                ])
            #expect(
                strokes.filter { PersonSplit.design.contains($0, dividedBy: division) }.map(\.subject) == [1, 7002])
            #expect(strokes.filter { PersonSplit.lockBox.contains($0, dividedBy: division) }.map(\.subject) == [5])
        }
    }

    @Test("the sweep reports the collected part apart, and its accepted negatives are false accepts")
    func sweepReportsCollected() throws {
        let sweep = try #require(ThresholdSweep(.circle, strokes: strokes, steps: 2))
        let collected = sweep.todayCollected
        #expect(collected.positives == 1 && collected.recognized == 1)
        #expect(collected.negatives == 1 && collected.falseAccepts == 1 && collected.setAside == 0)
        #expect(sweep.todayDesign.positives == 1 && sweep.todayDesign.negatives == 1)
        #expect(sweep.todayLockBox.positives == 1 && sweep.todayLockBox.negatives == 0)
        #expect(sweep.report.contains("  collected: recall 1/1 = 100.00%"))
        #expect(sweep.summary.contains("| collected recall 1/1"))
    }

    @Test("without collected strokes the sweep has no collected line")
    func noCollectedLine() throws {
        let published = strokes.filter { $0.session == nil }
        let sweep = try #require(ThresholdSweep(.circle, strokes: published, steps: 2))
        #expect(sweep.todayCollected.isEmpty)
        #expect(!sweep.report.contains("collected"))
        #expect(!sweep.summary.contains("collected"))
    }

    /// A slide straight down, 140 points long, `x` points from a 300 × 200 canvas's left edge, from 20 points below
    /// its top.
    private func slide(x: Double, canvas: Size?) -> RecordedStroke {
        RecordedStroke(
            name: "right_slide_down", subject: 734_021, source: "test",
            points: (0...28).map { (Point(x: x, y: 20 + Double($0) * 5), Double($0) * 16) }, session: 0,
            canvas: canvas)
    }

    /// The tutorial's rule is about the view's quadrants, and a collected slide is judged where it was drawn: down
    /// the right half of the canvas it passes, down the left half it does not. Without its canvas it would be played
    /// centred on the view, down the middle line, which is in neither half.
    @Test("a collected right slide is judged where it lay on its canvas")
    func rightSlideOnItsCanvas() {
        let canvas = Size(width: 300, height: 200)
        let recognizer = EvaluatedRecognizer.rightSlideDown
        #expect(recognizer.play(slide(x: 225, canvas: canvas)).accepted)
        #expect(recognizer.play(slide(x: 75, canvas: canvas)).reason == "did not start in the top-right quadrant")
        #expect(recognizer.play(slide(x: 225, canvas: nil)).reason == "did not start in the top-right quadrant")
    }
}
