import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

@Suite("Knob, circle game, chevron and the tab bar")
struct OtherSceneTests {
    private func knobCenter(_ driver: AppDriver) -> Point {
        let scene = driver.app.scene as! KnobScene
        return scene.knob.convert(scene.knob.bounds.center, to: nil)
    }

    private func onKnob(_ center: Point, degrees: Double, radius: Double = 100) -> Point {
        let angle = (degrees - 90) * Double.pi / 180  // bearings: 0° up, clockwise
        return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    @Test("turning the knob shows the bearing, wrapping below 0° to 359°")
    func knobBearing() throws {
        let driver = AppDriver(scene: .knob)
        let center = knobCenter(driver)
        driver.drag(stride(from: 0.0, through: 90, by: 5).map { onKnob(center, degrees: $0) })
        #expect(try driver.state.sceneState(of: KnobScene.self).bearingDegrees == 90)
        driver.wait(1)
        driver.drag(stride(from: 0.0, through: 100, by: 5).map { onKnob(center, degrees: -$0) })
        #expect(try driver.state.sceneState(of: KnobScene.self).bearingDegrees == 350)
    }

    @Test("a double tap animates the knob smoothly back to 0°")
    func knobReset() throws {
        let driver = AppDriver(scene: .knob)
        let center = knobCenter(driver)
        driver.drag(stride(from: 0.0, through: 120, by: 5).map { onKnob(center, degrees: $0) })
        #expect(try driver.state.sceneState(of: KnobScene.self).bearingDegrees == 120)
        driver.wait(1)
        driver.tap(onKnob(center, degrees: 45, radius: 60))
        driver.wait(0.1)
        driver.tap(onKnob(center, degrees: 45, radius: 60))
        driver.wait(0.3)
        let midway = try driver.state.sceneState(of: KnobScene.self).bearingDegrees
        #expect(midway > 0 && midway < 120, "half-way through the animation: \(midway)")
        driver.wait(0.5)
        #expect(try driver.state.sceneState(of: KnobScene.self).bearingDegrees == 0)
    }

    @Test("circling a picture selects it, judged by the fitted centre")
    func circleSelects() throws {
        let driver = AppDriver(scene: .circles)
        let scene = driver.app.scene as! CircleGameScene
        let moon = scene.targets.first { $0.name == "moon" }!
        driver.drag(circlePath(center: moon.convert(moon.bounds.center, to: nil), radius: 80))
        #expect(try driver.state.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"])
        let gem = scene.targets.first { $0.name == "gem" }!
        let gemCenter = gem.convert(gem.bounds.center, to: nil)
        // A square around the gem is no circle: nothing more is selected, and the failure has a reason.
        let corners = [
            Point(x: -80, y: -80), Point(x: 80, y: -80), Point(x: 80, y: 80), Point(x: -80, y: 80),
            Point(x: -80, y: -80),
        ]
        var square: [Point] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<16 { square.append(gemCenter + from + (to - from) * (Double(step) / 16)) }
        }
        driver.drag(square)
        #expect(try driver.state.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"])
        #expect(try driver.state.sceneState(of: CircleGameScene.self).lastFailure == "has straight sides")
    }

    @Test("the fit button shows the fitted circle with a tap, and a tap on it is no circle")
    func fitButton() throws {
        let driver = AppDriver(scene: .circles)
        let scene = driver.app.scene as! CircleGameScene
        #expect(!scene.showsFit)
        driver.tap(scene.fitToggle.convert(scene.fitToggle.bounds.center, to: nil))
        #expect(scene.showsFit)
        #expect(try driver.state.sceneState(of: CircleGameScene.self).lastFailure == nil)
        driver.key("d")
        #expect(!scene.showsFit)
    }

    @Test("a circle away from every picture selects nothing")
    func circleMisses() throws {
        let driver = AppDriver(scene: .circles)
        let area = driver.app.sceneArea
        driver.drag(circlePath(center: Point(x: area.midX, y: area.minY + area.height * 0.52), radius: 50))
        #expect(try driver.state.sceneState(of: CircleGameScene.self).selectedTargets == [])
        #expect(try driver.state.sceneState(of: CircleGameScene.self).lastFailure == nil)
    }

    @Test("a chevron opens the photo library; Escape and a tap outside close it, a tap inside does not")
    func chevronPanel() throws {
        let driver = AppDriver(scene: .chevron)
        let chevron = [
            Point(x: 300, y: 200), Point(x: 340, y: 225), Point(x: 380, y: 250), Point(x: 340, y: 275),
            Point(x: 300, y: 300),
        ]
        driver.drag(chevron)
        #expect(try driver.state.sceneState(of: ChevronScene.self).photoLibraryOpen == true)
        driver.wait(0.5)
        driver.key("Escape")
        #expect(try driver.state.sceneState(of: ChevronScene.self).photoLibraryOpen == false)
        driver.wait(0.5)
        driver.drag(chevron)
        driver.wait(0.5)
        let scene = driver.app.scene as! ChevronScene
        driver.tap(scene.panel.convert(scene.panel.bounds.center, to: nil))
        driver.wait(0.5)
        #expect(
            try driver.state.sceneState(of: ChevronScene.self).photoLibraryOpen == true,
            "a tap on the panel keeps it open")
        driver.tap(Point(x: 100, y: 150))
        #expect(try driver.state.sceneState(of: ChevronScene.self).photoLibraryOpen == false)
    }

    @Test("the gallery lights up for a Z and for a right slide down")
    func gallery() throws {
        let driver = AppDriver(scene: .chevron)
        let scene = driver.app.scene as! ChevronScene
        let z = scene.zBox.convert(.zero, to: nil)
        driver.drag(
            [
                Point(x: 40, y: 40), Point(x: 100, y: 40), Point(x: 160, y: 40), Point(x: 100, y: 80),
                Point(x: 40, y: 120), Point(x: 100, y: 120), Point(x: 160, y: 120),
            ].map { z + $0 })
        let slide = scene.slideBox.convert(.zero, to: nil)
        let width = scene.slideBox.bounds.width
        let height = scene.slideBox.bounds.height
        driver.drag((0...6).map { slide + Point(x: width * 0.75, y: height * (0.1 + 0.8 * Double($0) / 6)) })
        #expect(
            try driver.state.sceneState(of: ChevronScene.self).galleryRecognized == ["Z stroke", "right slide down"])
        #expect(try driver.state.sceneState(of: ChevronScene.self).photoLibraryOpen == false)
    }

    @Test("the tab bar and keys 1–4 switch scenes")
    func tabs() {
        let driver = AppDriver(scene: .monkey)
        let bar = driver.app.tabBar
        driver.tap(bar.convert(Point(x: bar.bounds.width * 0.6, y: 30), to: nil))
        #expect(driver.state.scene == .circles)
        driver.key("4")
        #expect(driver.state.scene == .chevron)
        driver.key("2")
        #expect(driver.state.scene == .knob)
    }
}
