import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// A scene made up for the tests, registered the way a fifth tutorial would be: one line in a catalog.
private final class LanternScene: DemoScene {
    struct State: Codable, Equatable, Sendable {
        var isLit: Bool
    }

    static let info = SceneInfo(
        kind: "lantern", title: "Lantern", hint: "Press L to light it.", images: ["lantern"],
        keys: [SceneKey("l", "light the lantern")])

    let root = View(name: "lanternScene", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    private(set) var isLit = false

    init(context: SceneContext) {}

    func layout(in area: Rect) { root.frame = area }
    func draw(_ list: inout DisplayList) {}

    func handle(_ key: SceneKey) -> Bool {
        isLit = true
        return true
    }

    var state: State { State(isLit: isLit) }
}

@Suite("The app shell: scenes from a catalog, keys in one place, session badges")
struct AppShellTests {
    private func texts(_ app: DemoApp) -> [String] {
        app.displayList().commands.compactMap { command in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
    }

    private func key(_ name: String, press: Bool = true, modifiers: KeyModifiers = []) -> InputEvent {
        InputEvent(time: 0, .key(KeySample(key: name, isPress: press, modifiers: modifiers)))
    }

    @Test("a scene registered in a catalog gets a tab, a number key, its keys, its images and its state")
    func registeredScene() throws {
        let catalog = SceneCatalog([KnobScene.self, LanternScene.self])
        let app = DemoApp(
            size: Size(width: 900, height: 600), clock: VirtualClock(), scene: "lantern", catalog: catalog)
        #expect(app.tabBar.tabs.map(\.title) == ["Swirl Knob", "Lantern"])
        #expect(texts(app).contains("Press L to light it."))
        #expect(DemoApp.requiredImages(for: catalog) == ["knob-face", "lantern", "icon"])
        app.send(key("l"))
        #expect(try app.state().sceneState(of: LanternScene.self).isLit)
        let json = try JSONEncoder().encode(app.state())
        let decoded = try JSONDecoder().decode(AppState.self, from: json)
        #expect(decoded.sceneState["lantern"] == .object(["isLit": .bool(true)]))
        #expect(throws: DecodingError.self) { try decoded.sceneState(of: KnobScene.self) }
        app.send(key("1"))
        #expect(app.state().scene == .knob)
        app.send(key("3"))
        #expect(app.state().scene == .knob, "there is no third scene")
    }

    @Test("session keys become requests, on the press only, and are neither passed on nor recorded")
    func sessionKeys() {
        let app = DemoApp(size: Size(width: 900, height: 600), clock: VirtualClock(), scene: .knob)
        var requests: [SessionRequest] = []
        var recorded: [InputEvent.Kind] = []
        app.onRequest = { requests.append($0) }
        app.onInput = { recorded.append($0.kind) }
        app.send(key("r"))
        app.send(key("r", press: false))
        app.send(key("space"))  // no replay running: an ordinary key
        app.session = SessionStatus(replay: ReplayProgress(speed: 1, position: 0, eventCount: 3, isPaused: false))
        for name in ["space", "Right", "Left", "plus", "KP_Subtract"] { app.send(key(name)) }
        app.send(key("q", modifiers: .control))
        #expect(
            requests == [
                .toggleRecording, .toggleReplayPause, .stepReplay(forward: true), .stepReplay(forward: false),
                .changeReplaySpeed(faster: true),
                .changeReplaySpeed(faster: false), .quit,
            ])
        #expect(
            recorded == [
                .key(KeySample(key: "space")), .key(KeySample(key: "q", modifiers: .control)),
            ], "only the ordinary keys are recorded (quit is, as a replay of it quits too)")
    }

    @Test("keys replayed from a trace are passed on as recorded, never taken as session keys")
    func replayedKeys() {
        let app = DemoApp(size: Size(width: 900, height: 600), clock: VirtualClock(), scene: .circles)
        var requests: [SessionRequest] = []
        app.onRequest = { requests.append($0) }
        app.session = SessionStatus(replay: ReplayProgress(speed: 1, position: 0, eventCount: 3, isPaused: false))
        app.send(key("r"), from: .trace)
        app.send(key("space"), from: .trace)
        #expect(requests.isEmpty)
        app.send(key("D"), from: .trace)
        #expect(texts(app).contains("Hide fitted circle (D)"), "the scene's own key, in either case")
    }

    @Test("the badges say what the session is doing")
    func badges() {
        let app = DemoApp(size: Size(width: 900, height: 600), clock: VirtualClock(), scene: .monkey)
        #expect(!texts(app).contains("REC (R to stop)"))
        app.session = SessionStatus(
            isRecording: true, replay: ReplayProgress(speed: 0.5, position: 2, eventCount: 5, isPaused: true))
        #expect(app.needsDisplay)
        let shown = texts(app)
        #expect(shown.contains("REC (R to stop)"))
        #expect(shown.contains("replay 0.5×, 2/5 events, paused"))
        #expect(
            shown.contains { $0.hasPrefix("Replay: Space = pause or go on · ← → = one event") }, "the replay's keys")
        app.session.replay?.isPaused = false
        app.session.replay?.position = 5
        #expect(texts(app).contains("replay 0.5×, 5/5 events, done"))
    }

    @Test("with the inspector shown the badges lie left of it, whole or cut, from 640 to 1280 points wide")
    func badgesBesideInspector() {
        let measurer = TextMeasurer(scale: 1)
        for size in [
            Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1024, height: 720),
            Size(width: 1280, height: 800),
        ] {
            let app = DemoApp(size: size, clock: VirtualClock(), scene: .chevron)
            app.session = SessionStatus(
                isRecording: true, replay: ReplayProgress(speed: 0.5, position: 2, eventCount: 5, isPaused: true))
            app.setInspector(visible: true)
            let inspectorLeft = app.inspectorColumn?.minX ?? size.width
            #expect(inspectorLeft < size.width, "the inspector beside the scene at \(size)")
            let badges = app.displayList().flattenedCommands.compactMap { command -> (String, Double, Double)? in
                guard case .text(let text, let position, let textSize, _, _, true) = command,
                    text.hasPrefix("REC") || text.hasPrefix("replay")
                else { return nil }
                return (text, position.x, measurer.extents(of: text, size: textSize, bold: true).advance)
            }
            #expect(badges.count == 2, "both badges at \(size)")
            for (text, x, width) in badges {
                #expect(x >= 0 && x + width <= inspectorLeft - 12, "\(text) at \(x)…\(x + width) at \(size)")
            }
        }
    }

    @Test("the badges keep clear of every scene's buttons, boxes and pictures, from 640 × 480 to 1280 × 800")
    func badgesClearOfSceneViews() {
        for kind in SceneCatalog.tutorials.kinds {
            for size in WindowSizes.smallToLarge where size.width >= 640 {
                for inspector in [false, true] {
                    let app = DemoApp(size: size, clock: VirtualClock(), scene: kind)
                    app.session = SessionStatus(
                        isRecording: true,
                        replay: ReplayProgress(speed: 0.5, position: 2, eventCount: 5, isPaused: true))
                    app.setInspector(visible: inspector)
                    let badges = app.displayList().flattenedCommands.compactMap { command -> Rect? in
                        guard case .rectangle(let rect, _, _, let stroke?, _, _) = command,
                            [Color.failureRed, .accent].contains(stroke), rect.height == 28
                        else { return nil }
                        return rect
                    }
                    #expect(badges.count == 2, "\(kind) at \(size)")
                    let area = app.sceneArea
                    // The views a person aims at: every view of the scene but those filling most of it (a canvas).
                    let views = descendants(of: app.scene.root).filter {
                        !$0.isHidden && $0.frame.width * $0.frame.height < area.width * area.height / 2
                    }
                    for badge in badges {
                        #expect(area.contains(badge.origin) && badge.maxY <= area.maxY, "\(badge) in \(area)")
                        for view in views where view.frameInWindow.intersects(badge) {
                            Issue.record(
                                "a badge \(badge) covers \(view.name) \(view.frameInWindow): \(kind) at \(size)")
                        }
                    }
                }
            }
        }
    }

    @Test("the hint strip follows the scene and the window's width from one frame to the next")
    func hintStripFollowsSceneAndWidth() {
        let app = DemoApp(size: Size(width: 1280, height: 800), clock: VirtualClock(), scene: .knob)
        let knob = HintStrip.controlsLines(mouse: KnobScene.info.mouse, sceneCount: 4)
        #expect(texts(app).contains(knob[0]) && texts(app).contains { $0.hasPrefix("Turn the knob") })
        // 500 points hold 464 / (12 × 0.62) = 62 characters at 12 points, the estimate: not the fullest line.
        app.send(InputEvent(time: 0, .resize(Size(width: 500, height: 800))))
        #expect(!texts(app).contains(knob[0]) && texts(app).contains { knob.contains($0) })
        app.show(.monkey)
        #expect(texts(app).contains { $0.hasPrefix("Drag, pinch and rotate") })
        #expect(!texts(app).contains { $0.hasPrefix("Turn the knob") })
        let monkey = HintStrip.controlsLines(mouse: MonkeyScene.info.mouse, sceneCount: 4)
        #expect(texts(app).contains { monkey.contains($0) } && !texts(app).contains { knob.contains($0) })
        app.send(InputEvent(time: 0, .resize(Size(width: 1920, height: 800))))
        #expect(texts(app).contains(monkey[0]))
    }

    @Test("the controls line names the scene keys only when there is more than one scene to switch to")
    func sceneKeysInTheHint() {
        let mouse = ["Mouse: drag"]
        #expect(
            HintStrip.controlsLines(mouse: mouse, sceneCount: 4)[0]
                == "Mouse: drag · 1–4 scenes · I inspector · R record · F11 full screen")
        #expect(HintStrip.controlsLines(mouse: mouse, sceneCount: 4).contains("Mouse: drag · 1–4 · I · R · F11"))
        #expect(!HintStrip.controlsLines(mouse: mouse, sceneCount: 1).contains { $0.contains("1–1") })
        #expect(
            HintStrip.controlsLines(mouse: mouse, sceneCount: 1)[0]
                == "Mouse: drag · I inspector · R record · F11 full screen")
        #expect(
            HintStrip.controlsLines(mouse: mouse, sceneCount: 4).last == "Mouse: drag", "the narrowest: the mouse alone"
        )
    }
}

/// Every view under `view`, depth first.
private func descendants(of view: View) -> [View] {
    view.subviews.flatMap { [$0] + descendants(of: $0) }
}
