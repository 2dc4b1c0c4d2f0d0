import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// No scale from the test runner's own environment: each test says what it sets.
private let noScaleVariables = ["GDK_SCALE": "", "GESTURELAB_SCALE": ""]

@Suite("End to end: a good citizen of the desktop (HiDPI, window properties, full screen)", .serialized)
struct DesktopEndToEndTests {
    @Test("xprop shows the owner, names, icon, minimum size, type and protocols, and a ping is answered")
    func windowProperties() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        let window = try app.windowID()  // found through _NET_WM_PID
        let properties = try display.tool("xprop", ["-id", "\(window)"])
        var host = [CChar](repeating: 0, count: 256)
        gethostname(&host, 255)
        let hostName = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for expected in [
            "_NET_WM_PID(CARDINAL) = \(app.process.processIdentifier)",
            "WM_CLIENT_MACHINE(STRING) = \"\(hostName)\"",
            "WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW, _NET_WM_PING",
            "WM_NAME(STRING) = \"GestureLab - Monkey & Banana\"",
            "_NET_WM_NAME(UTF8_STRING) = \"GestureLab — Monkey & Banana\"",
            "WM_CLASS(STRING) = \"gesturelab\", \"GestureLab\"",
            "_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_NORMAL",
            "WM_NORMAL_HINTS(WM_SIZE_HINTS):", "program specified minimum size: 320 by 240",
            "Icon (16 x 16):", "Icon (32 x 32):", "Icon (48 x 48):", "Icon (128 x 128):",
        ] {
            #expect(properties.contains(expected), "xprop shows \(expected)")
        }
        #expect(try display.pingIsAnswered(window: window), "_NET_WM_PING comes back to the root window")
        #expect(app.quit() == 0)
    }

    @Test("Xft.dpi: 192 gives a 2048×1440 window with the 96-dpi layout at twice the size; clicks land in points")
    func xftDPI192() throws {
        // The reference: 96 dpi (no Xft.dpi at all), 1024×720.
        let plain = try VirtualDisplay(width: 2560, height: 1600)
        let app1 = try RunningApp(on: plain, scene: .monkey, environment: noScaleVariables)
        #expect(try app1.windowSize() == (1024, 720))
        let state1 = try app1.state()
        let shot1 = try app1.keepScreenshot(named: "hidpi-96dpi")
        _ = app1.quit()

        let hidpi = try VirtualDisplay(width: 2560, height: 1600)
        try hidpi.mergeResources("Xft.dpi: 192\n")
        let app2 = try RunningApp(on: hidpi, scene: .monkey, environment: noScaleVariables)
        #expect(try app2.windowSize() == (2048, 1440), "the default 1024×720 points at scale 2")
        let state2 = try app2.state()
        #expect(state2.windowWidth == 1024 && state2.windowHeight == 720, "the app still lays out 1024×720 points")
        #expect(
            try state2.sceneState(of: MonkeyScene.self) == state1.sceneState(of: MonkeyScene.self),
            "the same layout in points")
        let shot2 = try app2.keepScreenshot(named: "hidpi-192dpi")

        // Same picture: the 2× window scaled down to half matches the 1× window; its top-left quarter does not.
        // A 2-pixel blur first, so that what is compared is the layout, not how the font hinter placed each glyph.
        let reference = artifactsFolder.appendingPathComponent("hidpi-96dpi-window-blurred.png").path
        let halved = artifactsFolder.appendingPathComponent("hidpi-192dpi-halved-blurred.png").path
        let quarter = artifactsFolder.appendingPathComponent("hidpi-192dpi-top-left-blurred.png").path
        try convertImage([shot1, "-crop", "1024x720+0+0", "+repage", "-blur", "0x2", reference])
        try convertImage([shot2, "-crop", "2048x1440+0+0", "+repage", "-resize", "1024x720!", "-blur", "0x2", halved])
        try convertImage([shot2, "-crop", "1024x720+0+0", "+repage", "-blur", "0x2", quarter])
        let same = try imageDifference(reference, halved)
        let different = try imageDifference(reference, quarter)
        #expect(same < 0.03, "halved 2× vs 1×: RMSE \(same)")
        #expect(different > 0.1, "top-left quarter of 2× vs 1×: RMSE \(different)")

        // Input is in points: the third tab is at points (640, 690), device pixels (1280, 1380).
        try hidpi.xdotool("mousemove", "1280", "1380", "click", "1")
        try app2.waitForState("the click on the third tab to open the circle game") { $0.scene == .circles }
        #expect(app2.quit() == 0)
    }

    @Test("a change of Xft.dpi while running re-lays out at the new scale, without a restart (1.5: fractional)")
    func liveChange() throws {
        let display = try VirtualDisplay(width: 2560, height: 1600)
        let app = try RunningApp(on: display, scene: .knob, environment: noScaleVariables)
        #expect(try app.windowSize() == (1024, 720))
        try display.mergeResources("Xft.dpi: 144\n")
        #expect(try app.waitForWindowSize((1536, 1080)) == (1536, 1080))
        let state = try app.state()
        #expect(state.windowWidth == 1024 && state.windowHeight == 720, "the same size in points")
        try app.keepScreenshot(named: "hidpi-live-144dpi")
        try display.mergeResources("Xft.dpi: 96\n")
        #expect(try app.waitForWindowSize((1024, 720)) == (1024, 720))
        #expect(app.process.isRunning)
        #expect(app.quit() == 0)
    }

    @Test("--scale beats GESTURELAB_SCALE, which beats GDK_SCALE, which beats Xft.dpi")
    func scaleOrder() throws {
        let display = try VirtualDisplay(width: 2560, height: 1600)
        try display.mergeResources("Xft.dpi: 192\n")
        let gdk = try RunningApp(on: display, scene: .monkey, environment: ["GDK_SCALE": "1", "GESTURELAB_SCALE": ""])
        #expect(try gdk.windowSize() == (1024, 720), "GDK_SCALE=1 over Xft.dpi 192")
        _ = gdk.quit()
        let own = try RunningApp(
            on: display, scene: .monkey, environment: ["GDK_SCALE": "1", "GESTURELAB_SCALE": "1.25"])
        #expect(try own.windowSize() == (1280, 900), "GESTURELAB_SCALE=1.25 over GDK_SCALE")
        _ = own.quit()
        let option = try RunningApp(
            on: display, scene: .monkey, extra: ["--scale", "1.5"], environment: ["GESTURELAB_SCALE": "1.25"])
        #expect(try option.windowSize() == (1536, 1080), "--scale 1.5 over everything")
        _ = option.quit()
        let bad = try runProgram(appBinary, ["run", "--scale", "9", "--display", display.name])
        #expect(bad.status != 0 && bad.output.contains("--scale 9.0 is outside 0.5…4"))
        let huge = try runProgram(
            appBinary, ["run", "--mute", "--size", "8192x8192", "--scale", "4", "--display", display.name])
        #expect(huge.status == 1 && huge.output.contains("32768×32768 device pixels"), "\(huge.output)")
    }

    @Test("F11 fills the screen and gives the window back; --fullscreen starts that way")
    func fullscreen() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey, environment: noScaleVariables)
        try display.xdotool("mousemove", "500", "300")
        try display.xdotool("key", "F11")
        #expect(try app.waitForWindowSize((1280, 800)) == (1280, 800))
        let state = try display.tool("xprop", ["-id", "\(try app.windowID())", "_NET_WM_STATE"])
        #expect(state.contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(try app.state().windowWidth == 1280)
        try display.xdotool("key", "F11")
        #expect(try app.waitForWindowSize((1024, 720)) == (1024, 720))
        #expect(try app.state().windowWidth == 1024)
        #expect(app.quit() == 0)
        let started = try RunningApp(
            on: display, scene: .monkey, extra: ["--fullscreen"], environment: noScaleVariables)
        #expect(try started.waitForWindowSize((1280, 800)) == (1280, 800), "--fullscreen still works")
        #expect(started.quit() == 0)
    }
}
