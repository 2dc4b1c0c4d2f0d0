import GestureEngine

/// Recognizes a tickle (discrete), after the monkey tutorial: the finger rubs left and right.
///
/// The rule in plain words: every horizontal stroke of at least `distanceForTickle` points that goes the other way
/// from the previous one is a tickle (the first stroke counts too); with more than `requiredTickles` tickles the
/// gesture is recognized, at that moment. Shorter wiggles do not count; lifting the finger before that fails it.
/// Distances are measured in the view's superview: the tickled image may be dragged along by a pan at the same
/// time, and in its own coordinates the finger would not move at all.
/// Each stroke is measured from where the finger turned back (the tutorial measured from where the previous
/// stroke reached its length, so an overshoot had to be undone before the next stroke counted).
/// Tutorial defaults: more than 2 tickles of 25 points (three strokes, so two changes of direction).
public final class TickleGestureRecognizer: GestureRecognizer {
    /// Horizontal directions of a stroke.
    public enum Direction: String, Hashable, Sendable {
        case unknown, left, right
    }

    public var requiredTickles = 2
    public var distanceForTickle = 25.0

    public private(set) var tickleCount = 0
    public private(set) var lastDirection: Direction = .unknown
    private var strokeStart: Point?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return state = .failed }
        strokeStart = touch.location(in: view?.superview)
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first, let start = strokeStart else { return }
        let point = touch.location(in: view?.superview)
        let movement = point.x - start.x
        let direction: Direction = movement < 0 ? .left : .right
        if lastDirection != .unknown && direction == lastDirection {
            strokeStart = point  // still going the same way: follow the finger to where it turns back
            return
        }
        guard abs(movement) >= distanceForTickle else { return }
        tickleCount += 1
        lastDirection = direction
        strokeStart = point
        if tickleCount > requiredTickles { state = .recognized }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    public override func reset() {
        tickleCount = 0
        lastDirection = .unknown
        strokeStart = nil
    }

    // MARK: - Inspector facts

    /// How many tickles so far against how many are needed, and the last direction.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("tickles", "tickles \(tickleCount) of more than \(requiredTickles), last \(lastDirection.rawValue)")
        return facts
    }
}
