import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// Each scene keeps its state while the app runs: going to another tab and back finds it as it was left.
@Suite("Scenes keep their state across tabs")
struct SceneMemoryTests {
    @Test("the monkey keeps its place and scale across a visit to every other tab (keys and tab taps)")
    func monkeyKeepsPlaceAndScale() throws {
        let driver = AppDriver(scene: .monkey, size: Size(width: 1024, height: 720))
        let scene = try #require(driver.app.scene as? MonkeyScene)
        let start = scene.monkey.center
        // Two fingers on the monkey moving apart: a pinch to about twice the size, and a drag to the right.
        let from = start
        driver.touches([
            TouchSample(id: 1, phase: .began, location: from + Point(x: -30, y: 0)),
            TouchSample(id: 2, phase: .began, location: from + Point(x: 30, y: 0)),
        ])
        for step in 1...20 {
            driver.wait(0.016)
            let t = Double(step) / 20
            let middle = from + Point(x: 120 * t, y: 0)
            driver.touches([
                TouchSample(id: 1, phase: .moved, location: middle + Point(x: -30 - 30 * t, y: 0)),
                TouchSample(id: 2, phase: .moved, location: middle + Point(x: 30 + 30 * t, y: 0)),
            ])
        }
        let end = from + Point(x: 120, y: 0)
        driver.touches([
            TouchSample(id: 1, phase: .ended, location: end + Point(x: -60, y: 0)),
            TouchSample(id: 2, phase: .ended, location: end + Point(x: 60, y: 0)),
        ])
        driver.wait(3)
        let before = try driver.state.sceneState(of: MonkeyScene.self)
        #expect(scene.monkey.center.x > start.x + 60, "the drag moved the monkey: \(start) → \(scene.monkey.center)")
        #expect(before.monkey.scale > 1.5 && !before.monkey.isSliding, "pinched to about twice the size: \(before)")
        for key in ["2", "3", "4", "1"] {
            driver.key(key)
            driver.wait(0.5)
        }
        #expect(driver.app.scene === scene, "the same monkey scene, not a fresh one")
        #expect(try driver.state.sceneState(of: MonkeyScene.self) == before)
    }

    @Test("the knob keeps its bearing and the circle game its selection; a tab's first visit starts fresh")
    func otherScenesKeepTheirs() throws {
        let driver = AppDriver(scene: .knob, size: Size(width: 1024, height: 720))
        let knob = try #require(driver.app.scene as? KnobScene)
        let centre = knob.knob.frameInWindow.center
        let radius = knob.knob.frameInWindow.width * 0.35
        driver.drag(
            (0...30).map { step in
                let angle = -Double.pi / 2 + Double(step) / 30 * Double.pi / 2
                return centre + Point(x: radius * cos(angle), y: radius * sin(angle))
            })
        driver.wait(1)
        let bearing = try driver.state.sceneState(of: KnobScene.self)
        driver.key("3")
        let circles = try #require(driver.app.scene as? CircleGameScene)
        #expect(circles.selected.isEmpty, "a fresh circle game")
        driver.key("2")
        #expect(driver.app.scene === knob)
        #expect(try driver.state.sceneState(of: KnobScene.self) == bearing)
        driver.key("3")
        #expect(driver.app.scene === circles)
    }

    @Test("a scene left at one window size is laid out for the new one when it comes back")
    func laidOutAgain() throws {
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        let circles = try #require(driver.app.scene as? CircleGameScene)
        driver.key("1")
        driver.send(.resize(Size(width: 640, height: 480)))
        driver.key("3")
        #expect(circles.root.frame == driver.app.sceneArea)
        for target in circles.targets {
            #expect(target.frame.maxX <= circles.root.bounds.maxX && target.frame.maxY <= circles.root.bounds.maxY)
        }
    }
}
