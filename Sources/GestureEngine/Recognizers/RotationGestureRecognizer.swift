/// Recognizes two fingers turning (continuous), as UIKit's UIRotationGestureRecognizer.
///
/// `rotation` is in radians, positive clockwise on screen. It is summed from small steps, each wrapped into
/// (-π, π], so it never jumps when the fingers' angle crosses ±π and can exceed a full turn.
/// A touchpad pinch's angle (XI 2.4) drives it too. Defaults: begins after 0.07 rad (4°); 20 px minimum span
/// (the angle between two fingers closer than that swings wildly with every pixel).
public final class RotationGestureRecognizer: GestureRecognizer {
    public var rotationThreshold = 0.07
    public var minimumSpan = 20.0

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
        if state == .possible {
            if abs(turnedSinceStart) >= rotationThreshold { state = .began }
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

    // MARK: - Inspector facts

    /// The rotation since the last reset and its velocity, and how far the view is turned in all, in degrees.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        let turned = number(degrees(fromRadians: rotation)), speed = number(degrees(fromRadians: velocity))
        facts.add("rotation", "rotation \(turned)°, velocity \(speed)°/s")
        if let view {
            let total = number(degrees(fromRadians: view.transform.rotationAngle))
            facts.add("viewRotation", "\(view.name) turned \(total)° in all")
        }
        return facts
    }
}
