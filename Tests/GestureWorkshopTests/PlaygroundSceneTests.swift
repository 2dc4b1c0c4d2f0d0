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

    /// The playground as the workshop window opens it, at 1024×720.
    private func makeApp(size: Size = Size(width: 1024, height: 720)) -> (DemoApp, PlaygroundScene, VirtualClock) {
        let clock = VirtualClock()
        let app = DemoApp(size: size, clock: clock, scene: .playground, catalog: .workshop)
        return (app, WorkshopApp.setUp(app), clock)
    }

    private func tap(_ app: DemoApp, _ clock: VirtualClock, at point: Point) {
        clock.advance(by: 0.1)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .began, location: point)])))
        clock.advance(by: 0.05)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .ended, location: point)])))
    }

    @Test func theCanvasFillsTheSceneLeftOfTheInspector() {
        let (app, playground, _) = makeApp()
        // The scene area is below the 64-point hint strip down to the window's bottom (the workshop's one scene needs
        // no tab bar), left of the inspector's 348-point column; the canvas keeps 16-point margins.
        #expect(app.sceneArea == Rect(x: 0, y: 64, width: 1024 - 348, height: 656))
        #expect(playground.canvas.frame == Rect(x: 16, y: 16, width: 1024 - 348 - 32, height: 656 - 32))
    }

    @Test("hidden (key I), the inspector leaves the canvas the whole width; shown, it shows the attendee's recognizer")
    func theCanvasTakesTheInspectorsRoomWhenItIsHidden() {
        let (app, playground, _) = makeApp()
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        app.send(InputEvent(time: 0, .key(KeySample(key: "i"))))
        #expect(app.inspector == nil)
        #expect(playground.canvas.frame == Rect(x: 16, y: 16, width: 1024 - 32, height: 656 - 32))
        let button = playground.teaching.button.frameInWindow
        #expect(button.maxX == 1024 - 16 - 12 && button.minY == 64 + 16 + 12)
        app.send(InputEvent(time: 0, .key(KeySample(key: "i"))))
        #expect(playground.canvas.frame.width == 1024 - 348 - 32, "shown again, it has its column back")
        #expect(app.inspector?.focus === playground.recognizer)
    }

    @Test(
        "too narrow for both, it opens with the canvas and its button in view, the inspector hidden; I draws it over",
        arguments: [Size(width: 400, height: 300), Size(width: 560, height: 600), Size(width: 615, height: 700)])
    func aNarrowWindowGivesTheCanvasTheWidth(size: Size) {
        let (app, playground, _) = makeApp(size: size)
        #expect(app.inspector == nil)
        #expect(
            playground.canvas.frame
                == Rect(x: 16, y: 16, width: size.width - 32, height: size.height - 64 - 32))
        #expect(playground.teaching.button.frameInWindow.minX >= 16, "the button is on the canvas, not cut off")
        app.send(InputEvent(time: 0, .key(KeySample(key: "i"))))
        #expect(app.inspectorColumn.map { $0.maxX == size.width } == true)
        #expect(playground.canvas.frame.width == size.width - 32, "drawn over the canvas, it leaves its layout")
    }

    @Test("from 616 points wide (a 320-point scene beside the inspector at 0.85 its size) it opens beside the canvas")
    func theNarrowestWindowWithRoomOpensWithTheInspector() {
        let (app, playground, _) = makeApp(size: Size(width: 616, height: 700))
        #expect(app.inspector != nil)
        #expect(abs(playground.canvas.frame.width - (320 - 32)) < 0.5)
        #expect(playground.teaching.button.frameInWindow.maxX <= app.inspectorColumn!.minX)
    }

    @Test("for a projector in an 800-point window the inspector is drawn less large, beside a 320-point scene")
    func presentationInANarrowWindowKeepsTheCanvasBeside() {
        let app = DemoApp(
            size: Size(width: 800, height: 600), clock: VirtualClock(), scene: .playground, catalog: .workshop)
        let playground = WorkshopApp.setUp(app, presentation: true)
        // At 1.5× the column would be 522 points and leave 278; it shrinks to leave the 320 a scene needs beside it.
        #expect(app.sceneArea.width == 320)
        #expect(abs((app.inspectorColumn?.width ?? 0) - (800 - 320)) < 1e-9)
        #expect(playground.canvas.frame.width == 320 - 32)
        // Its button and its labels, scaled for the projector, are made to fit that canvas.
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        let canvas = playground.canvas.frameInWindow
        let button = playground.teaching.button.frameInWindow
        #expect(button.minX >= canvas.minX && button.maxX <= canvas.maxX)
        for command in app.displayList().commands {
            guard case .text(let text, let position, let size, _, _, _) = command,
                text.hasPrefix("LiftRecognizer") || text.hasPrefix("state:") || text.hasSuffix("actions")
            else { continue }
            // The widest bold labels measure 0.69 em a character; "state: possible" is drawn, "state: cancelled" must
            // fit too.
            let longest = max(text.count, text.hasPrefix("state:") ? "state: cancelled".count : 0)
            #expect(position.x + Double(longest) * 0.69 * size <= canvas.maxX, "\(text) at \(position), \(size)")
        }
        // In a window too narrow even for the inspector at its usual size, it is drawn over the scene, at that size.
        app.send(InputEvent(time: 0, .resize(Size(width: 600, height: 600))))
        #expect(app.sceneArea.width == 600)
    }

    @Test(
        "the labels, the last action and a compile error end inside the canvas, down to a 400×300 window",
        arguments: [
            (Size(width: 640, height: 480), true), (Size(width: 640, height: 480), false),
            (Size(width: 1024, height: 720), false), (Size(width: 400, height: 300), false),
        ])
    func labelsAndBannerStayOnTheCanvas(size: Size, hidesInspector: Bool) {
        let (app, playground, clock) = makeApp(size: size)
        if hidesInspector { app.send(InputEvent(time: 0, .key(KeySample(key: "i")))) }
        playground.install(LiftRecognizer(), className: "LiftRecognizer")
        let canvas = playground.canvas.frameInWindow
        tap(app, clock, at: Point(x: canvas.minX + 40, y: canvas.maxY - 20))
        func texts() -> [(text: String, baseline: Double, size: Double)] {
            app.displayList().commands.compactMap { command in
                guard case .text(let text, let position, let size, _, _, _) = command else { return nil }
                return (text, position.y, size)
            }
        }
        let labels =
            texts().filter { $0.text.hasPrefix("LiftRecognizer") || $0.text.hasPrefix("state:") }
            + texts().filter { $0.text.hasSuffix("actions") || $0.text.hasSuffix("action") }
            + texts().filter { $0.text.hasPrefix("last action") }
        #expect(labels.count == 4)
        for label in labels {
            // From the cap height (0.75 em above the baseline) to the descenders (0.25 em below it).
            #expect(
                label.baseline - 0.75 * label.size >= canvas.minY && label.baseline + 0.25 * label.size <= canvas.maxY,
                "\(label.text) at \(label.baseline), canvas \(canvas) in \(size)")
        }
        let before = Set(texts().map(\.text))
        playground.banner = PlaygroundScene.Banner(
            kind: .compileError, lines: ["Solution.swift:12:5: error: cannot find 'pont' in scope", "pont.x += 1"])
        let banner = texts().filter { !before.contains($0.text) }
        #expect(banner.first?.text.hasPrefix("Solution.swift") == true)
        #expect(banner.last?.text == "pont.x += 1" || banner.last?.text.hasSuffix("…") == true, "cut lines say so")
        let button = playground.teaching.button.frameInWindow
        for line in banner {
            #expect(
                line.baseline - 0.75 * line.size >= max(canvas.minY, button.maxY)
                    && line.baseline + 0.25 * line.size <= canvas.maxY,
                "\(line.text) at \(line.baseline), canvas \(canvas), button \(button) in \(size)")
        }
    }

    @Test("for a projector the inspector's column and the teaching button are half as large again")
    func presentationWidensTheColumn() {
        let app = DemoApp(
            size: Size(width: 1280, height: 800), clock: VirtualClock(), scene: .playground, catalog: .workshop)
        let playground = WorkshopApp.setUp(app, presentation: true)
        let column = 348 * 1.5
        #expect(playground.canvas.frame.width == 1280 - column - 32)
        #expect(playground.textScale == 1.5)
        // The teaching button grows with the text: half as wide again as in the same window without it, and as tall
        // as its 34 points scaled.
        let (_, plain, _) = makeApp(size: Size(width: 1280, height: 800))
        let button = playground.teaching.button.frameInWindow
        let plainButton = plain.teaching.button.frameInWindow
        #expect(button.width == 1.5 * plainButton.width)
        #expect(button.height == max(1.5 * 34, plainButton.height), "34 points scaled, and never under a finger's")
        let title = app.displayList().commands.compactMap { command -> Double? in
            guard case .text(let text, _, let size, _, _, _) = command, text.hasPrefix("Teach it my way") else {
                return nil
            }
            return size
        }
        #expect(title == [13 * 1.5])
        #expect(button.maxX == playground.canvas.frameInWindow.maxX - 12, "still at the canvas's top right")
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
            let (app, playground, _) = makeApp(size: size)
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
        let (app, playground, _) = makeApp(size: Size(width: 1280, height: 800))
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

    @Test("in a 640-point window the canvas and the teaching button stay left of the inspector, which is drawn smaller")
    func canvasBesideASmallerInspector() throws {
        let (app, playground, _) = makeApp(size: Size(width: 640, height: 480))
        let column = try #require(app.inspectorColumn)
        #expect(app.inspectorIsBesideScene)
        #expect(column.width == 640 - AppLayout.narrowestSceneBesideInspector)
        #expect(playground.canvas.frameInWindow.maxX <= column.minX)
        #expect(playground.teaching.button.frameInWindow.maxX <= column.minX)
    }
}
