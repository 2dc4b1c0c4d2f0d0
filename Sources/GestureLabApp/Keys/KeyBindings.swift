import GestureEngine
import SceneSupport

/// Every key the app knows, in one place: the session's (recording, replay controls), the app's (quit, inspector,
/// scenes) and the current scene's own (from its `SceneInfo.keys`). The platform layer only delivers key events.
enum KeyBindings {
    /// What a key event asks for.
    enum Action: Equatable {
        /// Handled by the session around the app; such keys are neither passed on nor recorded.
        case session(SessionRequest?)
        case quit
        case toggleInspector
        case moveFocus(forward: Bool)
        case scrollLog(TransitionListScroll.Move)
        case scene(SceneKey)
        case showScene(at: Int)
        case nothing
    }

    /// What a key asks for in the app as it is now. Session keys come only from the person at the keyboard; a
    /// release of a session key is swallowed with its press.
    static func action(for key: KeySample, from source: InputSource, in app: DemoApp) -> Action {
        if source == .live, let request = sessionRequest(for: key, isReplaying: app.session.replay != nil) {
            return .session(key.isPress ? request : nil)
        }
        guard key.isPress else { return .nothing }
        if key.modifiers.contains(.control) && key.key.lowercased() == "q" { return .quit }
        switch key.key {
        case "i" where key.modifiers.isEmpty: return .toggleInspector
        case "bracketleft", "bracketright": return .moveFocus(forward: key.key == "bracketright")
        default: break
        }
        if app.inspector != nil, let move = TransitionListScroll.Move(key: key.key) { return .scrollLog(move) }
        if let sceneKey = type(of: app.scene).info.keys.first(where: { $0.matches(key.key) }) {
            return .scene(sceneKey)
        }
        if let digit = Int(key.key), (1...app.catalog.scenes.count).contains(digit) { return .showScene(at: digit - 1) }
        return .nothing
    }

    /// R records; while a replay runs, Space pauses, ← and → step one event, + and − change the speed.
    private static func sessionRequest(for key: KeySample, isReplaying: Bool) -> SessionRequest? {
        if key.key == "r" && key.modifiers.isEmpty { return .toggleRecording }
        if key.key == "F11" { return .toggleFullscreen }
        guard isReplaying else { return nil }
        switch key.key {
        case "space": return .toggleReplayPause
        case "Right", "KP_Right": return .stepReplay(forward: true)
        case "Left", "KP_Left": return .stepReplay(forward: false)
        case "plus", "equal", "KP_Add": return .changeReplaySpeed(faster: true)
        case "minus", "KP_Subtract": return .changeReplaySpeed(faster: false)
        default: return nil
        }
    }

    /// Does what the key asks for. A scene key the scene has no use for now falls through to the scene keys 1, 2…
    /// (as a scene key is never a digit, that means nothing happens).
    static func perform(_ action: Action, in app: DemoApp) {
        switch action {
        case .session(let request):
            if let request { app.onRequest?(request) }
        case .quit:
            app.onRequest?(.quit)
        case .toggleInspector:
            app.setInspector(visible: app.inspector == nil)
        case .moveFocus(let forward):
            app.inspector?.cycleFocus(forward: forward, among: app.sceneRecognizers)
        case .scrollLog(let move):
            app.inspector?.scrollLog(move)
        case .scene(let key):
            _ = app.scene.handle(key)
        case .showScene(let index):
            app.show(app.catalog.scenes[index].info.kind)
        case .nothing:
            break
        }
    }
}
