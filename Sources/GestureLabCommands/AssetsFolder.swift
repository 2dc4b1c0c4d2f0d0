import CairoRenderer
import GestureLabApp

extension ImageLibrary {
    /// The demo's assets folder, recognized by the first image its scenes need.
    static func defaultDirectory() -> String {
        defaultDirectory(containing: DemoApp.requiredImages()[0])
    }
}
