import Logging

/// The root of a view tree and the engine's front door, as UIKit's UIWindow and UIApplication together:
/// `send(_:)` takes the platform's input stream, turns it into touches bound to views, delivers them to
/// recognizers and views, and lets the arena settle conflicts.
///
/// Everything happens on the thread that calls `send` and on the injected clock's timers; nothing reads the wall clock.
public final class GestureWindow: View {
    public let clock: GestureClock
    lazy var arena = GestureArena(window: self)
    /// Turns mouse input into touches (one finger, or two with a modifier) and Ctrl+scroll into pinches.
    public private(set) lazy var pointerAdapter = PointerTouchAdapter(window: self)

    /// Receives transitions the table forbids. The default logs and asserts (in debug builds).
    public var onIllegalTransition: (IllegalTransition) -> Void = { transition in
        IllegalTransitionReporting.reportWithoutWindow(transition)
    }

    private var observers: [GestureObserver] = []
    /// Touches on the screen now, by id.
    public internal(set) var activeTouches: [Int: Touch] = [:]
    /// Touches that have ended but whose view has not been told yet (delaysTouchesEnded).
    var touchesAwaitingView: [Touch] = []
    var touchpadRecognizers: [GestureRecognizer] = []
    var lastTap: (time: TimeInterval, location: Point, count: Int)?

    /// Taps closer than this in time and space count up `Touch.tapCount`.
    public var multipleTapInterval: TimeInterval = 0.35
    public var multipleTapDistance: Double = 45

    static let logger = Logger(label: "gesturelab.engine.window")

    public init(size: Size, clock: GestureClock) {
        self.clock = clock
        super.init(name: "window", frame: Rect(origin: .zero, size: size))
    }

    public var size: Size {
        get { bounds.size }
        set { frame = Rect(origin: .zero, size: newValue) }
    }

    public func addObserver(_ observer: GestureObserver) {
        observers.append(observer)
    }

    public func removeObserver(_ observer: GestureObserver) {
        observers.removeAll { $0 === observer }
    }

    /// The recognizers taking part in the current interaction (for inspectors).
    public var participatingRecognizers: [GestureRecognizer] { arena.participants }

    /// Every recognizer in the tree, depth first (for inspectors).
    public var allRecognizers: [GestureRecognizer] {
        func collect(_ view: View) -> [GestureRecognizer] {
            view.gestureRecognizers + view.subviews.flatMap(collect)
        }
        return collect(self)
    }

    // MARK: Input

    /// Handles one moment of input. The clock should already read `event.time` (the run loop or the driver sets it).
    /// Keys, and scrolls that are not a Ctrl+wheel pinch, mean nothing to the engine: the app above handles keys
    /// before they get here.
    public func send(_ event: InputEvent) {
        switch event.kind {
        case .touches(let samples): handleTouches(samples, at: event.time)
        case .pointer(let sample): pointerAdapter.handle(sample, at: event.time)
        case .touchpad(let gesture): handleTouchpad(gesture)
        case .scroll(let sample): _ = pointerAdapter.handle(sample, at: event.time)
        case .key: break
        case .resize(let newSize): size = newSize
        }
    }

    // MARK: Notifications

    func notifyTransition(_ recognizer: GestureRecognizer, from old: GestureState, to new: GestureState) {
        for observer in observers { observer.recognizer(recognizer, didChangeFrom: old, to: new) }
    }

    func notifyWaiting(_ recognizer: GestureRecognizer, for others: [GestureRecognizer]) {
        for observer in observers { observer.recognizer(recognizer, isWaitingForFailureOf: others) }
    }

    func reportIllegal(_ transition: IllegalTransition, by recognizer: GestureRecognizer) {
        for observer in observers { observer.recognizer(recognizer, didRequestIllegal: transition) }
        onIllegalTransition(transition)
    }

    // MARK: Tree changes

    func viewWasRemoved(_ view: View) {
        for recognizer in arena.participants where recognizer.view?.isDescendant(of: view) ?? false {
            arena.recognizerWillBeRemoved(recognizer)
        }
    }

    func recognizerWillBeRemoved(_ recognizer: GestureRecognizer) {
        arena.recognizerWillBeRemoved(recognizer)
        unbind(recognizer)
        recognizer.resetForNextGesture()
    }
}
