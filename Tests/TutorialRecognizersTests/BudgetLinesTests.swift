import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// eval's plain report and its perturbation table count false accepts as the protocol does: the negatives set aside
/// (names that are often the shape itself, and for circle and chevron the single strokes of drawings) are reported
/// on their own, and only the rest is held against the budget.
@Suite("eval's false accepts, counted against the budget as the protocol says")
struct BudgetLinesTests {
    /// A round stroke: the circle recognizer accepts it whatever it is called.
    private func round(_ name: String, subject: Int) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: "test",
            points: arc(center: Point(x: 200, y: 200), radius: 50).enumerated().map {
                ($0.element, Double($0.offset) * 15)
            })
    }

    /// A circle, a half note's head (often a circle itself), a Quick, Draw! player's bus wheel, and an arrow drawn
    /// round: only the arrow counts against the budget.
    private var strokes: [RecordedStroke] {
        [
            round("circle", subject: 1), round("half_note_stroke2", subject: 2), round("qd_bus", subject: 7002),
            round("arrow", subject: 3),
        ]
    }

    @Test("the report splits the circle's false accepts into the budget's and the two set aside")
    func circleReport() {
        let report = StrokeEvaluation.run(.circle, strokes: strokes).report
        #expect(report.contains("false accepts (all other names): 3/3 = 100.00%"))
        #expect(report.contains("  counted against the 0.20% budget: 1/1 = 100.00%"))
        #expect(report.contains("    names that are often the shape itself: 1/1 = 100.00%"))
        #expect(report.contains("    single strokes of Quick, Draw! drawings: 1/1 = 100.00%"))
    }

    @Test("a recognizer that sets no names aside counts a drawing's stroke against the budget, and adds no lines")
    func tickleCountsDrawings() {
        let evaluation = StrokeEvaluation.run(.tickle, strokes: strokes)
        let pooled = SplitFigures.pooled(of: evaluation)
        #expect(pooled.negatives == 4 && pooled.drawings == 0 && pooled.ambiguous == 0)
        #expect(!evaluation.report.contains("budget"))
    }

    @Test("the perturbation table's false accepts are the budget's")
    func perturbationColumn() throws {
        let report = Perturbation(.circle, strokes: strokes).report
        let recorded = try #require(report.split(separator: "\n").first { $0.hasPrefix("as recorded") })
        #expect(recorded.contains("1/1 = 100.00%"))
        #expect(!recorded.contains("3/3"))
        #expect(report.contains("false accepts (budget)"))
        let circlesOnly = Perturbation(.circle, strokes: [round("circle", subject: 1)]).report
        let empty = try #require(circlesOnly.split(separator: "\n").first { $0.hasPrefix("as recorded") })
        #expect(empty.contains("0/0 = n/a"))
    }
}
