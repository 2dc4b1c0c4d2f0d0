import GestureEngine

/// Recognizes a slide down the right side of its view (discrete), from the walkthrough tutorial's gallery.
///
/// The rule in plain words, with the view cut into four quadrants: the finger must start in the top-right
/// quadrant, stay in the right half all the way, and lift in the bottom-right quadrant. Leaving the right half,
/// or lifting anywhere else, fails it. "The right half" is clearly right of the middle, by `middleMargin` of the
/// view's width: a vertical line drawn down the middle itself belongs to neither half.
public final class RightSlideDownGestureRecognizer: GestureRecognizer {
    /// Why the last slide was not accepted.
    public enum FailureReason: String, Hashable, Sendable {
        case tooManyFingers = "more than one finger"
        case startsOutside = "did not start in the top-right quadrant"
        case leftRightHalf = "left the right half"
        case endsOutside = "did not end in the bottom-right quadrant"
        case cancelled = "cancelled"
    }

    /// How far right of the middle the right half begins, as a fraction of the view's width.
    public var middleMargin = 0.02

    /// Why the last slide was rejected, if it was.
    public var failureReason: FailureReason? { failure as? FailureReason }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return fail(because: FailureReason.tooManyFingers)
        }
        if !(isInRightHalf(point, bounds) && point.y < bounds.midY) { fail(because: FailureReason.startsOutside) }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        if !isInRightHalf(point, bounds) { fail(because: FailureReason.leftRightHalf) }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        if isInRightHalf(point, bounds) && point.y >= bounds.midY && point.y < bounds.maxY {
            state = .recognized
        } else {
            fail(because: FailureReason.endsOutside)
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: FailureReason.cancelled)
    }

    /// Why the last slide was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }

    private func isInRightHalf(_ point: Point, _ bounds: Rect) -> Bool {
        point.x >= bounds.midX + middleMargin * bounds.width && point.x < bounds.maxX && point.y >= bounds.minY
            && point.y < bounds.maxY
    }
}
