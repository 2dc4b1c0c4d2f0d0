import GestureEngine

/// Recognizes one finger drawing a right chevron ">" (discrete), after the chevron tutorial: a stroke down and to
/// the right, then down and to the left, ending below where it started.
///
/// The rule in plain words: it follows the tutorial's phases (not started → initial point → right-down stroke →
/// left-down stroke), which fail at a deviation — going up, going left before going right, or going right again
/// in the left-down stroke. Real hands wobble and hook at the start, so a deviation counts only beyond a tolerance
/// that grows with the stroke:
/// - while the finger moves, the phases are followed live, and going up grossly (more than
///   `liveToleranceFraction` of the stroke so far, and at least twice `jitterTolerance`, once the stroke has gone
///   twice `minimumLegLength`) fails it at once;
/// - when the finger lifts, the phases are walked again on the stroke resampled to `samples` evenly spaced points,
///   with a tolerance of `toleranceFraction` of its size (at least `jitterTolerance` pixels), and the stroke must
///   reach the left-down stroke and have the shape of a chevron: two straight legs (each bowing at most
///   `maximumLegBend` of its length, with no second corner sharper than `cornerAngle`) of similar lengths (at most
///   `maximumLegRatio`), each at least `minimumLegLength` long, meeting at an apex (the point farthest from the line
///   from start to end) that points right (within `maximumTilt`) with an opening between `minimumOpening` and
///   `maximumOpening`, and ending below the start.
/// Every measure but the leg length is a ratio or an angle of the resampled stroke, so the sampling rate, the speed,
/// the size and a slight slant do not change the answer. A second finger is ignored; cancelling fails it.
///
/// Sizes: the $1 strokes' chevrons measure 80–150 px; `minimumLegLength` (15 px) keeps a tiny flick from counting.
public final class ChevronGestureRecognizer: GestureRecognizer {
    /// The tutorial's phases.
    public enum Phase: String, Hashable, Sendable {
        case notStarted, initialPoint, rightDownStroke, leftDownStroke
    }

    /// Why a stroke was not accepted as a chevron.
    public enum FailureReason: String, Hashable, Sendable {
        case wentUp = "went up"
        case wentLeftFirst = "went left first"
        case wentRightAgain = "went right again"
        case noLeftDownStroke = "never turned back left"
        case endsAboveStart = "does not end below its start"
        case shortLeg = "a leg is too short"
        case wrongOpening = "legs too close or too far apart"
        case pointsAway = "does not point right"
        case unevenLegs = "legs of very different lengths"
        case bentLeg = "a leg is not straight"
        case cancelled = "cancelled"
    }

    /// The measured shape of a finished stroke: its two legs and where they meet.
    public struct Shape: Hashable, Sendable {
        public let start: Point
        public let apex: Point
        public let end: Point
        /// The angle between the legs at the apex, in degrees.
        public let opening: Double
        /// How far the apex's direction turns from pointing straight right, in degrees (either way).
        public let tilt: Double
        /// The longer leg's length over the shorter's.
        public let legRatio: Double
        /// How far the end lies below the start, over the longer leg.
        public let drop: Double
        /// How far the more bent leg bows from a straight line, over its length.
        public let bend: Double
        /// The sharpest turn apart from the apex, in degrees.
        public let secondCorner: Double
        /// How much longer the wavier leg is than a straight line between its ends (0.1 = 10% longer), leaving out
        /// a hook at the start and the end.
        public let detour: Double
    }

    /// The phases' tolerance for small strokes, in pixels.
    public var jitterTolerance = 4.0
    /// The phases' tolerance at lift, as a fraction of the stroke's size.
    public var toleranceFraction = 0.12
    /// The live tolerance, as a fraction of the stroke's size so far: only a gross deviation fails early.
    public var liveToleranceFraction = 0.5
    public var minimumLegLength = 15.0
    /// How far the end must lie below the start, over the longer leg (the $1 chevrons: at least 0.5).
    public var minimumDrop = 0.05
    /// The $1 chevrons open 32°–76° and point within 14° of straight right.
    public var minimumOpening = 20.0
    public var maximumOpening = 110.0
    public var maximumTilt = 40.0
    /// The $1 chevrons: legs at most 1.8 times as long as each other, bowing at most 0.26 of their length, with
    /// no turn sharper than 25° besides the apex (square brackets and braces have a second corner of 30°–120°).
    public var maximumLegRatio = 2.0
    public var maximumLegBend = 0.3
    public var cornerAngle = 40.0
    /// The $1 chevrons' legs are at most 6% longer than straight (one in 360: 16%); curly braces' 9%–130%.
    public var maximumDetour = 0.14
    /// How many evenly spaced points the shape is measured on.
    public var samples = 64

    public var phase: Phase { tracker.phase }
    /// The points drawn so far, in window coordinates.
    public private(set) var path: [Point] = []
    /// The shape measured when the finger lifted (nil if it failed before).
    public private(set) var shape: Shape?
    /// Why the last stroke was rejected, if it was.
    public private(set) var failureReason: FailureReason?
    private var trackedTouch: Touch?
    private var tracker = PhaseTracker()

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            guard trackedTouch == nil else {
                ignore(touch, for: event)  // the tutorial's second finger: not ours
                continue
            }
            trackedTouch = touch
            let point = touch.locationInWindow
            path = [point]
            shape = nil
            failureReason = nil
            tracker = PhaseTracker(start: point)
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        let point = touch.locationInWindow
        path.append(point)
        // Live, only going up grossly fails at once; the rest waits for the lift, where the whole stroke's size is
        // known (a hook at the start of a large stroke is large too). The phase still follows the finger.
        if tracker.extent >= 2 * minimumLegLength
            && point.y < tracker.lowestY - max(2 * jitterTolerance, liveToleranceFraction * tracker.extent)
        {
            return fail(.wentUp)
        }
        _ = tracker.advance(
            to: point, tolerance: max(jitterTolerance, toleranceFraction * tracker.extent), judges: false)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        if path.last != touch.locationInWindow { path.append(touch.locationInWindow) }
        if let reason = problem() {
            fail(reason)
        } else {
            state = .recognized
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(.cancelled)
    }

    private func fail(_ reason: FailureReason) {
        guard state == .possible else { return }
        failureReason = reason
        state = .failed
    }

    /// The phases walked again on the evenly resampled stroke, then the shape; nil if it is a chevron.
    private func problem() -> FailureReason? {
        let even = StrokeGeometry.resample(path, count: samples)
        guard let start = even.first, let end = even.last else { return .noLeftDownStroke }
        let xs = even.map(\.x)
        let ys = even.map(\.y)
        let size = max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
        var walk = PhaseTracker(start: start)
        let tolerance = max(jitterTolerance, toleranceFraction * size)
        for point in even.dropFirst() {
            if let deviation = walk.advance(to: point, tolerance: tolerance, judges: true) { return deviation }
        }
        tracker = walk
        guard walk.phase == .leftDownStroke else { return .noLeftDownStroke }
        let measured = Self.measure(even, path: path, samples: samples)
        shape = measured
        if measured.drop < minimumDrop { return .endsAboveStart }
        if min(measured.apex.distance(to: start), measured.apex.distance(to: end)) < minimumLegLength {
            return .shortLeg
        }
        if measured.opening < minimumOpening || measured.opening > maximumOpening { return .wrongOpening }
        if measured.tilt > maximumTilt { return .pointsAway }
        if measured.legRatio > maximumLegRatio { return .unevenLegs }
        if measured.bend > maximumLegBend || measured.secondCorner > cornerAngle || measured.detour > maximumDetour {
            return .bentLeg
        }
        return nil
    }

    /// The legs, the apex and the angles of an evenly resampled stroke.
    private static func measure(_ even: [Point], path: [Point], samples: Int) -> Shape {
        let start = even[0]
        let end = even[even.count - 1]
        let chord = end - start
        let apexIndex =
            even.indices.max { abs(chord.cross(even[$0] - start)) < abs(chord.cross(even[$1] - start)) } ?? 0
        let apex = even[apexIndex]
        let first = apex - start
        let second = end - apex
        let shorter = max(min(first.length, second.length), 1e-9)
        let longer = max(first.length, second.length)
        let opening = degrees(fromRadians: abs(normalizedAngle((start - apex).angle - second.angle)))
        let pointing = apex - (start + end) / 2
        let hook = even.count / 20  // the ends left out of the legs' detour
        return Shape(
            start: start, apex: apex, end: end, opening: opening, tilt: abs(degrees(fromRadians: pointing.angle)),
            legRatio: longer / shorter, drop: (end.y - start.y) / max(longer, 1e-9),
            bend: max(
                StrokeGeometry.deviation(of: even[...apexIndex], fromLineThrough: start, apex),
                StrokeGeometry.deviation(of: even[apexIndex...], fromLineThrough: apex, end)),
            secondCorner: degrees(
                fromRadians: StrokeGeometry.sharpestTurns(of: path, samples: samples).dropFirst().first ?? 0),
            detour: max(
                detour(even[min(hook, apexIndex)...apexIndex]),
                detour(even[apexIndex...max(apexIndex, even.count - 1 - hook)])))
    }

    /// Arc length over chord, minus one, of part of a stroke.
    private static func detour(_ points: ArraySlice<Point>) -> Double {
        guard let first = points.first, let last = points.last, first.distance(to: last) > 0 else { return 0 }
        return StrokeGeometry.length(of: Array(points)) / first.distance(to: last) - 1
    }

    /// The tutorial's phases, fed one point at a time; returns the first deviation beyond the tolerance.
    private struct PhaseTracker {
        var phase = Phase.notStarted
        var start = Point.zero
        var lowestY = 0.0, rightmostX = 0.0, leftmostX = 0.0

        init() {}

        init(start: Point) {
            phase = .initialPoint
            self.start = start
            lowestY = start.y
            rightmostX = start.x
        }

        /// How far the stroke has gone right or down so far.
        var extent: Double { max(rightmostX - start.x, lowestY - start.y) }

        /// Moves the phase on; with `judges`, returns the first deviation beyond the tolerance instead.
        mutating func advance(to point: Point, tolerance: Double, judges: Bool) -> FailureReason? {
            if judges && point.y < lowestY - tolerance { return .wentUp }
            lowestY = max(lowestY, point.y)
            switch phase {
            case .initialPoint:
                if judges && point.x < start.x - tolerance { return .wentLeftFirst }
                if point.x > start.x + tolerance { phase = .rightDownStroke }
                rightmostX = max(rightmostX, point.x)
            case .rightDownStroke:
                rightmostX = max(rightmostX, point.x)
                if point.x < rightmostX - tolerance {
                    phase = .leftDownStroke
                    leftmostX = point.x
                }
            case .leftDownStroke:
                leftmostX = min(leftmostX, point.x)
                if judges && point.x > leftmostX + tolerance { return .wentRightAgain }
            case .notStarted:
                break
            }
            return nil
        }
    }

    public override func reset() {
        tracker = PhaseTracker()
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
