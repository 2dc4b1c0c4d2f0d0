import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// No scale from the test runner's own environment: 1 point is 1 pixel on these 1280×800 screens.
private let noScaleVariables = ["GDK_SCALE": "", "GESTURELAB_SCALE": ""]

/// The checks every window manager must pass with GestureLab: each starts a virtual display, the manager and the app.
/// What is expected comes from the conventions the manager follows: ICCCM (WM_DELETE_WINDOW, WM_NORMAL_HINTS'
/// minimum size) and EWMH (_NET_WM_STATE_FULLSCREEN covers the screen, _NET_FRAME_EXTENTS, _NET_WM_PING answered on
/// the root window).
struct WindowManagerChecks {
    let kind: WindowManager.Kind

    /// A display 1280×800 with the manager running on it.
    private func desktop() throws -> (VirtualDisplay, WindowManager) {
        let display = try VirtualDisplay()
        return (display, try WindowManager(kind, on: display))
    }

    /// The app's window once the manager has framed and placed it (two reads of its place a tenth of a second apart
    /// agree): pointer positions relative to the window are only right from then on.
    private func managedWindow(of app: RunningApp, on display: VirtualDisplay) throws -> (UInt, ScreenRect) {
        let window = try app.windowID()
        var previous: ScreenRect?
        let rect = try waitFor("\(kind) to frame and place the window", interval: 0.1) {
            let rect = try display.screenRect(of: window)
            defer { previous = rect }
            return try display.parent(of: window) != display.rootWindow() && rect == previous ? rect : nil
        }
        return (window, rect)
    }

    /// The manager reparents the window into a frame with a title bar above it, and maps it.
    func decorates() throws {
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        let window = try app.windowID()
        let extents = try waitFor("\(kind) to set _NET_FRAME_EXTENTS") {
            try display.cardinals("_NET_FRAME_EXTENTS", of: window).flatMap { $0.count == 4 ? $0 : nil }
        }
        // left, right, top, bottom: a title bar is taller than the bottom edge.
        #expect(extents[2] > extents[3] && extents[2] >= 10, "a title bar on top: \(extents)")
        #expect(try display.parent(of: window) != display.rootWindow(), "reparented into the manager's frame")
        try waitUntil("WM_STATE Normal") {
            try display.tool("xprop", ["-id", "\(window)", "WM_STATE"]).contains("window state: Normal")
        }
        let (_, rect) = try managedWindow(of: app, on: display)
        #expect(rect.width == 1024 && rect.height == 720, "the size asked for: \(rect)")
        #expect(rect.y >= extents[2], "below its title bar: \(rect)")
        // The title bar is drawn: the strip above the window has the manager's colours and the title's text.
        let shot = try app.keepScreenshot(named: "\(kind)-decorated")
        let titleBar = artifactsFolder.appendingPathComponent("\(kind)-title-bar.png").path
        try convertImage([
            shot, "-crop", "\(rect.width)x\(extents[2])+\(rect.x)+\(rect.y - extents[2])", "+repage", titleBar,
        ])
        #expect(try colourCount(of: titleBar) > 4, "a drawn title bar, not an empty strip")
        #expect(app.quit() == 0)
    }

    /// F11 asks the manager for full screen, which covers the whole screen; F11 again gives back the window as it
    /// was. `--fullscreen` starts that way, and F11 then gives the size asked for with --size.
    func fullscreen() throws {
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        let (window, before) = try managedWindow(of: app, on: display)
        let screen = ScreenRect(x: 0, y: 0, width: 1280, height: 800)
        try display.xdotool("mousemove", "--window", "\(window)", "500", "300")
        try display.xdotool("key", "F11")
        try waitUntil("F11 to make the window cover the screen") {
            try display.netWMState(of: window).contains("_NET_WM_STATE_FULLSCREEN")
                && display.screenRect(of: window) == screen
        }
        try waitUntil("the app to lay out 1280×800") {
            let state = try app.state()
            return state.windowWidth == 1280 && state.windowHeight == 800
        }
        try display.xdotool("key", "F11")
        try waitUntil("F11 again to give the window back as it was (\(before))") {
            try !display.netWMState(of: window).contains("_NET_WM_STATE_FULLSCREEN")
                && display.screenRect(of: window) == before
        }
        try waitUntil("the app to lay out 1024×720 again") { try app.state().windowWidth == 1024 }
        #expect(app.quit() == 0)

        let started = try RunningApp(
            on: display, scene: .monkey, extra: ["--fullscreen"], environment: noScaleVariables)
        let startedWindow = try started.windowID()
        try waitUntil("--fullscreen to cover the screen") {
            try display.netWMState(of: startedWindow).contains("_NET_WM_STATE_FULLSCREEN")
                && display.screenRect(of: startedWindow) == screen
        }
        try display.xdotool("mousemove", "--window", "\(startedWindow)", "500", "300")
        try display.xdotool("key", "F11")
        try waitUntil("F11 to give the --size of 1024×720") {
            let rect = try display.screenRect(of: startedWindow)
            return rect.width == 1024 && rect.height == 720
        }
        #expect(started.quit() == 0)
    }

    /// The manager's close (WM_DELETE_WINDOW, here asked for as a task bar does) quits with status 0, the recording is
    /// finished under its name and replays headless to the same transition log; the manager's ping on close is
    /// answered.
    func closeFinishesRecording() throws {
        let folder = try makeTemporaryFolder("wm-close")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session.trace.jsonl").path
        let liveLog = folder.appendingPathComponent("live.txt").path
        let replayLog = folder.appendingPathComponent("replay.txt").path
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let app = try RunningApp(
            on: display, scene: .monkey, extra: ["--record", trace, "--log", liveLog], environment: noScaleVariables)
        let (window, _) = try managedWindow(of: app, on: display)
        let start = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        try drag(on: display, window: window, from: start, steps: 6)
        try app.waitForSettledState("the drag to move the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.center.x > start.x + 60
        }
        let pings = try PingAnswerWatcher(on: display)
        try display.requestClose(of: window)
        let status = try waitFor("the app to quit after \(kind)'s close") { app.waitForExit(timeout: 0) }
        #expect(status == 0, "\(app.output())")
        #expect(!pings.answers().isEmpty, "\(kind) pings on close, and the app answered")
        #expect(FileManager.default.fileExists(atPath: trace), "the recording is finished under its name")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
        let replay = try runProgram(appBinary, ["replay", trace, "--headless", "--log", replayLog])
        #expect(replay.status == 0, "\(replay.output)")
        let live = try transitionStory(ofLogAt: liveLog)
        #expect(live.contains("monkeyPan: possible → began"))
        #expect(try transitionStory(ofLogAt: replayLog) == live)
    }

    /// A ping is answered while idle and in the middle of a drag (the button held down); the manager's own ping, on a
    /// close asked for mid-drag, is answered too, and the app quits cleanly.
    func pingAnswered() throws {
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        let (window, _) = try managedWindow(of: app, on: display)
        #expect(try display.pingIsAnswered(window: window), "idle")
        let start = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        var arguments = ["mousemove", "--window", "\(window)", "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1"]
        for step in 1...4 {
            arguments += ["mousemove", "--window", "\(window)", "\(Int(start.x) + 20 * step)", "\(Int(start.y))"]
        }
        try display.xdotool(arguments)
        try app.waitForState("the monkey to follow the held-down pointer") {
            try $0.sceneState(of: MonkeyScene.self).monkey.center.x > start.x + 40
        }
        #expect(try display.pingIsAnswered(window: window), "during a drag")
        let pings = try PingAnswerWatcher(on: display)
        try display.requestClose(of: window)
        let status = try waitFor("the app to quit after \(kind)'s close mid-drag") { app.waitForExit(timeout: 0) }
        #expect(status == 0)
        #expect(!pings.answers().isEmpty, "\(kind)'s own ping, sent with the close, was answered")
        try display.xdotool("mouseup", "1")
    }

    /// WM_NORMAL_HINTS says 320×240 at the least (the app's smallest size in points, at scale 1): the manager gives
    /// no less when asked for 100×100, and gives a size above it as asked.
    func minimumSize() throws {
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        let (window, _) = try managedWindow(of: app, on: display)
        try display.xdotool("windowsize", "\(window)", "100", "100")
        let refused = try waitFor("\(kind) to answer the resize to 100×100") {
            let rect = try display.screenRect(of: window)
            return rect.width != 1024 ? rect : nil
        }
        #expect(refused.width == 320 && refused.height == 240, "\(refused)")
        try waitUntil("the app to lay out 320×240") { try app.state().windowWidth == 320 }
        try display.xdotool("windowsize", "\(window)", "800", "600")
        try waitUntil("\(kind) to give 800×600") {
            let rect = try display.screenRect(of: window)
            return rect.width == 800 && rect.height == 600
        }
        #expect(app.quit() == 0)
    }

    /// Injected touches (XI 2.2, with another client listening for touches on the root window, as a manager with
    /// touch gestures does) and the real pointer both reach the scene inside the manager's frame.
    func inputReachesScene() throws {
        let (display, manager) = try desktop()
        defer { withExtendedLifetime(manager) {} }
        let rootListener = try RootTouchListener(on: display)
        defer { withExtendedLifetime(rootListener) {} }
        let injector = try Injector(for: display)
        let app = try RunningApp(on: display, through: injector, scene: .monkey, environment: noScaleVariables)
        let (window, _) = try managedWindow(of: app, on: display)
        let monkey = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        // Two fingers 100 points apart move to 200 apart and turn by 30°: the monkey doubles and turns by 30°.
        for step in 0...10 {
            let radius = 50 + 5 * Double(step)
            let angle = 3 * Double(step) * Double.pi / 180
            let verb = step == 0 ? "begin" : "update"
            try injector.send(
                "touch \(verb) 1 \(monkey.x - radius * cos(angle)) \(monkey.y - radius * sin(angle))")
            try injector.send(
                "touch \(verb) 2 \(monkey.x + radius * cos(angle)) \(monkey.y + radius * sin(angle))")
        }
        let radius = 100.0
        let angle = Double.pi / 6
        try injector.send("touch end 1 \(monkey.x - radius * cos(angle)) \(monkey.y - radius * sin(angle))")
        try injector.send("touch end 2 \(monkey.x + radius * cos(angle)) \(monkey.y + radius * sin(angle))")
        var previous: MonkeyScene.Sprite?
        let pinched = try waitFor("the injected pinch to reach the monkey and settle") {
            let state = try app.state().sceneState(of: MonkeyScene.self).monkey
            defer { previous = state }
            return state.scale != 1 && state == previous ? state : nil
        }
        #expect(abs(pinched.scale - 2) < 0.02, "\(pinched.scale)")
        #expect(abs(pinched.rotationDegrees - 30) < 0.5, "\(pinched.rotationDegrees)")
        let banana = try app.state().sceneState(of: MonkeyScene.self).banana.center
        try drag(on: display, window: window, from: banana, steps: 6)
        try app.waitForSettledState("the pointer drag to move the banana") {
            let state = try $0.sceneState(of: MonkeyScene.self).banana
            return !state.isSliding && state.center.x > banana.x + 60
        }
        #expect(app.quit() == 0)
    }

    /// Drags with the real pointer (XTest) from `start` (window coordinates) to the right, 15 pixels a step. The
    /// pauses let a manager that grabs the first press (click to focus) replay it before the pointer moves on, as a
    /// hand would: without them, the moves can reach the manager's grab instead of the app on a loaded machine.
    private func drag(on display: VirtualDisplay, window: UInt, from start: Point, steps: Int) throws {
        var arguments = [
            "mousemove", "--window", "\(window)", "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1", "sleep",
            "0.1",
        ]
        for step in 1...steps {
            arguments += [
                "mousemove", "--window", "\(window)", "\(Int(start.x) + step * 15)", "\(Int(start.y))", "sleep", "0.03",
            ]
        }
        try display.xdotool(arguments + ["mouseup", "1"])
    }
}

@Suite(
    "End to end: under openbox", .serialized,
    .enabled(if: WindowManager.Kind.openbox.isInstalled, Comment(rawValue: WindowManager.Kind.openbox.missingMessage)))
struct OpenboxEndToEndTests {
    let checks = WindowManagerChecks(kind: .openbox)

    @Test("openbox maps the window and decorates it") func decorates() throws { try checks.decorates() }
    @Test("F11 and --fullscreen cover the screen under openbox; F11 again restores") func fullscreen() throws {
        try checks.fullscreen()
    }
    @Test("openbox's close quits cleanly and finishes the recording") func close() throws {
        try checks.closeFinishesRecording()
    }
    @Test("pings are answered idle and mid-drag under openbox") func ping() throws { try checks.pingAnswered() }
    @Test("openbox refuses a size below the minimum") func minimumSize() throws { try checks.minimumSize() }
    @Test("touch and pointer reach the scene under openbox") func input() throws { try checks.inputReachesScene() }
}

@Suite(
    "End to end: under xfwm4", .serialized,
    .enabled(if: WindowManager.Kind.xfwm4.isInstalled, Comment(rawValue: WindowManager.Kind.xfwm4.missingMessage)))
struct Xfwm4EndToEndTests {
    let checks = WindowManagerChecks(kind: .xfwm4)

    @Test("xfwm4 maps the window and decorates it") func decorates() throws { try checks.decorates() }
    @Test("F11 and --fullscreen cover the screen under xfwm4; F11 again restores") func fullscreen() throws {
        try checks.fullscreen()
    }
    @Test("xfwm4's close quits cleanly and finishes the recording") func close() throws {
        try checks.closeFinishesRecording()
    }
    @Test("pings are answered idle and mid-drag under xfwm4") func ping() throws { try checks.pingAnswered() }
    @Test("xfwm4 refuses a size below the minimum") func minimumSize() throws { try checks.minimumSize() }
    @Test("touch and pointer reach the scene under xfwm4") func input() throws { try checks.inputReachesScene() }
}
