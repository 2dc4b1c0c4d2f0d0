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
/// 5. nothing is drawn through the middle (the tutorial's check): every point stays `middleClearance` × radius
///    away from the centre.
/// More than one finger fails it; cancelling or resetting clears the path. Works either way round, from any start,
/// at any speed. The thresholds were measured on the $1 gesture logs (`gesturelab eval`, see the README).
public final class CircleGestureRecognizer: GestureRecognizer {
    /// Why a path was not accepted as a circle.
    public enum FailureReason: String, Hashable, Sendable {
        case tooSmall = "too small"
        case notRound = "not round enough"
        case notClosed = "not closed"
        case hasCorners = "has corners"
        case crossesMiddle = "crosses the middle"
        case tooManyFingers = "more than one finger"
        case cancelled = "cancelled"
    }

    /// Largest fit error accepted (RMS distance from the circle over its radius). The tutorial's default: 0.2.
    public var tolerance = 0.2
    /// Smallest radius accepted, in points of the view. The $1 strokes' circles have radii of 37–64 px.
    public var minimumRadius = 15.0
    /// Least fraction of a full turn the path must sweep (before adding the fit error).
    public var minimumTurn = 0.8
    /// A turn sharper than this (radians, over 3/63 of the smoothed path) is a corner. On the $1 strokes, circles'
    /// second-sharpest turn stays below 44°; rectangles' and triangles' is above 68°.
    public var cornerAngle = 60.0 * Double.pi / 180
    /// How close to the centre (as a fraction of the radius) the path may come.
    public var middleClearance = 0.4

    /// The points drawn so far, in the view's coordinates.
    public private(set) var path: [Point] = []
    /// The fitted circle, once the finger has lifted (also when the path was rejected).
    public private(set) var fitResult: CircleFit?
    /// The fraction of a full turn the path swept around the fitted centre.
    public private(set) var turnCovered = 0.0
    /// Why the last path was rejected, if it was.
    public private(set) var failureReason: FailureReason?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return reject(.tooManyFingers) }
        path = [touch.location(in: view)]
        fitResult = nil
        failureReason = nil
        state = .began
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first else { return }
        path.append(touch.location(in: view))
        // Only once it has begun: the begin may be held back (waiting for another recognizer to fail) or refused.
        if state.isActive { state = .changed }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if let touch = touches.first, path.last != touch.location(in: view) { path.append(touch.location(in: view)) }
        if let reason = evaluate() {
            reject(reason)
        } else {
            state = .ended
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failureReason = .cancelled
        path = []
        finishContinuousGesture(cancelled: true)
    }

    private func reject(_ reason: FailureReason) {
        failureReason = reason
        if state != .failed { state = .failed }
    }

    /// Applies the five rules to the finished path; nil means it is a circle.
    private func evaluate() -> FailureReason? {
        guard let fit = CircleFit(points: path) else { return .notRound }
        fitResult = fit
        turnCovered = abs(StrokeGeometry.sweptAngle(of: path, around: fit.center)) / (2 * Double.pi)
        if fit.radius < minimumRadius { return .tooSmall }
        if fit.error > tolerance { return .notRound }
        if turnCovered < minimumTurn || turnCovered - fit.error < minimumTurn - 0.05 { return .notClosed }
        let turns = StrokeGeometry.sharpestTurns(of: path)
        if turns.count >= 2 && turns[1] >= cornerAngle { return .hasCorners }
        if path.contains(where: { $0.distance(to: fit.center) < middleClearance * fit.radius }) { return .crossesMiddle }
        return nil
    }

    public override func reset() {
        path = []
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
