import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

extension SoundEffect {
    /// The pinwheel's whirr, a sound no tutorial has.
    fileprivate static let whirr: SoundEffect = "whirr"
}

/// A fifth tutorial written in the test target alone: one type that declares itself, and one line in a catalog.
private final class PinwheelScene: DemoScene {
    struct State: Codable, Equatable, Sendable {
        var turns: Int
    }

    static let info = SceneInfo(
        kind: "pinwheel", title: "Pinwheel", hint: "Tap the pinwheel to spin it.", images: ["pinwheel"],
        sounds: [.whirr], keys: [SceneKey("s", "spin the pinwheel")])

    let root = View(name: "pinwheelScene", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let wheel = View(name: "pinwheel", frame: Rect(x: 0, y: 0, width: 120, height: 120))
    let tap = TapGestureRecognizer(name: "pinwheelTap")
    private let context: SceneContext
    private(set) var turns = 0

    init(context: SceneContext) {
        self.context = context
        root.addSubview(wheel)
        wheel.addGestureRecognizer(tap)
        tap.addTarget(self, action: PinwheelScene.handleTap)
    }

    func handleTap(_ tap: TapGestureRecognizer) { spin() }

    private func spin() {
        turns += 1
        context.play(.whirr, saying: "Whirr!", near: wheel.center)
    }

    func layout(in area: Rect) {
        root.frame = area
        wheel.center = Point(x: area.width / 2, y: area.height / 2)
    }

    func draw(_ list: inout DisplayList) {}

    func handle(_ key: SceneKey) -> Bool {
        spin()
        return true
    }

    var state: State { State(turns: turns) }
}

@Suite("A fifth tutorial is one type and one line in the catalog")
struct FifthTutorialTests {
    private let catalog = SceneCatalog(SceneCatalog.tutorials.scenes + [PinwheelScene.self])

    private func key(_ name: String) -> InputEvent { InputEvent(time: 0, .key(KeySample(key: name))) }

    private func texts(_ app: DemoApp) -> [String] {
        app.displayList().commands.compactMap { command in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
    }

    @Test("key 5 opens it; its tab, hint, images, sounds, keys and state follow from its declaration")
    func fifthScene() throws {
        let sound = RecordingSoundPlayer()
        let clock = VirtualClock()
        let app = DemoApp(
            size: Size(width: 1000, height: 700), clock: clock, sound: sound, scene: .monkey, catalog: catalog)
        #expect(
            app.tabBar.tabs.map(\.title) == ["Monkey & Banana", "Swirl Knob", "Circle Game", "Chevron", "Pinwheel"])
        #expect(DemoApp.requiredImages(for: catalog).contains("pinwheel"))
        #expect(DemoApp.requiredSounds(for: catalog) == [.chomp, .hehehe, .whirr])
        #expect(texts(app).contains { $0.contains("1–5") }, "the controls line counts five scenes")

        app.send(key("5"))
        #expect(app.state().scene == "pinwheel")
        #expect(texts(app).contains("Tap the pinwheel to spin it."))

        app.send(key("s"))
        let wheel = try #require(app.window.subviews.lazy.compactMap { Self.find("pinwheel", in: $0) }.first)
        let centre = wheel.convert(Point(x: 60, y: 60), to: nil)
        for phase in [TouchPhase.began, .ended] {
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: centre)])))
            clock.advance(by: 0.05)
        }
        clock.advance(by: 1)
        #expect(try app.state().sceneState(of: PinwheelScene.self).turns == 2, "one key press and one tap")
        #expect(sound.played == [.whirr, .whirr])
        #expect(app.state().lastSound == .whirr)

        app.send(key("1"))
        #expect(app.state().scene == .monkey, "key 1 is still the first tutorial")
    }

    private static func find(_ name: String, in view: View) -> View? {
        if view.name == name { return view }
        return view.subviews.lazy.compactMap { find(name, in: $0) }.first
    }
}
