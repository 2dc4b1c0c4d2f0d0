import CairoRenderer
import GestureLabApp

extension ImageLibrary {
    /// The app's assets folder (images and sounds), found as `defaultDirectory(containing:)` finds it and recognized
    /// by the first image the tutorials' scenes need: one answer for the app, the workshop window and the bench.
    public static func defaultDirectory() -> String {
        defaultDirectory(containing: DemoApp.requiredImages()[0])
    }
}
