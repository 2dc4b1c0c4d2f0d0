/// Recognizes fingers dragging (continuous), as UIKit's UIPanGestureRecognizer: began once the fingers' centre
/// has moved `movementThreshold` pixels, changed as they move, ended when they lift.
///
/// The translation follows the centre of the tracked fingers and stays continuous when a finger joins or
/// leaves (the centre jumps then, the translation does not). A touchpad swipe (XI 2.4) drives it too.
/// Defaults: 1 to unlimited fingers, a 10 px threshold. More fingers than the maximum keep it from beginning; once
/// under way, fingers beyond the maximum are ignored.
open class PanGestureRecognizer: GestureRecognizer {
    // The settings read on every move are unchecked for exclusivity: plain data (see `View.bounds`).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// How far (px) the fingers' centre must move before the pan begins, so that a tap is not a pan.
    @exclusivity(unchecked) public var movementThreshold = GestureDefaults.touchSlop
    /// The scrolls that drive the pan as fingers would (UIKit's `allowedScrollTypesMask`): a mouse wheel
    /// (`.discrete`), a touchpad's two-finger scroll (`.continuous`). Default none: only touches pan.
    public var allowedScrollTypesMask: ScrollTypeMask = []

    /// Centroid movement since the gesture started, in window coordinates.
    @exclusivity(unchecked) private var translationInWindow = Point.zero  // plain data: see `View.bounds`
    /// Unchecked for exclusivity: an engine-only list of samples (see `View.bounds`), added to on every move.
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker()

    /// The translation since the gesture started, in a view's coordinate system (nil: window).
    public func translation(in view: View?) -> Point {
        view?.convertVector(fromWindow: translationInWindow) ?? translationInWindow
    }

    /// Re-bases the translation (the tutorials set it back to zero after applying it).
    public func setTranslation(_ translation: Point, in view: View?) {
        let newValue = view?.convertVector(toWindow: translation) ?? translation
        velocityTracker.shift(by: newValue - translationInWindow)
        translationInWindow = newValue
    }

    /// Pixels per second in a view's coordinate system (nil: window), from a least-squares quadratic fit of the
    /// last 100 ms of movement (see `VelocityTracker`).
    public func velocity(in view: View?) -> Point {
        let velocity = velocityTracker.velocity
        return view?.convertVector(fromWindow: velocity) ?? velocity
    }

    /// Whether the pan may begin with this translation (window coordinates). Subclasses add rules (screen edges).
    open func shouldBeginPan(withTranslation translation: Point) -> Bool {
        translation.length >= movementThreshold
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // Under way, fingers beyond the maximum are ignored; before it begins they count, and keep it from beginning.
        if state.isActive {
            for touch in touches where numberOfTouches > maximumNumberOfTouches {
                ignore(touch, for: event)
            }
        }
        velocityTracker.add(translationInWindow, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches > 0 else { return }
        // UIKit: maximumNumberOfTouches is "the maximum number of fingers that can touch the view for gesture
        // recognition". With more fingers down the pan does not begin, and their movement is not counted: if enough
        // fingers lift, it measures from there.
        if state == .possible && numberOfTouches > maximumNumberOfTouches {
            translationInWindow = .zero
            velocityTracker.clear()
            return
        }
        // The centre's shift when only `touches` moved: their summed movement over all tracked fingers.
        var movement = Point.zero
        for touch in touches { movement += touch.locationInWindow - touch.previousLocationInWindow }
        translationInWindow += movement / Double(numberOfTouches)
        velocityTracker.add(translationInWindow, at: event.timestamp)
        advanceContinuousGesture(
            beginIf: numberOfTouches >= minimumNumberOfTouches && shouldBeginPan(withTranslation: translationInWindow))
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // The lift is not a position sample; its time tells whether the fingers paused before letting go.
        velocityTracker.lift(at: event.timestamp)
        endContinuousGesture(
            touchesLeft: numberOfTouches - touches.count, minimumTouches: max(1, minimumNumberOfTouches))
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { kind == .swipe }

    open override func touchpadGestureChanged(_ gesture: TouchpadGesture) {
        let time = clock?.now ?? 0
        switch gesture.phase {
        case .began:
            velocityTracker.add(translationInWindow, at: time)
        case .changed:
            translationInWindow += gesture.delta
            velocityTracker.add(translationInWindow, at: time)
            advanceContinuousGesture(beginIf: shouldBeginPan(withTranslation: translationInWindow))
        case .ended:
            velocityTracker.lift(at: time)
            finishContinuousGesture()
        case .cancelled:
            finishContinuousGesture(cancelled: true)
        }
    }

    open override func acceptsScroll(_ type: ScrollType) -> Bool { allowedScrollTypesMask.contains(type.mask) }

    /// A scroll step drags the pan by its `delta`, as a touchpad swipe does.
    open override func scrollChanged(_ scroll: ScrollGesture) {
        touchpadGestureChanged(
            TouchpadGesture(
                kind: .swipe, phase: scroll.phase, fingerCount: 2, location: scroll.location, delta: scroll.delta))
    }

    open override func reset() {
        translationInWindow = .zero
        velocityTracker.clear()
    }

    // MARK: - Inspector facts

    /// The velocity, drawn as a line from the touch (0.15 s ahead) while fingers are down.
    open override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let speed = velocity(in: nil)
        facts.add("velocity", "velocity \(speed) px/s")
        let from = location(in: nil)
        if numberOfTouches > 0 && speed.length > 1 { facts.draw(.line(from: from, to: from + speed * 0.15)) }
        return facts
    }
}
