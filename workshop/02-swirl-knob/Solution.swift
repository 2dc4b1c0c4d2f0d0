import GestureEngine

/// One finger turning a knob (a continuous gesture): the knob is the view's centre, and the angle is the finger's
/// bearing around it — 0° straight up, growing clockwise.
///
/// The rule: begin at the first move that turns the knob, change while the finger goes round, end when it lifts.
/// Each step is wrapped into -180°…180°, so crossing the top of the knob is a small step, not a jump of 360°.
/// Near the centre the angle means nothing (one pixel can swing it by 90°): inside `deadZone` nothing turns.
class Swirl: GestureRecognizer {
    /// Within this distance of the centre (points) the finger does not turn the knob.
    let deadZone = 20.0

    /// The finger's bearing at the last move, and the signed change since the move before (clockwise > 0).
    var angle: Double?
    var angleChange = 0.0
    var totalAngle = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // A knob is turned with one finger: a second one ends the gesture.
        guard numberOfTouches == 1, let touch = touches.first else {
            state = state == .possible ? .failed : .cancelled
            return
        }
        angle = bearing(of: touch)
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first, let newAngle = bearing(of: touch) else { return }
        defer { angle = newAngle }
        guard let angle else { return }  // just left the dead zone: start measuring from here
        var step = newAngle - angle
        if step > 180 { step -= 360 }
        if step <= -180 { step += 360 }
        guard step != 0 else { return }
        angleChange = step
        totalAngle += step
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    override func reset() {
        angle = nil
        angleChange = 0
        totalAngle = 0
    }

    /// What the inspector shows about this recognizer while it has the focus.
    override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add(
            "angle", "turned \(InspectorFacts.number(totalAngle))°, last step \(InspectorFacts.number(angleChange))°")
        return facts
    }

    /// The touch's bearing around the view's centre in degrees (0 up, clockwise), or nil in the dead zone.
    func bearing(of touch: Touch) -> Double? {
        guard let bounds = view?.bounds else { return nil }
        let point = touch.location(in: view)
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        guard (dx * dx + dy * dy).squareRoot() >= deadZone else { return nil }
        // atan2 measures from +x towards +y (clockwise on a screen, where y grows down); a bearing starts at the top.
        let degrees = Double.atan2(y: dy, x: dx) * 180 / Double.pi + 90
        return degrees < 0 ? degrees + 360 : degrees
    }
}
