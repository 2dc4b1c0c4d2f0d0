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

    /// Called with each key event (the engine has no use for keys itself).
    public var onKey: ((KeySample) -> Void)?
    /// Called with each scroll event that the pointer adapter did not turn into a pinch.
    public var onScroll: ((ScrollSample) -> Void)?
    /// Called when the window is resized (after its bounds change).
    public var onResize: ((Size) -> Void)?
    /// Called with every input event before it is handled: the recorder taps the stream here.
    public var onInput: ((InputEvent) -> Void)?
    /// Receives transitions the table forbids. The default logs and asserts (in debug builds).
    public var onIllegalTransition: (IllegalTransition) -> Void = { transition in
        IllegalTransitionReporting.reportWithoutWindow(transition)
    }

    private var observers: [GestureObserver] = []
    /// Touches on the screen now, by id.
    public private(set) var activeTouches: [Int: Touch] = [:]
    /// Touches that have ended but whose view has not been told yet (delaysTouchesEnded).
    private var touchesAwaitingView: [Touch] = []
    private var touchpadRecognizers: [GestureRecognizer] = []
    private var lastTap: (time: TimeInterval, location: Point, count: Int)?

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
    public func send(_ event: InputEvent) {
        onInput?(event)
        switch event.kind {
        case .touches(let samples): handleTouches(samples, at: event.time)
        case .pointer(let sample): pointerAdapter.handle(sample, at: event.time)
        case .touchpad(let gesture): handleTouchpad(gesture)
        case .scroll(let sample):
            if !pointerAdapter.handle(sample, at: event.time) { onScroll?(sample) }
        case .key(let sample): onKey?(sample)
        case .resize(let newSize):
            size = newSize
            onResize?(newSize)
        }
    }

    func handleTouches(_ samples: [TouchSample], at time: TimeInterval) {
        // Recognizers waiting with no touch down (a pending single tap, a double tap between its taps).
        let busyBefore = arena.participants.filter { $0.trackedTouches.isEmpty }.map { ($0, generation: $0.generation) }
        var changed: [Touch] = []
        for sample in samples {
            guard sample.location.isFinite else {
                Self.logger.warning("touch \(sample.id): ignored a non-finite location")
                continue
            }
            if let touch = update(with: sample, at: time), !changed.contains(touch) { changed.append(touch) }
        }
        for touch in activeTouches.values where !changed.contains(touch) { touch.phase = .stationary }
        guard !changed.isEmpty else { return }
        let event = currentEvent(at: time)
        deliverToRecognizers(changed, event: event)
        for touch in changed where !touch.viewIsFinished { touch.heldViewPhases.append(touch.phase) }
        offerNewTouchesToResetRecognizers(changed.filter { $0.phase == .began }, busyBefore: busyBefore, event: event)
        for touch in changed where touch.phase.isFinal {
            activeTouches[touch.id] = nil
            touchesAwaitingView.append(touch)
            for recognizer in touch.gestureRecognizers {
                _ = recognizer.location(in: nil)  // remember where the touches were
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
        }
        finishProcessing()
    }

    private func update(with sample: TouchSample, at time: TimeInterval) -> Touch? {
        if sample.phase == .began {
            guard activeTouches[sample.id] == nil else {
                Self.logger.warning("touch \(sample.id): began twice; the second begin is ignored")
                return nil
            }
            return beginTouch(sample, at: time)
        }
        guard let touch = activeTouches[sample.id] else {
            Self.logger.warning("touch \(sample.id): \(sample.phase.rawValue) for a touch that never began; ignored")
            return nil
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = sample.location
        touch.timestamp = time
        touch.phase = sample.phase == .stationary ? .moved : sample.phase
        if touch.phase == .ended {
            lastTap = (time, touch.locationInWindow, touch.tapCount)
        }
        return touch
    }

    private func beginTouch(_ sample: TouchSample, at time: TimeInterval) -> Touch {
        var tapCount = 1
        if let last = lastTap, time - last.time <= multipleTapInterval,
            last.location.distance(to: sample.location) <= multipleTapDistance
        {
            tapCount = last.count + 1
        }
        let touch = Touch(id: sample.id, location: sample.location, timestamp: time, tapCount: tapCount)
        touch.view = hitTest(sample.location) ?? self
        activeTouches[sample.id] = touch
        _ = bindRecognizers(to: touch)
        return touch
    }

    /// Binds a new touch to the recognizers of its view and the view's ancestors. Those waiting with a decision
    /// pending are remembered: they may take the touch once they are resolved (see below).
    private func bindRecognizers(to touch: Touch) -> [GestureRecognizer] {
        for recognizer in recognizerChain(of: touch) where canReceive(recognizer, touch) {
            bind(touch, to: recognizer)
        }
        return touch.gestureRecognizers
    }

    /// The recognizers of a touch's view and of the view's ancestors, nearest first.
    private func recognizerChain(of touch: Touch) -> [GestureRecognizer] {
        var chain: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            chain += current.gestureRecognizers
            view = current.superview
        }
        return chain
    }

    private func bind(_ touch: Touch, to recognizer: GestureRecognizer) {
        touch.gestureRecognizers.append(recognizer)
        recognizer.trackedTouches.append(touch)
        recognizer.trackedTouches.sort { $0.id < $1.id }
        arena.enroll(recognizer)
    }

    /// A recognizer that has decided (or waits with a decision pending) takes no new touches.
    private func canReceive(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        recognizer.isEnabled && !recognizer.currentState.isTerminal && recognizer.pendingState == nil
            && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
    }

    /// A new touch can end an earlier gesture: a second tap too far away fails the double tap, which releases the
    /// waiting single tap. Those recognizers were waiting, with no touch down, when the touch began; once reset,
    /// they get the touch as the start of a new gesture, so the second tap counts as a tap of its own.
    /// A recognizer that failed on a touch while it still had other touches down (a circle getting a second
    /// finger) is not offered it again.
    private func offerNewTouchesToResetRecognizers(
        _ began: [Touch], busyBefore: [(GestureRecognizer, generation: Int)], event: TouchEvent
    ) {
        guard !began.isEmpty, !busyBefore.isEmpty else { return }
        arena.settle()
        for touch in began where activeTouches[touch.id] === touch {
            for recognizer in recognizerChain(of: touch)
            where busyBefore.contains(where: { $0.0 === recognizer && $0.generation != recognizer.generation })
                && !touch.gestureRecognizers.contains(where: { $0 === recognizer }) && canReceive(recognizer, touch)
            {
                bind(touch, to: recognizer)
                recognizer.touchesBegan([touch], with: event)
            }
        }
    }

    private func currentEvent(at time: TimeInterval) -> TouchEvent {
        TouchEvent(timestamp: time, allTouches: activeTouches.values.sorted { $0.id < $1.id })
    }

    private func deliverToRecognizers(_ changed: [Touch], event: TouchEvent) {
        var recognizers: [GestureRecognizer] = []
        for touch in changed {
            for recognizer in touch.gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                guard !recognizer.currentState.isTerminal else { break }
                let touches = changed.filter { touch in
                    touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
                }
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                default: recognizer.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    // MARK: Touchpad gestures

    func handleTouchpad(_ gesture: TouchpadGesture) {
        if gesture.phase == .began {
            for recognizer in touchpadRecognizers { recognizer.isTrackingTouchpad = false }
            touchpadRecognizers = []
            var view: View? = hitTest(gesture.location) ?? self
            while let current = view {
                for recognizer in current.gestureRecognizers
                where recognizer.isEnabled && !recognizer.currentState.isTerminal
                    && recognizer.acceptsTouchpadGesture(gesture.kind)
                {
                    recognizer.isTrackingTouchpad = true
                    recognizer.lastLocationInWindow = gesture.location
                    touchpadRecognizers.append(recognizer)
                    arena.enroll(recognizer)
                }
                view = current.superview
            }
        }
        for recognizer in touchpadRecognizers where !recognizer.currentState.isTerminal {
            recognizer.lastLocationInWindow = gesture.location
            recognizer.touchpadGestureChanged(gesture)
        }
        if gesture.phase == .ended || gesture.phase == .cancelled {
            for recognizer in touchpadRecognizers { recognizer.isTrackingTouchpad = false }
            touchpadRecognizers = []
        }
        finishProcessing()
    }

    // MARK: Settling and view delivery

    /// Settles the arena and delivers what the views may now be told. Called after every event and timer.
    public func finishProcessing() {
        arena.settle()
        flushViewDelivery()
    }

    /// Removes a finished recognizer from every touch, so it takes only new touches after its reset.
    func unbind(_ recognizer: GestureRecognizer) {
        for touch in activeTouches.values { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        for touch in touchesAwaitingView { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        touchpadRecognizers.removeAll { $0 === recognizer }
    }

    /// A recognizer began or recognized with cancelsTouchesInView: the views of every touch it received
    /// (still down, or lifted with the view's `touchesEnded` held back) are told the touches were cancelled.
    func cancelViewDelivery(forTouchesOf recognizer: GestureRecognizer) {
        let touches = (touchesAwaitingView + activeTouches.values.sorted { $0.id < $1.id })
            .filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
        for touch in touches where !touch.viewIsFinished {
            touch.viewIsFinished = true
            touch.heldViewPhases.removeAll()
            if touch.viewHasBegun, let view = touch.view {
                view.touchesCancelled([touch], with: currentEvent(at: clock.now))
            }
        }
    }

    /// Delivers each touch's queued phases to its view, unless an undecided recognizer delays them.
    private func flushViewDelivery() {
        let pending = (touchesAwaitingView + activeTouches.values.sorted { $0.id < $1.id })
            .filter { !$0.heldViewPhases.isEmpty && !$0.viewIsFinished }
        for touch in pending {
            while let phase = touch.heldViewPhases.first, !isViewDelivery(of: phase, delayedFor: touch) {
                touch.heldViewPhases.removeFirst()
                deliverToView(touch, phase)
                if touch.viewIsFinished { break }
            }
        }
        touchesAwaitingView.removeAll { $0.viewIsFinished || $0.heldViewPhases.isEmpty }
    }

    private func isViewDelivery(of phase: TouchPhase, delayedFor touch: Touch) -> Bool {
        let undecided = touch.gestureRecognizers.filter { $0.currentState == .possible }
        switch phase {
        case .began, .moved: return undecided.contains { $0.delaysTouchesBegan }
        case .ended: return undecided.contains { $0.delaysTouchesEnded || $0.delaysTouchesBegan }
        default: return false
        }
    }

    private func deliverToView(_ touch: Touch, _ phase: TouchPhase) {
        guard let view = touch.view else { return }
        let event = currentEvent(at: clock.now)
        switch phase {
        case .began:
            touch.viewHasBegun = true
            view.touchesBegan([touch], with: event)
        case .moved, .stationary:
            view.touchesMoved([touch], with: event)
        case .ended:
            touch.viewIsFinished = true
            view.touchesEnded([touch], with: event)
        case .cancelled:
            touch.viewIsFinished = true
            view.touchesCancelled([touch], with: event)
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
