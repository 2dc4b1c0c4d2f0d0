import CX11
import GestureEngine
import Glibc

/// `gesturelab devices --watch`: a window that selects XInput 2 events exactly as the app's does (it is an
/// `X11Window`), and prints each event it reads as one line (`WatchedInputEvent`) until SIGINT or SIGTERM, or until
/// the window is closed.
public final class InputEventWatcher {
    private let window: X11Window
    private var devices: [Int32: InputDeviceInfo] = [:]

    public init(window: X11Window) {
        self.window = window
    }

    /// Reads events until a signal in `signals` arrives or the window is closed; `emit` gets each line. Returns the
    /// signal that stopped it, or nil when the window was closed or the server went away.
    public func run(signals: SignalPipe, emit: (String) -> Void) -> Int32? {
        let display = window.display
        let connection = XConnectionNumber(display)
        while true {
            if let received = signals.drain().first { return received }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == ClientMessage
                    && UInt(bitPattern: event.xclient.data.l.0) == window.deleteWindowAtom
                {
                    return nil
                }
                if event.type == ClientMessage && window.answerPingIfOne(event.xclient) { continue }
                guard event.type == GenericEvent, event.xcookie.extension == window.xiOpcode,
                    XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data
                else { continue }
                defer { XFreeEventData(display, &event.xcookie) }
                if let watched = decode(evtype: event.xcookie.evtype, data: data) { emit(watched.line) }
            }
            var fds = [
                pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&fds, 2, -1)
            if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return nil }
        }
    }

    /// One event as the app reads it: device events (touch, button, motion, key) and touchpad gestures.
    func decode(evtype: Int32, data: UnsafeMutableRawPointer) -> WatchedInputEvent? {
        let scale = window.scale.factor
        switch evtype {
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let pinch = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            var watched = base(
                time: pinch.time, source: pinch.sourceid, type: Self.typeName(evtype),
                detail: "\(pinch.detail) fingers", x: pinch.event_x, y: pinch.event_y, app: "touchpad gesture")
            watched.gesture =
                "scale \(WatchedInputEvent.fixed(pinch.scale)) angle \(WatchedInputEvent.fixed(pinch.delta_angle))° "
                + "delta (\(WatchedInputEvent.fixed(pinch.delta_x / scale)), "
                + "\(WatchedInputEvent.fixed(pinch.delta_y / scale))) pt"
            if pinch.flags & Int32(XIGesturePinchEventCancelled) != 0 { watched.flags.append("cancelled") }
            return watched
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            let swipe = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
            var watched = base(
                time: swipe.time, source: swipe.sourceid, type: Self.typeName(evtype),
                detail: "\(swipe.detail) fingers", x: swipe.event_x, y: swipe.event_y, app: "touchpad gesture")
            watched.gesture =
                "delta (\(WatchedInputEvent.fixed(swipe.delta_x / scale)), "
                + "\(WatchedInputEvent.fixed(swipe.delta_y / scale))) pt"
            if swipe.flags & Int32(XIGestureSwipeEventCancelled) != 0 { watched.flags.append("cancelled") }
            return watched
        case XI_KeyPress, XI_KeyRelease, XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate,
            XI_TouchEnd:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            let isTouch = (XI_TouchBegin...XI_TouchEnd).contains(evtype)
            let isKey = evtype == XI_KeyPress || evtype == XI_KeyRelease
            let detail =
                isTouch
                ? "touch \(event.detail)"
                : isKey
                    ? "key \(window.keyName(keycode: event.detail))"
                    : evtype == XI_Motion ? "" : "button \(event.detail)"
            let app: String
            if isKey {
                app = "key"
            } else {
                switch XInputTranslator.translate(event) {
                case .touches?: app = "touch"
                case .pointer?: app = "pointer"
                case .scroll?: app = "scroll"
                default: app = "ignored"
                }
            }
            var watched = base(
                time: event.time, source: event.sourceid, type: Self.typeName(evtype), detail: detail, x: event.event_x,
                y: event.event_y, app: app)
            watched.valuators = valuators(event.valuators, source: event.sourceid)
            watched.flags = Self.flags(event.flags, isTouch: isTouch, isKey: isKey)
            return watched
        default:
            return nil
        }
    }

    private func base(
        time: UInt, source: Int32, type: String, detail: String, x: Double, y: Double, app: String
    ) -> WatchedInputEvent {
        let device = device(source)
        let scale = window.scale.factor
        return WatchedInputEvent(
            serverTime: time, deviceID: Int(source), deviceName: device?.name ?? "not listed",
            deviceKind: device?.kind ?? "unknown", type: type, detail: detail,
            location: Point(x: x / scale, y: y / scale), app: app)
    }

    /// The device's entry, looked up once.
    private func device(_ id: Int32) -> InputDeviceInfo? {
        if let known = devices[id] { return known }
        let found = InputDeviceList.query(display: window.display, deviceID: id)
        devices[id] = found
        return found
    }

    /// The valuators set in the event's mask, in order, labelled from the source device.
    private func valuators(_ state: XIValuatorState, source: Int32) -> [(label: String, value: Double)] {
        guard state.mask_len > 0, let mask = state.mask, let values = state.values else { return [] }
        let labels = device(source)?.valuators ?? []
        var result: [(label: String, value: Double)] = []
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where mask[number / 8] & UInt8(1 << (number % 8)) != 0 {
            let label = labels.first { $0.number == number }?.label ?? "valuator \(number)"
            result.append((label, values[next]))
            next += 1
        }
        return result
    }

    static func flags(_ flags: Int32, isTouch: Bool, isKey: Bool) -> [String] {
        var names: [String] = []
        if isTouch {
            if flags & Int32(XITouchPendingEnd) != 0 { names.append("pending end") }
            if flags & Int32(XITouchEmulatingPointer) != 0 { names.append("emulating pointer") }
        } else if isKey {
            if flags & Int32(XIKeyRepeat) != 0 { names.append("key repeat") }
        } else if flags & Int32(XIPointerEmulated) != 0 {
            names.append("emulated pointer")
        }
        return names
    }

    static func typeName(_ evtype: Int32) -> String {
        switch evtype {
        case XI_KeyPress: "key-press"
        case XI_KeyRelease: "key-release"
        case XI_ButtonPress: "button-press"
        case XI_ButtonRelease: "button-release"
        case XI_Motion: "motion"
        case XI_TouchBegin: "touch-begin"
        case XI_TouchUpdate: "touch-update"
        case XI_TouchEnd: "touch-end"
        case XI_GesturePinchBegin: "pinch-begin"
        case XI_GesturePinchUpdate: "pinch-update"
        case XI_GesturePinchEnd: "pinch-end"
        case XI_GestureSwipeBegin: "swipe-begin"
        case XI_GestureSwipeUpdate: "swipe-update"
        case XI_GestureSwipeEnd: "swipe-end"
        default: "event \(evtype)"
        }
    }
}
