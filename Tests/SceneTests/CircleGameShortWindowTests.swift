import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// In a window too short for the circle game's two buttons to end above its message line, the buttons go narrow
/// with short titles, and the message and a refused stroke's reason are written whole beside them, inside the scene.
@Suite("The circle game in a short window: its words beside the buttons, whole, inside the scene")
struct CircleGameShortWindowTests {
    /// Short windows (the scene between 112 and 272 points tall) from the narrowest the app takes to a wide one, and
    /// the usual sizes.
    static let sizes =
        stride(from: 320.0, through: 1280, by: 160).flatMap { width in
            stride(from: 240.0, through: 400, by: 40).map { Size(width: width, height: $0) }
        } + WindowSizes.smallToLarge

    /// A circle around `center`, a little past closing, starting at its right.
    private func circle(around center: Point, radius: Double) -> [Point] {
        (0...56).map { step in
            let angle = Double(step) / 48 * 2 * Double.pi
            return center + Point(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    /// Three quarters of the same circle: refused as not closed.
    private func arc(around center: Point, radius: Double) -> [Point] {
        Array(circle(around: center, radius: radius).prefix(37))
    }

    /// The app showing the circle game at `size`, after `stroke` was drawn around the star.
    private func drawnAroundStar(
        at size: Size, _ stroke: (Point, Double) -> [Point]
    ) throws -> (AppDriver, CircleGameScene) {
        let driver = AppDriver(scene: .circles, size: size)
        let scene = try #require(driver.app.scene as? CircleGameScene)
        let star = try #require(scene.targets.first { $0.name == "star" })
        driver.drag(stroke(star.frameInWindow.center, star.frame.width / 2 + 10))
        return (driver, scene)
    }

    /// Where `text` is drawn on a button or runs out of the scene, in words; nil when it does neither.
    private func misplaced(_ text: DrawnText, in driver: AppDriver, _ scene: CircleGameScene) -> String? {
        let area = driver.app.sceneArea.insetBy(dx: -1, dy: -1)
        let buttons = [scene.fitToggle.frameInWindow, scene.teaching.button.frameInWindow]
        if let button = buttons.first(where: { $0.intersects(text.box) }) {
            return "\"\(text.text)\" at \(text.box) is on the button at \(button)"
        }
        guard area.contains(text.box.origin) && area.contains(Point(x: text.box.maxX, y: text.box.maxY)) else {
            return "\"\(text.text)\" at \(text.box) runs out of the scene \(area)"
        }
        return nil
    }

    @Test("a circle around the star: the message is whole, off the buttons and inside the scene, at every size")
    func messageBesideTheButtons() throws {
        for size in Self.sizes {
            let (driver, scene) = try drawnAroundStar(at: size, circle)
            #expect(scene.selected == ["star"], "\(size)")
            let message = "You circled the star!"
            let lines = DrawnText.all(in: driver.app.displayList()).filter {
                !$0.text.isEmpty && $0.text != "star"
                    && message.contains($0.text.replacingOccurrences(of: "…", with: ""))
            }
            #expect(lines.map(\.text).joined(separator: " ") == message, "\(size): \(lines.map(\.text))")
            for line in lines {
                if let problem = misplaced(line, in: driver, scene) { Issue.record("\(size): \(problem)") }
            }
        }
    }

    @Test("an arc around the star: the refusal's words are whole, off the buttons and inside the scene, at every size")
    func refusalBesideTheButtons() throws {
        for size in Self.sizes {
            let (driver, scene) = try drawnAroundStar(at: size, arc)
            let words = "Not a circle: not closed"
            #expect(scene.refused.shown?.words == words, "\(size)")
            let drawn = DrawnText.all(in: driver.app.displayList()).filter { $0.text == words }
            #expect(drawn.count == 1, "\(size): \(drawn.map(\.text))")
            for text in drawn {
                if let problem = misplaced(text, in: driver, scene) { Issue.record("\(size): \(problem)") }
            }
        }
    }

    @Test(
        "the buttons take their short titles only where they reach into the message line and leave it too little room"
    )
    func shortTitles() throws {
        let short = AppDriver(scene: .circles, size: Size(width: 320, height: 240))
        let shortTexts = DrawnText.all(in: short.app.displayList()).map(\.text)
        #expect(shortTexts.contains("Show fit (D)") && shortTexts.contains("Teach (C)"), "\(shortTexts)")
        // Tall, or short and wide enough for the longest message beside the usual buttons.
        let roomy = [Size(width: 320, height: 480), Size(width: 900, height: 280)].map {
            AppDriver(scene: .circles, size: $0)
        }
        for driver in roomy {
            let texts = DrawnText.all(in: driver.app.displayList()).map(\.text)
            #expect(texts.contains("Show fitted circle (D)") && texts.contains("Teach it my way (C)"), "\(texts)")
        }
        // Each title, whole, inside its button.
        for driver in [short] + roomy {
            let scene = try #require(driver.app.scene as? CircleGameScene)
            for button in [scene.fitToggle, scene.teaching.button] {
                let title = try #require(
                    DrawnText.all(in: driver.app.displayList()).first { $0.text == button.shownTitle })
                #expect(button.frameInWindow.contains(title.box.origin), "\(title.text) at \(title.box)")
                #expect(title.box.maxX <= button.frameInWindow.maxX, "\(title.text) at \(title.box)")
            }
        }
    }
}
