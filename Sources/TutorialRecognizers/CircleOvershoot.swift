import GestureEngine

/// A circle drawn a little past its start: the first full turn around the centre, and the overshoot after it.
///
/// Many people close a circle by drawing on past where they began. The overshoot is no part of the circle: it
/// lies over the start (so the ends of the whole path are apart, by the chord of the overshoot), and a hand that
/// goes on drifts a little inwards or outwards. So a circle is read on its first turn when what follows it runs on
/// around the centre for at most a short stretch (`isShort`), or for longer when it goes round over the circle again
/// (`goesRoundAgain`). A spiral or a coil goes on for a turn or more, or strays inwards or outwards, and a tail through
/// the middle or a curl inside does not run around the centre: none of them is an overshoot.
public struct CircleOvershoot: Hashable, Sendable {
    /// The path up to where it has swept one full turn around the centre (all of it when it never does).
    public let firstTurn: [Point]
    /// The path after the first turn (empty when it never completes one).
    public let rest: [Point]
    /// How far the rest sweeps on around the centre, the way the first turn went (fractions of a turn; 0 when there
    /// is no rest, negative when it turns back).
    public let turns: Double
    /// The rest's length over the length of an arc of the circle that sweeps as far: 1 when it runs along the circle,
    /// more when it wanders or curls.
    public let lengthOverArc: Double
    /// The farthest the rest strays from the circle, or from the first turn as drawn, whichever it keeps nearer (a
    /// fraction of the radius): small when the hand goes round over the circle or over its own oval again, large for
    /// a stem, a tail or a spiral's next turn.
    public let strayAcross: Double

    /// Splits `points` (a stroke; `even` is it resampled evenly) after one turn around a circle's `center` and
    /// `radius`.
    public init(_ points: [Point], even: [Point], around center: Point, radius: Double) {
        let (turn, rest) = StrokeGeometry.splitAfterOneTurn(points, even: even, around: center)
        firstTurn = turn
        self.rest = rest
        guard rest.count >= 2 else {
            turns = 0
            lengthOverArc = 0
            strayAcross = 0
            return
        }
        let direction: Double = StrokeGeometry.sweptAngle(of: turn, around: center) < 0 ? -1 : 1
        let swept = direction * StrokeGeometry.sweptAngle(of: rest, around: center)
        turns = swept / (2 * Double.pi)
        let arc = max(swept, 0) * radius
        lengthOverArc = arc > 0 ? StrokeGeometry.length(of: rest) / arc : .infinity
        // Going round again over the circle, or over the first turn as drawn: an oval drawn round again lies over
        // itself, though not over a circle, and a hand going on round a circle may follow the circle, not its strokes.
        let drawnTurn = StrokeGeometry.resample(turn, count: 64)
        let offCircle = rest.map { abs($0.distance(to: center) - radius) }.max()!
        let offTurn = rest.map { StrokeGeometry.distance(of: $0, to: drawnTurn) }.max()!
        strayAcross = radius > 0 ? min(offCircle, offTurn) / radius : .infinity
    }

    /// True when there is an overshoot of at most `longest` of a turn that runs along around the centre, at most
    /// `wander` times as long as the arc it sweeps: a circle drawn a little past its start.
    public func isShort(atMost longest: Double, wander: Double = 1.5) -> Bool {
        turns > 0 && turns <= longest && lengthOverArc <= wander
    }

    /// True when the rest goes round again over the circle or the first turn for at most `longest` of a turn,
    /// straying from it by at most `width` of the radius: a circle drawn on past its start, over itself.
    public func goesRoundAgain(atMost longest: Double, within width: Double, wander: Double = 1.5) -> Bool {
        isShort(atMost: longest, wander: wander) && strayAcross <= width
    }
}
