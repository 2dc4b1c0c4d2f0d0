import CX11
import Foundation
import GestureLabTestSupport
import HeadlessDisplay

/// Where a window is on the screen and how big, in device pixels.
struct ScreenRect: Equatable, CustomStringConvertible {
    var x: Int, y: Int, width: Int, height: Int
    var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

/// What the window-manager tests read from the X server and send to it the way a manager, a pager or a task bar does.
extension VirtualDisplay {
    /// The window `window` is a child of (a manager's frame, or the root window when nobody reparented it).
    func parent(of window: UInt) throws -> UInt {
        try hexWindowID(after: "Parent window id:", in: tool("xwininfo", ["-children", "-id", "\(window)"]))
    }

    /// The root window.
    func rootWindow() throws -> UInt {
        try hexWindowID(after: "Root window id:", in: tool("xwininfo", ["-children", "-root"]))
    }

    private func hexWindowID(after key: String, in output: String) throws -> UInt {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(key) }),
            let word = line.split(separator: " ").first(where: { $0.hasPrefix("0x") }),
            let id = UInt(word.dropFirst(2), radix: 16)
        else { throw TestFailure("no '\(key)' in xwininfo's output: \(output)") }
        return id
    }

    /// The window's place on the screen (xwininfo's absolute corner and size).
    func screenRect(of window: UInt) throws -> ScreenRect {
        let output = try tool("xwininfo", ["-id", "\(window)"])
        func value(_ key: String) throws -> Int {
            guard let line = output.split(separator: "\n").first(where: { $0.contains(key) }),
                let number = Int(line.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
            else { throw TestFailure("no '\(key)' in xwininfo's output: \(output)") }
            return number
        }
        return ScreenRect(
            x: try value("Absolute upper-left X:"), y: try value("Absolute upper-left Y:"), width: try value("Width:"),
            height: try value("Height:"))
    }

    /// The numbers of a CARDINAL property ("_NET_FRAME_EXTENTS(CARDINAL) = 1, 1, 20, 5"), nil when it is not set.
    func cardinals(_ name: String, of window: UInt) throws -> [Int]? {
        let output = try tool("xprop", ["-id", "\(window)", name])
        guard let equals = output.firstIndex(of: "=") else { return nil }
        return output[output.index(after: equals)...].split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// The atoms in the window's `_NET_WM_STATE`.
    func netWMState(of window: UInt) throws -> [String] {
        let output = try tool("xprop", ["-id", "\(window)", "_NET_WM_STATE"])
        guard let equals = output.firstIndex(of: "=") else { return [] }
        return output[output.index(after: equals)...].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Asks the window manager to close `window` with `_NET_CLOSE_WINDOW`, as a pager or task bar does; the manager
    /// then sends the window WM_DELETE_WINDOW, exactly as for its own close button.
    func requestClose(of window: UInt) throws {
        try sendToRoot(about: window, type: "_NET_CLOSE_WINDOW", [0, 2, 0, 0, 0])  // CurrentTime, from a pager
    }

    private func sendToRoot(about window: UInt, type: String, _ data: [Int]) throws {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        defer { XCloseDisplay(display) }
        let root = XRootWindow(display, XDefaultScreen(display))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, type, 0)
        event.xclient.format = 32
        event.xclient.data.l = (data[0], data[1], data[2], data[3], data[4])
        XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XSync(display, 0)
    }
}

/// Watches the root window for the answers to `_NET_WM_PING`: an app answers a ping by sending it back to the root
/// window, where the manager (and this watcher) sees it. So the pings a manager sends by itself can be checked too.
/// Answers are told apart by their type alone: EWMH puts the client window in data.l[2], but xfwm4 puts the
/// timestamp there, and the app sends the message back as it came.
final class PingAnswerWatcher {
    private let display: OpaquePointer
    private let ping: UInt
    private let protocols: UInt

    init(on virtualDisplay: VirtualDisplay) throws {
        guard let display = XOpenDisplay(virtualDisplay.name) else {
            throw TestFailure("cannot open \(virtualDisplay.name)")
        }
        self.display = display
        ping = XInternAtom(display, "_NET_WM_PING", 0)
        protocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        XSelectInput(display, XRootWindow(display, XDefaultScreen(display)), SubstructureNotifyMask)
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }

    /// The timestamps of the pings answered since the last call (the tests run one app on the display).
    func answers() -> [Int] {
        XSync(display, 0)
        var timestamps: [Int] = []
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == ClientMessage, event.xclient.message_type == protocols,
                UInt(bitPattern: event.xclient.data.l.0) == ping
            {
                timestamps.append(event.xclient.data.l.1)
            }
        }
        return timestamps
    }
}

/// A client that selects XInput 2.2 touch events on the root window, as a window manager with touch gestures does:
/// the app must still get the touches on its own window.
final class RootTouchListener {
    private let display: OpaquePointer

    init(on virtualDisplay: VirtualDisplay) throws {
        guard let display = XOpenDisplay(virtualDisplay.name) else {
            throw TestFailure("cannot open \(virtualDisplay.name)")
        }
        self.display = display
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success else { throw TestFailure("no XInput 2.2") }
        let length = gl_xi_mask_len(XI_LASTEVENT)
        var bits = [UInt8](repeating: 0, count: Int(length))
        bits.withUnsafeMutableBufferPointer { buffer in
            for event in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { gl_xi_set_mask(buffer.baseAddress, event) }
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: length, mask: buffer.baseAddress)
            XISelectEvents(display, XRootWindow(display, XDefaultScreen(display)), &mask, 1)
        }
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }
}
