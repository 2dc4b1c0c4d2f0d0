import GestureEngine

/// A long hook at one end of a stroke, found by the long-hook rule the circle and chevron clean their strokes with
/// (`StrokePreprocessing.hookLength`): a straight tail, at most a given fraction of the stroke's length, that breaks
/// back from the rest by at least `StrokePreprocessing.longHookAngle`. Recognizers that follow the finger live (the
/// Z, the right slide down) keep their phases and ask, at the lift, where such a hook meets the rest: what lies
/// beyond that point is the finger landing or lifting, not the shape.
public enum StraightHook {
    /// One end of a stroke: where the finger landed, or where it lifted.
    public enum End: Sendable {
        case start, end
    }

    /// How many evenly spaced points the stroke is resampled to when a hook is looked for.
    public static let samples = 64

    /// Where a straight hook at `end` meets the rest of the stroke (on the stroke resampled to `samples` points),
    /// or nil when there is none of at most `longestFraction` of the stroke's length.
    public static func meeting(
        _ points: [Point], at end: End, longestFraction: Double = 0.25, samples: Int = StraightHook.samples
    ) -> Point? {
        guard let found = find(points, at: end, longestFraction: longestFraction, samples: samples) else { return nil }
        return found.meeting
    }

    /// How long a straight hook at `end` is, as a fraction of the stroke's length: 0 when there is none.
    public static func fraction(
        _ points: [Point], at end: End, longestFraction: Double = 0.25, samples: Int = StraightHook.samples
    ) -> Double {
        find(points, at: end, longestFraction: longestFraction, samples: samples)?.fraction ?? 0
    }

    private static func find(_ points: [Point], at end: End, longestFraction: Double, samples: Int)
        -> (fraction: Double, meeting: Point)?
    {
        guard points.count >= 2, StrokeGeometry.length(of: points) > 0 else { return nil }
        let even = StrokeGeometry.resample(end == .start ? points : points.reversed(), count: samples)
        let fraction = StrokePreprocessing.hookLength(
            even, maximumFraction: 0, straightFraction: longestFraction, breakAngle: StrokePreprocessing.longHookAngle)
        guard fraction > 0 else { return nil }
        return (fraction, even[Int((fraction * Double(samples - 1)).rounded())])
    }

    /// How far the stroke reaches beyond `corner` at `end` once a straight hook is left out: the distance from the
    /// corner to where the hook meets the rest, or to the stroke's end point when there is no hook.
    public static func reach(
        _ points: [Point], beyond corner: Point, at end: End, longestFraction: Double = 0.25
    ) -> Double {
        guard let last = end == .start ? points.first : points.last else { return 0 }
        let tip = corner.distance(to: last)
        guard let meeting = meeting(points, at: end, longestFraction: longestFraction) else { return tip }
        return min(tip, corner.distance(to: meeting))
    }
}
