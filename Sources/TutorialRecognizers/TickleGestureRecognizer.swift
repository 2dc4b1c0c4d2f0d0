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
/// Tutorial defaults: more than 2 tickles of 25 points (three strokes, so two changes of direction). A stroke counts
/// only if it is mostly horizontal (`maximumSlant`), so circles and stars drawn on the image do not tickle it.
public final class TickleGestureRecognizer: GestureRecognizer {
    /// Horizontal directions of a stroke.
    public enum Direction: String, Hashable, Sendable {
        case unknown, left, right
    }

    /// Why the last stroke was not a tickle.
    public enum FailureReason: String, Hashable, Sendable {
        case tooManyFingers = "more than one finger"
        case tooFewTickles = "lifted before enough tickles"
        case cancelled = "cancelled"
    }

    public var requiredTickles = 2
    public var distanceForTickle = 25.0
    /// A rub is horizontal: its vertical spread may be at most this fraction of its horizontal length (a circle's
    /// halves, a star's or a triangle's slanted sides are not rubs; their spread is half their length or more).
    public var maximumSlant = 0.4

    public private(set) var tickleCount = 0
    public private(set) var lastDirection: Direction = .unknown
    /// Why the last stroke was rejected, if it was.
    public private(set) var failureReason: FailureReason?
    private var strokeStart: Point?
    /// The highest and lowest the finger has been since the current stroke started.
    private var strokeTop = 0.0, strokeBottom = 0.0
    /// The last stroke that counted: where it started and its vertical spread since, while it goes on.
    private var counted: (origin: Point, top: Double, bottom: Double)?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return fail(.tooManyFingers) }
        failureReason = nil
        counted = nil
        startStroke(at: touch.location(in: view?.superview))
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first, let start = strokeStart else { return }
        let point = touch.location(in: view?.superview)
        let movement = point.x - start.x
        let direction: Direction = movement < 0 ? .left : .right
        if lastDirection != .unknown && direction == lastDirection {
            startStroke(at: point)  // still going the same way: follow the finger to where it turns back
            withdrawIfSlanted(at: point)
            return
        }
        strokeTop = min(strokeTop, point.y)
        strokeBottom = max(strokeBottom, point.y)
        guard abs(movement) >= distanceForTickle, strokeBottom - strokeTop <= maximumSlant * abs(movement) else {
            return
        }
        tickleCount += 1
        counted = (start, strokeTop, strokeBottom)
        lastDirection = direction
        startStroke(at: point)
        if tickleCount > requiredTickles { state = .recognized }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fail(.tooFewTickles)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(.cancelled)
    }

    /// A stroke that counted while it was short but then climbs or falls as it goes on (an arrow's shaft) was not a
    /// rub after all: it stops counting.
    private func withdrawIfSlanted(at point: Point) {
        guard var stroke = counted else { return }
        stroke.top = min(stroke.top, point.y)
        stroke.bottom = max(stroke.bottom, point.y)
        if stroke.bottom - stroke.top > maximumSlant * abs(point.x - stroke.origin.x) {
            tickleCount -= 1
            counted = nil
        } else {
            counted = stroke
        }
    }

    private func startStroke(at point: Point) {
        strokeStart = point
        strokeTop = point.y
        strokeBottom = point.y
    }

    private func fail(_ reason: FailureReason) {
        guard state == .possible else { return }
        failureReason = reason
        state = .failed
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
