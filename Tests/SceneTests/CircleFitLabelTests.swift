import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// The circle game's fit line ("fit error 0.18, turn 268°, doubt 2.88 (at most 2.00)") is drawn where no other words
/// are: not over a picture's name, the refused stroke's reason or the message.
@Suite("The circle game's fit line keeps clear of the other words")
struct CircleFitLabelTests {
    /// Window sizes from the smallest the window takes to a large one, with the inspector beside the scene or not.
    static let sizes = [
        Size(width: 1024, height: 720), Size(width: 1280, height: 800), Size(width: 800, height: 600),
        Size(width: 700, height: 500), Size(width: 640, height: 480), Size(width: 480, height: 360),
        Size(width: 320, height: 240),
    ]

    /// Three-quarters of a circle around a point (an arc that does not close: refused, with a fit to show).
    private func arc(around center: Point, radius: Double) -> [Point] {
        (0...45).map { step in
            let angle = Double(step) / 45 * 1.5 * Double.pi
            return center + Point(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    /// A full circle around a point, a little past closing (accepted, with the message at the bottom).
    private func circle(around center: Point, radius: Double) -> [Point] {
        (0...56).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return center + Point(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    /// The fit's line, whole or, where there is no room for it, the doubt alone.
    private func fitLine(_ texts: [DrawnText]) -> DrawnText? {
        texts.first { $0.text.hasPrefix("fit error") || $0.text.hasPrefix("doubt ") }
    }

    @Test(
        "drawn around the flower, refused or accepted, the fit line covers no other words, at every size",
        arguments: [false, true])
    func clearOfOtherWords(inspector: Bool) throws {
        for size in Self.sizes {
            for refused in [true, false] {
                let driver = AppDriver(scene: .circles, size: size)
                if inspector { driver.key("i") }
                // A window too narrow for the inspector beside the scene (320 points) draws it over the scene: the
                // scene's words all lie under its panel, and there is no place clear of its words to choose.
                if inspector && !driver.app.inspectorFitsBesideScene { continue }
                let scene = try #require(driver.app.scene as? CircleGameScene)
                driver.key("d")
                let flower = try #require(scene.targets.first { $0.name == "flower" })
                let center = flower.frameInWindow.center
                // Around the picture, inside the scene (a touch outside the window is no touch).
                let area = driver.app.sceneArea
                let room =
                    min(
                        center.x - area.minX, area.maxX - center.x, center.y - area.minY, area.maxY - center.y) - 4
                let radius = min(max(30, flower.frameInWindow.width * 0.75), room)
                driver.drag(refused ? arc(around: center, radius: radius) : circle(around: center, radius: radius))
                let texts = DrawnText.all(in: driver.app.displayList()).filter {
                    $0.box.intersects(driver.app.sceneArea)
                }
                let fit = try #require(fitLine(texts), "\(size): no fit line among \(texts.map(\.text))")
                for other in texts where other.text != fit.text && other.box.intersects(fit.box) {
                    let what = "\(size), \(refused ? "refused" : "accepted"), inspector \(inspector)"
                    Issue.record("\(what): the fit line at \(fit.box) covers \"\(other.text)\" at \(other.box)")
                }
                #expect(
                    fit.box.minX >= driver.app.sceneArea.minX - 1 && fit.box.maxX <= driver.app.sceneArea.maxX + 1,
                    "\(size): the fit line runs out of the scene: \(fit.box)")
            }
        }
    }

    @Test(
        "the check can fail: the fit line where it was drawn before (22 points under the fit) covers the flower's name")
    func oldPlaceCoveredTheName() throws {
        // At 1024 × 720 the flower's name is under it; a fit around the flower put the line across the name.
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        let scene = try #require(driver.app.scene as? CircleGameScene)
        driver.key("d")
        let flower = try #require(scene.targets.first { $0.name == "flower" })
        let center = flower.frameInWindow.center
        let radius = flower.frameInWindow.width * 0.6
        driver.drag(arc(around: center, radius: radius))
        let texts = DrawnText.all(in: driver.app.displayList())
        let fit = try #require(fitLine(texts))
        let name = try #require(texts.first { $0.text == "flower" })
        let fitResult = try #require(scene.circle.fitResult)
        let oldBaseline = fitResult.center + driver.app.sceneArea.origin + Point(x: 0, y: fitResult.radius + 22)
        let oldBox = Rect(
            x: oldBaseline.x - fit.box.width / 2, y: oldBaseline.y + (fit.box.minY - fit.position.y),
            width: fit.box.width, height: fit.box.height)
        #expect(oldBox.intersects(name.box), "the old place did not cover the name: the test proves nothing")
        #expect(!fit.box.intersects(name.box))
    }
}
