import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

/// The demo where a desktop's pointer shows: hover highlights the monkey's pictures, a wheel or a touchpad scroll
/// drags them, a secondary click is no tap, a pen does not turn the knob, and the inspector names each touch's type.
@Suite("The pointer in the demo: hover, scrolling, buttons, pens, touch types")
struct PointerDemoTests {
    /// The rounded boxes drawn with the monkey scene's hover fill.
    private func hoverHighlights(_ app: DemoApp) -> Int {
        app.displayList().flattenedCommands.filter { command in
            if case .rectangle(_, _, let fill, _, _, _) = command { return fill == Color.pathYellow.withAlpha(0.3) }
            return false
        }.count
    }

    @Test(
        "UIHoverGestureRecognizer: the picture under the pointer is highlighted while the pointer is over it, and not once it leaves or a button is pressed"
    )
    func hoverHighlightsTheMonkey() throws {
        let driver = AppDriver(scene: .monkey)
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        #expect(hoverHighlights(driver.app) == 0)
        driver.send(.pointer(PointerSample(action: .motion, button: 0, location: monkey)))
        #expect(hoverHighlights(driver.app) == 1)
        driver.send(.pointer(PointerSample(action: .motion, button: 0, location: Point(x: 5, y: 700))))
        #expect(hoverHighlights(driver.app) == 0)
        driver.send(.pointer(PointerSample(action: .motion, button: 0, location: monkey)))
        driver.send(.pointer(PointerSample(action: .press, location: monkey)))
        #expect(hoverHighlights(driver.app) == 0)
        driver.send(.pointer(PointerSample(action: .release, location: monkey)))
        driver.send(.pointer(PointerSample(action: .exit, button: 0, location: monkey)))
        #expect(hoverHighlights(driver.app) == 0)
    }

    @Test(
        "UIPanGestureRecognizer.allowedScrollTypesMask: 'like a mouse scroll movement or a two-finger scroll on a track pad' — three wheel clicks down over the monkey drag it up three steps; a touchpad's scroll right drags it left"
    )
    func scrollDragsTheMonkey() throws {
        let driver = AppDriver(scene: .monkey)
        let start = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        for _ in 0..<3 {
            driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: 1), location: start)))
            driver.wait(0.05)
        }
        driver.wait(1)
        let step = GestureDefaults.scrollStepLength
        let scrolled = try driver.state.sceneState(of: MonkeyScene.self).monkey
        #expect(scrolled.center == start - Point(x: 0, y: 3 * step) && !scrolled.isSliding)
        driver.send(.scroll(ScrollSample(delta: Point(x: 1, y: 0), location: scrolled.center, type: .continuous)))
        driver.wait(1)
        #expect(
            try driver.state.sceneState(of: MonkeyScene.self).monkey.center == scrolled.center - Point(x: step, y: 0))
    }

    @Test(
        "UITapGestureRecognizer.buttonMaskRequired (primary by default): a secondary click on the monkey says no chomp; a primary click does"
    )
    func secondaryClickIsNoChomp() throws {
        let driver = AppDriver(scene: .monkey)
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        for button in [3, 1] {
            driver.send(.pointer(PointerSample(action: .press, button: button, location: monkey)))
            driver.wait(0.05)
            driver.send(.pointer(PointerSample(action: .release, button: button, location: monkey)))
            driver.wait(1)
            #expect(driver.sound.played == (button == 3 ? [] : [.chomp]), "button \(button)")
        }
    }

    @Test("UIGestureRecognizer.allowedTouchTypes: the knob's swirl takes a finger's and the mouse's touch, not a pen's")
    func penDoesNotTurnTheKnob() throws {
        for type in [TouchType.indirectPointer, .pencil] {
            let driver = AppDriver(scene: .knob)
            let swirl = try #require(driver.app.sceneRecognizers.first { $0.name == "swirl" })
            let knob = try #require(swirl.view)
            let onTheFace = knob.convert(Point(x: knob.bounds.midX, y: knob.bounds.height * 0.2), to: nil)
            driver.send(.pointer(PointerSample(action: .press, location: onTheFace, type: type)))
            #expect(swirl.numberOfTouches == (type == .pencil ? 0 : 1), "\(type)")
            driver.send(.pointer(PointerSample(action: .release, location: onTheFace, type: type)))
        }
    }

    @Test(
        "the inspector writes each touch's type under its name: direct, indirectPointer (with a secondary button), pencil"
    )
    func inspectorShowsTouchTypes() {
        let driver = AppDriver(scene: .monkey, size: Size(width: 1024, height: 720))
        driver.app.setInspector(visible: true)
        func shown() -> [String] {
            driver.app.displayList().flattenedCommands.compactMap { command in
                if case .text(let string, _, _, _, _, _) = command { return string }
                return nil
            }
        }
        driver.down(7, Point(x: 200, y: 300))
        #expect(shown().contains("touch 7") && shown().contains("direct"))
        driver.up(7, Point(x: 200, y: 300))
        driver.send(.pointer(PointerSample(action: .press, button: 3, location: Point(x: 200, y: 300))))
        #expect(shown().contains("mouse") && shown().contains("indirectPointer, secondary"))
        driver.send(.pointer(PointerSample(action: .release, button: 3, location: Point(x: 200, y: 300))))
        driver.send(.pointer(PointerSample(action: .press, location: Point(x: 200, y: 300), type: .pencil)))
        #expect(shown().contains("pencil"))
    }
}
