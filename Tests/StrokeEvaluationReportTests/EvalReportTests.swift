import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import StrokeEvaluationReport
import Testing

@Suite("the eval report: HTML, thumbnails and the sweep plot")
struct EvalReportTests {
    private let sample = strokesSample

    /// The circle recognizer on the sample, with "arc" as the positive: it misses the arc and accepts the three
    /// circles.
    private func report(positive: String) throws -> EvalReport {
        let strokes = try StrokeFile.read(path: sample)
        let evaluation = StrokeEvaluation.run(.circle, positiveName: positive, strokes: strokes)
        let sweep = ThresholdSweep(.circle, positiveName: positive, strokes: strokes, steps: 4)
        return EvalReport(
            evaluation: evaluation, sweep: sweep, command: "gesturelab eval sample --positive \(positive)")
    }

    @Test("writes index.html, a thumbnail per miss and false accept, and the sweep plot")
    func writes() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        try report(positive: "arc").write(to: target.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(
            files == [
                "index.html", "stroke-0001.png", "stroke-0002.png", "stroke-0003.png", "stroke-0004.png", "sweep.png",
            ])
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"stroke-0004.png\""))
        #expect(html.contains("false accept"))
        #expect(html.contains("gesturelab eval sample --positive arc"))
        let png = try Data(contentsOf: target.appendingPathComponent("stroke-0001.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Writing again replaces the earlier report and leaves nothing else beside it.
        try report(positive: "circle").write(to: target.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report"])
    }

    @Test("a folder that is not an earlier report is refused, untouched, with nothing half-written beside it")
    func refusesOtherFolder() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("holiday.txt"))
        #expect(throws: EvalReportError.self) { try report(positive: "circle").write(to: target.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["holiday.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photos"])
        // A website's folder has an index.html too, beside files no report writes: it is not an earlier report.
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
        for name in ["index.html", "about.html", "stroke-0001.png"] {
            try Data("mine".utf8).write(to: site.appendingPathComponent(name))
        }
        #expect(throws: EvalReportError.self) { try report(positive: "circle").write(to: site.path) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
                == ["about.html", "index.html", "stroke-0001.png"])
        #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == Data("mine".utf8))
    }

    @Test("the headline gives the false accepts against the budget when some negatives are set aside")
    func headlineBudget() throws {
        func round(_ name: String, subject: Int) -> RecordedStroke {
            RecordedStroke(
                name: name, subject: subject, source: "test",
                points: arc(center: Point(x: 200, y: 200), radius: 50).enumerated().map {
                    ($0.element, Double($0.offset) * 15)
                })
        }
        // A half note's head is set aside as often a circle itself; the round arrow counts against the budget.
        let strokes = [round("circle", subject: 1), round("half_note_stroke2", subject: 2), round("arrow", subject: 3)]
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        let evaluation = StrokeEvaluation.run(.circle, strokes: strokes)
        try EvalReport(evaluation: evaluation, sweep: nil, command: "gesturelab eval test").write(to: target.path)
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("false accepts <b>100.00%</b> (2/2); against the 0.20% budget <b>100.00%</b> (1/1)"))
    }
}
