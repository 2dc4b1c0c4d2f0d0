import CX11
import Glibc

/// What window managers, task bars and tools like `xprop`, `xdotool search --pid` and `xkill` expect of a window
/// (ICCCM and EWMH): who owns it, what it is called in every encoding, its icon, its smallest size, its type.
extension X11Window {
    /// `WM_NAME` and `WM_ICON_NAME` as Latin-1 `STRING` (see `Latin1Title`), beside the UTF-8 `_NET_WM_NAME` and
    /// `_NET_WM_ICON_NAME` that modern desktops show.
    func setTitleProperties(_ title: String) {
        let latin1 = Latin1Title.bytes(of: title)
        for name in ["WM_NAME", "WM_ICON_NAME"] {
            XChangeProperty(display, window, atom(name), XA_STRING, 8, PropModeReplace, latin1, Int32(latin1.count))
        }
        let bytes = Array(title.utf8)
        for name in ["_NET_WM_NAME", "_NET_WM_ICON_NAME"] {
            XChangeProperty(
                display, window, atom(name), atom("UTF8_STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
        }
    }

    /// `_NET_WM_PID` and `WM_CLIENT_MACHINE` (the PID means nothing without the host), and the window type.
    func setOwnerAndType() {
        setCardinals("_NET_WM_PID", [Int(getpid())])
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            var property = XTextProperty()
            host.withUnsafeMutableBufferPointer { buffer in
                var list: [UnsafeMutablePointer<CChar>?] = [buffer.baseAddress]
                if XStringListToTextProperty(&list, 1, &property) != 0 {
                    XSetWMClientMachine(display, window, &property)
                    XFree(property.value)
                }
            }
        }
        setAtoms("_NET_WM_WINDOW_TYPE", ["_NET_WM_WINDOW_TYPE_NORMAL"])
    }

    /// `WM_NORMAL_HINTS`: the smallest size the window may be given, in device pixels.
    func setMinimumSize(width: Int, height: Int) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32(width)
        hints.pointee.min_height = Int32(height)
        XSetWMNormalHints(display, window, hints)
        XFree(hints)
    }

    /// `_NET_WM_ICON` from the values `WindowIcon` made.
    func setIcon(_ values: [Int]) {
        setCardinals("_NET_WM_ICON", values)
    }

    /// Answers the window manager's `_NET_WM_PING` (sent as a WM_PROTOCOLS message) so it knows the app is alive:
    /// the same message goes back to the root window. True when the event was a ping.
    func answerPingIfOne(_ event: XClientMessageEvent) -> Bool {
        guard event.message_type == atom("WM_PROTOCOLS"), UInt(bitPattern: event.data.l.0) == atom("_NET_WM_PING")
        else {
            return false
        }
        let root = XRootWindow(display, XDefaultScreen(display))
        var reply = XEvent()
        reply.xclient = event
        reply.xclient.window = root
        XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &reply)
        XFlush(display)
        return true
    }

    /// Answers the pings already on their way, before the window goes: a manager asks a window to close and pings it
    /// at once (to offer to kill it if it hangs), and an app that quits in between leaves that ping unanswered.
    func answerPendingPings() {
        XSync(display, 0)
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, ClientMessage, &event) != 0 {
            _ = answerPingIfOne(event.xclient)
        }
    }

    /// An atom by name (Xlib caches them, so a repeated lookup does not cost a round trip each time).
    func atom(_ name: String) -> UInt { XInternAtom(display, name, 0) }

    func setCardinals(_ name: String, _ values: [Int]) {
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display, window, atom(name), XA_CARDINAL, 32, PropModeReplace,
                bytes.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }

    func setAtoms(_ name: String, _ atomNames: [String]) {
        let values = atomNames.map(atom)
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display, window, atom(name), XA_ATOM, 32, PropModeReplace, bytes.bindMemory(to: UInt8.self).baseAddress,
                Int32(values.count))
        }
    }
}
