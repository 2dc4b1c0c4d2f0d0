import Foundation
import GestureLabTestSupport
import HeadlessDisplay

/// The tests' injector: the built gesturelab-inject ($GESTURELAB_INJECT_BINARY, else .build/debug/gesturelab-inject).
extension Injector {
    static var binary: String {
        ProcessInfo.processInfo.environment["GESTURELAB_INJECT_BINARY"]
            ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab-inject").path
    }

    /// An injector for `display`; `scale` is the app's --scale, when the test gives it one.
    convenience init(for display: VirtualDisplay, scale: Double? = nil) throws {
        try self.init(binary: Self.binary, displayName: display.name, scale: scale)
    }
}
