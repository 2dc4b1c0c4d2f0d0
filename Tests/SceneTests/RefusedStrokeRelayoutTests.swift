import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// Opening the inspector while a refused stroke fades lays the stroke and its words out again in the narrower scene:
/// none of it is left under the inspector's column.
@Suite("A refused stroke moves with the scene when the inspector opens")
struct RefusedStrokeRelayoutTests {
    /// A square with its corners at `origin` and 140 points right and down: refused as a circle ("has straight sides").
    private func square(at origin: Point) -> [Point] {
        let corners = [
            origin, origin + Point(x: 140, y: 0), origin + Point(x: 140, y: 140), origin + Point(x: 0, y: 140), origin,
        ]
        var points: [Point] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<16 { points.append(from + (to - from) * (Double(step) / 16)) }
        }
        return points + [origin]
    }

    /// A ">" with legs opening at 135°: refused as a chevron ("too wide").
    private func wideChevron(from start: Point) -> [Point] {
        let angle = 67.5 * Double.pi / 180
        let apex = start + Point(x: cos(angle), y: sin(angle)) * 110
        let end = apex + Point(x: -cos(angle), y: sin(angle)) * 110
        return (0...30).map { start + (apex - start) * (Double($0) / 30) }
            + (1...30).map { apex + (end - apex) * (Double($0) / 30) }
    }

    /// Fails the test for each piece of the refused stroke on show outside the scene: its ink, its words' letters.
    private func expectInsideTheScene(_ driver: AppDriver, _ what: String) throws {
        let area = driver.app.sceneArea
        let column = try #require(driver.app.inspectorColumn)
        let list = driver.app.displayList()
        let red = list.flattenedCommands.compactMap { command -> [Point]? in
            if case .polyline(let points, let color, _, _) = command, color == .failureRed { return points }
            return nil
        }
        let ink = try #require(red.first, "\(what): the refused stroke is no longer drawn")
        let outside = ink.filter { $0.x > area.maxX || $0.x < area.minX || $0.y < area.minY || $0.y > area.maxY }
        #expect(outside.isEmpty, "\(what): \(outside.count) points of the ink under the column at \(column.minX)")
        let words = try #require(DrawnText.all(in: list).first { $0.text.hasPrefix("Not a") })
        #expect(
            words.box.maxX <= area.maxX && words.box.minX >= area.minX, "\(what): the reason at \(words.box), \(area)")
    }

    @Test("a square refused at the circle game's right edge is inside the scene once the inspector is open")
    func circleGame() throws {
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        let scene = try #require(driver.app.scene as? CircleGameScene)
        driver.drag(square(at: Point(x: 850, y: 300)))
        let before = try #require(scene.refused.shown)
        #expect(before.points.contains { $0.x > 1024 - AppLayout.inspectorWidth }, "drawn where the column will be")
        driver.wait(0.3)
        driver.key("i")
        try expectInsideTheScene(driver, "circles")
        let after = try #require(scene.refused.shown)
        #expect(after.alpha < 1 && after.alpha > 0, "the fade goes on")
        // Its shape is kept: the square's sides are still as long as each other.
        let xs = after.points.map(\.x)
        let ys = after.points.map(\.y)
        #expect(abs((xs.max()! - xs.min()!) - (ys.max()! - ys.min()!)) < 1, "still a square: \(after.points.prefix(3))")
        driver.wait(1.2)
        #expect(scene.refused.shown == nil, "and it fades away as before")
    }

    @Test("a chevron refused at the right edge is inside the scene once the inspector is open")
    func chevron() throws {
        let driver = AppDriver(scene: .chevron, size: Size(width: 1024, height: 720))
        let scene = try #require(driver.app.scene as? ChevronScene)
        driver.drag(wideChevron(from: Point(x: 880, y: 200)))
        #expect(scene.refused.shown != nil, "refused: \(String(describing: scene.refused.shown?.words))")
        driver.key("i")
        try expectInsideTheScene(driver, "chevron")
    }

    @Test("closing the inspector again gives the stroke the whole width back, nothing of it moved off the window")
    func closingAgain() throws {
        let driver = AppDriver(scene: .circles, size: Size(width: 1024, height: 720))
        let scene = try #require(driver.app.scene as? CircleGameScene)
        driver.drag(square(at: Point(x: 850, y: 300)))
        driver.key("i")
        driver.key("i")
        let shown = try #require(scene.refused.shown)
        #expect(shown.points.allSatisfy { $0.x >= 0 && $0.x <= 1024 && $0.y >= AppLayout.hintHeight })
    }

    @Test("the move keeps a stroke's place in proportion and its shape, never larger")
    func moved() {
        let old = Rect(x: 0, y: 64, width: 1000, height: 600)
        let new = Rect(x: 0, y: 64, width: 500, height: 600)
        let stroke = [Point(x: 700, y: 300), Point(x: 900, y: 300), Point(x: 900, y: 400)]
        let moved = RefusedStroke.moved(stroke, from: old, to: new)
        // The box's centre (800, 350) goes to (400, 350); half the width: the shape at half its size.
        #expect(moved == [Point(x: 350, y: 325), Point(x: 450, y: 325), Point(x: 450, y: 375)])
        // Into a wider area: in proportion, at its own size (never larger): the box's centre (375, 350) → (750, 350).
        let inNarrow = [Point(x: 300, y: 300), Point(x: 450, y: 300), Point(x: 450, y: 400)]
        #expect(
            RefusedStroke.moved(inNarrow, from: new, to: old)
                == [Point(x: 675, y: 300), Point(x: 825, y: 300), Point(x: 825, y: 400)])
        // A stroke near an edge is moved in whole: its box kept inside the area.
        let nearEdge = [Point(x: 480, y: 300), Point(x: 499, y: 300)]
        #expect(
            RefusedStroke.moved(nearEdge, from: new, to: Rect(x: 0, y: 64, width: 250, height: 600)).allSatisfy {
                $0.x >= 0 && $0.x <= 250
            })
    }
}
