/// Recognizes two fingers turning (continuous), as UIKit's UIRotationGestureRecognizer.
///
/// `rotation` is in radians, positive clockwise on screen. It is summed from small steps, each wrapped into
/// (-π, π], so it never jumps when the fingers' angle crosses ±π and can exceed a full turn.
/// A touchpad pinch's angle (XI 2.4) drives it too. Defaults: begins after 0.07 rad (4°); 20 px minimum span
/// (the angle between two fingers closer than that swings wildly with every pixel).
public final class RotationGestureRecognizer: GestureRecognizer {
    public var rotationThreshold = 0.07
    public var minimumSpan = GestureDefaults.minimumTwoFingerSpan

    /// Radians since the start, or since it was last set (the tutorials apply it and set it back to 0).
    public var rotation = 0.0 {
        didSet { velocityTracker.clear() }
    }

    private var previousAngle: Double?
    private var turnedSinceStart = 0.0
    private var velocityTracker = VelocityTracker()

    /// Radians per second.
    public var velocity: Double { velocityTracker.velocity.x }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        previousAngle = TwoFingerGeometry(self.touches, minimumSpan: minimumSpan)?.angle
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let angle = TwoFingerGeometry(self.touches, minimumSpan: minimumSpan)?.angle else { return }
        defer { previousAngle = angle }
        guard let previous = previousAngle else { return }
        turn(by: normalizedAngle(angle - previous), at: event.timestamp)
    }

    private func turn(by step: Double, at time: TimeInterval) {
        rotation += step
        turnedSinceStart += step
        velocityTracker.add(Point(x: turnedSinceStart, y: 0), at: time)
        advanceContinuousGesture(beginIf: abs(turnedSinceStart) >= rotationThreshold)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        endContinuousGesture(touchesLeft: numberOfTouches - touches.count, minimumTouches: 2)
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
        rotation = 0
        turnedSinceStart = 0
        previousAngle = nil
        velocityTracker.clear()
    }
}
