import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import StrokeEvaluationReport
import Testing

/// Issue 49: the report draws the trade-off as a curve, recall against false accepts as the main threshold moves, for
/// the design people and the people left out as two lines, with today's point marked on each.
@Suite("the eval report's trade-off curve")
struct TradeOffCurveTests {
    private func stroke(_ name: String, subject: Int, sweep: Double) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: "test.jsonl:\(subject)",
            points: arc(center: Point(x: 200, y: 200), radius: 60, sweepDegrees: sweep).enumerated().map {
                ($0.element, Double($0.offset) * 15)
            })
    }

    @Test("design people and people left out are two lines, each with today's point, and the budget is drawn")
    func twoLines() throws {
        // $1 subject 1 is a design person, subject 5 one left out: each draws a circle and an arc of 0.8 of a turn.
        let strokes = [1, 5].flatMap { subject in
            [stroke("circle", subject: subject, sweep: 360), stroke("arc", subject: subject, sweep: 290)]
        }
        let evaluation = StrokeEvaluation.run(.circle, strokes: strokes)
        let sweep = try #require(ThresholdSweep(.circle, strokes: strokes, steps: 4))
        let folder = try makeTemporaryFolder("trade-off")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report").path
        try EvalReport(evaluation: evaluation, sweep: sweep, header: EvalReportTests.header(evaluation, sample: "test"))
            .write(to: target)
        let html = try String(contentsOfFile: target + "/index.html", encoding: .utf8)
        let plot = try #require(html.range(of: "<svg id=\"plot-recall-fa\"").map { String(html[$0.lowerBound...]) })
        let svg = String(plot[..<(plot.range(of: "</svg>")?.upperBound ?? plot.endIndex)])
        for legend in ["design people", "people left out (lock box)", "today&#39;s limits", "the 0.20% budget"] {
            #expect(svg.contains(">\(legend)</text>"), "no legend \(legend)")
        }
        // Every legend label ends inside the plot, at 7 px a character (11 px text whose digits advance 0.636 em in
        // DejaVu Sans): the budget's entry once ran past the edge.
        let width = try #require(svg.firstMatch(of: /width="([0-9.]+)"/).flatMap { Double($0.1) })
        let legend = try #require(svg.range(of: "<g class=\"legend\">").map { String(svg[$0.upperBound...]) })
        let labels = legend.matches(of: /<text x="([0-9.]+)" y="[0-9.]+" [^>]*>([^<]*)<\/text>/)
        #expect(labels.count == 4)
        for label in labels {
            let text = String(label.2).replacingOccurrences(of: "&#39;", with: "'")
            let end = (Double(label.1) ?? .infinity) + 7 * Double(text.count)
            #expect(end <= width, "\(text) ends at \(end), past \(width)")
        }
        #expect(svg.components(separatedBy: "<title>today, design people: recall").count == 2)
        #expect(svg.components(separatedBy: "<title>today, people left out (lock box): recall").count == 2)
        // One dot per value tried on each line: 5 values.
        #expect(svg.components(separatedBy: "<title>design people, circle score threshold").count == 6)
        #expect(svg.components(separatedBy: "<title>people left out (lock box), circle score threshold").count == 6)
    }
}
