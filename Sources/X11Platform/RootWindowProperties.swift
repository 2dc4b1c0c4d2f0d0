import CX11

/// Reading properties of the root window: the desktop's resource database and the window manager's presence.
extension X11Window {
    var rootWindow: UInt { XRootWindow(display, XDefaultScreen(display)) }

    /// The root window's `RESOURCE_MANAGER` text (what `xrdb -query` prints), read afresh each time; Xlib's
    /// `XResourceManagerString` is a copy taken when the display was opened and never follows a change.
    public func resourceManagerText() -> String? { Self.resourceManagerText(display: display) }

    static func resourceManagerText(display: OpaquePointer) -> String? {
        let root = XRootWindow(display, XDefaultScreen(display))
        guard let bytes = propertyBytes(display: display, window: root, name: "RESOURCE_MANAGER", type: XA_STRING)
        else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

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
