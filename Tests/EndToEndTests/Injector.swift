import Foundation
import HeadlessDisplay

/// The tests' injector: the built gesturelab-inject ($GESTURELAB_INJECT_BINARY, else .build/debug/gesturelab-inject).
extension Injector {
    static var binary: String {
        ProcessInfo.processInfo.environment["GESTURELAB_INJECT_BINARY"]
            ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab-inject").path
    }

    convenience init(for display: VirtualDisplay) throws {
        try self.init(binary: Self.binary, displayName: display.name)
    }
}
