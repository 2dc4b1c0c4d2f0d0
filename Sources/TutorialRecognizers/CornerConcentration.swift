import GestureEngine

/// How much of a stroke's turning happens at its corner, and how its legs bow compared with an arc.
///
/// A ">" turns once, sharply, at its apex, and runs straight between; a ")" turns evenly all along. Both can pass every
/// test about where the legs go (their ends, the opening, the tilt), because a round arc's start, middle and end make
/// a ">" too. What tells them apart is where the turning is: near the apex for a chevron, spread along for a curve.
public enum CornerConcentration {
    /// The share of the stroke's turning that lies within `reach` steps of `apex`, leaving out `ends` steps at either
    /// end (a hook left by the clean-up is no part of either shape). `directions` are the step directions of an evenly
    /// resampled stroke with its tremor averaged away. The turning is counted with its sign, the way the apex turns: a
    /// tremor's or a sensor's small turns either way cancel out instead of adding up, while a ")" turns the same way
    /// all along. 1 when all the turning is at the apex (or the rest turns back as much as it turns on); for an even
    /// arc, the window's share of the stroke (about 2 × `reach` / steps).
    public static func shareNearApex(ofDirections directions: [Double], apex: Int, reach: Int, ends: Int) -> Double {
        // Turn k lies between step k and step k + 1, at point k + 1.
        let turns = StrokeGeometry.stepTurns(ofDirections: directions)
        let counted = turns.indices.filter { $0 >= ends && $0 < turns.count - ends }
        let near = counted.filter { abs($0 + 1 - apex) <= reach }.reduce(0) { $0 + turns[$1] }
        let total = counted.reduce(0) { $0 + turns[$1] }
        guard abs(near) > 0 else { return 0 }
        // In the apex's own direction: a total smaller than the apex's turn means the rest turned back.
        let sign: Double = near < 0 ? -1 : 1
        guard sign * total > sign * near else { return 1 }
        return sign * near / (sign * total)
    }

    /// How far the longer leg bows from its chord compared with the arc of the circle through the stroke's start,
    /// apex and end over the same chord: about 1 when the leg follows that arc (a ")"), near 0 when it is straight
    /// (a ">"). Each leg is its `bend` (its deviation from its chord over the chord's length) and its chord's length.
    /// Only the longer leg is judged: over a short leg beside a long one the arc through the three points is nearly
    /// straight (its bow grows with the chord), so a hand's slight curve there would read as many times the arc's,
    /// while a ")" has two legs of about one length that follow the arc alike. 0 when the three points lie on a line.
    public static func bowAgainstArc(
        legs: [(bend: Double, chord: Double)], start: Point, apex: Point, end: Point
    ) -> Double {
        guard let radius = circumradius(start, apex, end), let leg = legs.max(by: { $0.chord < $1.chord }),
            leg.chord > 0, radius > leg.chord / 2
        else { return 0 }
        let sagitta = radius - (radius * radius - leg.chord * leg.chord / 4).squareRoot()
        return sagitta > 0 ? leg.bend / (sagitta / leg.chord) : 0
    }

    /// The radius of the circle through three points; nil when they lie on a line.
    static func circumradius(_ a: Point, _ b: Point, _ c: Point) -> Double? {
        let ab = a.distance(to: b)
        let bc = b.distance(to: c)
        let ca = c.distance(to: a)
        let twiceArea = abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))
        guard twiceArea > 1e-9 else { return nil }
        return ab * bc * ca / (2 * twiceArea)
    }
}
