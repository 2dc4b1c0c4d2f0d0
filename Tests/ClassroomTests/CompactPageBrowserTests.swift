import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// The teacher's page as a projector shows it: 40 attendees, some stuck, and the leaderboard, all on one 1280×800
/// screen in the compact mode; the join panel with the token in the address.
@Suite(.serialized) struct CompactPageBrowserTests {
    /// A class of 40: each gave two strokes and saved once; every fifth save did not compile (50 errors), every
    /// third failed a trace; everyone posted a circle score on the same snapshot.
    static func fortyAttendees(_ server: RunningServer) throws {
        let names = (1...40).map { String(format: "Attendee %02d", $0) }
        for (index, name) in names.enumerated() {
            try server.client.upload(strokes: [
                ClassStroke(
                    id: "\(index)-c", person: name, kind: "circle",
                    points: MadeUpStrokes.circle(radius: 60 + Double(index))),
                ClassStroke(
                    id: "\(index)-l", person: name, kind: "line",
                    points: (0...20).map { [100 + Double($0 * 8), 200, Double($0 * 12)] }),
            ])
        }
        _ = try server.strokes()
        let snapshot = try server.client.state().dataset.snapshot
        for (index, name) in names.enumerated() {
            let errors =
                index % 5 == 4
                ? (1...50).map {
                    "Circle.swift:\($0):9: error: cannot find 'pathh' in scope; a long line "
                        + String(repeating: "x", count: 200)
                }
                : []
            let traces = (1...7).map {
                CheckReport.Trace(name: "trace \($0)", passed: index % 3 != 0 || $0 < 6, verdict: "v")
            }
            try server.client.post(
                check: CheckReport(
                    name: name, lesson: "Lesson 3: the circle and its fit", file: "Circle.swift",
                    traces: errors.isEmpty ? traces : [], compileErrors: errors))
            let recognized = 39 - index % 7
            let falseAccepts = index % 4 == 0 ? 10 : 0
            try server.client.post(
                score: ScoreReport(
                    name: name, lesson: "Lesson 3: the circle and its fit", recognizer: "CircleGestureRecognizer",
                    kind: "circle", positives: 39, recognized: recognized, negatives: 39, falseAccepts: falseAccepts,
                    missed: (0..<(39 - recognized)).map { "\(($0 + index + 1) % 40)-c" },
                    falselyAccepted: (0..<falseAccepts).map { "\(($0 + index + 1) % 40)-l" }, people: 39,
                    snapshot: snapshot, trouble: nil))
        }
    }

    @Test func fortyRowsAndTheLeaderboardFitOnAProjector() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            try Self.fortyAttendees(server)
            let browser = try HeadlessChromium(width: 1280, height: 800)

            // The join panel, with the token in the address as the server prints it.
            try browser.open(
                URL(string: server.url.absoluteString + "/#token=\(server.token)")!, width: 1280, height: 800)
            #expect(try browser.waitFor("document.getElementById('join-command') !== null"))
            let command = try browser.evaluate("document.getElementById('join-command').textContent") as? String
            #expect(
                command?.contains("--classroom http://") == true && command?.contains("--token \(server.token)") == true
            )

            try browser.open(
                URL(string: server.url.absoluteString + "/?compact#token=\(server.token)")!, width: 1280, height: 800)
            #expect(try browser.waitFor("Number(document.body.dataset.updates) >= 1"))
            #expect(try browser.evaluate("document.querySelectorAll('#attendees tr[data-name]').length") as? Int == 40)
            // Every row, and every row of the leaderboard, inside the screen.
            let outside =
                try browser.evaluate(
                    """
                    [...document.querySelectorAll('#attendees tr[data-name], #boards tr, #leaderboard-section')]
                      .filter(e => { const r = e.getBoundingClientRect(); return r.bottom > 800 || r.right > 1280 || r.top < 0; })
                      .length
                    """) as? Int
            #expect(outside == 0, "\(String(describing: outside)) rows outside 1280×800")
            #expect(try browser.evaluate("document.documentElement.scrollHeight <= 800") as? Bool == true)
            // Who needs help first: the saves that did not compile, then failing traces.
            let first =
                try browser.evaluate("document.querySelector('#attendees tr[data-name]').dataset.name") as? String
            #expect(first == "Attendee 05", "\(String(describing: first))")
            // The budget shows, and the accept-too-much recognizers are listed unranked.
            #expect(try browser.evaluate("document.querySelectorAll('#boards .unranked').length > 0") as? Bool == true)
            let png = try browser.screenshot()
            try png.write(to: URL(fileURLWithPath: folder + "/compact.png"))
            let (width, height) = try pngSize(png)
            #expect(width == 1280 && height == 800)
            if ProcessInfo.processInfo.environment["GESTURELAB_SAVE_SCREENSHOTS"] == "1" {
                let target = repositoryRoot.appendingPathComponent("docs/screenshots/classroom-compact.png")
                try? FileManager.default.removeItem(at: target)
                try png.write(to: target)
            }

            // The wide page: a long compile error is its first line and a count; the rest comes with a click.
            try browser.open(server.url, width: 1280, height: 800)
            #expect(try browser.waitFor("Number(document.body.dataset.updates) >= 1"))
            let tallest =
                try browser.evaluate(
                    "Math.max(...[...document.querySelectorAll('#attendees tr[data-name]')].map(r => r.getBoundingClientRect().height))"
                )
                as? Double
            #expect((tallest ?? 1000) <= 120, "a row is \(String(describing: tallest)) px tall")
            #expect(
                try browser.evaluate("document.querySelector('button.more').textContent") as? String == "and 49 more")
            _ = try browser.evaluate("document.querySelector('button.more').click()")
            #expect(try browser.waitFor("document.querySelector('.errors').textContent.split('\\n').length === 50"))
        }
    }
}
