import GestureEngine
import SceneSupport

/// A machine-readable snapshot of what the app shows, written as JSON by `--state-out` (for end-to-end tests and
/// QA): the part every scene shares (which scene, the window, the sounds), and the current scene's own state under
/// its name:
///
///     {"scene": "knob", "sceneState": {"knob": {"bearingDegrees": 90}}, "soundsPlayed": 0, "windowWidth": 1024, …}
public struct AppState: Codable, Sendable, Equatable {
    public var scene: SceneKind
    public var windowWidth: Double
    public var windowHeight: Double
    public var soundsPlayed: Int
    public var lastSound: SoundEffect?
    /// The current scene's state, keyed by the scene's name (one entry).
    public var sceneState: [String: JSONValue]

    public init(scene: SceneKind, windowSize: Size, soundsPlayed: Int, lastSound: SoundEffect?, sceneState: JSONValue) {
        self.scene = scene
        windowWidth = windowSize.width
        windowHeight = windowSize.height
        self.soundsPlayed = soundsPlayed
        self.lastSound = lastSound
        self.sceneState = [scene.rawValue: sceneState]
    }

    /// The current scene's state as the scene's own type (`state.sceneState(as: KnobScene.State.self)`); an error
    /// when the file holds another scene or the state does not fit the type.
    public func sceneState<State: Decodable>(as type: State.Type) throws -> State {
        guard let value = sceneState[scene.rawValue] else {
            throw DecodingError.keyNotFound(
                SceneKey(scene.rawValue),
                DecodingError.Context(codingPath: [], debugDescription: "no state for the scene '\(scene)'"))
        }
        return try value.decode(as: type)
    }

    /// The current scene's state, read as the given scene's:
    /// `try state.sceneState(of: KnobScene.self).bearingDegrees`. An error when the app shows another scene.
    public func sceneState<Scene: DemoScene>(of scene: Scene.Type) throws -> Scene.State {
        guard Scene.info.kind == self.scene else {
            throw DecodingError.keyNotFound(
                SceneKey(Scene.info.kind.rawValue),
                DecodingError.Context(
                    codingPath: [], debugDescription: "the app shows '\(self.scene)', not '\(Scene.info.kind)'"))
        }
        return try sceneState(as: Scene.State.self)
    }

    private struct SceneKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
