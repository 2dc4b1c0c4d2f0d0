import GestureEngine

/// A tickle (discrete): the finger rubs left and right.
///
/// Fill in the TODOs, save, and rub the canvas. Check your work with:
///     gesturelab workshop check workshop/05-tickle/Starter.swift
class Tickle: GestureRecognizer {
    enum Direction {
        case unknown, left, right
    }

    let distance = 25.0
    let ticklesNeeded = 3

    var tickles = 0
    var lastDirection = Direction.unknown
    /// Where the current stroke started: the finger's start, then the farthest point before it turned back.
    var turn: Point?

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: one finger only; `turn` = where it touched down.
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: while the finger keeps going the last direction, move `turn` along with it.
        // TODO: a stroke of `distance` points from `turn`, the other way from `lastDirection`, and mostly
        //       horizontal (|dy| <= |dx|), is a tickle; after `ticklesNeeded` tickles: state = .recognized.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: lifting before enough tickles fails.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO
    }

    override func reset() {
        // TODO: tickles, lastDirection, turn.
    }
}
