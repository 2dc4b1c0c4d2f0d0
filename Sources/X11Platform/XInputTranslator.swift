import CX11
import GestureEngine

/// Turns XInput2 events into the engine's input, in one place, so that the recorder and the replayer see exactly
/// what the app sees. Pure functions of the event structures: the tests build `XIDeviceEvent` and
/// `XIGesturePinchEvent` values by hand.
public enum XInputTranslator {
    /// The keyboard modifiers of an XI2 event.
    public static func modifiers(effective: Int32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if effective & Int32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if effective & Int32(ControlMask) != 0 { modifiers.insert(.control) }
        if effective & Int32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        if effective & Int32(Mod4Mask) != 0 { modifiers.insert(.super) }
        return modifiers
    }

    /// The touch type of a button or motion from a device of this kind (`InputDevices.kind`): a pen's is `pencil`,
    /// a mouse's or a touchpad's `indirectPointer`.
    public static func pointerType(deviceKind: String) -> TouchType {
        deviceKind == "pen" ? .pencil : .indirectPointer
    }

    /// The scroll type of a wheel click from a device of this kind: a touchpad scrolls continuously (its two-finger
    /// scroll reaches the app as emulated wheel clicks), a mouse in discrete clicks.
    public static func scrollType(deviceKind: String) -> ScrollType {
        deviceKind == "touchpad" ? .continuous : .discrete
    }

    /// Touch, button and motion events (XIDeviceEvent) from a device of `deviceKind` (`InputDevices.kind`: it gives
    /// the pointer's touch type and the scroll type). Keys need the display to name them: see `keyName`.
    public static func translate(_ event: XIDeviceEvent, deviceKind: String = "mouse") -> InputEvent.Kind? {
        let location = Point(x: event.event_x, y: event.event_y)
        let modifiers = modifiers(effective: event.mods.effective)
        let type = pointerType(deviceKind: deviceKind)
        // Pointer events emulated from a touch would count the finger twice.
        let isEmulated = event.flags & Int32(XIPointerEmulated) != 0
        switch event.evtype {
        case XI_TouchBegin:
            return .touches([TouchSample(id: Int(event.detail), phase: .began, location: location)])
        case XI_TouchUpdate:
            return .touches([TouchSample(id: Int(event.detail), phase: .moved, location: location)])
        case XI_TouchEnd:
            return .touches([TouchSample(id: Int(event.detail), phase: .ended, location: location)])
        case XI_ButtonPress where (4...7).contains(event.detail):
            // Wheel clicks (reported as emulated buttons when the device also scrolls smoothly; still one click).
            let delta: Point =
                switch event.detail {
                case 4: Point(x: 0, y: -1)
                case 5: Point(x: 0, y: 1)
                case 6: Point(x: -1, y: 0)
                default: Point(x: 1, y: 0)
                }
            return .scroll(
                ScrollSample(
                    delta: delta, location: location, modifiers: modifiers, type: scrollType(deviceKind: deviceKind)))
        case XI_ButtonPress where !isEmulated && (1...3).contains(event.detail):
            return .pointer(
                PointerSample(
                    action: .press, button: Int(event.detail), location: location, modifiers: modifiers, type: type))
        case XI_ButtonRelease where !isEmulated && (1...3).contains(event.detail):
            return .pointer(
                PointerSample(
                    action: .release, button: Int(event.detail), location: location, modifiers: modifiers, type: type))
        case XI_Motion where !isEmulated:
            return .pointer(
                PointerSample(action: .motion, button: 0, location: location, modifiers: modifiers, type: type))
        default:
            return nil
        }
    }

    /// The pointer leaving the window (XI_Leave): whatever it hovered over, it no longer does.
    public static func translateLeave(_ event: XIEnterEvent) -> InputEvent.Kind? {
        guard event.evtype == XI_Leave else { return nil }
        return .pointer(
            PointerSample(
                action: .exit, button: 0, location: Point(x: event.event_x, y: event.event_y),
                modifiers: modifiers(effective: event.mods.effective)))
    }

    /// A touchpad pinch (XI 2.4): scale relative to the start, and the rotation since the last event, which XI2
    /// gives in degrees and the gesture carries in radians (positive clockwise).
    public static func translate(_ event: XIGesturePinchEvent) -> InputEvent.Kind? {
        guard
            let phase = phase(
                evtype: event.evtype, begin: XI_GesturePinchBegin, update: XI_GesturePinchUpdate,
                end: XI_GesturePinchEnd, cancelled: event.flags & Int32(XIGesturePinchEventCancelled) != 0)
        else { return nil }
        return .touchpad(
            TouchpadGesture(
                kind: .pinch, phase: phase, fingerCount: Int(event.detail),
                location: Point(x: event.event_x, y: event.event_y),
                delta: Point(x: event.delta_x, y: event.delta_y), scale: event.scale,
                rotationDelta: radians(fromDegrees: event.delta_angle)))
    }

    /// A touchpad swipe (XI 2.4): three or more fingers moving together.
    public static func translate(_ event: XIGestureSwipeEvent) -> InputEvent.Kind? {
        guard
            let phase = phase(
                evtype: event.evtype, begin: XI_GestureSwipeBegin, update: XI_GestureSwipeUpdate,
                end: XI_GestureSwipeEnd, cancelled: event.flags & Int32(XIGestureSwipeEventCancelled) != 0)
        else { return nil }
        return .touchpad(
            TouchpadGesture(
                kind: .swipe, phase: phase, fingerCount: Int(event.detail),
                location: Point(x: event.event_x, y: event.event_y),
                delta: Point(x: event.delta_x, y: event.delta_y)))
    }

    private static func phase(evtype: Int32, begin: Int32, update: Int32, end: Int32, cancelled: Bool)
        -> TouchpadGesture.Phase?
    {
        switch evtype {
        case begin: .began
        case update: .changed
        case end: cancelled ? .cancelled : .ended
        default: nil
        }
    }

    /// A key event, named by its keysym ("Escape", "1", "q").
    public static func translateKey(_ event: XIDeviceEvent, name: String) -> InputEvent.Kind? {
        guard event.evtype == XI_KeyPress || event.evtype == XI_KeyRelease else { return nil }
        return .key(
            KeySample(
                key: name, isPress: event.evtype == XI_KeyPress, modifiers: modifiers(effective: event.mods.effective)))
    }

    /// A core (non-XI2) button or motion event, for servers without XInput2.
    public static func translateCore(type: Int32, button: UInt32, x: Int32, y: Int32, state: UInt32) -> InputEvent.Kind?
    {
        let location = Point(x: Double(x), y: Double(y))
        let modifiers = modifiers(effective: Int32(bitPattern: state))
        switch type {
        case ButtonPress where (4...7).contains(button):
            let delta = [Point(x: 0, y: -1), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 1, y: 0)][Int(button) - 4]
            return .scroll(ScrollSample(delta: delta, location: location, modifiers: modifiers))
        case ButtonPress:
            return .pointer(
                PointerSample(action: .press, button: Int(button), location: location, modifiers: modifiers))
        case ButtonRelease:
            return .pointer(
                PointerSample(action: .release, button: Int(button), location: location, modifiers: modifiers))
        case MotionNotify:
            return .pointer(PointerSample(action: .motion, button: 0, location: location, modifiers: modifiers))
        default: return nil
        }
    }
}
