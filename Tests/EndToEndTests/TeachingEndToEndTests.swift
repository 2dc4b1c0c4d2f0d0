import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

@Suite("End to end: teaching the chevron your way in the real app under Xvfb", .serialized)
struct TeachingEndToEndTests {
    /// A ">" drawn with the mouse (one finger), straight legs of `first` px going down at 67.5° on either side of
    /// the apex: they open at 135°, refused by the general recognizer for the opening (CalibrationSessionTests).
    private func drawChevron(on display: VirtualDisplay, first: Double) throws {
        let start = Point(x: 400, y: 200)
        let angle = 67.5 * Double.pi / 180
        let apex = start + Point(x: cos(angle), y: sin(angle)) * first
        let end = apex + Point(x: -cos(angle), y: sin(angle)) * first
        let points =
            (0...30).map { start + (apex - start) * (Double($0) / 30) }
            + (1...30).map { apex + (end - apex) * (Double($0) / 30) }
        try display.xdotool("mousemove", "\(Int(start.x))", "\(Int(start.y))")
        try display.xdotool("mousedown", "1")
        for point in points.dropFirst() {
            try display.xdotool("mousemove", "\(Int(point.x.rounded()))", "\(Int(point.y.rounded()))")
        }
        try display.xdotool("mouseup", "1")
    }

    @Test("key C, three chevrons whose legs open wide: calibrated, said, saved in XDG_CONFIG_HOME, applied at once")
    func teachChevron() throws {
        let config = try makeTemporaryFolder("gesturelab-xdg")
        defer { try? FileManager.default.removeItem(at: config) }
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .chevron, environment: ["XDG_CONFIG_HOME": config.path])
        try display.xdotool("mousemove", "500", "300")
        try display.xdotool("key", "c")
        for first in [100.0, 105, 95] {
            try drawChevron(on: display, first: first)
            Thread.sleep(forTimeInterval: 0.3)
        }
        let state = try app.waitForState("the calibration's result", timeout: 60) {
            try $0.sceneState(of: ChevronScene.self).teaching?.hasPrefix("calibrated to you: legs opening up to ")
                == true
        }
        #expect(try !state.sceneState(of: ChevronScene.self).photoLibraryOpen)
        let profile = config.appendingPathComponent("gesturelab/profile.json").path
        #expect(FileManager.default.fileExists(atPath: profile))
        try app.keepScreenshot(named: "teach-chevron")
        try drawChevron(on: display, first: 102)
        _ = try app.waitForState("the calibrated chevron to open the photo library") {
            try $0.sceneState(of: ChevronScene.self).photoLibraryOpen
        }
        #expect(app.quit() == 0)
    }
}
