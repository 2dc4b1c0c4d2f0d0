import Foundation
import GestureLabTestSupport
import StrokeEvaluation
import StrokeEvaluationReport
import Testing

/// The eval report in a real browser (headless chromium, as the classroom page is tested): it loads without an
/// error, its pictures load, a click on a header sorts the table, and it looks right.
@Suite(.serialized) struct EvalReportBrowserTests {
    static let size = (width: 1280, height: 900)
    /// Gathers the page's errors before its own script runs: thrown errors, console.error, and resources that did not
    /// load (their error events do not bubble, so they are caught on the way down).
    static let errorCatcher = """
        window.reportErrors = [];
        addEventListener('error', e => reportErrors.push(e.message || ('cannot load ' + (e.target.src || e.target.href))), true);
        const consoleError = console.error;
        console.error = (...parts) => { reportErrors.push(parts.join(' ')); consoleError(...parts); };
        """

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
                beforeLoad: Self.errorCatcher)
            #expect(try browser.waitFor("document.readyState === 'complete'"), "the page did not load")
            #expect(try browser.evaluate("reportErrors.join('\\n')") as? String == "")
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
            #expect(try browser.evaluate("reportErrors.length") as? Int == 0)

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
}
