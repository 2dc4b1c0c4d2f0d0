import GestureEngine

/// Recognizes one finger drawing a right chevron ">" (discrete), after the chevron tutorial: a stroke down and to
/// the right, then down and to the left, ending below where it started.
///
/// The rule in plain words: it follows the tutorial's phases (not started → initial point → right-down stroke →
/// left-down stroke). Live, only going up grossly (more than `liveToleranceFraction` of the stroke so far, and at
/// least twice `jitterTolerance`, from its lowest point since it spanned `liveMinimumExtent`, while the stroke heads
/// away from where it landed rather than wandering around it) fails it at once. When the
/// finger lifts, the stroke is cleaned (`StrokePreprocessing`: duplicate and jittered samples, a resting wobble and
/// end hooks go) and resampled to `samples` evenly spaced points; the phases are walked again with a tolerance of
/// `toleranceFraction` of its size, and a stroke that never turns back left is refused, as is a leg shorter than
/// `minimumLegLength` (a flick is no chevron). Everything else is evidence, not a veto: each measure costs nothing
/// while it looks like a chevron drawn by hand and one unit at its limit, and the stroke is a chevron when the
/// costs add up to at most `scoreThreshold`:
/// - the tutorial's deviations, as fractions of the size: going up, going left before going right, going right
///   again in the left-down stroke (one unit at `toleranceFraction`);
/// - ending below the start (`minimumDrop` of the longer leg);
/// - the apex (the point farthest from the start and the end together) pointing right (`maximumTilt`), the legs
///   opening between `minimumOpening` and `maximumOpening`;
/// - legs of similar lengths (`maximumLegRatio`), straight (bowing `maximumLegBend` of their length, no second
///   corner sharper than `cornerAngle`, at most `maximumDetour` longer than straight; the last two read once a
///   tremor is averaged away, `TremorFilter`);
/// - a corner, not an even curve: most of the turning near the apex (`minimumApexShare`), and legs that bow less than
///   the arc through the start, the apex and the end (`maximumBowAsArc`; `CornerConcentration`). A ")" or a letter's
///   bowl passes every test about where its legs go; it fails these.
/// A rejection names the measure that cost most. Every measure but the leg length is a ratio or an angle of the
/// resampled stroke, so the sampling rate, the speed, the size and a slight slant do not change the answer. A second
/// finger is ignored; cancelling fails it.
///
/// Sizes: the $1 strokes' chevrons measure 80–150 px, the MMG ones down to legs of 20 px; `minimumLegLength` (8 px)
/// keeps a tiny flick from counting.
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
        case noCorner = "turns evenly, with no corner"
        case cancelled = "cancelled"
    }

    /// The measured shape of a finished stroke: its two legs and where they meet.
    public struct Shape: Hashable, Sendable {
        public let start: Point
        /// Where the legs meet: the point farthest from the start and the end together.
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
        /// How far the more bent leg bows from a straight line, over its length: on the stroke with its tremor
        /// averaged away, the tenth of each leg next to the apex left out.
        public let bend: Double
        /// The sharpest turn apart from the apex, in degrees, on the stroke with its tremor averaged away.
        public let secondCorner: Double
        /// How much longer the wavier leg is than a straight line between its ends (0.1 = 10% longer), leaving out
        /// a hook at the start and the end, on the stroke with its tremor averaged away.
        public let detour: Double
        /// The tutorial's deviations, as fractions of the stroke's size: the most it went up, went left before going
        /// right, and went right again once going left.
        public let wentUp: Double
        public let wentLeftFirst: Double
        public let wentRightAgain: Double
        /// The share of the stroke's turning that happens near the apex, its tremor averaged away (`CornerConcentration`):
        /// near 1 for a ">", about the window's share of the stroke for a ")" that turns evenly.
        public let apexShare: Double
        /// How far the longer leg bows compared with the arc through the start, the apex and the end: about 1 for a
        /// ")", near 0 for a straight leg.
        public let bowAsArc: Double
    }

    /// The phases' tolerance for small strokes, in pixels.
    public var jitterTolerance = 4.0
    /// The phases' tolerance at lift, as a fraction of the stroke's size: also the deviation that costs one unit.
    public var toleranceFraction = 0.12
    /// The live tolerance, as a fraction of the stroke's size so far: only a gross deviation fails early.
    public var liveToleranceFraction = 0.75
    /// The shortest leg, in points of the view (a hard limit: a flick is no chevron). The same smallest scale as
    /// the circle's radius: half of the smallest MMG chevrons must still count.
    public var minimumLegLength = 8.0
    /// How far the stroke must span before going up fails it live, in points: below it the stroke is too small to
    /// tell a gross deviation from a hand settling.
    public var liveMinimumExtent = 30.0
    /// How far the end lies below the start, over the longer leg, that costs one unit (the $1 chevrons: ≥ 0.5).
    public var minimumDrop = 0.05
    /// The openings and tilt that cost one unit (the $1 chevrons open 32°–76° and point within 14° of right). A ">"
    /// whose legs open at 14° still ends a quarter of a leg's length from where it started: a narrow chevron, not a
    /// line drawn there and back.
    public var minimumOpening = 14.0
    public var maximumOpening = 110.0
    public var maximumTilt = 40.0
    /// The leg ratio, bend, second corner and detour that cost one unit. A leg may be several times the other (a hand
    /// that starts high draws a long first leg): the shape is still a ">". A leg bowing 0.12 of its length, its tremor
    /// averaged away, costs a unit (the scale chosen with a score simulation on the design people; a ")" bows about
    /// 0.2); a second turn of 45° besides the apex costs a unit (square brackets and braces have a second corner of
    /// 30°–120°, the other measures refuse the gentler ones), and so do legs 12 % longer than straight.
    public var maximumLegRatio = 5.0
    public var maximumLegBend = 0.12
    public var cornerAngle = 45.0
    public var maximumDetour = 0.12
    /// How wide a stretch of the path (a fraction of the stroke's size, the standard deviation of the averaging) is
    /// averaged before the second corner and the detour are read: wide enough to flatten a tremor of a few percent
    /// of the size (what is left of its waves turns the path by well under `usualCorner`), narrow next to the legs.
    public var tremorWidth = 0.05
    /// How sharply (radians) a tail of up to 15 % of the stroke must break from the rest to be cut as a hook: 0.9,
    /// about 52°, so a second leg that hooks back and down by 60° just before the lift is a leg and a hook, not a
    /// bent leg. A straight leg turns nowhere near that within a tenth of the stroke; the apex is never an end.
    public var hookAngle = 0.9
    /// How near its start a stroke must end, as a fraction of its size, to close a shape (the rule two raters judged
    /// closed circles by: it closes to a fifth of its size). A long tail that closes the shape is its last side (a
    /// triangle's), not a flick: a flick breaks back from where the hand was, it does not run back to where it began.
    public var closingGap = 0.2
    /// Over how many of the `samples` steps of that averaged path a corner's turn is read: as wide as the averaging
    /// spreads a corner, so a square bracket's corner still reads most of its 90°.
    public var cornerWindow = 5
    /// The share of the turning near the apex that costs one unit, and how near (a fraction of the stroke's steps on
    /// either side of the apex): a ")" spreads its turn along the whole stroke.
    public var minimumApexShare = 0.55
    public var apexReach = 0.1
    /// How far a leg may bow compared with the arc through the start, the apex and the end, for one unit: a ")"
    /// reads about 1; a hand's long leg bowing a tenth of its length beside a short one reads about 0.8, as the arc
    /// through such lopsided legs bows little.
    public var maximumBowAsArc = 1.0
    /// The most the costs may add up to.
    public var scoreThreshold = 2.0
    /// Limits widened for one person (`Calibration`), by measure name, used instead of the general ones.
    public var calibratedLimits: [String: Double] = [:]
    /// How many evenly spaced points the shape is measured on.
    public var samples = 64

    /// What each measure reaches without costing anything: most hand-drawn chevrons do at least as well.
    public static let usualDeviation = 0.04
    public static let usualDrop = 0.3
    public static let usualNarrowest = 28.0
    public static let usualWidest = 95.0
    public static let usualTilt = 20.0
    public static let usualLegRatio = 1.6
    public static let usualBend = 0.07
    public static let usualCorner = 25.0
    public static let usualDetour = 0.06
    public static let usualApexShare = 0.8
    public static let usualBowAsArc = 0.6

    public var phase: Phase { tracker.phase }
    /// The points drawn so far, in window coordinates.
    public private(set) var path: [Point] = []
    /// The stroke before and after the clean-up, once the finger has lifted.
    public private(set) var cleaned: StrokePreprocessing.Cleaned?
    /// The shape measured when the finger lifted (nil if it failed before).
    public private(set) var shape: Shape?
    /// The measures and their costs, once the finger has lifted and the stroke turned back left.
    public private(set) var score: StrokeScore?
    /// Why the last stroke was rejected, if it was.
    public var failureReason: FailureReason? { failure as? FailureReason }
    private var trackedTouch: Touch?
    private var tracker = PhaseTracker()
    /// The lowest point (largest y) since the stroke first spanned `liveMinimumExtent`: what going up live is measured
    /// from.
    private var liveLowestY: Double?
    /// How far the finger has travelled so far.
    private var livePathLength = 0.0

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
            cleaned = nil
            score = nil
            tracker = PhaseTracker(start: point)
            liveLowestY = nil
            livePathLength = 0
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        let point = touch.locationInWindow
        path.append(point)
        // Live, only going up grossly fails at once; the rest waits for the lift, where the whole stroke's size is
        // known (a hook at the start of a large stroke is large too). The phase still follows the finger.
        // Going up is measured from the lowest point since the stroke spanned `liveMinimumExtent`: a pen that lands
        // and hooks up before heading down-right has gone up from its landing point, but that hook is cleaned off at
        // the lift, and a stroke this small cannot yet tell a hook from a stroke going the wrong way.
        // A finger resting as it lands wanders back and forth around where it landed: going up is judged only while
        // the stroke heads somewhere (it is at least half its path away from its start), and the stroke so far is
        // measured by half its path as well as by how far it went, so a wobble is not going up, whatever the units.
        if let last = path.dropLast().last { livePathLength += last.distance(to: point) }
        let soFar = max(tracker.extent, livePathLength / 2)
        let headingSomewhere = path[0].distance(to: point) >= livePathLength / 2
        if headingSomewhere, let lowest = liveLowestY,
            point.y < lowest - max(2 * jitterTolerance, liveToleranceFraction * soFar)
        {
            return fail(because: FailureReason.wentUp)
        }
        tracker.advance(to: point, tolerance: max(jitterTolerance, toleranceFraction * tracker.extent))
        if tracker.extent >= liveMinimumExtent { liveLowestY = max(liveLowestY ?? point.y, point.y) }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0 === trackedTouch }), state == .possible else { return }
        if path.last != touch.locationInWindow { path.append(touch.locationInWindow) }
        if let reason = problem() {
            fail(because: reason)
        } else {
            state = .recognized
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: FailureReason.cancelled)
    }

    /// The cleaned stroke's phases walked again, then its shape weighed; nil if it is a chevron. A long straight
    /// tail that breaks back sharply is a flick or a short leg: both readings are weighed and the better one counts.
    /// A flick is made at one end, so a long tail is cut at the start or at the end, never at both (a diamond begun
    /// at a side corner would otherwise lose its first and last sides and leave a ">"), and not at all when the
    /// stroke closes on itself (a triangle would lose its last side).
    private func problem() -> FailureReason? {
        // Without a long tail the readings are one stroke: weighed once.
        let longTails: [StrokePreprocessing.HookEnds] = closesOnItself ? [] : [.start, .end]
        let readings = StrokePreprocessing.cleanings(
            path, hookAngle: hookAngle, straightHookEnds: [.neither] + longTails
        ).map(judge)
        let best = readings.min { $0.rank < $1.rank } ?? readings[0]
        cleaned = best.cleaned
        tracker = best.walk
        shape = best.shape
        score = best.score
        return best.problem
    }

    /// Whether the stroke as drawn ends within `closingGap` of its size from where it started.
    private var closesOnItself: Bool {
        guard let first = path.first, let last = path.last else { return false }
        return first.distance(to: last) <= closingGap * StrokePreprocessing.diagonal(of: path)
    }

    /// One reading of the stroke: how it was cleaned, its phases, shape and score, and its problem if any.
    private struct Reading {
        let cleaned: StrokePreprocessing.Cleaned
        let walk: PhaseTracker
        var shape: Shape?
        var score: StrokeScore?
        var problem: FailureReason?

        /// Accepted readings first, then those with a shape by their doubt, then the rest.
        var rank: Double {
            guard problem != nil else { return -1 }
            return score?.total ?? .infinity
        }
    }

    /// The phases walked over a cleaned stroke, then its shape weighed.
    private func judge(_ cleaned: StrokePreprocessing.Cleaned) -> Reading {
        let even = StrokeGeometry.resample(cleaned.points, count: samples)
        guard let start = even.first, let end = even.last else {
            return Reading(cleaned: cleaned, walk: PhaseTracker(), problem: .noLeftDownStroke)
        }
        let size = StrokeGeometry.extent(of: even)
        var walk = PhaseTracker(start: start)
        let tolerance = max(jitterTolerance, toleranceFraction * size)
        for point in even.dropFirst() { walk.advance(to: point, tolerance: tolerance) }
        var reading = Reading(cleaned: cleaned, walk: walk)
        guard walk.phase == .leftDownStroke else {
            reading.problem = .noLeftDownStroke
            return reading
        }
        let measured = Self.measure(
            even, path: cleaned.points, deviations: walk, size: size, tremorWidth: tremorWidth,
            cornerWindow: cornerWindow, apexReach: Int((apexReach * Double(samples - 1)).rounded()))
        let score = weigh(measured)
        reading.shape = measured
        reading.score = score
        if min(measured.apex.distance(to: start), measured.apex.distance(to: end)) < minimumLegLength {
            reading.problem = .shortLeg
        } else if score.total > scoreThreshold, let costliest = score.costliest {
            reading.problem = FailureReason(rawValue: costliest.reason) ?? .bentLeg
        }
        return reading
    }

    /// The measures of a shape, with their scales.
    private func weigh(_ shape: Shape) -> StrokeScore {
        typealias Reason = FailureReason
        let usual = Self.self
        func cost(
            _ name: String, _ value: Double, _ good: Double, _ limit: Double, _ reason: Reason, worseAbove: Bool = true
        ) -> MeasureCost {
            MeasureCost(
                name, value, MeasureScale(good: good, limit: calibratedLimits[name] ?? limit, worseAbove: worseAbove),
                reason: reason.rawValue)
        }
        return StrokeScore([
            cost("went up (× size)", shape.wentUp, usual.usualDeviation, toleranceFraction, .wentUp),
            cost(
                "went left first (× size)", shape.wentLeftFirst, usual.usualDeviation, toleranceFraction, .wentLeftFirst
            ),
            cost(
                "went right again (× size)", shape.wentRightAgain, usual.usualDeviation, toleranceFraction,
                .wentRightAgain),
            cost("drop (× longer leg)", shape.drop, usual.usualDrop, minimumDrop, .endsAboveStart, worseAbove: false),
            cost(
                "narrowest opening (°)", shape.opening, usual.usualNarrowest, minimumOpening, .wrongOpening,
                worseAbove: false),
            cost("widest opening (°)", shape.opening, usual.usualWidest, maximumOpening, .wrongOpening),
            cost("tilt (°)", shape.tilt, usual.usualTilt, maximumTilt, .pointsAway),
            cost("leg ratio (long/short)", shape.legRatio, usual.usualLegRatio, maximumLegRatio, .unevenLegs),
            cost("most bent leg", shape.bend, usual.usualBend, maximumLegBend, .bentLeg),
            cost("second corner (°)", shape.secondCorner, usual.usualCorner, cornerAngle, .bentLeg),
            cost("leg detour", shape.detour, usual.usualDetour, maximumDetour, .bentLeg),
            cost(
                "turning at the apex (share)", shape.apexShare, usual.usualApexShare, minimumApexShare, .noCorner,
                worseAbove: false),
            cost("leg bow (× the arc's)", shape.bowAsArc, usual.usualBowAsArc, maximumBowAsArc, .noCorner),
        ])
    }

    /// The legs, the apex and the angles of an evenly resampled stroke.
    private static func measure(
        _ even: [Point], path: [Point], deviations: PhaseTracker, size: Double, tremorWidth: Double, cornerWindow: Int,
        apexReach: Int
    ) -> Shape {
        let start = even[0]
        let end = even[even.count - 1]
        // The apex is where the stroke lies farthest from its start and its end together: the corner of a ">"
        // with legs of any lengths, and the middle of a rounded one's turn. (The farthest point from the line from
        // start to end slides onto the longer leg when that leg is much longer and a little curved: the line runs
        // almost along it.)
        let apexIndex =
            even.indices.max {
                even[$0].distance(to: start) + even[$0].distance(to: end)
                    < even[$1].distance(to: start) + even[$1].distance(to: end)
            } ?? 0
        let apex = even[apexIndex]
        let first = apex - start
        let second = end - apex
        let shorter = max(min(first.length, second.length), 1e-9)
        let longer = max(first.length, second.length)
        let opening = degrees(fromRadians: abs(normalizedAngle((start - apex).angle - second.angle)))
        let pointing = apex - (start + end) / 2
        let hook = even.count / 20  // the ends left out of the legs' detour
        // The bend into the apex is the corner's, not the leg's: a tenth of each leg next to it is left out too.
        let firstCorner = apexIndex / 10
        let secondCorner = (even.count - 1 - apexIndex) / 10
        let scale = max(size, 1e-9)
        // Corners and detours are read on the stroke with a tremor's waves averaged away; the corner over a stretch
        // as wide as that averaging, so a real corner still reads its whole turn.
        let steady = TremorFilter.steadied(path, width: tremorWidth * scale, samples: even.count)
        let steadyDirections = StrokeGeometry.directions(of: steady)
        let corners = StrokeGeometry.sharpestTurns(ofDirections: steadyDirections, window: cornerWindow)
        let firstBend = StrokeGeometry.deviation(of: even[...apexIndex], fromLineThrough: start, apex)
        let secondBend = StrokeGeometry.deviation(of: even[apexIndex...], fromLineThrough: apex, end)
        // A leg's bend is read as its detour is, with the tremor and a sensor's noise averaged away and the tenth
        // next to the apex left out (the averaging rounds the corner there): on the stroke as drawn, the noise's
        // largest sample reads as a bend.
        let firstLegEnd = apexIndex - firstCorner
        let secondLegStart = apexIndex + secondCorner
        let steadyBend = max(
            StrokeGeometry.deviation(of: steady[...firstLegEnd], fromLineThrough: start, apex),
            StrokeGeometry.deviation(of: steady[secondLegStart...], fromLineThrough: apex, end))
        let bowAsArc = CornerConcentration.bowAgainstArc(
            legs: [(firstBend, first.length), (secondBend, second.length)], start: start, apex: apex, end: end)
        return Shape(
            start: start, apex: apex, end: end, opening: opening, tilt: abs(degrees(fromRadians: pointing.angle)),
            legRatio: longer / shorter, drop: (end.y - start.y) / max(longer, 1e-9),
            bend: steadyBend,
            secondCorner: degrees(fromRadians: corners.dropFirst().first ?? 0),
            detour: max(
                detour(steady[min(hook, firstLegEnd)...firstLegEnd]),
                detour(steady[secondLegStart...max(secondLegStart, even.count - 1 - hook)])),
            wentUp: deviations.wentUp / scale, wentLeftFirst: deviations.wentLeftFirst / scale,
            wentRightAgain: deviations.wentRightAgain / scale,
            apexShare: CornerConcentration.shareNearApex(
                ofDirections: steadyDirections, apex: apexIndex, reach: apexReach, ends: 2 * hook),
            bowAsArc: bowAsArc)
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
        /// The largest deviation of each kind so far, in pixels.
        var wentUp = 0.0, wentLeftFirst = 0.0, wentRightAgain = 0.0

        init() {}

        init(start: Point) {
            phase = .initialPoint
            self.start = start
            lowestY = start.y
            rightmostX = start.x
        }

        /// How far the stroke has gone right or down so far.
        var extent: Double { max(rightmostX - start.x, lowestY - start.y) }

        /// Moves the phase on (a move counts once it goes beyond the tolerance) and records the deviations.
        mutating func advance(to point: Point, tolerance: Double) {
            wentUp = max(wentUp, lowestY - point.y)
            lowestY = max(lowestY, point.y)
            switch phase {
            case .initialPoint:
                wentLeftFirst = max(wentLeftFirst, start.x - point.x)
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
                wentRightAgain = max(wentRightAgain, point.x - leftmostX)
            case .notStarted:
                break
            }
        }
    }

    public override func reset() {
        tracker = PhaseTracker()
        liveLowestY = nil
        livePathLength = 0
        path = []
        trackedTouch = nil
    }

    // MARK: - Inspector facts

    /// The phase of the stroke, the score against its threshold, and the stroke as drawn and as cleaned (both drawn,
    /// with the legs).
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("phase", "phase \(phase.rawValue)")
        facts.addStroke(score: score, threshold: scoreThreshold, cleaned: cleaned)
        if let shape { facts.draw(.polyline([shape.start, shape.apex, shape.end])) }
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }
}
