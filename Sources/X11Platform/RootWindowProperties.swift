import CX11

/// Reading properties of the root window: the window manager's presence.
extension X11Window {
    var rootWindow: UInt { XRootWindow(display, XDefaultScreen(display)) }

    /// True when an EWMH window manager runs (it sets `_NET_SUPPORTING_WM_CHECK` on the root window).
    var windowManagerIsRunning: Bool {
        Self.propertyBytes(display: display, window: rootWindow, name: "_NET_SUPPORTING_WM_CHECK", type: XA_WINDOW)
            != nil
    }

    /// The raw bytes of a property (format 8), or of its items (format 32 items are `long`s); nil when unset.
    static func propertyBytes(display: OpaquePointer, window: UInt, name: String, type: UInt) -> [UInt8]? {
        var actualType: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // Up to 4 MB (the length is in 32-bit units): far more than any resource database.
        let status = XGetWindowProperty(
            display, window, XInternAtom(display, name, 0), 0, 1 << 20, 0, type, &actualType, &format, &count,
            &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType == type, let data else { return nil }
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize))
    }
}
