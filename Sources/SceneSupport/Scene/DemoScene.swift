import GestureEngine

/// One of the tutorial scenes: a view tree with its recognizers, its drawing, its keys and its own state.
/// A scene declares itself (`info`) and is made from the shared context alone, so the app can list, build and
/// switch scenes it knows nothing else about.
public protocol DemoScene: AnyObject, SendableMetatype {
    /// The scene's own state for the state file (`--state-out`): where its objects are, what was selected…
    associatedtype State: Codable, Equatable, Sendable

    /// The scene's kind, title, hint, images and keys.
    static var info: SceneInfo { get }
    /// A fresh scene, as when the app starts in it.
    init(context: SceneContext)
    /// The scene's root view, which fills the area between the hint and the tab bar.
    var root: View { get }
    /// Places the scene's views for a new size of the scene area.
    func layout(in area: Rect)
    /// Adds the scene's drawing to the frame.
    func draw(_ list: inout DisplayList)
    /// What to try, shown at the top: the `info` hint, unless the scene has something more pressing to say now.
    var hint: String { get }
    /// Handles a press of one of the keys in `info.keys`; returns false when it has nothing to do now.
    func handle(_ key: SceneKey) -> Bool
    /// The scene's state now.
    var state: State { get }
    /// The recognizer the inspector shows as it opens, before any has done anything (nil: the first to act).
    var inspectorFocus: GestureRecognizer? { get }
}

extension DemoScene {
    /// The scene's kind (from its `info`).
    public var kind: SceneKind { Self.info.kind }

    /// The `info` hint.
    public var hint: String { Self.info.hint }

    /// A scene without keys ignores them.
    public func handle(_ key: SceneKey) -> Bool { false }

    /// No recognizer is shown first: the inspector follows the first to act.
    public var inspectorFocus: GestureRecognizer? { nil }
}
