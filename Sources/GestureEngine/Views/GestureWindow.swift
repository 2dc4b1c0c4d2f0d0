import Logging

/// The root of a view tree and the engine's front door, as UIKit's UIWindow and UIApplication together:
/// `send(_:)` takes the platform's input stream, turns it into touches bound to views, delivers them to
/// recognizers and views, and lets the arena settle conflicts.
///
/// Everything happens on the thread that calls `send` and on the injected clock's timers; nothing reads the wall clock.
public final class GestureWindow: View {
    public let clock: GestureClock
    /// A constant, not `lazy`: a lazy property's getter retains and releases the arena at each state change and
    /// settling pass of every event.
    let arena = GestureArena()
    /// Turns mouse input into touches (one finger, or two with a modifier) and Ctrl+scroll into pinches.
    public private(set) lazy var pointerAdapter = PointerTouchAdapter(window: self)

    /// Receives transitions the table forbids. The default logs and asserts (in debug builds).
    public var onIllegalTransition: (IllegalTransition) -> Void = { transition in
        IllegalTransitionReporting.reportWithoutWindow(transition)
    }

    private var observers: [GestureObserver] = []
    /// Touches on the screen now, by id.
    public internal(set) var activeTouches: [Int: Touch] = [:] {
        didSet { isTouchOrderStale = true }
    }
    /// `activeTouches` ordered by id, sorted again only after a touch began or ended: every moment's `TouchEvent`
    /// lists them, and sorting them afresh for each event would allocate an array per event. Read through
    /// `activeTouchesInOrder`, which sorts first when needed.
    var touchesInOrder: [Touch] = []
    var isTouchOrderStale = false
    /// An empty array with room to spare, reused for the touches that changed in a moment so that a moment
    /// allocates nothing (see `handleTouches`).
    var spareTouchList: [Touch] = []
    /// The same, for the recognizers a moment is delivered to.
    var spareRecognizerList: [GestureRecognizer] = []
    /// Touches that have ended but whose view has not been told yet (delaysTouchesEnded). Unchecked for
    /// exclusivity: an engine-only list (see `View.bounds`), looked at after every event.
    @exclusivity(unchecked) var touchesAwaitingView: [Touch] = []
    var touchpadRecognizers: [GestureRecognizer] = []
    /// The recognizers following the scroll under way (a pan with `allowedScrollTypesMask`), its type and place, and
    /// the timer that ends it when the steps stop (see `GestureWindow+Scroll`).
    var scrollRecognizers: [GestureRecognizer] = []
    var scrollUnderWay: (type: ScrollType, location: Point, endTimer: TimerToken?)?
    /// The hover recognizers the pointer is over now (see `GestureWindow+Hover`).
    var hoveredRecognizers: [HoverGestureRecognizer] = []
    /// The keyboard modifiers held at the latest pointer, scroll or key event (`GestureRecognizer.modifierFlags`).
    public internal(set) var modifierFlags: KeyModifiers = []
    var lastTap: (time: TimeInterval, location: Point, count: Int)?
    /// How many events, timers or settling passes are running now (nested when a callback causes another).
    /// (These two counters are unchecked for exclusivity: plain data touched on every event; see `View.bounds`.)
    @exclusivity(unchecked) var processingDepth = 0
    /// Settling was asked for while processing; the outermost pass settles again.
    @exclusivity(unchecked) var settlingDeferred = false

    /// Taps closer than this in time and space count up `Touch.tapCount`.
    public var multipleTapInterval = GestureDefaults.maximumIntervalBetweenTaps
    public var multipleTapDistance = GestureDefaults.maximumTapDistance

    static var logger: Logger { EngineLogging.logger(label: "gesturelab.engine.window") }

    public init(size: Size, clock: GestureClock) {
        self.clock = clock
        super.init(name: "window", frame: Rect(origin: .zero, size: size))
        arena.window = self
        windowOfTree = self
    }

    /// A window is the window of its own tree, wherever it is put.
    override func treeDidMove(to newWindow: GestureWindow?) {}

    public var size: Size {
        get { bounds.size }
        set { frame = Rect(origin: .zero, size: newValue) }
    }

    public func addObserver(_ observer: GestureObserver) {
        observers.append(observer)
        observersDidChange()
    }

    public func removeObserver(_ observer: GestureObserver) {
        observers.removeAll { $0 === observer }
        observersDidChange()
    }

    /// Tells the arena who watches, so that a state change nobody wants to hear of costs nothing.
    private func observersDidChange() {
        arena.isWatched = !observers.isEmpty
        arena.areRepeatedChangesWatched = observers.contains { $0.observesRepeatedChanges }
    }

    /// The recognizers taking part in the current interaction (for inspectors).
    public var participatingRecognizers: [GestureRecognizer] { arena.participants }

    // MARK: Input

    /// Handles one moment of input. The clock should already read `event.time` (the run loop or the driver sets it).
    /// A key only tells the engine which modifiers are held (the app above acts on keys); a scroll that is not a
    /// Ctrl+wheel pinch goes to the pans that accept scrolling; the pointer's motion with no button held is hover.
    public func send(_ event: InputEvent) {
        // Touches, nearly every event, go straight in: nothing in them needs repairing, and they are checked sample
        // by sample (handleTouches), so that one bad sample does not drop a finger's lift. (Passing them through
        // `repairingEndings` would copy the whole event, samples and all, on every touch event.)
        if case .touches(let samples) = event.kind {
            process { handleTouches(samples, at: event.time) }
            return
        }
        let event = repairingEndings(event)
        if let problem = InputLimits.problem(with: event.kind) {
            Self.logger.warning("ignored an input event: \(problem)")
            return
        }
        process {
            switch event.kind {
            case .touches: break  // handled above
            case .pointer(let sample):
                modifierFlags = sample.modifiers
                pointerAdapter.handle(sample, at: event.time)
                handleHover(sample)
            case .touchpad(let gesture): handleTouchpad(gesture)
            case .scroll(let sample):
                modifierFlags = sample.modifiers
                if !pointerAdapter.handle(sample, at: event.time) { handleScroll(sample) }
            case .key(let sample): modifierFlags = sample.modifiersAfter
            case .resize(let newSize): size = newSize
            }
        }
    }

    /// A release or a gesture's end is honoured even when its numbers are garbage (they no longer matter): dropping
    /// it would leave a button or a touchpad gesture held forever. The numbers are replaced by harmless ones.
    func repairingEndings(_ event: InputEvent) -> InputEvent {
        switch event.kind {
        case .pointer(var sample)
        where (sample.action == .release || sample.action == .exit) && !InputLimits.isUsable(sample.location):
            sample.location = pointerAdapter.fingers[PointerTouchAdapter.primaryTouchID] ?? .zero
            return InputEvent(time: event.time, .pointer(sample))
        case .touchpad(var gesture) where gesture.phase == .ended || gesture.phase == .cancelled:
            if InputLimits.problem(with: event.kind) == nil { return event }
            gesture.location = InputLimits.isUsable(gesture.location) ? gesture.location : .zero
            gesture.delta = .zero
            gesture.scale = 1
            gesture.rotationDelta = 0
            return InputEvent(time: event.time, .touchpad(gesture))
        default:
            return event
        }
    }

    // MARK: Notifications

    func notifyTransition(_ recognizer: GestureRecognizer, from old: GestureState, to new: GestureState) {
        let isRepeat = old == new
        for observer in observers where !isRepeat || observer.observesRepeatedChanges {
            observer.recognizer(recognizer, didChangeFrom: old, to: new)
        }
    }

    func notifyWaiting(_ recognizer: GestureRecognizer, for others: [GestureRecognizer]) {
        for observer in observers { observer.recognizer(recognizer, isWaitingForFailureOf: others) }
    }

    func notifyViewDelivery(_ view: View, _ phase: TouchPhase, _ touch: Touch) {
        for observer in observers { observer.view(view, didReceive: phase, of: touch) }
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

    /// A recognizer leaves its view: a gesture under way is cancelled, a possible one fails. Its reset waits for
    /// the end of the current event like any other (the arena keeps it until it settles); one that was not taking
    /// part is reset at once.
    func recognizerWillBeRemoved(_ recognizer: GestureRecognizer) {
        arena.recognizerWillBeRemoved(recognizer)
        if !arena.participants.contains(where: { $0 === recognizer }) {
            unbind(recognizer)
            recognizer.resetForNextGesture()
        }
    }
}
