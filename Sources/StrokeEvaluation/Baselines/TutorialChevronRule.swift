import GestureEngine

/// The chevron tutorial's phases taken literally, as a baseline for `eval`: the pattern of Apple's checkmark
/// example ("Implementing a discrete gesture recognizer"), turned to a ">". Every step is compared with the previous
/// point, with no tolerance at all: the first move must go right and down; in the right-down stroke the finger
/// must never go up, and the first step left starts the left-down stroke; there it must never go right or up.
/// Lifting in the left-down stroke recognizes it.
public final class TutorialChevronRule: GestureRecognizer {
    private enum Phase { case notStarted, initialPoint, rightDownStroke, leftDownStroke }

    private var phase = Phase.notStarted
    private var previous = Point.zero
    private var start = Point.zero
    private var apex = Point.zero

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        previous = touch.locationInWindow
        start = previous
        phase = .initialPoint
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.locationInWindow else { return }
        defer { previous = point }
        switch phase {
        case .initialPoint:
            if point.x >= previous.x && point.y >= previous.y {
                phase = .rightDownStroke
            } else {
                fail(because: "first move not right and down")
            }
        case .rightDownStroke:
            if point.y < previous.y { return fail(because: "went up") }
            if point.x < previous.x {
                apex = previous
                phase = .leftDownStroke
            }
        case .leftDownStroke:
            if point.x > previous.x || point.y < previous.y {
                fail(because: "went right or up in the left-down stroke")
            }
        case .notStarted:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        if phase == .leftDownStroke { state = .recognized } else { fail(because: "never turned back left") }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: "cancelled")
    }

    public override func reset() {
        phase = .notStarted
    }

    /// The chevron's start, apex and where the finger is, once it turned back left; why the stroke was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if phase == .leftDownStroke { facts.draw(.polyline([start, apex, previous])) }
        if let reason = failure as? String { facts.addRejection(reason) }
        return facts
    }
}
