import CX11
import Foundation
import Glibc

/// Watches another client's window from outside, on a connection of its own: finds the window a process maps, and
/// tells when the X server puts new pixels in it (the DAMAGE extension). `gesturelab bench` times the app's launch
/// and its input-to-pixels latency with it, so what it measures is what the server shows, not what the app believes.
public final class WindowDamageWatcher {
    private let display: OpaquePointer
    private let damageEventBase: Int32
    private var damage: UInt = 0
    /// The watched window (0 until one is found or given).
    public private(set) var window: UInt = 0

    /// Opens `displayName` and starts noticing windows created from now on.
    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw X11StartError.cannotOpenDisplay(displayName) }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XDamageQueryExtension(display, &eventBase, &errorBase) != 0 else {
            XCloseDisplay(display)
            throw WindowDamageWatcherError("the X server \(displayName) has no DAMAGE extension")
        }
        var major: Int32 = 1
        var minor: Int32 = 1
        XDamageQueryVersion(display, &major, &minor)
        X11ErrorReporting.install()  // a window that vanished between two requests is an error to log, not to die of
        self.display = display
        damageEventBase = eventBase
        XSelectInput(display, XDefaultRootWindow(display), SubstructureNotifyMask)
        XSync(display, 0)
    }

    deinit {
        // Closing frees the damage object too (destroying it here would fail when the window is already gone).
        XCloseDisplay(display)
    }

    /// CLOCK_MONOTONIC seconds: the time base of every time this watcher returns.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Waits until process `pid` maps a window (by its `_NET_WM_PID`; created after this watcher started), then
    /// watches that window. False if none came before `deadline` (a `now()` time).
    public func waitForWindow(ofProcess pid: Int32, before deadline: Double) -> Bool {
        while let event = nextEvent(before: deadline) {
            switch event.type {
            case CreateNotify:
                // Its own MapNotify comes to us even if a window manager reparents it before mapping.
                XSelectInput(display, event.xcreatewindow.window, StructureNotifyMask)
                XFlush(display)
            case MapNotify where processID(of: event.xmap.window) == pid:
                watch(event.xmap.window)
                return true
            default:
                break
            }
        }
        return false
    }

    /// Watches `window` for damage from now on (any window on the display, e.g. found by the caller).
    public func watch(_ window: UInt) {
        if damage != 0 { XDamageDestroy(display, damage) }
        self.window = window
        // Raw rectangles: an event for every drawing request on the window, with nothing to re-arm. (NonEmpty needs a
        // subtract after each event, and a frame finished between the event and the subtract would go unreported.)
        // The app draws on a back buffer and copies it to the window, so its frames arrive as one event each.
        damage = XDamageCreate(display, window, Int32(XDamageReportRawRectangles))
        XSync(display, 0)
        // The server reports the window's existing contents (the background painted when it was mapped) as damage
        // at once, before the sync's reply: that is not a frame of the client's.
        _ = takeDamage()
    }

    /// Stops watching; call it before the window goes away (its destruction frees the damage object with it).
    public func stopWatching() {
        guard damage != 0 else { return }
        XDamageDestroy(display, damage)
        XSync(display, 0)
        damage = 0
        window = 0
    }

    /// The descriptor to poll for damage (with others, e.g. while pacing injected input).
    public var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// The times at which damage to the watched window was read, for every notification already queued or on the
    /// connection now; never blocks.
    public func takeDamage() -> [Double] {
        var times: [Double] = []
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if isDamage(event) { times.append(Self.now()) }
        }
        return times
    }

    /// The time of the next damage to the watched window, or nil if none came before `deadline`.
    public func nextDamage(before deadline: Double) -> Double? {
        while let event = nextEvent(before: deadline) {
            if isDamage(event) { return Self.now() }
        }
        return nil
    }

    private func isDamage(_ event: XEvent) -> Bool {
        event.type == damageEventBase + XDamageNotify
    }

    /// The next event, or nil once `deadline` passed; sleeps in poll, no busy waiting.
    private func nextEvent(before deadline: Double) -> XEvent? {
        while XPending(display) == 0 {
            let left = deadline - Self.now()
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
        }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }

    private func processID(of window: UInt) -> Int32? {
        var type: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let atom = XInternAtom(display, "_NET_WM_PID", 0)
        guard
            XGetWindowProperty(display, window, atom, 0, 1, 0, UInt(XA_CARDINAL), &type, &format, &count, &after, &data)
                == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard format == 32, count == 1 else { return nil }
        // Format-32 properties come back as C longs.
        return data.withMemoryRebound(to: Int.self, capacity: 1) { Int32(truncatingIfNeeded: $0.pointee) }
    }
}

/// The watcher cannot work on this server.
public struct WindowDamageWatcherError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
