import GestureEngine

/// Recognizes one finger turning a knob (continuous), after the one-finger rotation ("swirl") tutorial.
///
/// The rule in plain words: the angle is measured around the centre of the recognizer's view (the knob), as a
/// bearing — 0° at the top, growing clockwise, in 0..<360. It is measured in the knob's superview, not in the knob
/// itself: the knob turns with the finger, and in its own turning coordinates the finger would seem to stand still. It begins at the first move that turns the knob,
/// changes as the finger goes round, and ends when the finger lifts. `angleChange` is the signed step since the
/// last move, wrapped into (-180°, 180°], so crossing the 0/360° line is a small step, not a jump of 360°.
/// Close to the centre the angle means nothing (a pixel can swing it by 90°), so inside `deadZoneRadius` the angle
/// holds still until the finger moves out again. A second finger fails it.
public final class SwirlGestureRecognizer: GestureRecognizer {
    /// Within this distance of the centre (in the superview's points) the finger does not turn the knob.
    public var deadZoneRadius = 12.0

    /// The bearing of the finger now, in degrees (0 = up, clockwise).
    public private(set) var currentAngle = 0.0
    /// The bearing at the previous move.
    public private(set) var previousAngle = 0.0
    /// The signed change between the two, in degrees: positive clockwise.
    public private(set) var angleChange = 0.0
    /// The sum of the changes since the gesture began.
    public private(set) var totalAngle = 0.0

    /// The knob's centre in its superview's coordinates.
    public var knobCenter: Point { view?.center ?? .zero }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            state = state == .possible || state.isActive ? .failed : state
            return
        }
        if let bearing = bearing(of: touch) {
            currentAngle = bearing
            previousAngle = bearing
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first, updateAngles(with: touch) else { return }
        state = state == .possible ? .began : .changed
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // The lift point may add a last step; if not, the ended action must not repeat the previous one.
        if let touch = touches.first, !updateAngles(with: touch) { angleChange = 0 }
        finishContinuousGesture()
    }

    /// Moves the angles to the touch's bearing; false when the knob did not turn (dead zone, or no change).
    private func updateAngles(with touch: Touch) -> Bool {
        guard let bearing = bearing(of: touch) else { return false }
        previousAngle = currentAngle
        currentAngle = bearing
        angleChange = degrees(fromRadians: normalizedAngle(radians(fromDegrees: currentAngle - previousAngle)))
        totalAngle += angleChange
        return angleChange != 0
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    /// The touch's bearing around the knob's centre, or nil inside the dead zone.
    private func bearing(of touch: Touch) -> Double? {
        let offset = touch.location(in: view?.superview) - knobCenter
        guard offset.length >= deadZoneRadius else { return nil }
        // atan2 measures from +x toward +y (clockwise on screen); a bearing starts at the top: add 90°.
        let degrees = degrees(fromRadians: offset.angle) + 90
        return (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    public override func reset() {
        angleChange = 0
        totalAngle = 0
    }

    // MARK: - Inspector facts

    /// The finger's bearing now and before, the change between them and the turn so far, in degrees.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        facts.add("angle", "angle \(number(currentAngle))° (was \(number(previousAngle))°)")
        facts.add("change", "change \(number(angleChange))°, total \(number(totalAngle))°")
        return facts
    }
}
