import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// The teacher's page in a real browser (headless chromium): it loads, redraws when an attendee saves without
/// being reloaded, shows names as text, and looks right.
@Suite(.serialized) struct TeacherPageBrowserTests {
    static let size = (width: 1280, height: 800)

    @Test func thePageUpdatesLiveAndShowsNamesAsText() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let lesson = ClassroomEndToEndTests.lesson
            // A class under way: three attendees with strokes and scores, one whose last save did not compile.
            _ = try ClassroomEndToEndTests.runClass(server, folder: folder)
            let broken = folder + "/Broken.swift"
            try "import GestureEngine\nclass Broken: GestureRecognizer { let x: Int = \"no\" }\n".write(
                toFile: broken, atomically: true, encoding: .utf8)
            let failed = try runApp([
                "workshop", broken, "--check", "--lesson", lesson, "--classroom", server.url.absoluteString, "--name",
                "Dee", "--token", server.token,
            ])
            #expect(
                failed.status == 1 && failed.errors.contains("classroom: compile errors posted"), "\(failed.errors)")

            let browser = try HeadlessChromium(width: Self.size.width, height: Self.size.height)
            try browser.open(server.url, width: Self.size.width, height: Self.size.height)
            #expect(try browser.waitFor("Number(document.body.dataset.updates) >= 1"), "the page drew no state")
            #expect(try browser.waitFor("document.getElementById('status').textContent === 'live'"))
            #expect(
                try browser.evaluate("document.getElementById('dataset').innerText.includes('3 people, 18 strokes')")
                    as? Bool == true)
            #expect(
                try browser.evaluate("document.getElementById('attendees').innerText.includes('cannot convert')")
                    as? Bool == true)
            #expect(
                try browser.evaluate("document.getElementById('boards').innerText.includes('Index out of range')")
                    as? Bool == true)

            // An attendee saves a stricter circle (none under a radius of 100): the page redraws by itself, with
            // the attendee's row, and thumbnails of the circles the recognizer missed.
            let strict = folder + "/Strict.swift"
            let solution = try String(contentsOfFile: lesson + "/Solution.swift", encoding: .utf8)
            try solution.replacingOccurrences(of: "let minimumRadius = 15.0", with: "let minimumRadius = 100.0")
                .write(toFile: strict, atomically: true, encoding: .utf8)
            let saved = try runApp([
                "workshop", strict, "--check", "--lesson", lesson, "--classroom", server.url.absoluteString, "--name",
                "<b>Eve</b>", "--token", server.token,
            ])
            #expect(saved.errors.contains("classroom: check and score posted"), "\(saved.errors)")
            #expect(try browser.waitFor("document.getElementById('boards').innerText.includes('<b>Eve</b>')"))
            #expect(try browser.waitFor("document.getElementById('attendees').innerText.includes('<b>Eve</b>')"))
            #expect(try browser.evaluate("Number(document.body.dataset.updates) >= 2") as? Bool == true)
            #expect(
                try browser.evaluate("document.querySelectorAll('main b').length") as? Int == 0, "a name became HTML")
            #expect(try browser.evaluate("document.querySelectorAll('svg.thumb polyline').length > 0") as? Bool == true)
            #expect(try browser.evaluate("document.body.innerText.includes('self-reported')") as? Bool == true)

            let png = try browser.screenshot()
            let path = folder + "/classroom.png"
            try png.write(to: URL(fileURLWithPath: path))
            let (width, height) = try pngSize(png)
            #expect(width == Self.size.width && height == Self.size.height)
            // Non-blank: the page's colours vary (ImageMagick's standard deviation of the pixels, 0 for one colour).
            let spread = try runTool(
                "/usr/bin/convert", [path, "-colorspace", "Gray", "-format", "%[fx:standard_deviation]", "info:"])
            #expect((Double(spread.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0.05, "\(spread)")
            try expectFitsNarrowScreen(browser, folder: folder)
            if ProcessInfo.processInfo.environment["GESTURELAB_SAVE_SCREENSHOTS"] == "1" {
                let target = repositoryRoot.appendingPathComponent("docs/screenshots/classroom.png")
                try? FileManager.default.removeItem(at: target)
                try png.write(to: target)
            }
        }
    }
}

/// On a phone's width (390 points) the page does not scroll sideways: its sections stand one above the other, each
/// as wide as the page, and a table wider than its section scrolls inside it.
private func expectFitsNarrowScreen(_ browser: HeadlessChromium, folder: String) throws {
    try browser.resize(width: 390, height: 844)
    #expect(try browser.waitFor("window.innerWidth === 390"))
    let pageWidth = try browser.evaluate("document.documentElement.scrollWidth") as? Int
    #expect(pageWidth.map { $0 <= 390 } == true, "the page scrolls sideways: \(String(describing: pageWidth))")
    let widths = try browser.evaluate(
        "[...document.querySelectorAll('main > section')].map(s => Math.round(s.getBoundingClientRect().width))")
    let sectionWidths = (widths as? [Int]) ?? []
    #expect(sectionWidths.count == 3 && sectionWidths.allSatisfy { $0 >= 330 }, "section widths \(sectionWidths)")
    #expect(
        try browser.evaluate(
            "[...document.querySelectorAll('main > section')].every(s => s.scrollWidth <= s.clientWidth "
                + "|| getComputedStyle(s).overflowX === 'auto')") as? Bool == true,
        "a table runs out of its section")
    try browser.screenshot().write(to: URL(fileURLWithPath: folder + "/classroom-narrow.png"))
}
