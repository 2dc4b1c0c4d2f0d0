import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import Testing
import TutorialScenes

/// The knob trace: a swirl from 0.1 s to 0.5 s, a double tap ending at 1.45 s that turns the knob back to 0°, and
/// 2 s of settling: a replay 3.45 s long. Its window is 1024×720 with the 88-point timeline under it, whose axis runs
/// from x 16 to x 1008.
@Suite("End to end: the replay's timeline", .serialized)
struct TimelineEndToEndTests {
    private let trace = repositoryRoot.appendingPathComponent("Tests/Fixtures/traces/knob-swirl-double-tap.trace.jsonl")
        .path
    private let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/traces/knob-swirl-double-tap.log.txt")
        .path
    private let onBar = "764"

    @Test("a live replay played to its end writes the headless transition log, line for line")
    func liveLog() throws {
        let folder = try makeTemporaryFolder("timeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("live.txt").path
        let display = try VirtualDisplay(width: 1280, height: 900)
        let app = try RunningApp(on: display, scene: .knob, replaying: trace, extra: ["--speed", "4", "--log", log])
        Thread.sleep(forTimeInterval: 1.5)  // the replay's 3.45 s at 4× is 0.86 s from its start
        #expect(try app.state().sceneState(of: KnobScene.self).bearingDegrees == 0)
        #expect(app.quit() == 0)
        #expect(
            try String(contentsOfFile: log, encoding: .utf8) == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test("a click on the timeline goes back to that moment: the state and log of a headless replay to it")
    func clickGoesBack() throws {
        let folder = try makeTemporaryFolder("timeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let liveLog = folder.appendingPathComponent("live.txt").path
        let headlessLog = folder.appendingPathComponent("headless.txt").path
        let headlessState = folder.appendingPathComponent("headless.json").path
        let display = try VirtualDisplay(width: 1280, height: 900)
        let app = try RunningApp(
            on: display, scene: .knob, replaying: trace, extra: ["--speed", "4", "--log", liveLog])
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try app.state().sceneState(of: KnobScene.self).bearingDegrees == 0, "the double tap reset the knob")
        // Paused, so that the replay stays where the drag leaves it.
        try display.xdotool("mousemove", "500", "300", "key", "space")
        // x 246 is 0.8 s: (246 − 16) / 992 × 3.45 s, after the swirl and before the double tap.
        try display.xdotool("mousemove", "600", onBar, "mousedown", "1", "mousemove", "400", onBar)
        try display.xdotool("mousemove", "246", onBar, "mouseup", "1")
        let moment = (246.0 - 16) / 992 * 3.45
        let headless = try runProgram(
            appBinary,
            ["replay", trace, "--headless", "--until", "\(moment)", "--log", headlessLog, "--state-out", headlessState])
        #expect(headless.status == 0, "\(headless.output)")
        let expected = try JSONDecoder().decode(
            AppState.self, from: try Data(contentsOf: URL(fileURLWithPath: headlessState)))
        let swirled = try expected.sceneState(of: KnobScene.self).bearingDegrees
        #expect(swirled != 0)
        try app.waitForState("the knob as the swirl left it") {
            try $0.sceneState(of: KnobScene.self).bearingDegrees == swirled
        }
        #expect(try app.state() == expected)
        // The docs' picture of the timeline: the inspector over the scene at that moment.
        try display.xdotool("key", "i")
        Thread.sleep(forTimeInterval: 0.5)
        _ = try display.keepScreenshot(named: "replay-timeline")
        #expect(app.quit() == 0)
        let live = try String(contentsOfFile: liveLog, encoding: .utf8)
        #expect(live == (try String(contentsOfFile: headlessLog, encoding: .utf8)))
        #expect(live.hasSuffix("500 ms  swirl: changed → ended\n"))
    }
}
