import GestureEngine

/// Recognizes one finger drawing a right chevron ">" (discrete), after the chevron tutorial: a stroke down and to
/// the right, then down and to the left, ending below where it started.
///
/// The rule in plain words: it follows the tutorial's phases (not started → initial point → right-down stroke →
/// left-down stroke) as the finger moves, and fails at the first deviation — going up, going left before going
/// right, or going right again in the left-down stroke. Real hands wobble, so a deviation counts only beyond a
/// tolerance: `jitterTolerance` pixels, or `toleranceFraction` of the stroke drawn so far if that is more.
/// When the finger lifts, the stroke must have reached the left-down phase, end below its start, and have the
/// shape of a chevron: two nearly straight legs meeting at the rightmost point, each sloping between
/// `minimumLegSlope` and `maximumLegSlope` below the horizontal, of similar lengths. A second finger is ignored;
/// cancelling fails it.
///
/// Sizes: the $1 strokes' chevrons measure 80–150 px; `minimumLegLength` (15 px) keeps a tiny flick from counting.
public final class ChevronGestureRecognizer: GestureRecognizer {
    /// The tutorial's phases.
    public enum Phase: String, Hashable, Sendable {
        case notStarted, initialPoint, rightDownStroke, leftDownStroke
    }

    public var jitterTolerance = 4.0
    public var toleranceFraction = 0.12
    public var minimumLegLength = 15.0
    /// Slopes in degrees below the horizontal (the $1 chevrons: 7°–43°).
    public var minimumLegSlope = 5.0
    public var maximumLegSlope = 50.0
    /// How far each leg may bow away from a straight line, as a fraction of its length (chevrons: at most 0.26).
    public var maximumLegBend = 0.3

    public private(set) var phase: Phase = .notStarted
    /// The points drawn so far, in window coordinates.
    public private(set) var path: [Point] = []
    private var trackedTouch: Touch?
    private var lowestY = 0.0, rightmostX = 0.0, leftmostX = 0.0

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            guard trackedTouch == nil else {
                ignore(touch, for: event)  // the tutorial's second finger: not ours
                continue
            }
            trackedTouch = touch
            let point = touch.locationInWindow
            path = [point]
            phase = .initialPoint
            lowestY = point.y
            rightmostX = point.x
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        let point = touch.locationInWindow
        path.append(point)
        guard let start = path.first else { return }
        let tolerance = max(jitterTolerance, toleranceFraction * max(rightmostX - start.x, lowestY - start.y))
        if point.y < lowestY - tolerance { return state = .failed }  // went up
        lowestY = max(lowestY, point.y)
        switch phase {
        case .initialPoint:
            if point.x < start.x - tolerance { return state = .failed }  // went left first
            if point.x > start.x + jitterTolerance { phase = .rightDownStroke }
            rightmostX = max(rightmostX, point.x)
        case .rightDownStroke:
            rightmostX = max(rightmostX, point.x)
            if point.x < rightmostX - tolerance {
                phase = .leftDownStroke
                leftmostX = point.x
            }
        case .leftDownStroke:
            leftmostX = min(leftmostX, point.x)
            if point.x > leftmostX + tolerance { state = .failed }  // went right again
        case .notStarted:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        if path.last != touch.locationInWindow { path.append(touch.locationInWindow) }
        let endsBelowStart = (path.last?.y ?? 0) > (path.first?.y ?? 0)
        state = phase == .leftDownStroke && endsBelowStart && hasChevronShape() ? .recognized : .failed
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    /// Two straight-ish legs meeting at the rightmost point, sloping down, of similar length.
    private func hasChevronShape() -> Bool {
        guard let start = path.first, let end = path.last,
            let vertexIndex = path.indices.max(by: { path[$0].x < path[$1].x })
        else { return false }
        let vertex = path[vertexIndex]
        let first = vertex - start, second = end - vertex
        guard first.length >= minimumLegLength, second.length >= minimumLegLength else { return false }
        let firstSlope = degrees(fromRadians: Point(x: first.x, y: first.y).angle)
        let secondSlope = degrees(fromRadians: Point(x: -second.x, y: second.y).angle)
        let slopes = minimumLegSlope...maximumLegSlope
        let ratio = first.length / second.length
        let drop = (end.y - start.y) / max(first.length, second.length)
        return slopes.contains(firstSlope) && slopes.contains(secondSlope)
            && (0.5...2).contains(ratio) && drop > 0.3 && drop <= 1.5
            && StrokeGeometry.deviation(of: path[...vertexIndex], fromLineThrough: start, vertex) <= maximumLegBend
            && StrokeGeometry.deviation(of: path[vertexIndex...], fromLineThrough: vertex, end) <= maximumLegBend
    }

    public override func reset() {
        phase = .notStarted
        path = []
        trackedTouch = nil
    }

    // MARK: - Inspector facts

    /// The phase of the stroke: initial point, right-down stroke, left-down stroke.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("phase", "phase \(phase.rawValue)")
        return facts
    }
}
