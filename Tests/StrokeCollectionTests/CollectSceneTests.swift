import CollectScene
import GestureEngine
import GestureLabApp
import SceneSupport
import StrokeCollection
import StrokeEvaluation
import Testing

/// The Collect scene in the app, on virtual time: strokes drawn on its canvas, its keys and buttons.
@Suite("collect: the Collect scene on virtual time")
struct CollectSceneTests {
    let plan = CollectionPlan(kinds: ["circle", "z"], speeds: ["fast"], repetitions: 2, seed: 3)

    private func makeApp() -> (DemoApp, CollectScene, VirtualClock, RecordingSink) {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: clock, scene: .collect, catalog: .collect)
        let scene = app.scene as! CollectScene
        let sink = RecordingSink()
        scene.start(CollectionSession(plan: plan, subject: 4, sink: sink), fileName: "s.jsonl")
        scene.currentDevice = { touchscreen }
        return (app, scene, clock, sink)
    }

    /// A finger across the canvas: `count` points 8 points apart, `interval` seconds apart.
    private func draw(
        _ app: DemoApp, _ clock: VirtualClock, in scene: CollectScene, count: Int = 8, interval: Double = 0.016
    ) {
        let start = scene.canvas.convert(Point(x: 100, y: 100), to: nil)
        clock.advance(by: 0.5)
        for index in 0..<count {
            if index > 0 { clock.advance(by: interval) }
            let phase: TouchPhase = index == 0 ? .began : index == count - 1 ? .ended : .moved
            let location = start + Point(x: Double(index) * 8, y: Double(index) * 3)
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: location)])))
        }
    }

    private func press(_ app: DemoApp, _ key: String) {
        app.send(InputEvent(time: 0, .key(KeySample(key: key, isPress: true, modifiers: []))))
        app.send(InputEvent(time: 0, .key(KeySample(key: key, isPress: false, modifiers: []))))
    }

    @Test("a stroke on the canvas is kept in canvas coordinates, times from its first point, with the canvas size")
    func strokeTimes() throws {
        final class KeepingSink: StrokeSink {
            var strokes: [CollectedStroke] = []
            func record(_ record: CollectionRecord) throws {
                if case .stroke(let stroke) = record { strokes.append(stroke) }
            }
        }
        let (app, scene, clock, _) = makeApp()
        let sink = KeepingSink()
        scene.start(CollectionSession(plan: plan, subject: 4, sink: sink), fileName: "s.jsonl")
        draw(app, clock, in: scene, count: 5, interval: 0.02)
        let stroke = try #require(sink.strokes.first)
        #expect(
            stroke.points.map(\.location) == (0..<5).map { Point(x: 100 + Double($0) * 8, y: 100 + Double($0) * 3) })
        let times = stroke.points.map { ($0.milliseconds * 1000).rounded() / 1000 }
        #expect(times == [0, 20, 40, 60, 80])
        #expect(stroke.device == touchscreen && stroke.key.subject == 4)
        // The canvas's size as the stroke was drawn: where on it a right slide lies is what the slide's rule judges.
        #expect(stroke.canvas == scene.canvas.bounds.size && (stroke.canvas?.width ?? 0) > 100)
    }

    @Test("Backspace, S and P as the sink and the state see them")
    func keys() {
        let (app, scene, clock, sink) = makeApp()
        let prompts = plan.prompts
        func name(_ index: Int) -> String { "\(prompts[index].kind) fast #\(prompts[index].sample)" }
        draw(app, clock, in: scene)
        press(app, "s")
        press(app, "BackSpace")
        press(app, "p")
        draw(app, clock, in: scene)  // paused: not kept
        #expect(scene.state.isPaused && scene.state.answered == 1)
        press(app, "space")
        draw(app, clock, in: scene)
        #expect(sink.log == ["stroke \(name(0))", "skipped \(name(1))", "withdrawn \(name(1))", "stroke \(name(1))"])
        #expect(scene.state.kind == prompts[2].kind && scene.state.answered == 2 && !scene.state.isPaused)
    }

    @Test("the Skip button skips; a tap on the canvas is not a stroke")
    func buttonsAndTaps() {
        let (app, scene, clock, sink) = makeApp()
        let centre = scene.skipButton.convert(
            Point(x: scene.skipButton.bounds.midX, y: scene.skipButton.bounds.midY), to: nil)
        clock.advance(by: 0.5)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .began, location: centre)])))
        clock.advance(by: 0.05)
        app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: .ended, location: centre)])))
        clock.advance(by: 1)
        draw(app, clock, in: scene, count: 2)  // 8.5 points: a tap, not a drawing
        #expect(sink.log.count == 1 && sink.log[0].hasPrefix("skipped"))
        #expect(scene.state.isError && scene.state.message?.contains("too short") == true)
    }

    @Test("when every prompt is answered the scene says so and takes no more strokes")
    func finished() {
        let (app, scene, clock, sink) = makeApp()
        for _ in 0..<4 { draw(app, clock, in: scene) }
        draw(app, clock, in: scene)
        #expect(sink.log.count == 4 && scene.state.isFinished && scene.state.kind == nil)
        let texts = app.displayList().flattenedCommands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts.contains("All done — thank you!"))
    }

    @Test("a prompt about the canvas's right half marks the middle and the right half; other prompts do not")
    func rightHalfMarked() {
        func texts(asking kinds: [String]) -> [String] {
            let clock = VirtualClock()
            let app = DemoApp(size: Size(width: 1024, height: 720), clock: clock, scene: .collect, catalog: .collect)
            let scene = app.scene as! CollectScene
            let plan = CollectionPlan(kinds: kinds, speeds: ["fast"], repetitions: 1, seed: 3)
            scene.start(CollectionSession(plan: plan, subject: 4, sink: RecordingSink()), fileName: "s.jsonl")
            return app.displayList().flattenedCommands.compactMap { command -> String? in
                if case .text(let text, _, _, _, _, _) = command { return text }
                return nil
            }
        }
        #expect(texts(asking: ["right_slide_down"]).contains("right half"))
        #expect(!texts(asking: ["circle"]).contains("right half"))
    }
}
