import GestureEngine

/// The clean-up online handwriting recognizers do before deciding: remove what a hand or a digitizer adds without
/// meaning to. Each step is a function of its own, so each can be tested and drawn on its own.
///
/// The steps, in the order `clean` applies them:
/// 1. `removingDuplicates`: repeated samples (a digitizer that reports the same place twice).
/// 2. `removingJitter`: samples closer than a small fraction of the stroke's size to the last one kept.
/// 3. `trimmingRestingWobble`: the finger resting before the lift, wandering around where it stops.
/// 4. `trimmingHooks`: a short tail at either end whose direction breaks sharply from the rest (the pen landing
///    or leaving with a flick).
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

    /// Runs every step. `hookFraction` is the longest hook trimmed, as a fraction of the stroke's length;
    /// `hookAngle` (radians) how sharply a hook must break from the rest.
    public static func clean(_ raw: [Point], hookFraction: Double = 0.15, hookAngle: Double = 1.2) -> Cleaned {
        let size = diagonal(of: raw)
        var points = removingDuplicates(raw)
        points = removingJitter(points, tolerance: 0.01 * size)
        points = trimmingRestingWobble(points, radius: 0.04 * size)
        let hooks = trimmingHooks(points, maximumFraction: hookFraction, breakAngle: hookAngle)
        return Cleaned(raw: raw, points: hooks.points, startHook: hooks.startTrimmed, endHook: hooks.endTrimmed)
    }

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

    /// The end of the stroke where the finger rests before lifting, cut back to where it first came within
    /// `radius` of the lift point, when it then wandered more than twice that radius inside it. A finger that
    /// simply arrives keeps every point.
    public static func trimmingRestingWobble(_ points: [Point], radius: Double) -> [Point] {
        guard let last = points.last, points.count > 3, radius > 0 else { return points }
        var first = points.count - 1
        while first > 0 && points[first - 1].distance(to: last) <= radius { first -= 1 }
        guard first < points.count - 2 else { return points }
        let wandered = StrokeGeometry.length(of: Array(points[first...]))
        guard wandered > 2 * radius else { return points }
        return Array(points[...first])
    }

    /// The stroke with a hook cut off either end: a tail of at most `maximumFraction` of the length whose
    /// direction (from the end to where the tail meets the rest) turns more than `breakAngle` (radians) from the
    /// direction of the next stretch of the stroke, as long again as a tenth of the stroke. Where several cuts
    /// qualify, the sharpest break wins. Measured along the stroke resampled to `samples` points, so the answer
    /// does not depend on how the stroke was sampled; the points kept are the drawn ones.
    public static func trimmingHooks(
        _ points: [Point], maximumFraction: Double, breakAngle: Double, samples: Int = 64
    ) -> (points: [Point], startTrimmed: Double, endTrimmed: Double) {
        let total = StrokeGeometry.length(of: points)
        guard points.count >= 4, total > 0 else { return (points, 0, 0) }
        let even = StrokeGeometry.resample(points, count: samples)
        let startCut = hookLength(even, maximumFraction: maximumFraction, breakAngle: breakAngle)
        let endCut = hookLength(even.reversed(), maximumFraction: maximumFraction, breakAngle: breakAngle)
        guard startCut + endCut > 0 else { return (points, 0, 0) }
        let kept = cut(points, from: startCut * total, to: total - endCut * total)
        return (kept, startCut, endCut)
    }

    /// The fraction of the length of the hook at the start of an evenly resampled stroke, 0 when there is none.
    static func hookLength(_ even: [Point], maximumFraction: Double, breakAngle: Double) -> Double {
        let count = even.count
        let longest = Int(Double(count - 1) * maximumFraction)
        let stretch = max(2, (count - 1) / 10)
        var best = (cut: 0, angle: breakAngle)
        guard longest >= 1, longest + stretch < count else { return 0 }
        for cut in 1...longest {
            let tail = even[cut] - even[0]
            let next = even[cut + stretch] - even[cut]
            guard tail.length > 0, next.length > 0 else { continue }
            let angle = abs(normalizedAngle(next.angle - tail.angle))
            if angle > best.angle { best = (cut, angle) }
        }
        return Double(best.cut) / Double(count - 1)
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
