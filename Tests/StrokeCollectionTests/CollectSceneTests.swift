import CairoRenderer
import CollectScene
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
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

    @Test(
        "from 320 × 240 to 1280 × 800 the card's words lie inside it, clear of each other, the example and the buttons")
    func cardWordsClearOfEachOther() {
        let measurer = TextMeasurer(scale: 1)
        let sizes = [
            Size(width: 320, height: 240), Size(width: 400, height: 300), Size(width: 480, height: 360),
            Size(width: 560, height: 420), Size(width: 640, height: 480), Size(width: 800, height: 600),
            Size(width: 1024, height: 720), Size(width: 1280, height: 800),
        ]
        // The longest title and how-to lines; then with a message after a stroke; then all done.
        let plan = CollectionPlan(kinds: ["right_chevron"], speeds: ["slow"], repetitions: 2, seed: 3)
        for size in sizes {
            for strokes in 0...2 {
                let clock = VirtualClock()
                let app = DemoApp(size: size, clock: clock, scene: .collect, catalog: .collect)
                let scene = app.scene as! CollectScene
                scene.start(CollectionSession(plan: plan, subject: 123_456, sink: RecordingSink()), fileName: "s.jsonl")
                scene.currentDevice = { touchscreen }
                for _ in 0..<strokes { draw(app, clock, in: scene, count: 8) }
                let origin = scene.root.convert(Point(x: 0, y: 0), to: nil)
                let card = Rect(origin: scene.panel.origin + origin, size: scene.panel.size)
                let buttons = [scene.redoButton, scene.skipButton, scene.pauseButton].map(\.frameInWindow)
                var words: [(text: String, ink: Rect)] = []
                var boxes: [Rect] = []
                for command in app.displayList().flattenedCommands {
                    switch command {
                    case .text(let text, let position, let textSize, _, let alignment, let bold)
                    where card.contains(position):
                        words.append((text, measurer.ink(of: text, at: position, size: textSize, alignment, bold)))
                    case .rectangle(let rect, let transform, _, _, _, _):
                        let drawn = Rect(origin: transform.apply(to: rect.origin), size: rect.size)
                        let isButton = buttons.contains { isInsideRect(drawn, $0.insetBy(dx: -0.5, dy: -0.5)) }
                        if isInsideRect(drawn, card) && drawn != card && !isButton { boxes.append(drawn) }
                    default: break
                    }
                }
                let state = "at \(size) after \(strokes) strokes"
                #expect(words.contains { $0.text.hasPrefix("Draw") || $0.text == "All done" }, "the title \(state)")
                for (index, word) in words.enumerated() {
                    #expect(
                        isInsideRect(word.ink, card.insetBy(dx: 2, dy: 2)), "\(word.text) outside the card \(state)")
                    for other in words[(index + 1)...] where word.ink.intersects(other.ink) {
                        Issue.record("\(word.text) over \(other.text) \(state)")
                    }
                    for box in boxes where word.ink.intersects(box) {
                        Issue.record("\(word.text) over a box \(box) \(state)")
                    }
                    for button in buttons where word.ink.intersects(button) && !isInsideRect(word.ink, button) {
                        Issue.record("\(word.text) over a button \(state)")
                    }
                }
            }
        }
    }

    @Test("a title's last line of one symbol takes the word before it along; other lines are left alone")
    func symbolKeepsItsWord() {
        #expect(CollectScene.keepingSymbolWithWord(["Draw a right chevron", ">"]) == ["Draw a right", "chevron >"])
        #expect(CollectScene.keepingSymbolWithWord(["Draw a", "circle"]) == ["Draw a", "circle"])
        #expect(CollectScene.keepingSymbolWithWord(["Draw a Z"]) == ["Draw a Z"])
        #expect(CollectScene.keepingSymbolWithWord(["Draw", "a", "Z"]) == ["Draw", "a", "Z"], "a letter stays")
        #expect(CollectScene.keepingSymbolWithWord(["Draw", ">"]) == ["Draw", ">"], "no word to take: as it was")
    }

    @Test("the controls line under the hint says how to draw a stroke, not the demo's two-finger mouse modes")
    func controlsLine() {
        let size = Size(width: 1024, height: 720)
        let collect = DemoApp(size: size, clock: VirtualClock(), scene: .collect, catalog: .collect)
        let demo = DemoApp(size: size, clock: VirtualClock())  // the tutorials, in the monkey scene
        for (app, isCollect) in [(collect, true), (demo, false)] {
            let strip = app.displayList().flattenedCommands.compactMap { command -> String? in
                guard case .text(let text, let position, _, _, _, _) = command, position.y < AppLayout.hintHeight
                else { return nil }
                return text
            }
            #expect(strip.contains { $0.contains("draw one stroke") } == isCollect, "\(strip)")
            #expect(strip.contains { $0.contains("Ctrl+drag") } == !isCollect, "\(strip)")
        }
    }

    @Test("collect shows no tab bar: the scene reaches the window's bottom, and a touch there reaches the canvas")
    func noTabBar() throws {
        let size = Size(width: 1024, height: 720)
        let collect = DemoApp(size: size, clock: VirtualClock(), scene: .collect, catalog: .collect)
        let demo = DemoApp(size: size, clock: VirtualClock())
        #expect(collect.sceneArea.maxY == size.height, "\(collect.sceneArea)")
        #expect(demo.sceneArea.maxY < size.height, "the demo keeps its tabs")
        for (app, tabs) in [(collect, false), (demo, true)] {
            let bar = app.tabBar.frameInWindow
            let drawnInBar = app.displayList().flattenedCommands.contains { command in
                guard case .text(let text, let position, _, _, _, _) = command else { return false }
                return bar.contains(position) && text.hasPrefix("key ")
            }
            #expect(drawnInBar == tabs, "tab titles drawn: \(drawnInBar)")
        }
        // A touch low in the window, where the tab bar was, reaches the scene's canvas.
        let scene = try #require(collect.scene as? CollectScene)
        let canvas = scene.canvas.frameInWindow
        #expect(canvas.maxY > size.height - 64, "the canvas \(canvas) takes the room the tab bar had")
        let low = Point(x: canvas.midX, y: canvas.maxY - 20)
        #expect(collect.window.hitTest(low) === scene.canvas, "a touch at \(low) misses the canvas")
    }

    @Test("the canvas lies in the scene, and fresh, paused or all done (a long file name) its words lie inside it")
    func canvasWordsInside() {
        let measurer = TextMeasurer(scale: 1)
        let plan = CollectionPlan(kinds: ["circle"], speeds: ["fast"], repetitions: 1, seed: 3)
        for size in WindowSizes.smallToLarge {
            for state in ["fresh", "paused", "all done"] {
                let app = DemoApp(size: size, clock: VirtualClock(), scene: .collect, catalog: .collect)
                let scene = app.scene as! CollectScene
                scene.start(
                    CollectionSession(plan: plan, subject: 4, sink: RecordingSink()),
                    fileName: "a-rather-long-participant-file-name-for-the-study.jsonl")
                if state != "fresh" { press(app, state == "paused" ? "p" : "s") }  // skipping the only one finishes
                let canvas = scene.canvas.frameInWindow
                #expect(isInsideRect(canvas, app.sceneArea), "the canvas \(canvas) in \(app.sceneArea) at \(size)")
                // Every word right of the card in the scene: a line run out below the canvas counts too.
                let area = app.sceneArea
                let rightOfCard = Rect(
                    x: canvas.minX - 4, y: area.minY, width: area.maxX - canvas.minX + 4, height: area.height)
                let words = app.displayList().flattenedCommands.compactMap { command -> (String, Rect)? in
                    guard case .text(let text, let position, let textSize, _, let alignment, let bold) = command,
                        rightOfCard.contains(position)
                    else { return nil }
                    return (text, measurer.ink(of: text, at: position, size: textSize, alignment, bold))
                }
                #expect(words.count >= (state == "fresh" ? 1 : 2), "\(state): a heading and a detail at \(size)")
                for (text, ink) in words {
                    #expect(isInsideRect(ink, canvas), "\(text) out of the canvas at \(size)")
                }
            }
        }
    }

    @Test("the buttons lie inside the card, clear of its rounded border, with their words inside them, at any size")
    func buttonsInsideCard() {
        let measurer = TextMeasurer(scale: 1)
        for size in WindowSizes.smallToLarge {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .collect, catalog: .collect)
            let scene = app.scene as! CollectScene
            scene.start(CollectionSession(plan: plan, subject: 4, sink: RecordingSink()), fileName: "s.jsonl")
            let origin = scene.root.convert(Point(x: 0, y: 0), to: nil)
            let card = Rect(origin: scene.panel.origin + origin, size: scene.panel.size)
            let texts = app.displayList().flattenedCommands.compactMap { command -> (String, Point, Double)? in
                if case .text(let text, let position, let size, _, _, true) = command { return (text, position, size) }
                return nil
            }
            for button in [scene.redoButton, scene.skipButton, scene.pauseButton] {
                let frame = button.frameInWindow
                // The card's border is 1 point wide with corners of radius 16; a button 2 points clear of it.
                let corners = [
                    Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                    Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY),
                ]
                #expect(
                    corners.allSatisfy { isInside($0, roundedRect: card, radius: 16, clearance: 2) },
                    "\(button.name) \(frame) in the card \(card) at \(size)")
                let words = texts.filter { frame.contains($0.1) }
                #expect(words.count == 1, "\(button.name)'s title at \(size)")
                for (text, _, textSize) in words {
                    #expect(
                        measurer.extents(of: text, size: textSize, bold: true).advance <= frame.width - 4,
                        "\(text) in \(frame.width) at \(size)")
                }
            }
        }
    }
}

extension TextMeasurer {
    /// Where a text command's glyphs are inked, by the font the window draws them with.
    fileprivate func ink(of text: String, at position: Point, size: Double, _ alignment: TextAlignment, _ bold: Bool)
        -> Rect
    {
        let extents = extents(of: text, size: size, bold: bold)
        let start = alignment == .left ? position.x : position.x - extents.advance / (alignment == .center ? 2 : 1)
        return Rect(
            x: start + extents.bearingX, y: position.y + extents.bearingY, width: extents.width,
            height: extents.height)
    }
}

/// True when `inner` lies wholly inside `outer`.
private func isInsideRect(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
}

/// True when `point` lies inside the rounded rectangle by at least `clearance` points.
private func isInside(_ point: Point, roundedRect rect: Rect, radius: Double, clearance: Double) -> Bool {
    let inner = rect.insetBy(dx: clearance, dy: clearance)
    guard inner.contains(point) else { return false }
    // Near a corner, inside the corner's circle.
    let x = min(max(point.x, rect.minX + radius), rect.maxX - radius)
    let y = min(max(point.y, rect.minY + radius), rect.maxY - radius)
    return point.distance(to: Point(x: x, y: y)) <= radius - clearance
}
