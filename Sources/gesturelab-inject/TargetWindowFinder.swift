import CX11
import Glibc

/// Looks at the real X server (through Xlib) for what the injected events need: the XInputExtension's opcode, and
/// GestureLab's window (found by its WM_CLASS) with its position on the screen.
final class TargetWindowFinder {
    let display: OpaquePointer
    let opcode: UInt8

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw InjectorError("cannot open the X display \(displayName)")
        }
        self.display = display
        var opcode: Int32 = 0
        var event: Int32 = 0
        var error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else {
            throw InjectorError("the X server has no XInputExtension")
        }
        self.opcode = UInt8(opcode)
    }

    /// The first window whose class is `className`, searched three levels deep: a window manager reparents it into
    /// its frame, and some managers nest the frame.
    func findWindow(className: String = "GestureLab") -> (window: UInt32, root: UInt32, origin: (Double, Double))? {
        let root = XDefaultRootWindow(display)
        var level = children(of: root)
        for _ in 0..<3 {
            if let window = level.first(where: { self.className(of: $0) == className }) {
                var x: Int32 = 0
                var y: Int32 = 0
                var child: UInt = 0
                XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
                return (UInt32(window), UInt32(root), (Double(x), Double(y)))
            }
            level = level.flatMap(children(of:))
        }
        return nil
    }

    private func children(of window: UInt) -> [UInt] {
        var root: UInt = 0
        var parent: UInt = 0
        var list: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &list, &count) != 0, let list else { return [] }
        defer { XFree(list) }
        return Array(UnsafeBufferPointer(start: list, count: Int(count)))
    }

    private func className(of window: UInt) -> String? {
        var hint = XClassHint()
        guard XGetClassHint(display, window, &hint) != 0 else { return nil }
        defer {
            if let name = hint.res_name { XFree(name) }
            if let className = hint.res_class { XFree(className) }
        }
        return hint.res_class.map { String(cString: $0) }
    }
}
