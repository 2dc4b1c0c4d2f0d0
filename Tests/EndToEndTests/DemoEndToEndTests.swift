import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

@Suite("End to end: the real app under Xvfb", .serialized)
struct DemoEndToEndTests {
    @Test("dragging the monkey with the mouse (xdotool) moves it, and the screen is not blank")
    func dragMonkey() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey)
        let before = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        let screenshot = try app.keepScreenshot(named: "monkey-before-drag")
        #expect(try colourCount(of: screenshot) > 50, "the window shows the scene, not a blank screen")
        // No window manager under Xvfb: the window sits at (0, 0), so window and screen coordinates agree.
        try display.xdotool("mousemove", "\(Int(before.x))", "\(Int(before.y))")
        try display.xdotool("mousedown", "1")
        for step in 1...8 {
            try display.xdotool("mousemove", "\(Int(before.x) + step * 15)", "\(Int(before.y) + step * 5)")
        }
        try display.xdotool("mouseup", "1")
        let after = try app.waitForSettledState("the drag to end and any slide to finish") {
            try !$0.sceneState(of: MonkeyScene.self).monkey.isSliding
        }.sceneState(of: MonkeyScene.self).monkey.center
        if !(after.x > before.x + 100 && after.y > before.y + 30) {
            try app.keepScreenshot(named: "monkey-drag-failed")
        }
        #expect(after.x > before.x + 100, "moved right: \(before) → \(after)")
        #expect(after.y > before.y + 30, "moved down: \(before) → \(after)")
        #expect(app.quit() == 0)
    }

    @Test("keys switch scenes and a click on the tab bar too")
    func switchScenes() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey)
        try display.xdotool("mousemove", "500", "300")
        try display.xdotool("key", "2")
        try app.waitForState("key 2 to open the knob") { $0.scene == .knob }
        try display.xdotool("mousemove", "650", "690", "click", "1")  // the third tab of a 1024-wide bar
        try app.waitForState("a click on the third tab to open the circle game") { $0.scene == .circles }
        _ = app.quit()
    }

    @Test("without a display the app says so, suggests snapshot, and exits with status 1")
    func noDisplay() throws {
        let unset = try runProgram("/usr/bin/env", ["-u", "DISPLAY", appBinary, "run", "--mute"])
        #expect(unset.status == 1)
        #expect(unset.output.contains("DISPLAY is not set") && unset.output.contains("gesturelab snapshot"))
        let bad = try runProgram(appBinary, ["run", "--mute", "--display", ":4077"])
        #expect(bad.status == 1)
        #expect(bad.output.contains("cannot open the X display ':4077'"))
    }

    @Test("an unwritable recording path is refused before the window opens")
    func unwritableRecording() throws {
        let result = try runProgram(
            appBinary, ["run", "--mute", "--record", "/nonexistent/folder/session.trace.jsonl", "--display", ":4077"])
        #expect(result.status != 0)
        #expect(result.output.contains("cannot write the recording /nonexistent/folder/session.trace.jsonl"))
        #expect(!result.output.contains("cannot open the X display"), "refused before trying the display")
    }

    @Test("unknown options and scene names: one line naming the value and the choices (issue 52: no generic usage)")
    func badArguments() throws {
        let scene = try runProgram(appBinary, ["run", "--scene", "giraffe"])
        #expect(scene.status == 64)
        #expect(
            scene.output
                == "gesturelab run: error: The value 'giraffe' is invalid for '--scene <scene>'. Please provide one of "
                + "'monkey', 'knob', 'circles' or 'chevron'.\n", "\(scene.output)")
        let option = try runProgram(appBinary, ["--frobnicate"])
        #expect(option.status != 0 && option.output.contains("frobnicate"))
    }
}
