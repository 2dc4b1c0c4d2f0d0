import GestureEngine

/// A sensor's jitter (its spread per axis around where the finger was), estimated live from how far each point lies
/// from the midpoint of its neighbours. On a straight or gently curving stroke that distance is the jitter's alone,
/// and for independent jitter σ per axis its mean is σ·√(3π)/2 ≈ 1.53σ; the few points at a stroke's corners add
/// little to a mean over the whole stroke. A recognizer whose live rules compare single samples (the Z's turns) widens
/// them by a multiple of it, so that a noisy sensor's two samples are not read as a turn.
struct JitterEstimate {
    /// How many points' wobble the estimate waits for: one or two may be a finger's jump, which the rules must see.
    static let pointsBeforeEstimate = 3

    private var wobble = 0.0
    private var points = 0

    /// The jitter so far, per axis; 0 until `pointsBeforeEstimate` points are measured.
    var sigma: Double {
        points < Self.pointsBeforeEstimate ? 0 : wobble / Double(points) * 2 / (3 * Double.pi).squareRoot()
    }

    /// Adds the point before the newest one of `path` (its newest point just appended).
    mutating func measure(_ path: [Point]) {
        guard path.count >= 3 else { return }
        let (before, middle, after) = (path[path.count - 3], path[path.count - 2], path[path.count - 1])
        wobble += middle.distance(to: (before + after) * 0.5)
        points += 1
    }
}
