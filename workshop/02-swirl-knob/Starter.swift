import GestureEngine

/// One finger turning a knob (a continuous gesture): the knob is the view's centre, and the angle is the finger's
/// bearing around it — 0° straight up, growing clockwise.
///
/// Fill in the TODOs, save, and turn the knob on the canvas. Check your work with:
///     gesturelab workshop check workshop/02-swirl-knob/Starter.swift
class Swirl: GestureRecognizer {
    /// Within this distance of the centre (points) the finger does not turn the knob.
    let deadZone = 20.0

    var angle: Double?
    var angleChange = 0.0
    var totalAngle = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: more than one finger (numberOfTouches > 1): .failed if still .possible, else .cancelled.
        // TODO: remember the finger's bearing in `angle`.
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: the step from `angle` to the new bearing, wrapped into -180…180.
        // TODO: a real step: .possible → .began, then .changed.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: .ended if the gesture began, else .failed.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO: .cancelled if the gesture began, else .failed.
    }

    override func reset() {
        // TODO: clear angle, angleChange and totalAngle.
    }

    /// The touch's bearing around the view's centre in degrees (0 up, clockwise), or nil in the dead zone.
    func bearing(of touch: Touch) -> Double? {
        // TODO: the offset from (view.bounds.midX, midY); nil within deadZone;
        //       Double.atan2(y: dy, x: dx) in degrees, plus 90, in 0..<360.
        nil
    }
}
