import GestureEngine

/// A tickle (discrete): the finger rubs left and right.
///
/// The rule: every horizontal stroke of at least `distance` points that goes the other way from the last one is a
/// tickle; the third tickle recognizes the gesture, at once. Each stroke is measured from where the finger turned
/// back, and only a mostly horizontal stroke counts (up-and-down scribbles are not tickles).
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
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed  // one finger tickles
            return
        }
        turn = touch.location(in: view)
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), var turn else { return }
        // Still going the same way: the turning point moves along with the finger.
        if (lastDirection == .right && point.x > turn.x) || (lastDirection == .left && point.x < turn.x) {
            turn = point
        }
        let dx = point.x - turn.x
        let dy = point.y - turn.y
        let direction: Direction = dx >= distance ? .right : dx <= -distance ? .left : .unknown
        if direction != .unknown && direction != lastDirection && abs(dy) <= abs(dx) {
            tickles += 1
            lastDirection = direction
            turn = point
            if tickles >= ticklesNeeded { state = .recognized }
        }
        self.turn = turn
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    /// What the inspector shows about this recognizer while it has the focus.
    override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("tickles", "tickles: \(tickles) of \(ticklesNeeded), last \(lastDirection)")
        return facts
    }

    override func reset() {
        tickles = 0
        lastDirection = .unknown
        turn = nil
    }
}
