import CX11
import Glibc
import GestureEngine
import Logging

/// The app's X11 window: title, class, close button, size, full screen, XInput2 event selection, and a
/// back buffer (a pixmap) that Cairo draws on before it is copied to the window in one go (no flicker).
public final class X11Window {
    public let display: OpaquePointer
    public let window: UInt
    public private(set) var size: Size
    /// The XInputExtension's opcode and version (0.0 when there is no XInput2).
    public private(set) var xiOpcode: Int32 = -1
    public private(set) var xiVersion: (major: Int32, minor: Int32) = (0, 0)
    let deleteWindowAtom: UInt
    private var backBuffer: UInt = 0
    private var backSurface: OpaquePointer?
    private let logger = Logger(label: "gesturelab.x11")

    public var hasXInput2: Bool { xiVersion.major >= 2 }
    public var supportsTouchpadGestures: Bool { xiVersion.major > 2 || (xiVersion.major == 2 && xiVersion.minor >= 4) }

    public init(displayName: String?, size: Size, title: String, fullscreen: Bool) throws {
        let name = displayName ?? displayVariable()
        guard let name, !name.isEmpty else { throw X11StartError.noDisplayVariable }
        guard let display = XOpenDisplay(name) else { throw X11StartError.cannotOpenDisplay(name) }
        X11ErrorReporting.install()
        self.display = display
        self.size = size
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        window = XCreateSimpleWindow(
            display, root, 0, 0, UInt32(size.width), UInt32(size.height), 0,
            XBlackPixel(display, screen), XWhitePixel(display, screen))
        deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        setTitle(title)
        setClass()
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display, window, &protocols, 1)
        if fullscreen { requestFullscreen() }
        // Core events the window still needs: size changes and exposure (plus core input without XInput2).
        var coreMask = StructureNotifyMask | ExposureMask
        selectXInput2()
        if !hasXInput2 {
            logger.warning("the X server has no XInput2: using core pointer events (mouse only, no touch or touchpad gestures)")
            coreMask |= ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask | KeyReleaseMask
        }
        XSelectInput(display, window, coreMask)
        XMapWindow(display, window)
        createBackBuffer()
        XFlush(display)
    }

    deinit {
        if let backSurface { cairo_surface_destroy(backSurface) }
        if backBuffer != 0 { XFreePixmap(display, backBuffer) }
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    private func setTitle(_ title: String) {
        XStoreName(display, window, title)
        let utf8 = XInternAtom(display, "UTF8_STRING", 0)
        let netName = XInternAtom(display, "_NET_WM_NAME", 0)
        let bytes = Array(title.utf8)
        XChangeProperty(display, window, netName, utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    private func setClass() {
        guard let hint = XAllocClassHint() else { return }
        "gesturelab".withCString { name in
            "GestureLab".withCString { className in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                XSetClassHint(display, window, hint)
            }
        }
        XFree(hint)
    }

    private func requestFullscreen() {
        let state = XInternAtom(display, "_NET_WM_STATE", 0)
        var fullscreen = XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0)
        _ = withUnsafeBytes(of: &fullscreen) { bytes in
            XChangeProperty(display, window, state, XA_ATOM, 32, PropModeReplace, bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
    }

    /// Asks for XInput2 2.4, then selects pointer, key and touch events as groups (Begin/Update/End together), and
    /// touchpad gestures only when the server speaks 2.4. Touch is selected even when no touch device is listed.
    private func selectXInput2() {
        var event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &xiOpcode, &event, &error) != 0 else { return }
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else { return }
        xiVersion = (major, minor)
        var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_KeyPress, XI_KeyRelease]
        if major > 2 || minor >= 2 { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
        if supportsTouchpadGestures {
            events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                       XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        let length = gl_xi_mask_len(XI_LASTEVENT)
        var bits = [UInt8](repeating: 0, count: Int(length))
        bits.withUnsafeMutableBufferPointer { buffer in
            for event in events { gl_xi_set_mask(buffer.baseAddress, event) }
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: length, mask: buffer.baseAddress)
            XISelectEvents(display, window, &mask, 1)
        }
        logger.info("XInput \(major).\(minor): touch \(major > 2 || minor >= 2 ? "on" : "off"), touchpad gestures \(supportsTouchpadGestures ? "on" : "off")")
    }

    // MARK: Drawing

    private func createBackBuffer() {
        if let backSurface { cairo_surface_destroy(backSurface) }
        if backBuffer != 0 { XFreePixmap(display, backBuffer) }
        let screen = XDefaultScreen(display)
        let depth = UInt32(XDefaultDepth(display, screen))
        let width = UInt32(max(size.width, 1)), height = UInt32(max(size.height, 1))
        backBuffer = XCreatePixmap(display, window, width, height, depth)
        backSurface = cairo_xlib_surface_create(display, backBuffer, XDefaultVisual(display, screen), Int32(width), Int32(height))
    }

    /// The window got a new size from the window manager.
    public func resize(to newSize: Size) {
        guard newSize != size, newSize.width >= 1, newSize.height >= 1 else { return }
        size = newSize
        createBackBuffer()
    }

    /// Draws a frame on the back buffer with `draw`, then copies it to the window at once.
    public func present(_ draw: (OpaquePointer) -> Void) {
        guard let backSurface, let cairo = cairo_create(backSurface) else { return }
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(backSurface)
        let gc = XDefaultGC(display, XDefaultScreen(display))
        XCopyArea(display, backBuffer, window, gc, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0)
        XFlush(display)
    }

    /// The keysym name of a key code ("Escape", "1", "q").
    public func keyName(keycode: Int32) -> String {
        let keysym = XkbKeycodeToKeysym(display, KeyCode(truncatingIfNeeded: keycode), 0, 0)
        guard keysym != 0, let name = XKeysymToString(keysym) else { return "" }
        return String(cString: name)
    }
}

/// The DISPLAY environment variable.
func displayVariable() -> String? {
    guard let value = getenv("DISPLAY") else { return nil }
    return String(cString: value)
}
