import CX11

/// The scale a GestureLab window on `display` takes: the one rule (`DisplayScale.resolve`) applied to the desktop's
/// `Xft.dpi` as it is now. The app sizes its window with it, and the injector turns points into device pixels with it,
/// so that both agree on every screen.
public enum DesktopScale {
    /// Resolves the scale from `option` (--scale), `environment` and the root window's resource database.
    public static func resolve(option: Double?, environment: [String: String], display: OpaquePointer) -> DisplayScale {
        DisplayScale.resolve(
            option: option, environment: environment,
            xftDPI: resourceManagerText(display: display).flatMap { ResourceDatabase(text: $0).xftDPI })
    }

    /// The root window's `RESOURCE_MANAGER` text (what `xrdb -query` prints), read afresh each time; Xlib's
    /// `XResourceManagerString` is a copy taken when the display was opened and never follows a change.
    public static func resourceManagerText(display: OpaquePointer) -> String? {
        let root = XRootWindow(display, XDefaultScreen(display))
        var actualType: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // Up to 4 MB (the length is in 32-bit units): far more than any resource database.
        let status = XGetWindowProperty(
            display, root, XInternAtom(display, "RESOURCE_MANAGER", 0), 0, 1 << 20, 0, XA_STRING, &actualType, &format,
            &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType == XA_STRING, format == 8, let data else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
