import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@Suite("Monkey and banana")
struct MonkeySceneTests {
    @Test("a fling slides the monkey on in proportion to the release velocity")
    func decelerationEndPoint() throws {
        let driver = AppDriver(scene: .monkey)
        let start = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        // 8 px every 16 ms to the right: 500 px/s at release.
        driver.drag((0...10).map { Point(x: start.x + Double($0) * 8, y: start.y) })
        let released = try driver.state.sceneState(of: MonkeyScene.self).monkey
        #expect(abs(released.center.x - (start.x + 80)) < 1e-6)
        #expect(released.isSliding)
        driver.wait(1)
        let rest = try driver.state.sceneState(of: MonkeyScene.self).monkey
        #expect(!rest.isSliding)
        // slideFactor 0.25 s: 500 px/s slides 125 px further.
        #expect(abs(rest.center.x - (start.x + 80 + 125)) < 0.5, "\(rest.center)")
        #expect(abs(rest.center.y - start.y) < 0.5)
    }

    @Test("a hard fling stops inside the window")
    func decelerationClamped() throws {
        let driver = AppDriver(scene: .monkey)
        let start = try driver.state.sceneState(of: MonkeyScene.self).banana.center
        driver.drag((0...6).map { Point(x: start.x + Double($0) * 40, y: start.y + Double($0) * 20) }, interval: 0.01)
        driver.wait(1)
        let rest = try driver.state.sceneState(of: MonkeyScene.self).banana.center
        let area = driver.app.sceneArea
        // The banana is 180×180: it stops with its whole image inside, 90 px from the edges.
        #expect(rest.x <= area.maxX - 90 + 1e-9 && rest.x > area.maxX - 95, "stopped at the right edge: \(rest)")
        #expect(rest.y <= area.maxY - 90 + 1e-9)
    }

    @Test("a monkey dragged to the top left corner still says chomp inside the scene")
    func bubbleInsideTheScene() throws {
        let driver = AppDriver(scene: .monkey)
        let area = driver.app.sceneArea
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        // Slowly, and held still before the lift, so it does not slide on: its centre 20 points in from the corner.
        let corner = Point(x: area.minX + 20, y: area.minY + 20)
        driver.down(1, monkey)
        for step in 1...40 {
            driver.wait(0.02)
            driver.move(1, monkey + (corner - monkey) * (Double(step) / 40))
        }
        driver.wait(0.3)
        driver.up(1, corner)
        driver.wait(1)
        driver.tap(corner)
        #expect(driver.app.context.bubbles.bubbles.values.map(\.text) == ["Chomp!"])
        // Asked for 90 points above the monkey's centre, and rising 30 more, the bubble is drawn inside the scene.
        for _ in 0..<3 {
            let boxes = driver.app.displayList().commands.compactMap { command -> Rect? in
                if case .rectangle(let rect, _, _, _, _, _) = command, rect.height == 38 { return rect }
                return nil
            }
            let bubble = try #require(boxes.last)
            #expect(bubble.minX >= area.minX && bubble.maxX <= area.maxX, "\(bubble) in \(area)")
            #expect(bubble.minY >= area.minY && bubble.maxY <= area.maxY, "\(bubble) in \(area)")
            driver.wait(0.5)
        }
    }

    @Test("a new bubble where one still fades takes its place; one elsewhere leaves it be")
    func bubblesNeverOverlap() {
        let driver = AppDriver(scene: .monkey)
        let context = driver.app.context
        let monkey = Point(x: 300, y: 300)
        context.play(.chomp, saying: "Chomp!", near: monkey)
        driver.wait(0.4)
        // Said 10 points to the side of the first, while it still shows: drawn there, they would overlap.
        context.play(.hehehe, saying: "Hehehe!", near: monkey + Point(x: 10, y: 0))
        #expect(context.bubbles.bubbles.values.map(\.text) == ["Hehehe!"])
        context.play(.chomp, saying: "Chomp!", near: monkey + Point(x: 400, y: 0))
        #expect(context.bubbles.bubbles.values.map(\.text).sorted() == ["Chomp!", "Hehehe!"])
        let drawn = driver.app.displayList().commands.compactMap { command -> Rect? in
            if case .rectangle(let rect, _, _, _, _, _) = command, rect.height == 38 { return rect }
            return nil
        }
        #expect(drawn.count == 2 && !drawn[0].intersects(drawn[1]), "\(drawn)")
    }

    @Test("a tap plays chomp (with a bubble); a drag does not")
    func tapVersusDrag() throws {
        let driver = AppDriver(scene: .monkey)
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        driver.tap(monkey)
        #expect(driver.sound.played == [.chomp])
        #expect(driver.state.lastSound == .chomp)
        #expect(driver.app.context.bubbles.bubbles.values.map(\.text) == ["Chomp!"])
        driver.wait(0.5)
        driver.drag([monkey, monkey + Point(x: 30, y: 0), monkey + Point(x: 60, y: 0)])
        driver.wait(1)
        #expect(driver.sound.played == [.chomp], "the drag made no chomp")
    }

    @Test("tickling the banana plays hehehe")
    func tickle() throws {
        let driver = AppDriver(scene: .monkey)
        let banana = try driver.state.sceneState(of: MonkeyScene.self).banana.center
        driver.drag([0, 30, 0, -30, 0, 30].map { banana + Point(x: $0, y: 0) })
        #expect(driver.sound.played == [.hehehe])
    }

    @Test("two fingers pinch and rotate the monkey at the same time")
    func pinchAndRotate() throws {
        let driver = AppDriver(scene: .monkey)
        let center = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        // (radius, degrees)
        let offsets: [(Double, Double)] = (0...10).map { step in (50 + Double(step) * 5, Double(step) * 3) }
        func fingers(_ phase: TouchPhase, _ radius: Double, _ degrees: Double) -> [TouchSample] {
            let angle = degrees * Double.pi / 180
            let offset = Point(x: radius * cos(angle), y: radius * sin(angle))
            return [
                TouchSample(id: 1, phase: phase, location: center - offset),
                TouchSample(id: 2, phase: phase, location: center + offset),
            ]
        }
        driver.touches(fingers(.began, offsets[0].0, offsets[0].1))
        for offset in offsets.dropFirst() {
            driver.wait(0.016)
            driver.touches(fingers(.moved, offset.0, offset.1))
        }
        driver.touches(fingers(.ended, offsets.last!.0, offsets.last!.1))
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey
        #expect(abs(monkey.scale - 2) < 0.01, "fingers 100 → 200 px apart: \(monkey.scale)")
        #expect(abs(monkey.rotationDegrees - 30) < 0.5, "\(monkey.rotationDegrees)")
    }

    @Test("Ctrl-drag with the mouse pinches the monkey; Ctrl+wheel zooms it")
    func mousePinch() throws {
        let driver = AppDriver(scene: .monkey)
        let center = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        driver.send(.pointer(PointerSample(action: .press, location: center + Point(x: 40, y: 0), modifiers: .control)))
        driver.wait(0.016)
        driver.send(
            .pointer(PointerSample(action: .motion, location: center + Point(x: 80, y: 0), modifiers: .control)))
        driver.send(.pointer(PointerSample(action: .release, location: center + Point(x: 80, y: 0))))
        #expect(abs(try driver.state.sceneState(of: MonkeyScene.self).monkey.scale - 2) < 0.01)
        driver.send(.scroll(ScrollSample(delta: Point(x: 0, y: 1), location: center, modifiers: .control)))
        driver.wait(0.5)
        #expect(abs(try driver.state.sceneState(of: MonkeyScene.self).monkey.scale - 2 / 1.1) < 0.01)
    }
}
