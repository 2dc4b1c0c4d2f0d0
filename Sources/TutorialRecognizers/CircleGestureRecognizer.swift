import GestureEngine

/// Recognizes one finger drawing a circle (continuous), after the circle-selection tutorial.
///
/// The rule in plain words: it begins when the finger touches down, changes at every move (so the path can be drawn
/// as you go), and when the finger lifts it fits a circle to the path and ends if all of these hold, else it fails:
/// 1. the circle is big enough (radius ≥ `minimumRadius`);
/// 2. the points lie near the circle (fit error ≤ `tolerance`, the tutorial's 0.2);
/// 3. the path really goes around: it sweeps at least `minimumTurn` (80%) of a full turn, and at least 75% plus
///    its fit error (a rough circle must close better than a neat one); half and three-quarter arcs fail;
/// 4. it has no corners: at most one sharp turn (rectangles, triangles and brackets have two or more; a single
///    kink where the finger joined up is forgiven);
/// 5. it turns at a steady rate, as a circle does: its heading never strays far from a steady turn (a rounded
///    rectangle or triangle turns in bursts at its corners and runs straight between them);
/// 6. nothing is drawn through the middle (the tutorial's check): every point stays `middleClearance` × radius
///    away from the centre.
/// The rules are measured on the path resampled to `samples` points evenly spaced along it, so a stroke sampled at
/// 60 or 240 Hz, drawn slowly or fast, small or large, gets the same answer; every rule but the size is a ratio.
/// A second finger fails it (with any touch order); cancelling or resetting clears the path. Works either way
/// round, from any start. The thresholds were measured on the $1 gesture logs (`gesturelab eval`, see the README).
public final class CircleGestureRecognizer: GestureRecognizer {
    /// Why a path was not accepted as a circle.
    public enum FailureReason: String, Hashable, Sendable {
        case tooSmall = "too small"
        case notRound = "not round enough"
        case notClosed = "not closed"
        case hasCorners = "has corners"
        case unevenTurn = "turns unevenly"
        case crossesMiddle = "crosses the middle"
        case tooManyFingers = "more than one finger"
        case cancelled = "cancelled"
    }

    /// Largest fit error accepted (RMS distance from the circle over its radius). The tutorial's default: 0.2.
    public var tolerance = 0.2
    /// Smallest radius accepted, in points of the view. The $1 strokes' circles have radii of 37–64 px; people
    /// drawing on a window draw larger, and there is no largest.
    public var minimumRadius = 15.0
    /// Least fraction of a full turn the path must sweep (before adding the fit error).
    public var minimumTurn = 0.8
    /// A turn sharper than this (radians, over 3/63 of the smoothed path) is a corner. On the $1 strokes, circles'
    /// second-sharpest turn stays below 44°; rectangles' and triangles' is above 68°.
    public var cornerAngle = 60.0 * Double.pi / 180
    /// How far (RMS, radians) the heading may stray from a steady turn. On the $1 strokes circles stay below 17°,
    /// triangles above 26°.
    public var maximumWobble = 22.0 * Double.pi / 180
    /// How close to the centre (as a fraction of the radius) the path may come.
    public var middleClearance = 0.4
    /// How many evenly spaced points the decision is made on.
    public var samples = 64

    /// The points drawn so far, in the view's coordinates.
    public private(set) var path: [Point] = []
    /// The fitted circle, once the finger has lifted (also when the path was rejected).
    public private(set) var fitResult: CircleFit?
    /// The fraction of a full turn the path swept around the fitted centre.
    public private(set) var turnCovered = 0.0
    /// The second-sharpest turn of the path (radians): the one that would make it a shape with corners.
    public private(set) var secondSharpestTurn = 0.0
    /// How far the heading strayed from a steady turn (RMS, radians).
    public private(set) var wobble = 0.0
    /// The path's closest approach to the centre, as a fraction of the radius.
    public private(set) var closestApproach = 0.0
    /// Why the last path was rejected, if it was.
    public private(set) var failureReason: FailureReason?
    private var trackedTouch: Touch?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard trackedTouch == nil, state == .possible, touches.count == 1, let touch = touches.first else {
            return reject(.tooManyFingers)
        }
        trackedTouch = touch
        path = [touch.location(in: view)]
        fitResult = nil
        failureReason = nil
        state = .began
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // Only once it has begun: the begin may be held back (waiting for another recognizer to fail) or refused.
        guard state.isActive, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        path.append(touch.location(in: view))
        state = .changed
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state.isActive, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let location = touch.location(in: view)
        if path.last != location { path.append(location) }
        if let reason = evaluate() {
            reject(reason)
        } else {
            state = .ended
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible || state.isActive else { return }
        failureReason = .cancelled
        path = []
        finishContinuousGesture(cancelled: true)
    }

    /// Fails with a reason, unless the gesture is already over (a finger arriving after the end changes nothing).
    private func reject(_ reason: FailureReason) {
        guard state == .possible || state.isActive else { return }
        failureReason = reason
        state = .failed
    }

    /// Applies the six rules to the finished path, resampled; nil means it is a circle.
    private func evaluate() -> FailureReason? {
        let even = StrokeGeometry.resample(path, count: samples)
        guard let fit = CircleFit(points: even) else { return .notRound }
        fitResult = fit
        turnCovered = abs(StrokeGeometry.sweptAngle(of: even, around: fit.center)) / (2 * Double.pi)
        // The smoothed stroke's step directions, made once for both measures.
        let directions = StrokeGeometry.directions(of: StrokeGeometry.smoothedEven(path, samples: samples))
        let turns = StrokeGeometry.sharpestTurns(ofDirections: directions)
        secondSharpestTurn = turns.count >= 2 ? turns[1] : 0
        wobble = StrokeGeometry.headingWobble(ofDirections: directions)
        closestApproach = (even.map { $0.distance(to: fit.center) }.min() ?? 0) / fit.radius
        if fit.radius < minimumRadius { return .tooSmall }
        if fit.error > tolerance { return .notRound }
        if turnCovered < minimumTurn || turnCovered - fit.error < minimumTurn - 0.05 { return .notClosed }
        if secondSharpestTurn >= cornerAngle { return .hasCorners }
        if wobble > maximumWobble { return .unevenTurn }
        if closestApproach < middleClearance { return .crossesMiddle }
        return nil
    }

    public override func reset() {
        path = []
        trackedTouch = nil
    }

    // MARK: - Inspector facts

    /// The tolerance and the path, the fit (drawn over the scene) against the tolerance, and why the last path failed.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        facts.add("tolerance", "tolerance \(number(tolerance)), path \(path.count) points")
        if let fit = fitResult {
            facts.add("fit", "fit: centre \(fit.center), radius \(number(fit.radius))")
            let comparison = fit.error <= tolerance ? "≤" : ">"
            let turn = Int((turnCovered * 360).rounded())
            facts.add("error", "error \(number(fit.error)) \(comparison) \(number(tolerance)), turn \(turn)°")
            let origin = view?.convert(.zero, to: nil) ?? .zero
            facts.draw(.circle(center: fit.center + origin, radius: fit.radius))
        }
        if let reason = failureReason { facts.add("lastRejected", "last rejected: \(reason.rawValue)") }
        return facts
    }
}
