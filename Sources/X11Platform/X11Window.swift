import CX11
import CairoRenderer
import DisplayScaling
import Foundation
import GestureEngine
import Glibc
import Logging
import SceneSupport

/// The app's X11 window: title, class, close button, size, full screen, XInput2 event selection, and a
/// back buffer that Cairo draws on before it is copied to the window (no flicker): client-side pixels redrawn and
/// copied only where the frame changed (`WindowBackBuffer`), or, on a visual those cannot serve, a pixmap redrawn
/// whole.
///
/// The app lays out in points; the window is `scale` device pixels per point (HiDPI): its size, the drawing (one
/// `cairo_scale` per frame) and the input (divided by the scale in the run loop) are converted here and nowhere else.
public final class X11Window {
    public let display: OpaquePointer
    public let window: UInt
    /// The window's size in device pixels.
    public private(set) var size: Size
    /// Device pixels per point, and which setting chose it.
    public private(set) var scale: DisplayScale
    /// The monitor's pixels per millimetre when XRandR knows them (for finger-sized targets).
    public private(set) var pixelsPerMillimetre: Double?
    /// The XInputExtension's opcode and version (0.0 when there is no XInput2).
    public private(set) var xiOpcode: Int32 = -1
    public private(set) var xiVersion: (major: Int32, minor: Int32) = (0, 0)
    let deleteWindowAtom: UInt
    /// Where the window was before full screen, when it covers the screen on its own (no window manager).
    var frameBeforeFullscreen: (x: Int32, y: Int32, width: Int, height: Int)?
    private let scaleOption: Double?
    private let environment: [String: String]
    private var backBuffer: UInt = 0
    private var backSurface: OpaquePointer?
    /// The incremental back buffer, made at the first frame and again after a resize or a new scale.
    private var pixels: WindowBackBuffer?
    private var pixelsUnavailable = false
    private let logger = Logger(label: "gesturelab.x11")

    /// The longest side of a window, in device pixels: X11 coordinates are 16-bit, and a back buffer this size is
    /// already a gigabyte.
    public static let maximumDevicePixels = 16384
    /// The smallest window, in points (the same bounds as `--size` accepts).
    public static let minimumPointSize = Size(width: 320, height: 240)

    public var hasXInput2: Bool { xiVersion.major >= 2 }
    public var supportsTouchpadGestures: Bool { xiVersion.major > 2 || (xiVersion.major == 2 && xiVersion.minor >= 4) }
    /// The window's size in points: what the app lays out in.
    public var pointSize: Size { Size(width: size.width / scale.factor, height: size.height / scale.factor) }
    /// The smallest touch target in points on this screen (9 mm, or 44 points when the screen's size is unknown).
    public var minimumTargetPoints: Double {
        TouchTargetSize.points(pixelsPerMillimetre: pixelsPerMillimetre, scale: scale.factor)
    }

    /// Opens the display and a window of `size` points. The scale comes from `scaleOption` (--scale), else the
    /// environment (GESTURELAB_SCALE, GDK_SCALE), else the desktop's Xft.dpi. `iconPath` is the PNG for the icon.
    public init(
        displayName: String?, size: Size, title: String, fullscreen: Bool, scaleOption: Double? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, iconPath: String? = nil
    ) throws {
        let name = displayName ?? displayVariable()
        guard let name, !name.isEmpty else { throw X11StartError.noDisplayVariable }
        guard let display = XOpenDisplay(name) else { throw X11StartError.cannotOpenDisplay(name) }
        X11ErrorReporting.install()
        self.display = display
        self.scaleOption = scaleOption
        self.environment = environment
        let scale = DesktopScale.resolve(option: scaleOption, environment: environment, display: display)
        self.scale = scale
        let width = scale.devicePixels(size.width)
        let height = scale.devicePixels(size.height)
        guard width <= Self.maximumDevicePixels, height <= Self.maximumDevicePixels else {
            XCloseDisplay(display)
            throw X11StartError.windowTooLarge(width: width, height: height, scale: scale.description)
        }
        self.size = Size(width: Double(width), height: Double(height))
        pixelsPerMillimetre = PhysicalScreenSize.pixelsPerMillimetre(display: display)
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        window = XCreateSimpleWindow(
            display, root, 0, 0, UInt32(width), UInt32(height), 0,
            XBlackPixel(display, screen), XWhitePixel(display, screen))
        deleteWindowAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        for problem in scale.ignored { logger.warning("\(problem); ignored") }
        logger.info("scale \(scale), \(pixelsPerMillimetre.map { "\($0) px/mm" } ?? "physical size unknown")")
        setTitleProperties(title)
        setClass()
        setOwnerAndType()
        setMinimumSize(
            width: scale.devicePixels(Self.minimumPointSize.width),
            height: scale.devicePixels(Self.minimumPointSize.height))
        if let iconPath {
            if let icon = WindowIcon.propertyValues(pngPath: iconPath) {
                setIcon(icon)
            } else {
                logger.warning("cannot read the window icon \(iconPath)")
            }
        }
        var protocols = [deleteWindowAtom, atom("_NET_WM_PING")]
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
        if fullscreen && windowManagerIsRunning { requestFullscreenAtStart() }
        // Core events the window still needs: size changes and exposure (plus core input without XInput2).
        var coreMask = StructureNotifyMask | ExposureMask
        selectXInput2()
        if !hasXInput2 {
            logger.warning(
                "the X server has no XInput2: using core pointer events (mouse only, no touch or touchpad gestures)")
            coreMask |= ButtonPressMask | ButtonReleaseMask | PointerMotionMask | KeyPressMask | KeyReleaseMask
        }
        XSelectInput(display, window, coreMask)
        // The desktop's settings panel rewrites RESOURCE_MANAGER on the root window when the scale changes.
        XSelectInput(display, root, PropertyChangeMask)
        XMapWindow(display, window)
        if fullscreen && !windowManagerIsRunning { requestFullscreenAtStart() }
        XFlush(display)
    }

    /// Follows a change of the desktop's `Xft.dpi`: when the scale comes from it and changed, the window keeps its
    /// size in points and takes the new size in device pixels. True when the scale changed.
    @discardableResult
    public func reloadDesktopScale() -> Bool {
        guard scale.followsDesktop else { return false }
        let newScale = DesktopScale.resolve(option: scaleOption, environment: environment, display: display)
        guard newScale.factor != scale.factor else { return false }
        let points = pointSize
        logger.notice("the desktop's scale changed: \(scale) → \(newScale)")
        scale = newScale
        setMinimumSize(
            width: scale.devicePixels(Self.minimumPointSize.width),
            height: scale.devicePixels(Self.minimumPointSize.height))
        if frameBeforeFullscreen == nil {
            let width = min(scale.devicePixels(points.width), Self.maximumDevicePixels)
            let height = min(scale.devicePixels(points.height), Self.maximumDevicePixels)
            XResizeWindow(display, window, UInt32(width), UInt32(height))
            size = Size(width: Double(width), height: Double(height))
            discardBackBuffers()
        }
        XFlush(display)
        return true
    }

    deinit {
        pixels = nil  // detaches the shared memory while the display is still open
        if let backSurface { cairo_surface_destroy(backSurface) }
        if backBuffer != 0 { XFreePixmap(display, backBuffer) }
        XDestroyWindow(display, window)
        XCloseDisplay(display)
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

    /// Asks for XInput2 2.4, then selects pointer, key and touch events as groups (Begin/Update/End together), and
    /// touchpad gestures only when the server speaks 2.4. Touch is selected even when no touch device is listed.
    ///
    /// `XI_TouchOwnership` is left out on purpose. When another client grabs touches (a window manager's or a
    /// daemon's touch gestures), the server holds a touch back from a window that did not select ownership until the
    /// grabber rejects it, then replays it whole; a touch the grabber keeps never arrives. A window that selects
    /// ownership would get every touch at once and, for one the grabber keeps, a plain TouchEnd that cannot be told
    /// from a lift: a tap the user never made. A selection on the root window by another client takes nothing away:
    /// a touch goes to the deepest window that selected it.
    private func selectXInput2() {
        var event: Int32 = 0
        var error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &xiOpcode, &event, &error) != 0 else { return }
        var major: Int32 = 2
        var minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else { return }
        xiVersion = (major, minor)
        var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_KeyPress, XI_KeyRelease, XI_Leave]
        if major > 2 || minor >= 2 { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
        if supportsTouchpadGestures {
            events += [
                XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd,
            ]
        }
        let length = gl_xi_mask_len(XI_LASTEVENT)
        var bits = [UInt8](repeating: 0, count: Int(length))
        bits.withUnsafeMutableBufferPointer { buffer in
            for event in events { gl_xi_set_mask(buffer.baseAddress, event) }
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: length, mask: buffer.baseAddress)
            XISelectEvents(display, window, &mask, 1)
        }
        logger.info(
            "XInput \(major).\(minor): touch \(major > 2 || minor >= 2 ? "on" : "off"), touchpad gestures \(supportsTouchpadGestures ? "on" : "off")"
        )
    }

    // MARK: Drawing

    /// Drops the back buffers after a resize or a new scale: the next frame makes the one it needs at the new size
    /// and is drawn whole.
    private func discardBackBuffers() {
        pixels = nil
        if let backSurface { cairo_surface_destroy(backSurface) }
        backSurface = nil
        if backBuffer != 0 { XFreePixmap(display, backBuffer) }
        backBuffer = 0
    }

    /// The server-side pixmap the whole-frame fallback draws on; made only when that fallback is used.
    private func wholeFrameSurface() -> OpaquePointer? {
        if let backSurface { return backSurface }
        let screen = XDefaultScreen(display)
        let depth = UInt32(XDefaultDepth(display, screen))
        let width = UInt32(max(size.width, 1))
        let height = UInt32(max(size.height, 1))
        backBuffer = XCreatePixmap(display, window, width, height, depth)
        backSurface = cairo_xlib_surface_create(
            display, backBuffer, XDefaultVisual(display, screen), Int32(width), Int32(height))
        return backSurface
    }

    /// The window got a new size (device pixels) from the window manager.
    public func resize(to newSize: Size) {
        guard newSize != size, newSize.width >= 1, newSize.height >= 1 else { return }
        size = newSize
        discardBackBuffers()
    }

    /// Draws a frame: only what changed since the last one, copying only the changed pixels to the window. True when
    /// the server has already executed the frame (it was synced), false when it was only flushed.
    @discardableResult
    public func present(_ list: DisplayList, with renderer: DisplayListRenderer) -> Bool {
        if pixels == nil && !pixelsUnavailable {
            pixels = WindowBackBuffer(
                display: display, window: window, width: Int(size.width), height: Int(size.height),
                scale: scale.factor, renderer: renderer)
            if let pixels {
                logger.info("frames drawn incrementally, sent by \(pixels.usesSharedMemory ? "MIT-SHM" : "XPutImage")")
            } else {
                pixelsUnavailable = true
                logger.notice("the screen's visual is not 24-bit TrueColor: every frame is drawn whole")
            }
        }
        guard let pixels else {
            presentWhole { renderer.draw(list, on: $0) }
            return false
        }
        let synced = pixels.present(list)
        XFlush(display)
        return synced
    }

    /// The window lost its pixels (it was exposed): the next frame is drawn and copied whole.
    public func invalidateContents() {
        pixels?.invalidate()
    }

    /// The fallback for a visual `WindowBackBuffer` cannot serve: draws the whole frame on a pixmap with `draw` (in
    /// points: the context is already scaled), then copies it to the window at once.
    private func presentWhole(_ draw: (OpaquePointer) -> Void) {
        guard let backSurface = wholeFrameSurface(), let cairo = cairo_create(backSurface) else { return }
        cairo_scale(cairo, scale.factor, scale.factor)
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
