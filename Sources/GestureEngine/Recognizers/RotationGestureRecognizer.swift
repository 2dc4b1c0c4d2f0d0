/// Recognizes two fingers turning (continuous), as UIKit's UIRotationGestureRecognizer.
///
/// `rotation` is in radians, positive clockwise on screen. It is summed from small steps, each wrapped into
/// (-π, π], so it never jumps when the fingers' angle crosses ±π and can exceed a full turn.
/// As in UIKit, it changes only while both fingers are down and ends when both have lifted; while one finger remains
/// the angle holds still, and a finger that joins again continues from the current angle without a jump.
/// A touchpad pinch's angle (XI 2.4) drives it too. Defaults: begins after 0.07 rad (4°); 20 px minimum span
/// (the angle between two fingers closer than that swings wildly with every pixel).
public final class RotationGestureRecognizer: GestureRecognizer {
    // Read on every move; unchecked for exclusivity: plain data (see `View.bounds`).
    @exclusivity(unchecked) public var rotationThreshold = 0.07
    @exclusivity(unchecked) public var minimumSpan = GestureDefaults.minimumTwoFingerSpan

    /// Radians since the start, or since it was last set (the tutorials apply it and set it back to 0).
    /// Setting it resets the velocity, as in UIKit; the recognizer's own steps do not.
    public var rotation: Double {
        get { currentRotation }
        set {
            currentRotation = newValue
            velocityWasReset = true
        }
    }

    // The numbers read on every move are unchecked for exclusivity: plain data (see `View.bounds`).
    @exclusivity(unchecked) private var currentRotation = 0.0
    @exclusivity(unchecked) private var previousAngle: Double?
    /// The angle turned since the start, never re-based by setting `rotation`: what the velocity is fitted to.
    @exclusivity(unchecked) private var turnedSinceStart = 0.0
    /// Unchecked for exclusivity: an engine-only list of samples (see `View.bounds`), added to on every move.
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker()
    /// Set by setting `rotation`; cleared by the next step.
    @exclusivity(unchecked) private var velocityWasReset = false

    /// Radians per second.
    public var velocity: Double { velocityWasReset ? 0 : velocityTracker.velocity.x }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        previousAngle = TwoFingerGeometry(of: self, minimumSpan: minimumSpan)?.angle
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let angle = TwoFingerGeometry(of: self, minimumSpan: minimumSpan)?.angle else { return }
        defer { previousAngle = angle }
        guard let previous = previousAngle else { return }
        turn(by: normalizedAngle(angle - previous), at: event.timestamp)
    }

    private func turn(by step: Double, at time: TimeInterval) {
        currentRotation += step
        turnedSinceStart += step
        velocityTracker.add(Point(x: turnedSinceStart, y: 0), at: time)
        velocityWasReset = false
        advanceContinuousGesture(beginIf: abs(turnedSinceStart) >= rotationThreshold)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        endContinuousGesture(touchesLeft: numberOfTouches - touches.count)
        previousAngle = nil
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    public override func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { kind == .pinch }

    public override func touchpadGestureChanged(_ gesture: TouchpadGesture) {
        switch gesture.phase {
        case .began:
            break
        case .changed:
            guard gesture.rotationDelta.isFinite, gesture.rotationDelta != 0 else { return }
            turn(by: gesture.rotationDelta, at: clock?.now ?? 0)
        case .ended:
            finishContinuousGesture()
        case .cancelled:
            finishContinuousGesture(cancelled: true)
        }
    }

    public override func reset() {
        currentRotation = 0
        velocityWasReset = false
        turnedSinceStart = 0
        previousAngle = nil
        velocityTracker.clear()
    }

    // MARK: - Inspector facts

    /// The rotation since the last reset and its velocity, and how far the view is turned in all, in degrees.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        let turned = number(degrees(fromRadians: rotation))
        let speed = number(degrees(fromRadians: velocity))
        facts.add("rotation", "rotation \(turned)°, velocity \(speed)°/s")
        if let view {
            let total = number(degrees(fromRadians: view.transform.rotationAngle))
            facts.add("viewRotation", "\(view.name) turned \(total)° in all")
        }
        return facts
    }
}
