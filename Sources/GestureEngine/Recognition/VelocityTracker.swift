/// Estimates velocity from position samples the way Android's default tracker and Flutter's do: an unweighted
/// least-squares fit of a quadratic (position against time) over the recent samples, read as its slope at the
/// newest sample.
///
/// Why a quadratic: a finger flinging is still accelerating when it lets go. A straight line fitted over 100 ms
/// measures the average speed over that window and reads low on real recorded flings (`RecordedFlingTests`); the
/// quadratic's slope at the end follows the acceleration. The rules:
/// - only samples from the last `horizon` seconds before the newest one count, and walking back stops at a gap
///   longer than `maximumGap` between two samples (older motion does not describe the release);
/// - three or more samples: quadratic; two: the straight line through them (a quick fling never reads zero);
///   one: zero;
/// - the lift is not a position sample (`lift(at:)` records only its time): a finger that stopped for longer than
///   `maximumGap` before lifting reads zero — the pause-before-release rule.
public struct VelocityTracker: Sendable {
    public var horizon: TimeInterval = 0.1
    public var maximumGap: TimeInterval = 0.04
    /// How many samples are kept at most.
    public var capacity = 20

    /// The samples, oldest first from `oldest` on, wrapping around: once the tracker is full, a new sample takes the
    /// oldest one's place. (Removing the first of an ordered list would move all the others, on every move of every
    /// finger of every recognizer.)
    private var ring: [Sample] = []
    private var oldest = 0
    private var liftTime: TimeInterval?

    private typealias Sample = (time: TimeInterval, position: Point)

    public init() {}

    public mutating func add(_ position: Point, at time: TimeInterval) {
        if let last = newestSample, time < last.time { clearSamples() }  // time went backwards: start over
        if capacity > 0 && ring.count == capacity {
            ring[oldest] = (time, position)
            oldest += 1  // the next oldest, wrapping round (a compare, where `%` is a division on every move)
            if oldest == capacity { oldest = 0 }
        } else if oldest == 0 && ring.count < capacity {
            ring.append((time, position))
        } else {
            // `capacity` changed since the ring filled: lay the samples out in order again, keeping the newest.
            var ordered = orderedSamples
            ordered.append((time, position))
            ordered.removeFirst(min(ordered.count, max(0, ordered.count - capacity)))
            ring = ordered
            oldest = 0
        }
        liftTime = nil
    }

    /// The finger lifted at `time`. Its position is not a sample; its time tells whether the finger paused first.
    public mutating func lift(at time: TimeInterval) {
        liftTime = time
    }

    public mutating func clear() {
        clearSamples()
        liftTime = nil
    }

    private mutating func clearSamples() {
        ring.removeAll()
        oldest = 0
    }

    /// Moves every stored sample by `offset`, so that re-basing a position (setTranslation) keeps the velocity.
    public mutating func shift(by offset: Point) {
        // In place: a pan's handler re-bases its translation on every move, and mapping to a new array allocates.
        for index in ring.indices { ring[index].position += offset }
    }

    private var newestSample: Sample? {
        guard !ring.isEmpty else { return nil }
        let index = oldest + ring.count - 1  // just before the oldest, wrapping round
        return ring[index < ring.count ? index : index - ring.count]
    }

    /// The samples, oldest first.
    private var orderedSamples: [Sample] {
        oldest == 0 ? ring : Array(ring[oldest...] + ring[..<oldest])
    }

    /// Units per second, estimated at the newest sample.
    public var velocity: Point {
        let samples = orderedSamples
        guard let newest = samples.last else { return .zero }
        if let liftTime, liftTime - newest.time > maximumGap { return .zero }  // it stopped before it lifted
        var window: [(time: TimeInterval, position: Point)] = [newest]
        for sample in samples.dropLast().reversed() {
            if newest.time - sample.time > horizon || window[0].time - sample.time > maximumGap { break }
            window.insert(sample, at: 0)
        }
        // Times relative to the newest sample, so the fitted polynomial's linear coefficient is the velocity there.
        let times = window.map { $0.time - newest.time }
        if window.count >= 3,
            let x = PolynomialFit.slopeAtZero(times: times, values: window.map(\.position.x), degree: 2),
            let y = PolynomialFit.slopeAtZero(times: times, values: window.map(\.position.y), degree: 2)
        {
            return Point(x: x, y: y)
        }
        guard window.count >= 2,
            let x = PolynomialFit.slopeAtZero(times: times, values: window.map(\.position.x), degree: 1),
            let y = PolynomialFit.slopeAtZero(times: times, values: window.map(\.position.y), degree: 1)
        else { return .zero }  // every sample at the same instant: no slope to speak of
        return Point(x: x, y: y)
    }
}

/// Unweighted least-squares polynomial fits, for the velocity tracker.
enum PolynomialFit {
    /// Fits `values ≈ c0 + c1·t + c2·t² …` (up to `degree`) and returns `c1`, the slope at t = 0;
    /// nil when the times cannot determine a polynomial of that degree (too few distinct times).
    static func slopeAtZero(times: [Double], values: [Double], degree: Int) -> Double? {
        let size = degree + 1
        guard times.count >= size else { return nil }
        // Normal equations: (AᵀA) c = Aᵀv with A's rows [1, t, t², …].
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: size + 1), count: size)
        for (t, value) in zip(times, values) {
            var powers = [Double](repeating: 1, count: 2 * size)
            for index in 1..<(2 * size) { powers[index] = powers[index - 1] * t }
            for row in 0..<size {
                for column in 0..<size { matrix[row][column] += powers[row + column] }
                matrix[row][size] += powers[row] * value
            }
        }
        guard let solution = solve(&matrix, size: size) else { return nil }
        return solution[1]
    }

    /// Gaussian elimination with partial pivoting on an augmented matrix; nil if it is (nearly) singular.
    private static func solve(_ matrix: inout [[Double]], size: Int) -> [Double]? {
        let scale = matrix.flatMap { $0.prefix(size) }.map(abs).max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<size {
            let pivot = (column..<size).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
            // Relative to the largest entry: with times in seconds, t⁴ sums are ~1e-4 of the count.
            guard abs(matrix[pivot][column]) > scale * 1e-14 else { return nil }
            matrix.swapAt(column, pivot)
            for row in (column + 1)..<size {
                let factor = matrix[row][column] / matrix[column][column]
                for entry in column...size { matrix[row][entry] -= factor * matrix[column][entry] }
            }
        }
        var solution = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var sum = matrix[row][size]
            for entry in (row + 1)..<size { sum -= matrix[row][entry] * solution[entry] }
            solution[row] = sum / matrix[row][row]
        }
        return solution.allSatisfy(\.isFinite) ? solution : nil
    }
}
