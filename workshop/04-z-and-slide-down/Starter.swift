import GestureEngine

/// A "Z" drawn in one stroke (discrete): right, then down and to the left, then right again.
///
/// Fill in the TODOs, save, and draw on the canvas. This file has two recognizers: run one with --class, e.g.
///     gesturelab workshop workshop/04-z-and-slide-down/Starter.swift --class ZStroke
/// and check both with:
///     gesturelab workshop check workshop/04-z-and-slide-down/Starter.swift
class ZStroke: GestureRecognizer {
    enum Phase {
        case notStarted, top, diagonal, bottom
    }

    let tolerance = 12.0
    let minimumLength = 40.0

    var phase = Phase.notStarted
    /// Where each stroke started, and the farthest point of the current one.
    var corners: [Point] = []
    var extreme = Point.zero
    var lowestY = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: one finger only; remember the start in `corners`, `extreme` and `lowestY`; phase = .top.
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: going up by more than `tolerance` fails.
        // TODO: .top: follow the rightmost point; turning back left (beyond the tolerance) after `minimumLength`
        //       starts .diagonal (too short: fail).
        // TODO: .diagonal: follow the leftmost point; turning right again starts .bottom.
        // TODO: .bottom: turning left again fails.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: recognized in .bottom after `minimumLength` of bottom stroke; else failed.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO
    }

    override func reset() {
        // TODO
    }
}

/// A slide down the right side of the view (discrete): start in the top-right quadrant, stay in the right half,
/// lift in the bottom-right quadrant, and keep going down.
class RightSlideDown: GestureRecognizer {
    let tolerance = 12.0
    var lowestY = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: fail unless one finger starts in the top-right quadrant of view!.bounds.
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: fail on leaving the right half, or on going back up by more than `tolerance`.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: recognized when lifting in the bottom-right quadrant; else failed.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO
    }

    override func reset() {
        // TODO
    }
}
