/// Recognizes two fingers moving apart or together (continuous), as UIKit's UIPinchGestureRecognizer.
///
/// `scale` is the fingers' distance now over their distance when the pinch started (or when `scale` was last
/// set: the tutorials apply it and set it back to 1). Fingers closer than `minimumSpan` give no ratio, so touches
/// that start at the same point never divide by zero: the baseline waits until they separate.
/// A touchpad pinch (XI 2.4) drives it too. Defaults: begins after the distance changed by 8 px; 20 px minimum span
/// (a ratio against a tinier span would turn a pixel of movement into a huge jump in scale).
public final class PinchGestureRecognizer: GestureRecognizer {
    public var movementThreshold = 8.0
    public var minimumSpan = 20.0

    private var baselineSpan: Double?
    private var startSpan: Double?
    private var baselineScale = 1.0
    private var currentScale = 1.0
    private var touchpadBaseline: Double?
    private var velocityTracker = VelocityTracker()

    /// Distance ratio since the start (1 = unchanged). Setting it re-bases the ratio.
    public var scale: Double {
        get { currentScale }
        set {
            currentScale = newValue
            baselineScale = newValue
            baselineSpan = TwoFingerGeometry(touches, minimumSpan: minimumSpan)?.span
            touchpadBaseline = touchpadBaseline.map { _ in lastTouchpadScale }
            velocityTracker.clear()
        }
    }

    private var lastTouchpadScale = 1.0

    /// Scale per second.
    public var velocity: Double { velocityTracker.velocity.x }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        rebaseOnFingerChange()
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let geometry = TwoFingerGeometry(self.touches, minimumSpan: minimumSpan) else { return }
        guard let baseline = baselineSpan, let start = startSpan else {
            baselineSpan = geometry.span  // the fingers just separated enough to measure
            startSpan = geometry.span
            return
        }
        currentScale = baselineScale * geometry.span / baseline
        velocityTracker.add(Point(x: currentScale, y: 0), at: event.timestamp)
        if state == .possible {
            if abs(geometry.span - start) >= movementThreshold { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let remaining = numberOfTouches - touches.count
        if state.isActive {
            if remaining < 2 { state = .ended }
        } else if state == .possible && remaining == 0 {
            state = .failed
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    private func rebaseOnFingerChange() {
        let span = TwoFingerGeometry(touches, minimumSpan: minimumSpan)?.span
        baselineSpan = span
        baselineScale = currentScale
        if startSpan == nil { startSpan = span }
    }

    public override func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { kind == .pinch }

    public override func touchpadGestureChanged(_ gesture: TouchpadGesture) {
        let time = clock?.now ?? 0
        switch gesture.phase {
        case .began:
            touchpadBaseline = gesture.scale > 0 ? gesture.scale : 1
            lastTouchpadScale = touchpadBaseline ?? 1
        case .changed:
            // A step outside 0.5…2 in one event is a glitch of the device, not a pinch (Qt does the same).
            guard gesture.scale.isFinite, gesture.scale > 0, let baseline = touchpadBaseline else { return }
            let step = gesture.scale / lastTouchpadScale
            guard step >= 0.5 && step <= 2 else { return }
            lastTouchpadScale = gesture.scale
            currentScale = baselineScale * gesture.scale / baseline
            velocityTracker.add(Point(x: currentScale, y: 0), at: time)
            if state == .possible {
                if currentScale != 1 { state = .began }
            } else if state.isActive {
                state = .changed
            }
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
        currentScale = 1
        touchpadBaseline = nil
        lastTouchpadScale = 1
        velocityTracker.clear()
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
