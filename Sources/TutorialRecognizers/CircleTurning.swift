import GestureEngine

/// How far a stroke's heading turns, to compare with how far it sweeps around the centre of its circle.
///
/// A circular arc turns its heading (the direction it is drawn in) exactly as far as it sweeps around its centre: a
/// three-quarter arc does both by 270°. A "U" with straight legs sweeps as far around the centre of the circle
/// fitted to it, but its heading turns only in the bowl, by 180°, and not at all along the legs. So the heading's
/// turn tells a circle from a path that sweeps around a centre without turning with it: a question mark, whose
/// stem turns the heading back, or an "8", whose second loop turns it the other way.
public enum CircleTurning {
    /// The heading's total signed turn (radians, positive clockwise on screen) along a path given by the directions
    /// of its steps (`StrokeGeometry.directions(of:)`): 2π for a circle drawn once, π for a "U" with straight legs.
    public static func headingTurn(ofDirections directions: [Double]) -> Double {
        zip(directions, directions.dropFirst()).reduce(0) { $0 + normalizedAngle($1.1 - $1.0) }
    }

    /// The most the heading turns back, in one stretch, against the way the path goes round (radians, never
    /// negative), given the directions of its steps and the way it sweeps (`way`: positive clockwise on screen, as
    /// the heading's turn). A circle, whole or drawn short, turns one way all along, so what it turns back is a
    /// hand's wobble; a question mark's stem bends the other way below its bowl, and an "S" or a "2" turns back by
    /// as much as it turned. The largest fall of the heading's running turn from its highest point so far.
    public static func turningBack(ofDirections directions: [Double], way: Double) -> Double {
        let sign = way < 0 ? -1.0 : 1.0
        var turned = 0.0
        var highest = 0.0
        var deepest = 0.0
        for (from, to) in zip(directions, directions.dropFirst()) {
            turned += sign * normalizedAngle(to - from)
            highest = max(highest, turned)
            deepest = max(deepest, highest - turned)
        }
        return deepest
    }

    /// The longest run of steps over which the heading turns, net, by at most `turn` (radians), as a share of all the
    /// steps, given the directions of an evenly resampled path's steps. A circle bends all along: 20° of it is 1/18
    /// of the way round. A "D", a rectangle or a polygon runs straight along a side: a quarter of a square's path.
    public static func longestStraightShare(ofDirections directions: [Double], within turn: Double) -> Double {
        let steps = StrokeGeometry.stepTurns(ofDirections: directions)
        guard !steps.isEmpty else { return directions.isEmpty ? 0 : 1 }
        var longest = 1  // one step turns nothing
        for first in steps.indices {
            var turned = 0.0
            for last in first..<steps.count {
                turned += steps[last]
                if abs(turned) > turn { break }
                longest = max(longest, last - first + 2)
            }
        }
        return Double(longest) / Double(directions.count)
    }

    /// The share of a path's steps that lie on straight sides: runs of at least `run` steps over which the heading
    /// stays within `turn` (radians), read on `even`, the path's `points` resampled evenly. A circle bends all along
    /// (a steady one turns 34° over a tenth of its way round), and an oval does too once stretched round; a polygon, a
    /// rounded box or a blob with flat sides runs straight along most of its way, however short each side. Steps
    /// lying inside one drawn step longer than half a run are not counted as straight when the path turns away at
    /// both its ends: no sample was taken along them, so their straightness is the digitizer's, not the hand's (a pen
    /// that skips part of an arc). When the path runs on straight past either end, the hand drew the line on through
    /// a sample, and it is a side (a polygon sampled at a few points along each side).
    public static func straightSidesShare(of points: [Point], even: [Point], run: Int = 6, within turn: Double)
        -> Double
    {
        let length = StrokeGeometry.length(of: points)
        guard even.count > run, run >= 2, length > 0 else { return 0 }
        let heading = StrokeGeometry.unwrappedHeadings(ofDirections: StrokeGeometry.directions(of: even))
        let stepCount = heading.count
        var straight = [Bool](repeating: false, count: stepCount)
        for first in 0...(stepCount - run) {
            if spread(of: heading[first..<(first + run)]) < turn {
                for step in first..<(first + run) { straight[step] = true }
            }
        }
        let step = length / Double(stepCount)
        var travelled = 0.0
        for (from, to) in zip(points, points.dropFirst()) {
            let drawn = from.distance(to: to)
            defer { travelled += drawn }
            guard drawn > Double(run) / 2 * step else { continue }
            // The resampled steps lying wholly within this drawn step; one that ends where the drawn step does lies
            // within it, so rounding must not move it out.
            let slack = 1e-9
            let firstInside = max(Int((travelled / step - slack).rounded(.up)), 0)
            let lastInside = min(Int(((travelled + drawn) / step + slack).rounded(.down)) - 1, stepCount - 1)
            guard firstInside <= lastInside else { continue }
            // The path running on straight past either end of it: a line the hand drew on through a sample.
            let over = run / 2
            let runsOnAfter =
                lastInside + over < stepCount && spread(of: heading[firstInside...(lastInside + over)]) < turn
            let runsOnBefore = firstInside >= over && spread(of: heading[(firstInside - over)...lastInside]) < turn
            if runsOnAfter || runsOnBefore { continue }
            for inside in firstInside...lastInside { straight[inside] = false }
        }
        return Double(straight.filter { $0 }.count) / Double(stepCount)
    }

    /// How far apart the highest and the lowest of these headings lie (radians).
    private static func spread(of headings: ArraySlice<Double>) -> Double {
        headings.max()! - headings.min()!
    }

    /// The stroke resampled to `samples` points with a straight piece at either end left out: the longest run of at
    /// most `longest` of the stroke's length whose chord is at least 0.99 of its path. A finger flicking off at the
    /// lift (or on at the landing) draws such a piece after a sharp corner; read for bending back, the corner would
    /// count as a turn back when the flick goes against the way round. A question mark's stem bends back gradually
    /// before it runs straight, and that bend stays.
    public static func withoutStraightEnds(_ points: [Point], longest: Double, samples: Int = 64) -> [Point] {
        var kept = StrokeGeometry.resample(points, count: samples)
        let most = Int(longest * Double(samples - 1))
        func straightSteps(_ path: [Point]) -> Int {
            guard most >= 2, path.count > most + 1 else { return 0 }
            // Straight: a chord of at least 0.99 of the path, so the path is at most 1 / 0.99 of the chord.
            return (2...most).last { StrokePreprocessing.isStraight(path.suffix($0 + 1), slack: 1 / 0.99 - 1) } ?? 0
        }
        kept.removeLast(straightSteps(kept))
        kept.removeFirst(straightSteps(kept.reversed()))
        return kept
    }
}
