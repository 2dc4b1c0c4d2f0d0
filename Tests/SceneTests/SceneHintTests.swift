import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// The controls line under the hint says what the mouse does in this scene, and is large enough to read in every
/// window the app takes.
@Suite("Each scene's own controls line, readable at every window size")
struct SceneHintTests {
    /// From the smallest window the app takes (320 × 240 points) to a large screen.
    static let widths: [Double] = [320, 360, 400, 480, 560, 640, 700, 800, 900, 1024, 1280, 1600, 1920]

    /// The controls line as drawn: the text at the strip's bottom line, left-aligned at 18 points.
    private func controlsLine(_ app: DemoApp) -> DrawnText? {
        DrawnText.all(in: app.displayList()).first {
            $0.position.x == 18 && $0.position.y > AppLayout.hintHeight - 16 && $0.position.y < AppLayout.hintHeight
        }
    }

    @Test(
        "each scene offers what it answers to: a pinch only where something pinches",
        arguments: SceneCatalog.tutorials.kinds)
    func ownContent(kind: SceneKind) throws {
        let driver = AppDriver(scene: kind, size: Size(width: 1024, height: 720))
        let line = try #require(controlsLine(driver.app)).text
        switch kind {
        case .monkey:
            // The monkey and the banana pan, pinch and rotate: the two-finger controls are its own.
            #expect(line.contains("pinch") && line.contains("Ctrl+drag"), "\(line)")
        case .knob:
            // The knob turns under one finger and resets on a double tap: no second finger to offer.
            #expect(!line.contains("pinch") && !line.contains("Ctrl") && line.contains("turn"), "\(line)")
            #expect(line.contains("double-click"), "\(line)")
        case .circles, .chevron:
            #expect(!line.contains("pinch") && !line.contains("Ctrl") && line.contains("draw"), "\(line)")
        default:
            Issue.record("a scene this test does not know: \(kind)")
        }
        #expect(line.contains("I inspector") && line.contains("R record"), "at 1024 points the keys are named: \(line)")
    }

    @Test("no two scenes show the same controls line")
    func linesDiffer() throws {
        let lines = try [SceneKind.monkey, .knob, .circles].map { kind in
            try #require(controlsLine(AppDriver(scene: kind, size: Size(width: 1024, height: 720)).app)).text
        }
        #expect(Set(lines).count == lines.count, "\(lines)")
    }

    @Test(
        "at every width the line is one of the scene's own, whole, at 12 points or more, inside the window",
        arguments: SceneCatalog.tutorials.kinds)
    func readableEverywhere(kind: SceneKind) throws {
        let info = try #require(SceneCatalog.tutorials.scene(kind)).info
        let offered = HintStrip.controlsLines(mouse: info.mouse, sceneCount: SceneCatalog.tutorials.kinds.count)
        for width in Self.widths {
            let driver = AppDriver(scene: kind, size: Size(width: width, height: max(240, width * 0.7)))
            let line = try #require(controlsLine(driver.app), "\(kind) at \(width)")
            #expect(offered.contains(line.text), "\(kind) at \(width): cut or foreign: \(line.text)")
            #expect(line.size >= 12, "\(kind) at \(width): \(line.size) points")
            // 12 points of the window's font: capitals about 9 pixels tall at scale 1 (they were 8 at 11 points).
            #expect(line.box.maxX <= width - 4, "\(kind) at \(width): runs to \(line.box.maxX)")
        }
    }

    @Test("at 1024 × 720 the line's capitals are at least 9 pixels tall, as the window's font draws them")
    func tallEnoughAtTheUsualSize() throws {
        for kind in SceneCatalog.tutorials.kinds {
            let line = try #require(controlsLine(AppDriver(scene: kind, size: Size(width: 1024, height: 720)).app))
            let capitals = DrawnText.all(
                in: {
                    var list = DisplayList()
                    list.text("MDI", at: Point(x: 0, y: 100), size: line.size, color: .ink)
                    return list
                }()
            ).first!
            #expect(capitals.box.height >= 9, "\(kind): capitals \(capitals.box.height) pixels at \(line.size) points")
        }
    }

    @Test("the widest window gets the fullest wording; the narrowest drops the keys, not what the mouse does")
    func fullestWhereItFits() throws {
        let info = MonkeyScene.info
        let lines = HintStrip.controlsLines(mouse: info.mouse, sceneCount: 4)
        let wide = HintStrip.controlsLine(mouse: info.mouse, sceneCount: 4, width: 1920 - 36)
        #expect(wide.text == lines[0] && wide.size == HintStrip.preferredControlsSize)
        let narrow = HintStrip.controlsLine(mouse: info.mouse, sceneCount: 4, width: 320 - 36)
        #expect(narrow.text.contains("pinch") && !narrow.text.contains("F11"), "\(narrow.text)")
    }
}
