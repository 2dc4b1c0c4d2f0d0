import RealModule

/// Turns mouse input into touches, for desktops without a touchscreen (like the iOS Simulator):
///
/// - a drag with any button (left, middle or right) is one finger, of type `indirectPointer` (`pencil` for a pen)
///   with that button in its `buttonMask`, so that a tap can tell a secondary click from a primary one;
/// - with Ctrl held at the press, a second finger mirrors the first around the centre of the view under the
///   pointer, so dragging pinches and rotates;
/// - with Ctrl+Shift, a second finger follows at a fixed offset, so dragging pans with two fingers;
/// - Ctrl + scroll wheel is a touchpad pinch (each click scales by `scrollPinchStep`).
///
/// It lives in the engine so that a recorded pointer trace replays into exactly the same touches.
public final class PointerTouchAdapter {
    /// How the current drag makes its fingers.
    public enum Mode: Hashable, Sendable {
        case oneFinger
        case pinchAndRotate(center: Point)
        case twoFingerPan(offset: Point)
    }

    /// Touch ids used for the mouse's fingers (far from any XI2 touch id in practice).
    public static let primaryTouchID = 1_000_001
    public static let secondaryTouchID = 1_000_002

    /// Held at the press for pinch and rotate.
    public var pinchModifier: KeyModifiers = .control
    /// Held (with `pinchModifier`) at the press for a two-finger pan.
    public var parallelModifier: KeyModifiers = .shift
    /// The second finger's offset for a two-finger pan.
    public var parallelFingerOffset = Point(x: 40, y: 0)
    /// Scale per wheel click for Ctrl + scroll.
    public var scrollPinchStep = 1.1
    /// A Ctrl + scroll pinch ends this long after the last click.
    public var scrollPinchEndDelay: TimeInterval = 0.3

    public private(set) var mode: Mode?
    /// Where the fingers made by the mouse are, by touch id (for drawing them).
    public private(set) var fingers: [Int: Point] = [:]
    /// What the current drag's touches are: the pointer's type and the button pressed.
    private var drag: (type: TouchType, buttonMask: ButtonMask)?

    private unowned let window: GestureWindow
    private var scrollPinch: (scale: Double, location: Point, timer: TimerToken?)?

    init(window: GestureWindow) {
        self.window = window
    }

    /// True while the mouse is making two fingers.
    public var isSimulatingTwoFingers: Bool { fingers.count == 2 }

    func handle(_ sample: PointerSample, at time: TimeInterval) {
        guard sample.location.isFinite else { return }
        switch sample.action {
        case .press where mode == nil && !ButtonMask(x11Button: sample.button).isEmpty:
            drag = (sample.type, ButtonMask(x11Button: sample.button))
            mode = chooseMode(for: sample)
            send(.began, pointer: sample.location, at: time)
        case .motion where mode != nil:
            send(.moved, pointer: sample.location, at: time)
        // The first release ends the drag, whichever button: X11 sends one for every press, but a trace or a fuzzer
        // may not, and a drag must never be left down.
        case .release where mode != nil:
            send(.ended, pointer: sample.location, at: time)
            mode = nil
            drag = nil
            fingers = [:]
        default:
            break
        }
    }

    private func chooseMode(for sample: PointerSample) -> Mode {
        // Only the primary button makes two fingers: the simulation stands for a touchscreen, which has no buttons.
        guard sample.button == 1, sample.modifiers.contains(pinchModifier) else { return .oneFinger }
        if sample.modifiers.contains(parallelModifier) { return .twoFingerPan(offset: parallelFingerOffset) }
        let hit = window.hitTest(sample.location)
        let center = (hit == nil || hit === window) ? window.bounds.center : hit!.convert(hit!.bounds.center, to: nil)
        return .pinchAndRotate(center: center)
    }

    private func send(_ phase: TouchPhase, pointer: Point, at time: TimeInterval) {
        let type = drag?.type ?? .indirectPointer
        let buttons = drag?.buttonMask ?? .primary
        func finger(_ id: Int, _ location: Point) -> TouchSample {
            TouchSample(id: id, phase: phase, location: location, type: type, buttonMask: buttons)
        }
        var samples = [finger(Self.primaryTouchID, pointer)]
        switch mode {
        case .pinchAndRotate(let center)?:
            samples.append(finger(Self.secondaryTouchID, center * 2 - pointer))
        case .twoFingerPan(let offset)?:
            samples.append(finger(Self.secondaryTouchID, pointer + offset))
        default:
            break
        }
        for sample in samples { fingers[sample.id] = sample.location }
        window.handleTouches(samples, at: time)
    }

    /// Turns Ctrl + scroll into a pinch; returns false for scrolls it leaves alone.
    func handle(_ sample: ScrollSample, at time: TimeInterval) -> Bool {
        guard sample.modifiers.contains(pinchModifier), sample.delta.y != 0, sample.location.isFinite else {
            return false
        }
        var pinch = scrollPinch ?? (1, sample.location, nil)
        if scrollPinch == nil { sendPinch(.began, scale: 1, at: sample.location) }
        if let timer = pinch.timer { window.clock.cancel(timer) }
        pinch.scale *= Double.pow(scrollPinchStep, -sample.delta.y)
        scrollPinch = pinch
        sendPinch(.changed, scale: pinch.scale, at: pinch.location)
        scrollPinch?.timer = window.clock.schedule(after: scrollPinchEndDelay) { [weak self] in
            guard let self, let pinch = self.scrollPinch else { return }
            self.scrollPinch = nil
            self.sendPinch(.ended, scale: pinch.scale, at: pinch.location)
        }
        return true
    }

    private func sendPinch(_ phase: TouchpadGesture.Phase, scale: Double, at location: Point) {
        // Straight to the window's touchpad path, not `send`: the recorder already has the scroll events.
        window.handleTouchpad(
            TouchpadGesture(kind: .pinch, phase: phase, fingerCount: 2, location: location, scale: scale))
    }
}
