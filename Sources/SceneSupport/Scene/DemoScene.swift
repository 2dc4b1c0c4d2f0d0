import GestureEngine

/// One of the tutorial scenes: a view tree with its recognizers, its drawing, and its state for the dump.
public protocol DemoScene: AnyObject {
    var kind: SceneKind { get }
    /// The scene's root view, which fills the area above the tab bar.
    var root: View { get }
    /// Places the scene's views for a new size of the scene area.
    func layout(in area: Rect)
    /// Adds the scene's drawing to the frame.
    func draw(_ list: inout DisplayList)
    /// Handles a key; returns true if it used it.
    func handleKey(_ key: KeySample) -> Bool
    /// Writes the scene's state into the dump.
    func record(into state: inout AppState)
}
