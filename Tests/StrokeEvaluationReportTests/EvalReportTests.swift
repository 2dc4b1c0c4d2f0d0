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
        return EvalReport(evaluation: evaluation, sweep: sweep, header: Self.header(evaluation, sample: sample))
    }

    /// A header as `eval` makes it for the sample file.
    static func header(_ evaluation: StrokeEvaluation, sample: String) -> EvalReportHeader {
        EvalReportHeader(
            version: "9.8.7", commit: "abc123", limits: EvalReportHeader.limits(of: evaluation.recognizer),
            files: EvalReportHeader.files([sample], in: evaluation), date: Date(timeIntervalSince1970: 1_700_000_000),
            command: "gesturelab eval sample --positive \(evaluation.positiveName) --report out",
            playCommand: "gesturelab eval sample --recognizer circle --positive \(evaluation.positiveName)")
    }

    @Test("writes index.html, a thumbnail per miss and false accept, and the sweep plot")
    func writes() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        try report(positive: "arc").write(to: target.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(
            files == ["index.html", "stroke-0001.png", "stroke-0002.png", "stroke-0003.png", "stroke-0004.png"])
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"stroke-0004.png\""))
        #expect(html.contains("false accept"))
        #expect(html.contains("gesturelab eval sample --positive arc --report out"))
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
        try EvalReport(evaluation: evaluation, sweep: nil, header: Self.header(evaluation, sample: "test.jsonl")).write(
            to: target.path)
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("false accepts <b>100.00%</b> (2/2); against the 0.20% budget <b>100.00%</b> (1/1)"))
    }

    @Test("the header names the version, commit, recognizer, limits, each file with its SHA-256 and strokes, the date")
    func header() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        try report(positive: "arc").write(to: target.path)
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        // The file's hash as coreutils computes it, and its eight lines, one stroke each.
        let digest = try runTool("/usr/bin/sha256sum", [sample]).split(separator: " ").first.map(String.init) ?? "?"
        #expect(html.contains("strokes-sample.jsonl</code>: 8 strokes, SHA-256 <code>\(digest)</code>"))
        #expect(html.contains("9.8.7, commit <code>abc123</code>"))
        #expect(html.contains("<dt>recognizer</dt><dd>circle, positive arc</dd>"))
        #expect(html.contains("2023-11-14T22:13:20Z"))
        // Each thumbnail names its file and line and the command that plays it alone; the arc is the 8th line.
        #expect(html.contains("<b>strokes-sample.jsonl:8</b>"))
        #expect(
            html.contains(
                "<code>gesturelab eval sample --recognizer circle --positive arc --stroke strokes-sample.jsonl:8</code>"
            ))
    }

    @Test("the tables are HTML tables a click sorts, the plots SVG with axis titles and legends")
    func tablesAndPlots() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        try report(positive: "arc").write(to: target.path)
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        for id in ["per-name", "parts", "per-person", "margins", "look-alikes"] {
            #expect(html.contains("<table class=\"sortable\" id=\"\(id)\">"), "no table \(id)")
        }
        #expect(!html.contains("<pre>recognizer: circle   positive"), "the per-name table is still preformatted text")
        // The sample's three circles, all accepted as the positive is the arc: 3/3 false accepts.
        #expect(html.contains("<td>circle</td><td>negative</td><td class=\"num\" data-sort=\"3.000000\">3</td>"))
        for id in ["plot-sweep", "plot-recall-fa", "plot-names"] {
            #expect(html.contains("<svg id=\"\(id)\" class=\"plot\""), "no plot \(id)")
        }
        for title in ["recall (arc)", "false accepts (all other names)", "today&#39;s value", "today&#39;s limits"] {
            #expect(html.contains(">\(title)</text>"), "no \(title)")
        }
        #expect(html.contains(">share of the name&#39;s strokes accepted</text>"))
    }
}

@Suite("the report against hostile names")
struct EvalReportHostileTests {
    @Test("a stroke name that is HTML stays text in the tables, the plots and the thumbnails' captions")
    func namesStayText() throws {
        let hostile = "<img src=x onerror=alert(1)>"
        let stroke = RecordedStroke(
            name: hostile, subject: 1, source: "it's <b>.jsonl:1",
            points: arc(center: Point(x: 200, y: 200), radius: 50).enumerated().map {
                ($0.element, Double($0.offset) * 15)
            })
        let evaluation = StrokeEvaluation.run(.circle, strokes: [stroke])
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        try EvalReport(evaluation: evaluation, sweep: nil, header: EvalReportTests.header(evaluation, sample: "x"))
            .write(to: target.path)
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains(hostile) && !html.contains("<b>.jsonl"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test("a play command quotes as a POSIX shell reads it: a quote inside single quotes is '\\''")
    func quoting() {
        #expect(ShellQuoting.quote("dollar1-dev.jsonl:12") == "dollar1-dev.jsonl:12")
        #expect(ShellQuoting.quote("it's here") == "'it'\\''s here'")
        #expect(ShellQuoting.quote("") == "''")
        #expect(ShellQuoting.join(["eval", "a b", "$HOME"]) == "eval 'a b' '$HOME'")
    }
}
