import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@Suite("The inspector")
struct InspectorTests {
    private func texts(_ app: DemoApp) -> [String] {
        app.displayList().flattenedCommands.compactMap { command in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
    }

    @Test("key I shows it; it lists the scene's recognizers and logs transitions as they happen")
    func showsTransitions() throws {
        let driver = AppDriver(scene: .monkey)
        #expect(driver.app.inspector == nil)
        driver.key("i")
        #expect(driver.app.inspector != nil)
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        driver.tap(monkey)
        let shown = texts(driver.app)
        #expect(shown.contains("monkeyTap on monkey"))
        #expect(shown.contains("bananaPinch on banana"))
        #expect(shown.contains { $0.hasSuffix("monkeyTap: possible → ended") })
        #expect(shown.contains("ended"), "the tap's row shows what it just did, though it has reset already")
        #expect(shown.contains("State machine of monkeyTap"))
        driver.key("i")
        #expect(driver.app.inspector == nil)
        #expect(!texts(driver.app).contains("State machine of monkeyTap"))
    }

    @Test("[ and ] move the focus through the scene's recognizers, and the focus shows its math")
    func focus() throws {
        let driver = AppDriver(scene: .knob)
        driver.app.setInspector(visible: true)
        driver.key("bracketright")
        #expect(driver.app.inspector?.focus?.name == "swirl")
        driver.key("bracketright")
        #expect(driver.app.inspector?.focus?.name == "doubleTap")
        #expect(texts(driver.app).contains { $0.contains("2 tap(s) of 1 finger(s)") })
        driver.key("bracketleft")
        #expect(texts(driver.app).contains { $0.hasPrefix("change ") && $0.contains("total") }, "the swirl's angles")
    }

    @Test("its fading highlights ask for frames until they have faded, then the app goes idle")
    func fadesToTheEnd() throws {
        let driver = AppDriver(scene: .monkey)
        driver.app.setInspector(visible: true)
        driver.tap(try driver.state.sceneState(of: MonkeyScene.self).monkey.center)
        // Draw as the run loop does: a frame whenever one is asked for, checking 60 times a second.
        var onScreen = driver.app.displayList()
        var framesDrawn = 0
        for _ in 0..<(3 * 60) {
            driver.wait(1.0 / 60)
            if driver.app.needsDisplay {
                onScreen = driver.app.displayList()
                framesDrawn += 1
            }
        }
        #expect(framesDrawn > 60, "the fade kept frames coming")
        // What a redraw now shows is what is on screen: no highlight was left half faded.
        #expect(driver.app.displayList().commands == onScreen.commands)
        #expect(!driver.app.needsDisplay && driver.clock.nextDeadline == nil, "idle: no frame asked for, no timer")
    }

    /// After a tap the tap has the focus and its last transition is possible → ended: the diagram's "ended" box is
    /// lit and that arrow drawn thick and yellow (0xFFD54A) at the fade's start (alpha 0.4 + 0.6 × 1, less the
    /// tap's few milliseconds), each a group, first in the top layer, so that a transition and the arrow's fade
    /// repaint only them; once faded, only the lit box of the state it has reset to is left there.
    @Test("the diagram's lit state and fading arrow are drawn first in the display list's top layer")
    func highlightsInTopLayer() throws {
        let driver = AppDriver(scene: .monkey)
        driver.app.setInspector(visible: true)
        driver.tap(try driver.state.sceneState(of: MonkeyScene.self).monkey.center)
        let yellow = Color(hex: 0xFFD54A)
        func top(_ list: DisplayList) throws -> ArraySlice<DrawCommand> {
            list.commands[try #require(list.topLayerStart)...]
        }
        let list = driver.app.displayList()
        let fresh = try top(list)
        var beneath = DisplayList()
        for command in list.commands.prefix(list.topLayerStart ?? 0) { beneath.add(command) }
        #expect(
            beneath.flattenedCommands.contains {
                if case .text(let string, _, _, _, _, _) = $0 { string == "State machine of monkeyTap" } else { false }
            },
            "the rest of the diagram is beneath")
        guard fresh.count >= 2, case .group(let box, let boxAlpha) = fresh[fresh.startIndex],
            case .group(let arrow, let arrowAlpha) = fresh[fresh.startIndex + 1], box.count == 2, arrow.count == 2,
            case .rectangle(_, _, let fill, _, let lineWidth, _) = box[0],
            case .text(let label, _, _, _, _, let bold) = box[1],
            case .polyline(_, let shaft, let width, _) = arrow[0], case .polyline(_, let head, _, _) = arrow[1]
        else {
            Issue.record("the top layer starts with the lit box and the arrow: \(Array(fresh.prefix(2)))")
            return
        }
        #expect(boxAlpha == 1 && fill == Color(hex: 0x3DDC84) && lineWidth == 2 && label == "ended/recog." && bold)
        #expect(shaft == yellow && head == yellow && width == 4 && arrowAlpha > 0.9 && arrowAlpha <= 1)
        driver.wait(1.3)  // the arrow fades in 1.2 s
        let faded = try top(driver.app.displayList())
        guard case .group(let restBox, _) = faded[faded.startIndex], restBox.count == 2,
            case .text(let restLabel, _, _, _, _, _) = restBox[1]
        else {
            Issue.record("the lit box first in the top layer")
            return
        }
        #expect(restLabel == "possible")
        #expect(
            !faded.dropFirst().contains {
                if case .group(let commands, _) = $0 {
                    commands.contains { if case .polyline = $0 { true } else { false } }
                } else {
                    false
                }
            }, "no arrow")
    }

    @Test("it changes nothing about recognition")
    func sameBehaviour() throws {
        func run(inspect: Bool) -> [String] {
            let driver = AppDriver(scene: .monkey)
            let log = TransitionLog(window: driver.app.window)
            driver.app.setInspector(visible: inspect)
            let banana = try! driver.state.sceneState(of: MonkeyScene.self).banana.center
            driver.drag([0, 30, 0, -30, 0, 30, 60].map { banana + Point(x: $0, y: 0) })
            driver.wait(1)
            return log.entries.map(\.text)
        }
        #expect(run(inspect: true) == run(inspect: false))
    }
}

/// A recognizer the inspector has never heard of, reporting its own facts and a circle to draw.
private final class HomemadeRecognizer: GestureRecognizer {
    override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("homemade", "homemade fact 42")
        facts.draw(.circle(center: Point(x: 300, y: 300), radius: 77))
        return facts
    }
}

@Suite("The inspector shows what recognizers say about themselves")
struct InspectorFactsDisplayTests {
    @Test("a recognizer of a type the inspector does not know shows its facts and its overlay when in focus")
    func unknownRecognizer() throws {
        let driver = AppDriver(scene: .knob)
        let homemade = HomemadeRecognizer(name: "homemade")
        driver.app.scene.root.addGestureRecognizer(homemade)
        driver.app.setInspector(visible: true)
        for _ in 0..<driver.app.sceneRecognizers.count where driver.app.inspector?.focus !== homemade {
            driver.key("bracketright")
        }
        #expect(driver.app.inspector?.focus === homemade)
        let commands = driver.app.displayList().commands
        let texts = commands.compactMap { command -> String? in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains("homemade fact 42"))
        #expect(texts.contains("state possible, 0 touches"))
        #expect(
            commands.contains { command in
                if case .circle(let center, let radius, nil, _, _) = command {
                    return center == Point(x: 300, y: 300) && radius == 77
                }
                return false
            })
    }

    /// The inspector's dark panels (the first drawn is the one with the rows).
    private static let panelFill = Color(hex: 0x1E2230)

    /// Every line the inspector's panel writes (its left column, rows included) has its baseline inside the panel
    /// as drawn, in window coordinates.
    private func expectTextInsidePanel(_ driver: AppDriver, _ label: String) throws {
        let commands = driver.app.displayList().flattenedCommands
        let panels = commands.compactMap { command -> Rect? in
            guard case .rectangle(let rect, let transform, Self.panelFill?, _, _, _) = command else { return nil }
            let topLeft = transform.apply(to: Point(x: rect.minX, y: rect.minY))
            let bottomRight = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
            return Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        }
        let panel = try #require(panels.first)
        var written = 0
        for command in commands {
            guard case .text(let text, let position, _, _, .left, _) = command,
                position.x > panel.minX, position.x < panel.minX + 40, position.y > panel.minY,
                !text.hasPrefix("State machine of")
            else { continue }
            written += 1
            let line = String(text)
            #expect(position.y <= panel.maxY - 4, "\(label): '\(line)' at \(position.y), panel ends at \(panel.maxY)")
        }
        #expect(written > 4, "\(label): the panel wrote its lines")
    }

    @Test("a busy scene's rows, transitions and focus stay inside the panel, down to a short window")
    func panelHoldsItsText() throws {
        let driver = AppDriver(scene: .monkey, size: Size(width: 1024, height: 720))
        driver.key("i")
        let monkey = try driver.state.sceneState(of: MonkeyScene.self).monkey.center
        for _ in 0..<3 {
            driver.tap(monkey)
            driver.drag([monkey, monkey + Point(x: 30, y: 10), monkey + Point(x: 60, y: 20)])
        }
        driver.key("bracketright")  // the focus and its facts
        try expectTextInsidePanel(driver, "1024×720")
        driver.send(.resize(Size(width: 600, height: 450)))
        try expectTextInsidePanel(driver, "600×450")
        let more = driver.app.displayList().flattenedCommands.contains { command in
            guard case .text(let text, _, _, _, _, _) = command else { return false }
            return text.hasPrefix("+ ") && text.hasSuffix("more ([ ] choose)")
        }
        #expect(more, "the rows that do not fit are counted")
    }
}
