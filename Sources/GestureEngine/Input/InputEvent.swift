/// One moment of input, exactly as the platform layer produced it.
///
/// This is the single stream that drives GestureLab: the X11 layer produces it, the trace recorder
/// writes it, the replayer and the tests feed it back. Times are seconds on the engine's clock.
public struct InputEvent: Hashable, Sendable {
    public var time: TimeInterval
    public var kind: Kind

    public init(time: TimeInterval, _ kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened at that moment.
    public enum Kind: Hashable, Sendable {
        /// Touches that changed at this moment (a real touchscreen, or fingers made by the pointer adapter).
        case touches([TouchSample])
        /// A mouse button or motion; the pointer adapter turns it into touches.
        case pointer(PointerSample)
        /// A touchpad pinch or swipe recognized by the platform (XI 2.4).
        case touchpad(TouchpadGesture)
        /// A scroll wheel or touchpad scroll step.
        case scroll(ScrollSample)
        /// A key press or release.
        case key(KeySample)
        /// The window changed size.
        case resize(Size)
    }
}

/// One touch at one moment: which finger, what it did, and where (window coordinates).
public struct TouchSample: Hashable, Sendable {
    public var id: Int
    public var phase: TouchPhase
    public var location: Point
    /// What makes the touch: a finger on a touchscreen unless the platform says otherwise. Read when it begins.
    public var type: TouchType
    /// The pointer buttons held, for an `indirectPointer` touch (empty for a finger or a pen). Read when it begins.
    public var buttonMask: ButtonMask

    public init(
        id: Int, phase: TouchPhase, location: Point, type: TouchType = .direct, buttonMask: ButtonMask = []
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.type = type
        self.buttonMask = buttonMask
    }
}

/// Keyboard modifiers held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    public static let `super` = KeyModifiers(rawValue: 1 << 3)
}

/// A mouse button press, release or motion, in window coordinates.
public struct PointerSample: Hashable, Sendable {
    /// What the pointer did.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// A button pressed or released, or the pointer moving (with or without a button held).
        case press, release, motion
        /// The pointer left the window (X11's LeaveNotify): nothing is under it any more.
        case exit
    }

    public var action: Action
    /// The button (X11's numbering: 1 left, 2 middle, 3 right) for press and release; 0 for motion.
    public var button: Int
    public var location: Point
    public var modifiers: KeyModifiers
    /// What the pointer is: a mouse or a touchpad (`indirectPointer`) or a pen (`pencil`). Its touches take this type.
    public var type: TouchType

    public init(
        action: Action, button: Int = 1, location: Point, modifiers: KeyModifiers = [],
        type: TouchType = .indirectPointer
    ) {
        self.action = action
        self.button = button
        self.location = location
        self.modifiers = modifiers
        self.type = type
    }
}

/// A touchpad gesture recognized by the platform (XI 2.4 GesturePinch / GestureSwipe).
public struct TouchpadGesture: Hashable, Sendable {
    /// Pinch (two or more fingers pinching and rotating) or swipe (three or more fingers moving together).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case pinch, swipe
    }

    /// Where in its life the gesture is.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var kind: Kind
    public var phase: Phase
    public var fingerCount: Int
    /// The pointer position in window coordinates (touchpads move the pointer, not fingers on the screen).
    public var location: Point
    /// Movement of the fingers' centre since the last event, in pixels.
    public var delta: Point
    /// Pinch only: scale relative to the start of the gesture (1 = unchanged).
    public var scale: Double
    /// Pinch only: rotation since the last event, in radians, positive clockwise on screen.
    public var rotationDelta: Double

    public init(
        kind: Kind, phase: Phase, fingerCount: Int, location: Point,
        delta: Point = .zero, scale: Double = 1, rotationDelta: Double = 0
    ) {
        self.kind = kind
        self.phase = phase
        self.fingerCount = fingerCount
        self.location = location
        self.delta = delta
        self.scale = scale
        self.rotationDelta = rotationDelta
    }
}

/// A scroll step: wheel clicks or smooth touchpad scrolling, positive y scrolls down (one click is 1).
public struct ScrollSample: Hashable, Sendable {
    public var delta: Point
    public var location: Point
    public var modifiers: KeyModifiers
    /// A mouse wheel's clicks (`discrete`) or a touchpad's two-finger scroll (`continuous`).
    public var type: ScrollType

    public init(delta: Point, location: Point, modifiers: KeyModifiers = [], type: ScrollType = .discrete) {
        self.delta = delta
        self.location = location
        self.modifiers = modifiers
        self.type = type
    }
}

/// A key press or release, named as X11 keysyms are ("Escape", "1", "r", "space").
public struct KeySample: Hashable, Sendable {
    public var key: String
    public var isPress: Bool
    public var modifiers: KeyModifiers

    public init(key: String, isPress: Bool = true, modifiers: KeyModifiers = []) {
        self.key = key
        self.isPress = isPress
        self.modifiers = modifiers
    }

    /// The modifiers held once this key is pressed or released: X11 reports those held before the event, so a
    /// modifier key's own press or release is added or taken away here.
    public var modifiersAfter: KeyModifiers {
        let named: [(prefix: String, modifier: KeyModifiers)] = [
            ("Shift", .shift), ("Control", .control), ("Alt", .alt), ("Meta", .alt), ("Super", .super),
        ]
        guard let own = named.first(where: { key.hasPrefix($0.prefix + "_") })?.modifier else { return modifiers }
        return isPress ? modifiers.union(own) : modifiers.subtracting(own)
    }
}
