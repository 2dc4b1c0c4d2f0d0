import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@testable import GestureWorkshop

/// The Playground scene on virtual time, with a recognizer written here (no compiler needed).
@Suite struct PlaygroundSceneTests {
    /// Recognizes when the finger lifts.
    final class LiftRecognizer: GestureRecognizer {
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { state = .recognized }
    }

    private func makeApp() -> (DemoApp, PlaygroundScene, VirtualClock) {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: clock, scene: .playground, catalog: .workshop)
        return (app, app.scene as! PlaygroundScene, clock)
    }

    private func tap(_ app: DemoApp, _ clock: VirtualClock, at point: Point) {
        clock.advance(by: 0.1)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .began, location: point)])))
        clock.advance(by: 0.05)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .ended, location: point)])))
    }

    @Test func theCanvasFillsTheSceneLeftOfTheInspector() {
        let (app, playground, _) = makeApp()
        // The scene area is between the 64-point hint strip and the 64-point tab bar; the canvas keeps 16-point
        // margins and 350 points free for the inspector.
        #expect(app.sceneArea == Rect(x: 0, y: 64, width: 1024, height: 592))
        #expect(playground.canvas.frame == Rect(x: 16, y: 16, width: 1024 - 350 - 32, height: 592 - 32))
    }

    @Test func anInstalledRecognizerCountsItsActionsAndANewVersionStartsAtZero() {
        let (app, playground, clock) = makeApp()
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        tap(app, clock, at: Point(x: 300, y: 300))
        tap(app, clock, at: Point(x: 300, y: 300))
        #expect(playground.state.actionCount == 2)
        #expect(playground.state.lastActionState == "ended")
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        #expect(playground.state.version == 2)
        #expect(playground.state.actionCount == 0)
        #expect(playground.canvas.gestureRecognizers.count == 1, "the old version is taken off the canvas")
    }

    @Test func aTouchOutsideTheCanvasIsNotTheRecognizers() {
        let (app, playground, clock) = makeApp()
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        tap(app, clock, at: Point(x: 900, y: 300))  // under the inspector's panel
        #expect(playground.state.actionCount == 0)
    }

    @Test("in a narrow canvas the labels go under the teaching button; in a wide one they stay at the top beside it")
    func labelsClearOfTheTeachingButton() {
        for size in [Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1024, height: 720)] {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .playground, catalog: .workshop)
            let playground = app.scene as! PlaygroundScene
            playground.install(LiftRecognizer(), className: "LiftRecognizer")
            let button = playground.teaching.button.frameInWindow
            let labels = app.displayList().commands.compactMap { command -> Rect? in
                guard case .text(let text, let position, let size, _, _, _) = command,
                    text.hasPrefix("LiftRecognizer") || text.hasPrefix("state:") || text.hasSuffix("actions")
                else { return nil }
                // Each character generously as wide as 0.7 em in bold, the line from its cap height to its descenders.
                return Rect(
                    x: position.x, y: position.y - size, width: Double(text.count) * 0.7 * size, height: size * 1.3)
            }
            #expect(labels.count == 3)
            for label in labels { #expect(!label.intersects(button), "\(label) by \(button) at \(size)") }
        }
        // In the wide canvas the first label sits 30 points below the canvas's top, as designed.
        let app = DemoApp(
            size: Size(width: 1280, height: 800), clock: VirtualClock(), scene: .playground, catalog: .workshop)
        let playground = app.scene as! PlaygroundScene
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        let title = app.displayList().commands.compactMap { command -> Point? in
            guard case .text(let text, let position, _, _, _, _) = command, text.hasPrefix("LiftRecognizer") else {
                return nil
            }
            return position
        }.first
        #expect(title?.y == playground.canvas.frameInWindow.minY + 30)
    }

    @Test func longBannerLinesAreCutToTheCanvas() {
        let path = "/tmp/" + String(repeating: "x", count: 200) + "/Lesson.swift:8:41: Fatal error"
        let lines = PlaygroundScene.wrap(path, width: 600, fontSize: 14)
        #expect(lines.count > 1)
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == path.replacingOccurrences(of: " ", with: ""))
        #expect(lines.allSatisfy { $0.count <= Int(600 / (14 * 0.55)) })
    }

    @Test func zoomedListKeepsTheAnchorAndScalesText() {
        var list = DisplayList()
        list.text("hi", at: Point(x: 90, y: 20), size: 10)
        list.add(.polyline([Point(x: 100, y: 0), Point(x: 80, y: 10)], color: .ink, width: 2, closed: false))
        let zoomed = list.zoomed(by: 2, around: Point(x: 100, y: 0))
        #expect(
            zoomed.commands[0]
                == .text("hi", position: Point(x: 80, y: 40), size: 20, color: .ink, alignment: .left, bold: false))
        #expect(
            zoomed.commands[1]
                == .polyline([Point(x: 100, y: 0), Point(x: 60, y: 20)], color: .ink, width: 4, closed: false))
    }
}
