import GestureEngine

/// A ">" drawn with one finger: down and to the right, then down and to the left (a discrete gesture).
///
/// Fill in the TODOs, save, and draw on the canvas. Check your work with:
///     gesturelab workshop check workshop/01-right-chevron/Starter.swift
class RightChevron: GestureRecognizer {
    enum Phase {
        case notStarted, initialPoint, downRight, downLeft
    }

    /// How far a finger may wobble the wrong way, in points.
    let tolerance = 8.0

    var phase = Phase.notStarted
    var trackedTouch: Touch?
    var start = Point.zero

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: remember the first touch (trackedTouch, start) and enter .initialPoint.
        // TODO: a second finger is not ours: ignore(touch, for: event) instead of failing.
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: only look at trackedTouch, and only while state == .possible.
        // TODO: going up by more than `tolerance` fails at once (state = .failed).
        // TODO: .initialPoint → .downRight when the finger has gone right; left first fails.
        // TODO: .downRight → .downLeft when the finger comes back left past the rightmost point.
        // TODO: in .downLeft, going right again fails.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: recognized (state = .recognized) only in .downLeft, ending well below the start; else .failed.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO: a cancelled stroke is not a chevron.
    }

    override func reset() {
        // TODO: forget the last stroke: phase, trackedTouch.
    }
}

// TODO (once it works): let "teach it my way" (key C in the playground) widen your limits for one person. Make
// `tolerance` a `var` and name it:
//
// extension RightChevron: TunableLimits {
//     var tunableLimits: [TunableLimit] { [TunableLimit("tolerance", value: tolerance, mostLenient: 30)] }
//     func setTunableLimit(_ name: String, to value: Double) { if name == "tolerance" { tolerance = value } }
// }
