import GestureEngine

/// Recognizes one finger drawing a circle (continuous), after the circle-selection tutorial.
///
/// The rule in plain words: it begins when the finger touches down, changes at every move (so the path can be drawn
/// as you go), and when the finger lifts it cleans the path (`StrokePreprocessing`: duplicate and jittered samples,
/// a resting wobble and end hooks go), fits a circle to it and weighs the evidence. Each measure costs nothing while
/// it looks like a circle drawn by hand (the `usual…` values) and one unit at its limit:
/// 1. the points lie near a circle once the path's proportions are set aside (an oval is stretched round first:
///    fit error, one unit at `tolerance`, the tutorial's 0.2), and it is not too flat (`minimumAspect`);
/// 2. the path really goes around: the fraction of a turn it sweeps (one unit at `minimumTurn`), and how far apart
///    its ends are (one unit at `maximumGap` of the diameter), and it does not go on round like a spiral (one unit
///    at `maximumTurn` turns), and its heading turns about as far as it sweeps around the centre, as an arc's does
///    (one unit when it falls `maximumTurnLag` of a turn short: a question mark's stem or an 8's second loop turns
///    the heading back while the path still sweeps on around the centre), and never bends back the other way (one
///    unit at `maximumTurnBack`, read with a hand's tremor averaged away and a straight flick at either end left
///    out: a question mark's stem bends back below its bowl, a circle turns one way all along);
/// Corners and steadiness (3 and 4) are judged on the first turn: a hand going on past the start drifts inwards or
/// outwards over it, which is no fault of the circle.
/// 3. it has no corners (its second- and third-sharpest turns, read with a tremor averaged away, each one unit at
///    `cornerAngle`: rectangles, triangles and brackets have two corners or more, a rectangle or a diamond four; the
///    sharpest is forgiven, so a single kink where the hand wavered costs nothing, and the join itself, at the ends of
///    the first turn, is not read at all);
/// 4. it turns at a steady rate, as a circle does (how far its heading strays from a steady turn; one unit at
///    `maximumWobble`: a rounded rectangle turns in bursts at its corners and runs straight between them), and it
///    has no straight side (the longest stretch whose heading turns less than `straightTurn`, read with its
///    proportions set aside; one unit at `maximumStraightShare` of the path: a "D"'s stem, a polygon's side), nor
///    is it mostly sides, however short (the share of the path on straight sides, one unit at
///    `maximumStraightSides`: a hexagon, a rounded box, a blob with flat sides);
/// 5. nothing is drawn through the middle (the tutorial's check: its closest approach to the centre, its ends left
///    out; one unit at `middleClearance` × radius).
/// A circle drawn on past its start by at most `maximumOvershoot` of a turn, or by up to `longestRetrace` going round
/// over itself again, is measured on its first turn (`CircleOvershoot`), except for how far round it goes: the
/// overshoot lies over the start and drifts as a hand going on does, which is no fault of the circle.
/// It ends when the costs add up to at most `scoreThreshold`, else it fails naming the measure that cost most. Only
/// where there is no circle to speak of does one test refuse alone: a radius under `minimumRadius`, a path that does
/// not go half way round, or no circle through the points at all.
/// The measures are taken on the path resampled to `samples` points evenly spaced along it, so a stroke sampled at
/// 60 or 240 Hz, drawn slowly or fast, small or large, gets the same answer; every measure but the size is a ratio.
/// A second finger fails it (with any touch order); cancelling or resetting clears the path. Works either way
/// round, from any start. The limits and the threshold were set on development people (`docs/recognition.md`).
public final class CircleGestureRecognizer: GestureRecognizer {
    /// Why a path was not accepted as a circle.
    public enum FailureReason: String, Hashable, Sendable {
        case tooSmall = "too small"
        case notRound = "not round enough"
        case notClosed = "not closed"
        case spirals = "goes round more than once"
        case hasCorners = "has corners"
        case straightSide = "has a straight side"
        case straightSides = "has straight sides"
        case unevenTurn = "turns unevenly"
        case bendsBack = "bends back the other way"
        case crossesMiddle = "crosses the middle"
        case tooManyFingers = "more than one finger"
        case cancelled = "cancelled"
    }

    /// The fit error (RMS distance from the circle over its radius) that costs one unit. The tutorial's: 0.2.
    public var tolerance = 0.2
    /// Smallest radius accepted, in points of the view (a hard limit: a dot is no circle). The $1 strokes' circles
    /// have radii of 37–64 px, the smallest MMG circles 25–35 px, and half of those must still count; a dot or a
    /// scribble that size is refused by the other measures. People drawing on a window draw larger; there is no
    /// largest.
    public var minimumRadius = 8.0
    /// The aspect (spread across over spread along) that costs one unit: ovals are circles, up to a point.
    public var minimumAspect = 0.4
    /// The distance between the ends, over the diameter, that costs one unit.
    public var maximumGap = 0.8
    /// The fraction of a full turn that costs one unit; under half a turn the path is refused outright.
    public var minimumTurn = 0.68
    /// How much of the turn may be left open (a fraction of a turn), judged from the turn and the gap together, for one
    /// unit; a steep measure, so that a "C" with a wide mouth is refused however round it is (`openTurn`).
    public var maximumOpenTurn = 0.2
    /// The turns that cost one unit going the other way: a circle goes round once, a spiral or a coil goes on.
    public var maximumTurn = 1.5
    /// How much farther the path sweeps around the centre than its heading turns (fractions of a turn) that costs
    /// one unit: an arc's heading turns as far as it sweeps; a question mark's stem turns it back.
    public var maximumTurnLag = 0.25
    /// How far the heading may bend back against the way round, in one stretch (radians), for one unit: a circle
    /// turns one way all along (with a hand's tremor averaged away, by a degree or two at most), a question mark's
    /// stem bends back below its bowl by about a quarter turn.
    public var maximumTurnBack = 15.0 * Double.pi / 180
    /// How wide a stretch of the path (a fraction of the stroke's size, the standard deviation of the averaging) a
    /// hand's tremor is averaged over before the bending back is read (`TremorFilter`). Wider than the chevron's:
    /// a question mark's stem bends back over a quarter of the stroke, so only waves much shorter need to go.
    public var tremorWidth = 0.08
    /// The longest straight piece at either end (a fraction of the stroke's length) left out before the bending back
    /// is read: a flick at the lift or the landing, whose corner is no turn of the circle.
    public var straightEndFraction = 0.1
    /// The longest overshoot past the start (fractions of a turn) left out: a circle drawn on past its start by at
    /// most this much is judged on its first turn (`CircleOvershoot`).
    public var maximumOvershoot = 0.25
    /// How far an overshoot that goes round again over the circle or over the first turn may stray from it (a fraction
    /// of the radius) and still be left out (`longestRetrace`).
    public var retraceWidth = 0.2
    /// The longest overshoot (fractions of a turn) left out when it goes round again within `retraceWidth`: as far as
    /// the turns' own cost stays within the threshold. People circling a thing go on round, and how far is too far is
    /// the score's to say; a shorter cut-off would refuse, as not closed, a circle the score accepts.
    public var longestRetrace: Double { turnsPastOneScale.value(costing: scoreThreshold) - 1 }
    /// The second- or third-sharpest turn (radians) that costs one unit, read over `cornerTremorWindow` steps of the
    /// path with a tremor averaged away (`TremorFilter`, `cornerTremorWidth` of the size, as the chevron reads its
    /// second corner). A circle's own steady turn over 5/63 of it is 29°; the corners of the rectangles and diamonds
    /// that come nearest to passing read 57°–80°.
    public var cornerAngle = 80.0 * Double.pi / 180
    /// How wide the averaging before the corners are read (a fraction of the stroke's size), and over how many of
    /// the steps a corner is read: about as wide as the averaging spreads a corner.
    public var cornerTremorWidth = 0.05
    public var cornerTremorWindow = 5
    /// The heading's RMS distance from a steady turn (radians) that costs one unit.
    public var maximumWobble = 20.0 * Double.pi / 180
    /// The longest straight stretch, as a share of the path, that costs one unit: the heading turns by at most
    /// `straightTurn` over it (`CircleTurning.longestStraightShare`), read with the path's proportions set aside. A
    /// circle bends all along; a "D"'s stem, a rectangle's side or a polygon's runs straight.
    public var maximumStraightShare = 0.3
    public var straightTurn = 20.0 * Double.pi / 180
    /// The share of the path on straight sides that costs one unit (`CircleTurning.straightSidesShare`): runs of at
    /// least `straightSideLength` of the path whose heading stays within `straightSideTurn`, read as drawn and
    /// stretched round, the smaller counting. A polygon's or a rounded box's sides are each short, but together most
    /// of the way round.
    public var maximumStraightSides = 0.35
    public var straightSideLength = 0.1
    public var straightSideTurn = 10.0 * Double.pi / 180
    /// The closest approach to the centre (as a fraction of the radius) that costs one unit.
    public var middleClearance = 0.45
    /// The most the costs may add up to.
    public var scoreThreshold = 2.0
    /// Limits widened for one person (`Calibration`), by measure name, used instead of the general ones.
    public var calibratedLimits: [String: Double] = [:]
    /// How many evenly spaced points the decision is made on.
    public var samples = 64
    /// The longest end hook trimmed (a fraction of the length) and how sharply it must break away (radians): short,
    /// so that a circle missing a stretch where the digitizer skipped keeps its straight join, and a break of more
    /// than 85°, so that a finger curling off at a right angle as it lifts (inwards or outwards) is a hook while an
    /// arc's own end, which bends about 36° over a tenth of a circle, never is.
    public var hookFraction = 0.1
    public var hookAngle = 85.0 * Double.pi / 180

    /// What each measure reaches without costing anything: most hand-drawn circles do at least as well.
    public static let usualFitError = 0.1
    public static let usualAspect = 0.6
    public static let usualGap = 0.4
    public static let usualTurn = 0.88
    public static let usualOpenTurn = 0.15
    public static let usualMostTurn = 1.25
    public static let usualTurnLag = 0.15
    public static let usualTurnBack = 2.0 * Double.pi / 180
    public static let usualCorner = 50.0 * Double.pi / 180
    public static let usualWobble = 11.0 * Double.pi / 180
    public static let usualStraightShare = 0.25
    public static let usualStraightSides = 0.25
    public static let usualClearance = 0.7

    /// The points drawn so far, in the view's coordinates.
    public private(set) var path: [Point] = []
    /// The path before and after the clean-up, once the finger has lifted.
    public private(set) var cleaned: StrokePreprocessing.Cleaned?
    /// The fitted circle, once the finger has lifted (also when the path was rejected).
    public private(set) var fitResult: CircleFit?
    /// How far the path spreads across over how far along (1 round, less for an oval).
    public private(set) var aspect = 0.0
    /// The fit error of the path with its proportions set aside (stretched across until as wide as it is long).
    public private(set) var roundFitError = 0.0
    /// The fraction of a full turn the whole path swept around the centre.
    public private(set) var turnCovered = 0.0
    /// How far the path went on past its first turn, when that was left out as an overshoot (fractions of a turn;
    /// 0 when the whole path was judged).
    public private(set) var overshoot = 0.0
    /// The second-sharpest turn of the path (radians), its tremor averaged away: the one that would make it a shape
    /// with corners.
    public private(set) var secondSharpestTurn = 0.0
    /// The third-sharpest turn of the path (radians), its tremor averaged away: a rectangle's or a diamond's next
    /// corner. Their second corner reads 60°–70°, each a little under a unit; a third one is more evidence.
    public private(set) var thirdSharpestTurn = 0.0
    /// How far the heading strayed from a steady turn (RMS, radians).
    public private(set) var wobble = 0.0
    /// The longest stretch of the path that runs straight (a share of it), its proportions set aside.
    public private(set) var straightestShare = 0.0
    /// The share of the path that lies on straight sides, the smaller of its readings as drawn and stretched round.
    public private(set) var straightSidesShare = 0.0
    /// How far apart the path's ends are, over the fitted circle's diameter (0 when it closes exactly).
    public private(set) var endGap = 0.0
    /// The fraction of a full turn the path's heading turned (as drawn, smoothed), counted the way it swept around
    /// the centre: as far as it swept, for an arc.
    public private(set) var headingTurn = 0.0
    /// How much of the circle is left open (fractions of a turn): the larger of the turn it falls short of a whole one
    /// and the arc its ends' gap leaves out (a gap `g` of the diameter is the chord of an arc of asin(g)/π of a turn).
    /// A circle stopped short and a circle whose ends stay apart are both open; a circle that overshoots is not.
    public private(set) var openTurn = 0.0
    /// How much farther the path swept around the centre than its heading turned (fractions of a turn).
    public private(set) var turnLag = 0.0
    /// The most the heading bent back against the way round in one stretch (radians), its ends and tremor left out.
    public private(set) var turnBack = 0.0
    /// The path's closest approach to the centre, as a fraction of the radius, its ends left out.
    public private(set) var closestApproach = 0.0
    /// The measures and their costs, once the finger has lifted and a circle could be fitted.
    public private(set) var score: StrokeScore?
    /// Why the last path was rejected, if it was.
    public private(set) var failureReason: FailureReason?
    private var trackedTouch: Touch?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard trackedTouch == nil, state == .possible, touches.count == 1, let touch = touches.first else {
            return reject(.tooManyFingers)
        }
        trackedTouch = touch
        path = [touch.location(in: view)]
        cleaned = nil
        fitResult = nil
        score = nil
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

    /// Cleans the finished path, measures it and weighs the measures; nil means it is a circle.
    private func evaluate() -> FailureReason? {
        let cleaned = StrokePreprocessing.clean(path, hookFraction: hookFraction, hookAngle: hookAngle)
        self.cleaned = cleaned
        let drawnEven = StrokeGeometry.resample(cleaned.points, count: samples)
        guard let drawnFit = CircleFit(points: drawnEven) else { return .notRound }
        // How far round it goes counts the whole path: a spiral is told by its turns.
        let drawnSwept = StrokeGeometry.sweptAngle(of: drawnEven, around: drawnFit.center)
        turnCovered = abs(drawnSwept) / (2 * Double.pi)
        // A circle drawn a little past its start is judged on its first turn: the overshoot lies over the start and
        // drifts as a hand going on does, which is no fault of the circle.
        let split = CircleOvershoot(cleaned.points, even: drawnEven, around: drawnFit.center, radius: drawnFit.radius)
        var readsFirstTurn =
            split.isShort(atMost: maximumOvershoot)
            || split.goesRoundAgain(atMost: longestRetrace, within: retraceWidth)
        overshoot = readsFirstTurn ? split.turns : 0
        var points = readsFirstTurn ? split.firstTurn : cleaned.points
        if !readsFirstTurn, let madeRound = shortOvershootMadeRound(cleaned.points, even: drawnEven) {
            readsFirstTurn = true
            overshoot = madeRound.turns
            points = madeRound.firstTurn
        }
        let even = readsFirstTurn ? StrokeGeometry.resample(points, count: samples) : drawnEven
        guard let fit = readsFirstTurn ? CircleFit(points: even) : drawnFit else { return .notRound }
        fitResult = fit
        // Judged with its proportions set aside: an oval is a circle drawn by a hand, not a different shape.
        let round = StrokeGeometry.stretchedRound(points, even: even)
        aspect = round.aspect
        let roundEven = StrokeGeometry.resample(round.points, count: samples)
        guard let roundFit = CircleFit(points: roundEven) else { return .notRound }
        roundFitError = roundFit.error
        // The turn is taken as drawn: stretching a "U" or a "D" round would close it.
        let swept = readsFirstTurn ? StrokeGeometry.sweptAngle(of: even, around: fit.center) : drawnSwept
        endGap = (even[0].distance(to: even[even.count - 1])) / (2 * fit.radius)
        openTurn = max(1 - min(turnCovered, 1), Double.asin(min(endGap, 1)) / Double.pi)
        // An arc turns its heading as far as it sweeps; a question mark's stem or an 8's second loop turns it back.
        let drawn = StrokeGeometry.directions(of: StrokeGeometry.smoothedEven(points, samples: samples))
        // Counted the way the path sweeps: a heading turning the other way makes up none of the sweep.
        let heading = CircleTurning.headingTurn(ofDirections: drawn) / (2 * Double.pi)
        headingTurn = swept < 0 ? -heading : heading
        turnLag = abs(swept) / (2 * Double.pi) - headingTurn
        // Read without the ends (where a finger joining up may flick either way), without a straight flick at either
        // end, and with the tremor averaged away.
        let ends = samples / 20
        let unflicked = CircleTurning.withoutStraightEnds(points, longest: straightEndFraction, samples: samples)
        let steadyDirections = StrokeGeometry.directions(
            of: TremorFilter.steadied(
                unflicked, width: tremorWidth * StrokeGeometry.extent(of: points), samples: samples))
        turnBack = CircleTurning.turningBack(
            ofDirections: Array(steadyDirections.dropFirst(ends).dropLast(ends)), way: swept)
        // How steadily it turns and its corners are judged on its first turn: a hand that goes on past the start
        // drifts inwards or outwards over the start, which is no fault of the circle.
        let (oneTurn, rest) = StrokeGeometry.splitAfterOneTurn(round.points, even: roundEven, around: roundFit.center)
        // Corners are read with a hand's tremor averaged away: over 3 steps of the smoothed path a tremor's small
        // waves read as corners, and the second and third corners would count them twice.
        let steadyTurn = TremorFilter.steadied(
            oneTurn, width: cornerTremorWidth * StrokeGeometry.extent(of: oneTurn), samples: samples)
        let steadyTurns = StrokeGeometry.sharpestTurns(
            ofDirections: StrokeGeometry.directions(of: steadyTurn), window: cornerTremorWindow)
        secondSharpestTurn = steadyTurns.count >= 2 ? steadyTurns[1] : 0
        thirdSharpestTurn = steadyTurns.count >= 3 ? steadyTurns[2] : 0
        wobble = StrokeGeometry.headingWobble(of: oneTurn, samples: samples)
        // Read stretched round: an oval's flatter sides are no straight side.
        straightestShare = CircleTurning.longestStraightShare(
            ofDirections: StrokeGeometry.directions(of: roundEven), within: straightTurn)
        // Read both as drawn and stretched round, and the smaller counts: stretched round, an oval's flatter sides
        // bend as a circle's do; as drawn, an arc short of a turn bends all along, where stretching it flattens it.
        let sideRun = max(2, Int((straightSideLength * Double(samples - 1)).rounded()))
        let drawnSides = CircleTurning.straightSidesShare(
            of: points, even: even, run: sideRun, within: straightSideTurn)
        // Most circles have no side as drawn, and then the stretched reading cannot be smaller: it is skipped.
        straightSidesShare =
            drawnSides == 0
            ? 0
            : min(
                drawnSides,
                CircleTurning.straightSidesShare(
                    of: round.points, even: roundEven, run: sideRun, within: straightSideTurn))
        // A curl at either end (the finger leaving inwards) is not a line through the middle, nor is going on round
        // past the start; heading across after the turn is.
        let restGoesRound =
            !rest.isEmpty
            && abs(StrokeGeometry.sweptAngle(of: rest, around: roundFit.center)) * roundFit.radius
                >= 0.5 * StrokeGeometry.length(of: rest)
        let judged = restGoesRound ? StrokeGeometry.resample(oneTurn, count: samples) : roundEven
        let middle = judged[ends..<(judged.count - ends)]
        closestApproach = (middle.map { $0.distance(to: roundFit.center) }.min() ?? 0) / roundFit.radius
        let score = measure()
        self.score = score
        if fit.radius < minimumRadius { return .tooSmall }
        if turnCovered < 0.5 { return .notClosed }
        guard score.total > scoreThreshold, let costliest = score.costliest else { return nil }
        return FailureReason(rawValue: costliest.reason) ?? .notRound
    }

    /// The first turn of `points` (`even`: them resampled evenly) and the overshoot after it, found on the path
    /// stretched round as the fit is, when that overshoot is short; nil otherwise. A slanted oval sweeps unevenly
    /// around its centre, so a short overshoot leaving near its narrow end sweeps too little for its length to read
    /// as one around the drawn centre; made round, it is the short overshoot it is on a circle. Only a short one: read
    /// this way, a spiral's next turn lies close enough to the circle to pass for going round again.
    private func shortOvershootMadeRound(_ points: [Point], even: [Point]) -> (firstTurn: [Point], turns: Double)? {
        let round = StrokeGeometry.stretchedRound(points, even: even).points
        let roundEven = StrokeGeometry.resample(round, count: samples)
        guard let fit = CircleFit(points: roundEven) else { return nil }
        let split = CircleOvershoot(round, even: roundEven, around: fit.center, radius: fit.radius)
        guard split.isShort(atMost: maximumOvershoot) else { return nil }
        let firstTurn = StrokeGeometry.prefix(
            of: points, matching: StrokeGeometry.length(of: split.firstTurn), along: round)
        return (firstTurn, split.turns)
    }

    /// How far round the path goes, as the score weighs it: nothing up to `usualMostTurn`, a unit at `maximumTurn`
    /// (or the limit calibrated for this person).
    private var turnsPastOneScale: MeasureScale {
        MeasureScale(
            good: Self.usualMostTurn, limit: calibratedLimits["turns past one"] ?? maximumTurn, worseAbove: true)
    }

    /// The measures of the last path, with their scales.
    private func measure() -> StrokeScore {
        typealias Reason = FailureReason
        func cost(
            _ name: String, _ value: Double, _ good: Double, _ limit: Double, _ reason: Reason, worseAbove: Bool = true
        ) -> MeasureCost {
            MeasureCost(
                name, value, MeasureScale(good: good, limit: calibratedLimits[name] ?? limit, worseAbove: worseAbove),
                reason: reason.rawValue)
        }
        let corner = degrees(fromRadians: secondSharpestTurn)
        let thirdCorner = degrees(fromRadians: thirdSharpestTurn)
        let heading = degrees(fromRadians: wobble)
        let back = degrees(fromRadians: turnBack)
        return StrokeScore([
            cost("fit error", roundFitError, Self.usualFitError, tolerance, .notRound),
            cost("aspect (across/along)", aspect, Self.usualAspect, minimumAspect, .notRound, worseAbove: false),
            cost("gap between the ends (× diameter)", endGap, Self.usualGap, maximumGap, .notClosed),
            cost("turn covered", turnCovered, Self.usualTurn, minimumTurn, .notClosed, worseAbove: false),
            cost("open part of the turn", openTurn, Self.usualOpenTurn, maximumOpenTurn, .notClosed),
            MeasureCost("turns past one", turnCovered, turnsPastOneScale, reason: Reason.spirals.rawValue),
            cost("heading turn short of the sweep", turnLag, Self.usualTurnLag, maximumTurnLag, .notRound),
            cost(
                "bends back (°)", back, degrees(fromRadians: Self.usualTurnBack), degrees(fromRadians: maximumTurnBack),
                .bendsBack),
            cost(
                "second corner (°)", corner, degrees(fromRadians: Self.usualCorner), degrees(fromRadians: cornerAngle),
                .hasCorners),
            cost(
                "third corner (°)", thirdCorner, degrees(fromRadians: Self.usualCorner),
                degrees(fromRadians: cornerAngle), .hasCorners),
            cost(
                "heading wobble (°)", heading, degrees(fromRadians: Self.usualWobble),
                degrees(fromRadians: maximumWobble), .unevenTurn),
            cost(
                "straightest stretch (share)", straightestShare, Self.usualStraightShare, maximumStraightShare,
                .straightSide),
            cost(
                "straight sides (share)", straightSidesShare, Self.usualStraightSides, maximumStraightSides,
                .straightSides),
            cost(
                "closest to centre (× r)", closestApproach, Self.usualClearance, middleClearance, .crossesMiddle,
                worseAbove: false),
        ])
    }

    public override func reset() {
        path = []
        trackedTouch = nil
    }

    // MARK: - Inspector facts

    /// The tolerance and the path, the fit (drawn over the scene) against the tolerance, the score against its
    /// threshold, the stroke as drawn and as cleaned (both drawn), and why the last path failed.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        facts.add("tolerance", "tolerance \(number(tolerance)), path \(path.count) points")
        let origin = view?.convert(.zero, to: nil) ?? .zero
        if let fit = fitResult {
            facts.add("fit", "fit: centre \(fit.center), radius \(number(fit.radius))")
            let comparison = fit.error <= tolerance ? "≤" : ">"
            let turn = Int((turnCovered * 360).rounded())
            facts.add("error", "error \(number(fit.error)) \(comparison) \(number(tolerance)), turn \(turn)°")
            // A line of its own: the inspector's panel does not wrap, and the error line is long already.
            if overshoot > 0 {
                facts.add("overshoot", "first turn judged: \(Int((overshoot * 360).rounded()))° past it left out")
            }
            facts.draw(.circle(center: fit.center + origin, radius: fit.radius))
        }
        facts.addStroke(score: score, threshold: scoreThreshold, cleaned: cleaned, origin: origin)
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }
}
