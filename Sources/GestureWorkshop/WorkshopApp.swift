import GestureEngine
import GestureLabApp

/// How a workshop shows the playground: with the inspector beside its canvas from the start (its state machine is
/// what the workshop teaches), drawn larger for a projector. The canvas takes the room the inspector leaves, and all
/// of it while the inspector is hidden (key I). A window too narrow for both opens with the inspector hidden, since
/// drawn over the canvas it would hide the attendee's stroke and the teaching button; key I still shows it there.
public enum WorkshopApp {
    /// How much larger the canvas's text and the inspector are for a projector (`--presentation`).
    public static let presentationScale = 1.5

    /// Sets up `app`, an app of the workshop's scenes showing the playground, as the workshop window opens it; a
    /// replay sets it up the same way, so every touch lands where it did in the window.
    @discardableResult
    public static func setUp(_ app: DemoApp, presentation: Bool = false) -> PlaygroundScene {
        let playground = app.scene as! PlaygroundScene
        if presentation {
            playground.textScale = presentationScale
            app.inspectorScale = presentationScale
        }
        app.setInspector(visible: app.inspectorFitsBesideScene)
        return playground
    }
}
