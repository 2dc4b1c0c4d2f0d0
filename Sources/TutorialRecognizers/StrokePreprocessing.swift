import GestureEngine

/// The clean-up online handwriting recognizers do before deciding: remove what a hand or a digitizer adds without
/// meaning to. Each step is a function of its own, so each can be tested and drawn on its own.
///
/// The steps, in the order `clean` applies them:
/// 1. `removingDuplicates`: repeated samples (a digitizer that reports the same place twice).
/// 2. `removingJitter`: samples closer than a small fraction of the stroke's size to the last one kept.
/// 3. `trimmingLandingWobble` and `trimmingRestingWobble`: the finger resting after it lands or before it lifts,
///    wandering around where it settled.
/// 4. `trimmingHooks`: a short tail at either end whose direction breaks sharply from the rest (the pen landing
///    or leaving with a flick).
/// 5. `removingSpikes`: the stroke running on past a turn and coming straight back along itself (an overshoot).
public enum StrokePreprocessing {
    /// The stroke before and after the clean-up.
    public struct Cleaned: Hashable, Sendable {
        /// The points as they were drawn.
        public let raw: [Point]
        /// The points after every step: what the recognizer decides on.
        public let points: [Point]
        /// How much of the drawn length each end lost as a hook (fractions of the stroke's length).
        public let startHook: Double
        public let endHook: Double
    }

    /// Which ends of a stroke may lose a long straight hook.
    public enum HookEnds: Sendable {
        case both, start, end, neither
    }

    /// Runs every step. `hookFraction` is the longest hook trimmed, as a fraction of the stroke's length;
    /// `hookAngle` (radians) how sharply a hook must break from the rest; `straightHookFraction` the longest
    /// straight one that breaks back, cut only at `straightHookEnds`.
    public static func clean(
        _ raw: [Point], hookFraction: Double = 0.15, hookAngle: Double = 1.2, straightHookFraction: Double = 0.25,
        straightHookEnds: HookEnds = .both
    ) -> Cleaned {
        cleanings(
            raw, hookFraction: hookFraction, hookAngle: hookAngle, straightHookFraction: straightHookFraction,
            straightHookEnds: [straightHookEnds])[0]
    }

    /// The stroke cleaned once for each choice of the ends that may lose a long straight hook, the steps before the
    /// hooks run once for all; choices that come out as the same stroke are given once, in the order asked.
    public static func cleanings(
        _ raw: [Point], hookFraction: Double = 0.15, hookAngle: Double = 1.2, straightHookFraction: Double = 0.25,
        straightHookEnds choices: [HookEnds]
    ) -> [Cleaned] {
        let size = diagonal(of: raw)
        var points = removingDuplicates(raw)
        points = removingJitter(points, tolerance: 0.01 * size)
        points = trimmingLandingWobble(points, radius: restRadius * size)
        points = trimmingRestingWobble(points, radius: restRadius * size)
        var results: [Cleaned] = []
        for ends in choices {
            let hooks = trimmingHooks(
                points, maximumFraction: hookFraction, breakAngle: hookAngle,
                straightHookFraction: straightHookFraction, straightHookEnds: ends)
            let kept = removingSpikes(hooks.points)
            guard !results.contains(where: { $0.points == kept }) else { continue }
            results.append(Cleaned(raw: raw, points: kept, startHook: hooks.startTrimmed, endHook: hooks.endTrimmed))
        }
        return results
    }

    /// How far a resting finger wanders from where it came to rest, as a fraction of the stroke's size.
    static let restRadius = 0.05

    /// The diagonal of the points' bounding box: the stroke's size.
    public static func diagonal(of points: [Point]) -> Double {
        guard let first = points.first else { return 0 }
        var low = first
        var high = first
        for point in points {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        return (high - low).length
    }

    /// Every sample that repeats the one before it left out.
    public static func removingDuplicates(_ points: [Point]) -> [Point] {
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for point in points where kept.last != point { kept.append(point) }
        return kept
    }

    /// Samples closer than `tolerance` to the last one kept left out; the last sample always stays (it is where the
    /// finger lifted), replacing a kept one that lies within the tolerance of it.
    public static func removingJitter(_ points: [Point], tolerance: Double) -> [Point] {
        guard let last = points.last, points.count > 2 else { return points }
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for point in points.dropLast() where kept.last.map({ $0.distance(to: point) >= tolerance }) ?? true {
            kept.append(point)
        }
        if kept.count > 1, let previous = kept.last, previous.distance(to: last) < tolerance { kept.removeLast() }
        kept.append(last)
        return kept
    }

    /// The end of the stroke where the finger rests before lifting: the longest tail that stays within `radius` of
    /// where it begins (where the finger arrived), cut back to that point when the finger wandered more than twice
    /// `radius` inside it. A finger that simply arrives keeps every point. The tail is sought only among the last
    /// `longestRest` points, and only while they stay within twice `radius` of the lift point (no point of a rest
    /// lies farther from another), so a long stroke costs no more than a short one.
    public static func trimmingRestingWobble(_ points: [Point], radius: Double) -> [Point] {
        guard let last = points.last, points.count > 3, radius > 0 else { return points }
        let nearLift = points.suffix(longestRest).reversed().prefix { $0.distance(to: last) <= 2 * radius }.count
        guard nearLift >= 3 else { return points }
        for arrival in (points.count - nearLift)..<(points.count - 2)
        where points[arrival...].allSatisfy({ $0.distance(to: points[arrival]) <= radius }) {
            let wandered = StrokeGeometry.length(of: Array(points[arrival...]))
            return wandered > 2 * radius ? Array(points[...arrival]) : points
        }
        return points
    }

    /// The start of the stroke where the finger rests after landing, settling before it moves off: as
    /// `trimmingRestingWobble` at the other end, cut forward to where the finger moved off.
    public static func trimmingLandingWobble(_ points: [Point], radius: Double) -> [Point] {
        Array(trimmingRestingWobble(points.reversed(), radius: radius).reversed())
    }

    /// The most points a rest at either end is sought among: a finger resting two seconds at 240 Hz.
    static let longestRest = 480

    /// The stroke with a hook cut off either end: a tail of at most `maximumFraction` of the length whose
    /// direction (from the end to where the tail meets the rest) turns more than `breakAngle` (radians) from the
    /// direction of the next stretch of the stroke, as long again as a tenth of the stroke. A longer tail, up to
    /// `straightHookFraction`, is a hook only when it is straight (`isStraight`): a flick is a line, while a long
    /// curved end is part of the shape. Where several cuts qualify, the sharpest break wins. Measured along the
    /// stroke resampled to `samples` points, so the answer does not depend on how the stroke was sampled; the points
    /// kept are the drawn ones.
    public static func trimmingHooks(
        _ points: [Point], maximumFraction: Double, breakAngle: Double, straightHookFraction: Double = 0.25,
        straightHookEnds: HookEnds = .both, samples: Int = 64
    ) -> (points: [Point], startTrimmed: Double, endTrimmed: Double) {
        let total = StrokeGeometry.length(of: points)
        guard points.count >= 4, total > 0 else { return (points, 0, 0) }
        let even = StrokeGeometry.resample(points, count: samples)
        func hook(_ points: [Point], long: Bool) -> Double {
            let longest = long ? max(maximumFraction, straightHookFraction) : maximumFraction
            return hookLength(
                points, maximumFraction: maximumFraction, straightFraction: longest, breakAngle: breakAngle)
        }
        let startCut = hook(even, long: straightHookEnds == .both || straightHookEnds == .start)
        let endCut = hook(even.reversed(), long: straightHookEnds == .both || straightHookEnds == .end)
        guard startCut + endCut > 0 else { return (points, 0, 0) }
        let kept = cut(points, from: startCut * total, to: total - endCut * total)
        return (kept, startCut, endCut)
    }

    /// The fraction of the length of the hook at the start of an evenly resampled stroke, 0 when there is none:
    /// any tail up to `maximumFraction`, a straight one up to `straightFraction`.
    static func hookLength(
        _ even: [Point], maximumFraction: Double, straightFraction: Double? = nil, breakAngle: Double
    ) -> Double {
        let count = even.count
        let shortest = Int(Double(count - 1) * maximumFraction)
        let longest = max(shortest, Int(Double(count - 1) * (straightFraction ?? maximumFraction)))
        let stretch = max(2, (count - 1) / 10)
        var best = (cut: 0, angle: breakAngle)
        guard longest >= 1, longest + stretch < count else { return 0 }
        for cut in 1...longest {
            let tail = even[cut] - even[0]
            let next = even[cut + stretch] - even[cut]
            guard tail.length > 0, next.length > 0 else { continue }
            let angle = abs(normalizedAngle(next.angle - tail.angle))
            // A long tail is a hook only if it is a straight line that doubles back on the stroke.
            if cut > shortest && (!isStraight(even[...cut]) || angle < longHookAngle) { continue }
            // A hook ends where the stroke turns: a cut partway along a straight side is no hook's end.
            let root = even[cut + 2] - even[cut]
            if root.length > 0 && abs(normalizedAngle(root.angle - tail.angle)) < rootAngleFraction * breakAngle {
                continue
            }
            if angle > best.angle { best = (cut, angle) }
        }
        return Double(best.cut) / Double(count - 1)
    }

    /// The stroke without its spikes: stretches where it runs on past a turn and comes back along the same line
    /// (within 8° of it, and `tolerance` of its size) before going on, at least `shortest` and at most `longest` of
    /// its length out (and as much back). The stroke keeps the turn where it came back to. A sharp corner is no
    /// spike: its second side leaves the first at an angle, so it moves away from the first side's line at once.
    /// Nor is a stroke that is mostly a line drawn out and back: an overshoot is a small part of a shape, and
    /// taking out most of the stroke would leave a shape nobody drew. Measured on the stroke resampled to
    /// `samples` points; the points kept are the drawn ones.
    public static func removingSpikes(
        _ points: [Point], tolerance: Double = 0.005, shortest: Double = 0.04, longest: Double = 0.25,
        samples: Int = 64
    ) -> [Point] {
        let total = StrokeGeometry.length(of: points)
        guard points.count >= 4, total > 0 else { return points }
        let even = StrokeGeometry.resample(points, count: samples)
        let near = tolerance * diagonal(of: points)
        let least = max(2, Int((shortest * Double(samples - 1)).rounded(.up)))
        let most = Int((longest * Double(samples - 1)).rounded(.down))
        var kept: [(from: Int, to: Int)] = []
        var keptFrom = 0
        var tip = 1
        while tip < even.count - 1 {
            let reach = spikeReach(even, tip: tip, near: near)
            if reach >= least && reach <= most && !isBarb(even, from: tip - reach, to: tip) {
                kept.append((keptFrom, tip - reach))
                keptFrom = tip + reach
                tip += reach
            }
            tip += 1
        }
        guard !kept.isEmpty else { return points }
        kept.append((keptFrom, even.count - 1))
        let step = total / Double(samples - 1)
        return kept.flatMap { cut(points, from: Double($0.from) * step, to: Double($0.to) * step) }
    }

    /// True when the spike from `from` out to `tip` is a barb, not an overshoot: at least `shortestBarb` of the
    /// stroke's `samples` steps long, and breaking back from the way the stroke came by more than `barbAngle`. A hand
    /// running past a turn goes on roughly the way it came; a barb drawn out and back from an arrow's tip leaves the
    /// shaft sharply backwards and is part of the shape. A shorter flick is the pen's, whichever way it goes, and a
    /// spike at the very start has no way in.
    static func isBarb(_ even: [Point], from: Int, to tip: Int) -> Bool {
        guard from >= 2, Double(tip - from) >= shortestBarb * Double(even.count - 1) else { return false }
        let wayIn = even[from] - even[from - 2]
        let wayOut = even[tip] - even[from]
        guard wayIn.length > 0, wayOut.length > 0 else { return false }
        return abs(normalizedAngle(wayOut.angle - wayIn.angle)) > barbAngle
    }

    /// How sharply a spike's way out must break back from the way in to be a barb (radians): as sharply as a long
    /// hook flicks back (`longHookAngle`). And how long it must be, as a share of the stroke: as long as the
    /// longest hook the recognizers trim.
    static let barbAngle = longHookAngle
    static let shortestBarb = 0.1

    /// How far a spike's way back may stray from its way out, per unit of distance from the tip: tan 8°.
    static let spikeSlope = 0.14

    /// How many steps the stroke runs out to `tip` and back along itself: the largest count for which every point
    /// that many steps or fewer after the tip lies within `near` of the line from the tip back to the point as
    /// many steps before it (within `near` plus `spikeSlope` of its distance from the tip), and between the two.
    static func spikeReach(_ even: [Point], tip: Int, near: Double) -> Int {
        var reach = 0
        while tip - reach - 1 >= 0 && tip + reach + 1 < even.count {
            let out = even[tip - reach - 1]
            let line = even[tip] - out
            guard line.length > 0 else { break }
            let back = (tip + 1)...(tip + reach + 1)
            // Along the line means within a narrow angle of it as seen from the tip (a corner's second side leaves at
            // its opening angle however long the sides are), plus `near` for the hand's wobble.
            let offLine = back.allSatisfy {
                abs(line.cross(even[$0] - out)) / line.length <= near + spikeSlope * even[$0].distance(to: even[tip])
            }
            // Back means not on past the tip (a straight line goes on), give or take the step the tip may fall
            // short of the turn by.
            let step = even[tip].distance(to: even[tip - 1])
            let comesBack = back.allSatisfy { line.dot(even[$0] - out) <= line.length * (line.length + 1.01 * step) }
            guard offLine, comesBack else { break }
            reach += 1
        }
        return reach
    }

    /// How sharply, as a fraction of the hook's own break, the stroke must turn right where a hook is cut: a hook
    /// meets the rest at a turn, while a cut partway along a longer straight side (a square bracket's last side)
    /// finds the turn only in the stretch beyond it.
    static let rootAngleFraction = 0.5

    /// How sharply a tail longer than the short hooks must break back from the stroke (radians): a flick back, not
    /// a stroke that turns a corner and goes on (a question mark's stem, an arrow's shaft).
    static let longHookAngle = 120.0 * Double.pi / 180

    /// True when the points run in a line: their path is at most `slack` longer than the line from the first to
    /// the last (a hand's flick bows a little; a curve of a shape bows more).
    static func isStraight(_ points: ArraySlice<Point>, slack: Double = 0.05) -> Bool {
        guard let first = points.first, let last = points.last else { return false }
        let chord = first.distance(to: last)
        return chord > 0 && StrokeGeometry.length(of: Array(points)) <= (1 + slack) * chord
    }

    /// The part of a stroke between two distances along it, with a point interpolated at each cut.
    static func cut(_ points: [Point], from start: Double, to end: Double) -> [Point] {
        var result: [Point] = []
        var walked = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let span = a.distance(to: b)
            defer { walked += span }
            guard span > 0, walked + span >= start, walked <= end else { continue }
            if result.isEmpty { result.append(a + (b - a) * max(0, (start - walked) / span)) }
            result.append(b + (a - b) * max(0, (walked + span - end) / span))
        }
        return result.isEmpty ? points : result
    }
}
