import GestureEngine

/// Recognizes a slide down the right side of its view (discrete), from the walkthrough tutorial's gallery.
///
/// The rule in plain words, with the view cut into four quadrants: the finger must start in the top-right
/// quadrant, stay in the right half all the way, and lift in the bottom-right quadrant. Leaving the right half,
/// or lifting anywhere else, fails it. "The right half" is clearly right of the middle, by `middleMargin` of the
/// view's width: a vertical line drawn down the middle itself belongs to neither half. It has no right or bottom
/// edge: a touch keeps being delivered to the view it began in, as in UIKit, so a finger that slides on past the
/// view's right or bottom edge is still sliding down its right side (the start is inside the view, where a touch
/// begins). A straight hook as the finger lands or lifts (`StraightHook`: breaking back, each at most
/// `maximumStraightHook` of the stroke) is not part of the slide: the slide runs from where a landing hook ends to
/// where a lifting hook begins. The finger lands in the right half; only the lifting hook may leave it.
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
    /// The longest hook as the finger lands or lifts that is not part of the slide, as a fraction of the whole
    /// stroke.
    public var maximumStraightHook = 0.25

    /// Every point so far, and how far along them the finger first left the right half (nil while it has not).
    private var path: [Point] = []
    private var travelled = 0.0
    private var leftHalfAfter: Double?

    /// Why the last slide was rejected, if it was.
    public var failureReason: FailureReason? { failure as? FailureReason }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return fail(because: FailureReason.tooManyFingers)
        }
        path = [point]
        travelled = 0
        leftHalfAfter = nil
        // A landing in the bottom-right quadrant may be a hook into the slide's start, which only the lift can tell
        // (the hook is measured against the whole stroke); a landing outside the right half is no slide's.
        if !isInRightHalf(point, bounds) { fail(because: FailureReason.startsOutside) }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        travelled += path.last.map { $0.distance(to: point) } ?? 0
        path.append(point)
        guard !isInRightHalf(point, bounds) else { return }
        // Outside the right half: only a hook as the finger lifts may go there, so no more than a quarter of the
        // stroke may lie beyond where it left.
        let leftAfter = leftHalfAfter ?? travelled
        leftHalfAfter = leftAfter
        if travelled - leftAfter > maximumStraightHook * travelled { fail(because: FailureReason.leftRightHalf) }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let lift = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        if path.last != lift {
            travelled += path.last.map { $0.distance(to: lift) } ?? 0
            path.append(lift)
        }
        // The slide runs from where a straight landing hook ends to where a straight lifting hook begins, if the
        // finger landed or lifted with one; each is found to within one resampled step.
        let landingHook = StraightHook.fraction(path, at: .start, longestFraction: maximumStraightHook) * travelled
        let liftingHook = StraightHook.fraction(path, at: .end, longestFraction: maximumStraightHook) * travelled
        let step = travelled / Double(StraightHook.samples - 1)
        if let leftAfter = leftHalfAfter, leftAfter < travelled - liftingHook - step {
            return fail(because: FailureReason.leftRightHalf)
        }
        let slide =
            landingHook > 0 || liftingHook > 0
            ? StrokePreprocessing.cut(path, from: landingHook, to: travelled - liftingHook) : path
        let start = slide.first ?? lift
        let end = slide.last ?? lift
        if !(isInRightHalf(start, bounds) && start.x < bounds.maxX && start.y < bounds.midY) {
            fail(because: FailureReason.startsOutside)
        } else if isInRightHalf(end, bounds) && end.y >= bounds.midY {
            state = .recognized
        } else {
            fail(because: FailureReason.endsOutside)
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: FailureReason.cancelled)
    }

    public override func reset() {
        path = []
        travelled = 0
        leftHalfAfter = nil
    }

    /// Why the last slide was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }

    /// Right of the middle by the margin and not above the view: past the right and bottom edges still counts.
    private func isInRightHalf(_ point: Point, _ bounds: Rect) -> Bool {
        point.x >= bounds.midX + middleMargin * bounds.width && point.y >= bounds.minY
    }
}
