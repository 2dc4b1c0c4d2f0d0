/// Recognizes two fingers moving apart or together (continuous), as UIKit's UIPinchGestureRecognizer.
///
/// `scale` is the fingers' distance now over their distance when the pinch started (or when `scale` was last
/// set: the tutorials apply it and set it back to 1). Fingers closer than `minimumSpan` give no ratio, so touches
/// that start at the same point never divide by zero: the baseline waits until they separate.
/// A touchpad pinch (XI 2.4) drives it too. Defaults: begins after the distance changed by 8 px; 20 px minimum span
/// (a ratio against a tinier span would turn a pixel of movement into a huge jump in scale).
public final class PinchGestureRecognizer: GestureRecognizer {
    public var movementThreshold = 8.0
    public var minimumSpan = GestureDefaults.minimumTwoFingerSpan

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
        advanceContinuousGesture(beginIf: abs(geometry.span - start) >= movementThreshold)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        endContinuousGesture(touchesLeft: numberOfTouches - touches.count, minimumTouches: 2)
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
        currentScale = 1
        touchpadBaseline = nil
        lastTouchpadScale = 1
        velocityTracker.clear()
    }
}
