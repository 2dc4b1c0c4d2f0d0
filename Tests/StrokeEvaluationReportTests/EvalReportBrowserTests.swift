import Foundation
import GestureLabTestSupport
import StrokeEvaluation
import StrokeEvaluationReport
import Testing

/// The eval report in a real browser (headless chromium, as the classroom page is tested): it loads without an
/// error, its pictures load, a click on a header sorts the table, and it looks right.
@Suite(.serialized) struct EvalReportBrowserTests {
    static let size = (width: 1280, height: 900)
    @Test func theReportLoadsSortsAndLooksRight() throws {
        try withTemporaryFolder { folder in
            let strokes = try StrokeFile.read(path: strokesSample)
            let evaluation = StrokeEvaluation.run(.circle, positiveName: "arc", strokes: strokes)
            let sweep = ThresholdSweep(.circle, positiveName: "arc", strokes: strokes, steps: 8)
            let target = folder + "/report"
            try EvalReport(
                evaluation: evaluation, sweep: sweep, header: EvalReportTests.header(evaluation, sample: strokesSample)
            ).write(to: target)

            let browser = try HeadlessChromium(width: Self.size.width, height: Self.size.height)
            try browser.open(
                URL(fileURLWithPath: target + "/index.html"), width: Self.size.width, height: Self.size.height,
                watchingConsole: true)
            #expect(try browser.waitFor("document.readyState === 'complete'"), "the page did not load")
            // A script that throws, a console.error and a picture that does not load all show here.
            #expect(browser.consoleErrors().isEmpty, "\(browser.consoleErrors())")
            #expect(
                try browser.evaluate("[...document.images].every(i => i.complete && i.naturalWidth === 200)") as? Bool
                    == true, "a thumbnail did not load")
            #expect(try browser.evaluate("document.images.length") as? Int == 4)
            #expect(try browser.evaluate("document.querySelectorAll('svg.plot').length") as? Int == 3)

            // The per-name table by its strokes column: the sample file holds 1 arc, 3 circles, 1 left chevron,
            // 1 rectangle and 2 right chevrons.
            let column = "[...document.querySelectorAll('#per-name tbody tr')].map(r => r.cells[%d].textContent)"
            func cells(_ index: Int) throws -> [String] {
                (try browser.evaluate(String(format: column, index)) as? [String]) ?? []
            }
            #expect(try cells(0) == ["arc", "circle", "left_chevron", "rectangle", "right_chevron"])
            _ = try browser.evaluate("document.querySelectorAll('#per-name th')[2].click()")
            #expect(try cells(2) == ["1", "1", "1", "2", "3"])
            #expect(try cells(0).suffix(2) == ["right_chevron", "circle"])
            _ = try browser.evaluate("document.querySelectorAll('#per-name th')[2].click()")
            #expect(try cells(2) == ["3", "2", "1", "1", "1"])
            #expect(
                try browser.evaluate("document.querySelectorAll('#per-name th')[2].getAttribute('aria-sort')")
                    as? String == "descending")
            // Text sorts alphabetically: by name, descending after two clicks.
            _ = try browser.evaluate("document.querySelectorAll('#per-name th')[0].click()")
            _ = try browser.evaluate("document.querySelectorAll('#per-name th')[0].click()")
            #expect(try cells(0) == ["right_chevron", "rectangle", "left_chevron", "circle", "arc"])
            #expect(browser.consoleErrors().isEmpty, "\(browser.consoleErrors())")

            let png = try browser.screenshot()
            let path = folder + "/eval-report.png"
            try png.write(to: URL(fileURLWithPath: path))
            let (width, height) = try pngSize(png)
            #expect(width == Self.size.width && height == Self.size.height)
            // Non-blank: the page's colours vary (ImageMagick's standard deviation of the pixels, 0 for one colour).
            let spread = try runTool(
                "/usr/bin/convert", [path, "-colorspace", "Gray", "-format", "%[fx:standard_deviation]", "info:"])
            #expect((Double(spread.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0.05, "\(spread)")
            if let keep = ProcessInfo.processInfo.environment["GESTURELAB_KEEP_REPORT_SCREENSHOT"] {
                try png.write(to: URL(fileURLWithPath: keep))
            }
        }
    }

    @Test("the console check sees a page's errors: a script that throws, console.error, a missing picture")
    func consoleCheckCanFail() throws {
        try withTemporaryFolder { folder in
            let page = folder + "/broken.html"
            try """
            <!doctype html><html><body><img src="missing.png" alt="">
            <script>console.error('told'); throw new Error('boom');</script></body></html>
            """.write(toFile: page, atomically: true, encoding: .utf8)
            let browser = try HeadlessChromium(width: 400, height: 300)
            try browser.open(URL(fileURLWithPath: page), width: 400, height: 300, watchingConsole: true)
            #expect(try browser.waitFor("document.readyState === 'complete'"))
            _ = try browser.evaluate("1")
            let errors = browser.consoleErrors()
            #expect(errors.contains { $0.contains("boom") }, "\(errors)")
            #expect(errors.contains { $0 == "console.error: told" }, "\(errors)")
            #expect(errors.contains { $0.contains("missing.png") }, "\(errors)")
        }
    }
}
