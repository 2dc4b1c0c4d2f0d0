/// Recognizes two fingers moving apart or together (continuous), as UIKit's UIPinchGestureRecognizer.
///
/// `scale` is the fingers' distance now over their distance when the pinch started (or when `scale` was last
/// set: the tutorials apply it and set it back to 1). Fingers closer than `minimumSpan` give no ratio, so touches
/// that start at the same point never divide by zero: the baseline waits until they separate.
///
/// As in UIKit, the pinch changes only while both fingers are down and ends when both have lifted: while one finger
/// remains, the scale holds still (no jump when fingers lift a few milliseconds apart), and a finger that joins
/// again re-bases the ratio so the scale carries on from where it was.
/// A touchpad pinch (XI 2.4) drives it too. Defaults: begins after the distance changed by 8 px; 20 px minimum span
/// (a ratio against a tinier span would turn a pixel of movement into a huge jump in scale).
public final class PinchGestureRecognizer: GestureRecognizer {
    // Read on every move; unchecked for exclusivity: plain data (see `View.bounds`).
    @exclusivity(unchecked) public var movementThreshold = 8.0
    @exclusivity(unchecked) public var minimumSpan = GestureDefaults.minimumTwoFingerSpan

    /// The span, scale and unre-based scale when the ratio was last re-based (a finger joined, `scale` was set).
    /// The numbers read on every move are unchecked for exclusivity: plain data (see `View.bounds`).
    @exclusivity(unchecked) private var baselineSpan: Double?
    @exclusivity(unchecked) private var baselineScale = 1.0
    @exclusivity(unchecked) private var baselineScaleSinceStart = 1.0
    @exclusivity(unchecked) private var startSpan: Double?
    @exclusivity(unchecked) private var currentScale = 1.0
    /// The scale since the gesture started, never re-based by setting `scale`: what the velocity is fitted to,
    /// so that the tutorials' `scale = 1` after every step does not wipe the velocity's history.
    @exclusivity(unchecked) private var scaleSinceStart = 1.0
    private var touchpadBaseline: Double?
    private var lastTouchpadScale = 1.0
    /// Unchecked for exclusivity: an engine-only list of samples (see `View.bounds`), added to on every move.
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker()
    /// Set by setting `scale` (UIKit: "setting the scale resets the velocity"); cleared by the next movement.
    @exclusivity(unchecked) private var velocityWasReset = false

    /// Distance ratio since the start (1 = unchanged). Setting it re-bases the ratio and resets the velocity.
    public var scale: Double {
        get { currentScale }
        set {
            currentScale = newValue
            rebase()
            touchpadBaseline = touchpadBaseline.map { _ in lastTouchpadScale }
            velocityWasReset = true
        }
    }

    /// Scale factor per second, at the current `scale`'s base.
    public var velocity: Double {
        guard !velocityWasReset, scaleSinceStart > 0 else { return 0 }
        return velocityTracker.velocity.x * currentScale / scaleSinceStart
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        rebase()
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let geometry = TwoFingerGeometry(of: self, minimumSpan: minimumSpan) else { return }
        if startSpan == nil { startSpan = geometry.span }
        guard let baseline = baselineSpan, let start = startSpan else {
            baselineSpan = geometry.span  // the fingers just separated enough to measure
            return
        }
        apply(ratio: geometry.span / baseline, at: event.timestamp)
        advanceContinuousGesture(beginIf: abs(geometry.span - start) >= movementThreshold)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        endContinuousGesture(touchesLeft: numberOfTouches - touches.count)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    private func apply(ratio: Double, at time: TimeInterval) {
        currentScale = baselineScale * ratio
        scaleSinceStart = baselineScaleSinceStart * ratio
        velocityTracker.add(Point(x: scaleSinceStart, y: 0), at: time)
        velocityWasReset = false
    }

    /// Takes the current span as the new baseline, so the scale continues from its current value.
    private func rebase() {
        baselineSpan = TwoFingerGeometry(of: self, minimumSpan: minimumSpan)?.span
        baselineScale = currentScale
        baselineScaleSinceStart = scaleSinceStart
        if startSpan == nil { startSpan = baselineSpan }
    }

    public override func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { kind == .pinch }

    public override func touchpadGestureChanged(_ gesture: TouchpadGesture) {
        let time = clock?.now ?? 0
        switch gesture.phase {
        case .began:
            touchpadBaseline = gesture.scale > 0 && gesture.scale.isFinite ? gesture.scale : 1
            lastTouchpadScale = touchpadBaseline ?? 1
        case .changed:
            // A step outside 0.5…2 in one event is a glitch of the device, not a pinch (Qt does the same).
            guard gesture.scale.isFinite, gesture.scale > 0, let baseline = touchpadBaseline else { return }
            let step = gesture.scale / lastTouchpadScale
            guard step >= 0.5 && step <= 2 else { return }
            lastTouchpadScale = gesture.scale
            apply(ratio: gesture.scale / baseline, at: time)
            advanceContinuousGesture(beginIf: currentScale != 1)
        case .ended:
            finishContinuousGesture()
        case .cancelled:
            finishContinuousGesture(cancelled: true)
        }
    }

    public override func reset() {
        baselineSpan = nil
        startSpan = nil
        baselineScale = 1
        baselineScaleSinceStart = 1
        currentScale = 1
        scaleSinceStart = 1
        touchpadBaseline = nil
        lastTouchpadScale = 1
        velocityTracker.clear()
        velocityWasReset = false
    }

    // MARK: - Inspector facts

    /// The scale since the last reset and its velocity, and how much the view is scaled in all.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        facts.add("scale", "scale \(number(scale)), velocity \(number(velocity))/s")
        if let view { facts.add("viewScale", "\(view.name) scaled ×\(number(view.transform.scaleFactor)) in all") }
        return facts
    }
}
