import CX11

/// Full screen on and off (F11, --fullscreen). With a window manager, the EWMH way: ask it through a
/// `_NET_WM_STATE` message. Without one (a bare X server, Xvfb in the tests) nobody would answer, so the window
/// covers the screen itself and keeps `_NET_WM_STATE` up to date, so that tools see the same either way.
extension X11Window {
    /// Toggles full screen.
    public func toggleFullscreen() {
        if windowManagerIsRunning {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = atom("_NET_WM_STATE")
            event.xclient.format = 32
            // _NET_WM_STATE_TOGGLE (2), the state, no second state, source indication 1 = a normal application.
            event.xclient.data.l = (2, Int(bitPattern: atom("_NET_WM_STATE_FULLSCREEN")), 0, 1, 0)
            XSendEvent(display, rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        } else if let frame = frameBeforeFullscreen {
            frameBeforeFullscreen = nil
            XMoveResizeWindow(display, window, frame.x, frame.y, UInt32(frame.width), UInt32(frame.height))
            setAtoms("_NET_WM_STATE", [])
        } else {
            var root: UInt = 0
            var x: Int32 = 0
            var y: Int32 = 0
            var width: UInt32 = 0
            var height: UInt32 = 0
            var border: UInt32 = 0
            var depth: UInt32 = 0
            XGetGeometry(display, window, &root, &x, &y, &width, &height, &border, &depth)
            frameBeforeFullscreen = (x, y, Int(width), Int(height))
            let screen = XDefaultScreen(display)
            XMoveResizeWindow(
                display, window, 0, 0, UInt32(XDisplayWidth(display, screen)), UInt32(XDisplayHeight(display, screen)))
            setAtoms("_NET_WM_STATE", ["_NET_WM_STATE_FULLSCREEN"])
        }
        XFlush(display)
    }

    /// Before mapping: asks for full screen from the start (a window manager reads `_NET_WM_STATE` when it maps the
    /// window). Without a window manager the window is made to cover the screen after it is mapped.
    func requestFullscreenAtStart() {
        if windowManagerIsRunning {
            setAtoms("_NET_WM_STATE", ["_NET_WM_STATE_FULLSCREEN"])
        } else {
            toggleFullscreen()
        }
    }
}
