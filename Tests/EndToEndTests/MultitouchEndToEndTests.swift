import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// The seven end-to-end checks of multitouch, touchpad and replay through the real X11 input path, on a machine with
/// no touchscreen: touch and touchpad events are spliced in by the injection proxy and decoded by libXi in the app.
@Suite("End to end: injected multitouch and touchpad", .serialized)
struct MultitouchEndToEndTests {
    private func circle(_ cx: Double, _ cy: Double, _ r: Double, steps: Int = 48) -> [(Double, Double)] {
        (0...steps + 1).map {
            (
                cx + r * cos(2 * Double.pi * Double($0) / Double(steps)),
                cy + r * sin(2 * Double.pi * Double($0) / Double(steps))
            )
        }
    }

    /// Keeps a screenshot if a check failed.
    private func screenshotOnFailure(_ app: RunningApp, _ name: String, _ passed: Bool) throws {
        if !passed { try app.keepScreenshot(named: name) }
    }

    @Test("1. two injected touches pinch and rotate the monkey by the expected amounts")
    func pinchAndRotate() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .monkey)
        let center = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        func fingers(_ step: Int) -> [(Double, Double)] {
            let radius = 50 + 5 * Double(step)
            let angle = 3 * Double(step) * Double.pi / 180
            return [
                (center.x - radius * cos(angle), center.y - radius * sin(angle)),
                (center.x + radius * cos(angle), center.y + radius * sin(angle)),
            ]
        }
        for step in 0...10 {
            let verb = step == 0 ? "begin" : "update"
            for (index, finger) in fingers(step).enumerated() {
                try injector.send("touch \(verb) \(index + 1) \(finger.0) \(finger.1)")
            }
            Thread.sleep(forTimeInterval: 0.016)  // pacing: a touch screen's frame between the fingers' moves
        }
        for (index, finger) in fingers(10).enumerated() {
            try injector.send("touch end \(index + 1) \(finger.0) \(finger.1)")
        }
        let monkey = try app.waitForSettledState("the pinch to reach the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.scale != 1
        }.sceneState(of: MonkeyScene.self).monkey
        let passed = abs(monkey.scale - 2) < 0.02 && abs(monkey.rotationDegrees - 30) < 0.5
        try screenshotOnFailure(app, "injected-pinch-rotate", passed)
        #expect(abs(monkey.scale - 2) < 0.02, "fingers 100 → 200 px apart: \(monkey.scale)")
        #expect(abs(monkey.rotationDegrees - 30) < 0.5, "\(monkey.rotationDegrees)")
        #expect(
            abs(monkey.center.x - center.x) < 1 && abs(monkey.center.y - center.y) < 1, "a symmetric pinch does not pan"
        )
    }

    @Test("2. an injected touchpad pinch (XI 2.4) zooms the monkey")
    func touchpadPinch() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .monkey)
        let center = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        for (verb, scale) in [("begin", 1.0), ("update", 1.1), ("update", 1.3), ("update", 1.6), ("end", 1.6)] {
            try injector.send("pinch \(verb) 2 \(center.x) \(center.y) \(scale) 0")
            Thread.sleep(forTimeInterval: 0.02)  // pacing: a touchpad's report interval
        }
        let monkey = try app.waitForSettledState("the touchpad pinch to reach the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.scale != 1
        }.sceneState(of: MonkeyScene.self).monkey
        try screenshotOnFailure(app, "injected-touchpad-pinch", abs(monkey.scale - 1.6) < 0.01)
        #expect(abs(monkey.scale - 1.6) < 0.01)
        #expect(
            try app.state().sceneState(of: MonkeyScene.self).banana.scale == 1,
            "only the object under the pointer zooms")
    }

    @Test("3. a mouse drag (xdotool) flings the banana, which slows down and rests inside the window")
    func fling() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey)
        let start = try app.state().sceneState(of: MonkeyScene.self).banana.center
        // One xdotool command, so that the moves come 16 ms apart and the button lifts while the mouse still moves
        // (separate commands would pause between processes, and a pause before release rightly means no fling).
        var arguments = ["mousemove", "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1"]
        for step in 1...6 {
            arguments += ["sleep", "0.016", "mousemove", "\(Int(start.x) + step * 15)", "\(Int(start.y) + step * 5)"]
        }
        arguments += ["mouseup", "1"]
        try display.xdotool(arguments)
        let released = Point(x: Double(Int(start.x) + 90), y: Double(Int(start.y) + 30))
        let rest = try app.waitForSettledState("the banana to be let go and come to rest") {
            let banana = try $0.sceneState(of: MonkeyScene.self).banana
            return !banana.isSliding && banana.center != start
        }.sceneState(of: MonkeyScene.self).banana
        let passed =
            !rest.isSliding && rest.center.x > released.x + 20 && rest.center.x <= 1024 - 90
            && rest.center.y <= 720 - 64 - 90
        try screenshotOnFailure(app, "fling", passed)
        #expect(rest.center.x > released.x + 20, "it slid on after the release: \(released) → \(rest.center)")
        #expect(!rest.isSliding)
        #expect(
            rest.center.x <= 1024 - 90 && rest.center.y <= 720 - 64 - 90 && rest.center.y >= 64 + 90,
            "the whole banana inside the window")
    }

    @Test("4. a double tap resets the knob to 0°")
    func knobReset() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .knob)
        // The knob's centre is (512, 360) in a 1024×720 window.
        try injector.stroke(
            stride(from: 0.0, through: 120, by: 6).map { degrees in
                let angle = (degrees - 90) * Double.pi / 180
                return (512 + 110 * cos(angle), 360 + 110 * sin(angle))
            })
        let turned = try app.waitForSettledState("the stroke to turn the knob") {
            try $0.sceneState(of: KnobScene.self).bearingDegrees != 0
        }.sceneState(of: KnobScene.self).bearingDegrees
        #expect(turned == 120, "\(String(describing: turned))")
        try injector.tap(540, 330)
        Thread.sleep(forTimeInterval: 0.1)  // pacing: the pause between the two taps of a double tap
        try injector.tap(540, 330)
        let bearing = try app.waitForSettledState("the double tap to reset the knob", timeout: 5) {
            try $0.sceneState(of: KnobScene.self).bearingDegrees == 0
        }.sceneState(of: KnobScene.self).bearingDegrees
        try screenshotOnFailure(app, "knob-reset", bearing == 0)
        #expect(bearing == 0)
    }

    @Test("5. an injected circle around a target selects it; a square around another does not")
    func circleSelects() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .circles)
        // In a 1024×720 window the moon is at (512, 241.6) and the gem at (337.9, 490.2).
        try injector.stroke(circle(512, 241.6, 85))
        try app.waitForState("the circle to select the moon") {
            try $0.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"]
        }
        let corners: [(Double, Double)] = [(-80, -80), (80, -80), (80, 80), (-80, 80), (-80, -80)]
        var square: [(Double, Double)] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for k in 0..<16 {
                square.append(
                    (
                        337.9 + from.0 + (to.0 - from.0) * Double(k) / 16,
                        490.2 + from.1 + (to.1 - from.1) * Double(k) / 16
                    ))
            }
        }
        try injector.stroke(square)
        let state = try app.waitForState("the square to be turned down") {
            try $0.sceneState(of: CircleGameScene.self).lastFailure != nil
        }
        try screenshotOnFailure(
            app, "circle-square", try state.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"])
        #expect(try state.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"])
        #expect(try state.sceneState(of: CircleGameScene.self).lastFailure == "has straight sides")
    }

    @Test("6. an injected chevron opens the photo library; Escape closes it")
    func chevron() throws {
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .chevron)
        var points: [(Double, Double)] = []
        for step in 0..<31 {
            let t = Double(step)
            let x: Double = step < 16 ? 400 + 6 * t : 490 - 6 * (t - 15)
            points.append((x, 250 + 5 * t))
        }
        try injector.stroke(points, interval: 0.016)
        do {
            try app.waitForState("the chevron to open the photo library") {
                try $0.sceneState(of: ChevronScene.self).photoLibraryOpen
            }
        } catch {
            try app.keepScreenshot(named: "chevron-open")
            throw error
        }
        try display.xdotool("mousemove", "300", "300")
        try display.xdotool("key", "Escape")
        try app.waitForState("Escape to close the photo library") {
            try !$0.sceneState(of: ChevronScene.self).photoLibraryOpen
        }
    }

    @Test("7. injected input recorded live replays headless to the same transition log")
    func recordInjectedThenReplay() throws {
        let folder = try makeTemporaryFolder("e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("injected.trace.jsonl").path
        let liveLog = folder.appendingPathComponent("live.txt").path
        let replayLog = folder.appendingPathComponent("replay.txt").path
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let app = try RunningApp(
            on: display, through: injector, scene: .monkey, extra: ["--record", trace, "--log", liveLog])
        // The checked-in pinch-and-rotate trace, played into the live app through the proxy, then a tap.
        try injector.send(
            "trace \(repositoryRoot.appendingPathComponent("Tests/Fixtures/traces/monkey-pinch-rotate.trace.jsonl").path)"
        )
        let pinched = try app.waitForSettledState("the trace's pinch to reach the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.scale != 1
        }
        try injector.tap(696, 389)
        try app.waitForState("the tap on the banana to chomp") { $0.soundsPlayed > pinched.soundsPlayed }
        #expect(app.quit() == 0)
        let replay = try runProgram(appBinary, ["replay", trace, "--headless", "--log", replayLog])
        #expect(replay.status == 0, "\(replay.output)")
        let live = try transitionStory(ofLogAt: liveLog)
        #expect(live.contains("monkeyPinch: possible → began") && live.contains("bananaTap: possible → ended"))
        #expect(try transitionStory(ofLogAt: replayLog) == live)
    }
}
