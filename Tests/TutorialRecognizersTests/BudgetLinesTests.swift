import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// eval's plain report and its perturbation table count false accepts as issue 49's protocol says: every negative
/// counts against the budget except, for the circle only, strokes that are themselves closed circles (a note's head, a
/// Quick, Draw! wheel); a bowl counts, and a stroke's source is its `source` field, never its person's number.
@Suite("eval's false accepts, counted against the budget as the protocol says")
struct BudgetLinesTests {
    /// A round stroke: the circle recognizer accepts it whatever it is called.
    private func round(_ name: String, subject: Int, dataSet: String? = nil) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: "test", dataSet: dataSet,
            points: arc(center: Point(x: 200, y: 200), radius: 50).enumerated().map {
                ($0.element, Double($0.offset) * 15)
            })
    }

    /// A circle; a half note's head and a Quick, Draw! wheel (themselves circles); and a Quick, Draw! Eiffel tower, an arrow
    /// drawn round and an MMG+ bowl drawn round by a person numbered like a Quick, Draw! player: those three count.
    private var strokes: [RecordedStroke] {
        [
            round("circle", subject: 1), round("half_note_stroke2", subject: 2),
            round("qd_wheel", subject: 7003, dataSet: "quickdraw"),
            round("qd_the_eiffel_tower", subject: 7002, dataSet: "quickdraw"),
            round("arrow", subject: 3), round("d_stroke2", subject: 20_005, dataSet: "mmgplus-tablet"),
        ]
    }

    @Test("the report splits the circle's false accepts into the budget's and those set aside")
    func circleReport() {
        let report = StrokeEvaluation.run(.circle, strokes: strokes).report
        #expect(report.contains("false accepts (all other names): 5/5 = 100.00%"))
        #expect(report.contains("  counted against the 0.20% budget: 3/3 = 100.00%"))
        #expect(report.contains("  set aside, as the protocol says (docs/recognition.md): 2/2 = 100.00%"))
    }

    @Test("the chevron sets nothing aside: a note's head, a wheel and a circle count against its budget")
    func chevronSetsNothingAside() {
        let pooled = SplitFigures.pooled(of: StrokeEvaluation.run(.chevron, strokes: strokes))
        #expect(pooled.negatives == 6 && pooled.setAside == 0)
    }

    @Test("the tickle sets aside only shaded Quick, Draw! words, and adds the budget lines only then")
    func tickleSetsShadingAside() {
        let evaluation = StrokeEvaluation.run(.tickle, strokes: strokes)
        let pooled = SplitFigures.pooled(of: evaluation)
        #expect(pooled.negatives == 6 && pooled.setAside == 0)
        #expect(!evaluation.report.contains("budget"))
        let shaded = StrokeEvaluation.run(
            .tickle, strokes: strokes + [round("qd_tornado", subject: 7005, dataSet: "quickdraw")])
        #expect(SplitFigures.pooled(of: shaded).setAside == 1)
    }

    @Test("the perturbation table's false accepts are the budget's")
    func perturbationColumn() throws {
        let report = Perturbation(.circle, strokes: strokes).report
        let recorded = try #require(report.split(separator: "\n").first { $0.hasPrefix("as recorded") })
        #expect(recorded.contains("3/3 = 100.00%"))
        #expect(!recorded.contains("5/5"))
        #expect(report.contains("false accepts (budget)"))
        let circlesOnly = Perturbation(.circle, strokes: [round("circle", subject: 1)]).report
        let empty = try #require(circlesOnly.split(separator: "\n").first { $0.hasPrefix("as recorded") })
        #expect(empty.contains("0/0 = n/a"))
    }
}
