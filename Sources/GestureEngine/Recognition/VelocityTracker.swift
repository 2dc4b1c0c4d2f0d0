/// Estimates velocity from position samples with a least-squares line fit over a recent window,
/// because real timestamps are bursty (steps of 1 ms next to gaps of hundreds) and the last two samples alone lie.
///
/// The rules, after Flutter's tracker:
/// - only samples from the last `horizon` seconds before the newest one count, and walking back stops at a gap
///   longer than `maximumGap` (older motion does not describe the release);
/// - two samples are enough for a slope, so a quick fling of two or three samples never reports zero;
/// - a pause before release leaves only the release sample in the window, so the velocity is near zero.
public struct VelocityTracker: Sendable {
    public var horizon: TimeInterval = 0.1
    public var maximumGap: TimeInterval = 0.04
    /// How many samples are kept at most.
    public var capacity = 20

    private var samples: [(time: TimeInterval, position: Point)] = []

    public init() {}

    public mutating func add(_ position: Point, at time: TimeInterval) {
        if let last = samples.last, time < last.time { samples.removeAll() }  // time went backwards: start over
        samples.append((time, position))
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    public mutating func clear() { samples.removeAll() }

    /// Moves every stored sample by `offset`, so that re-basing a position (setTranslation) keeps the velocity.
    public mutating func shift(by offset: Point) {
        samples = samples.map { ($0.time, $0.position + offset) }
    }

    /// Units per second, estimated at the newest sample.
    public var velocity: Point {
        guard let newest = samples.last else { return .zero }
        var window: [(time: TimeInterval, position: Point)] = [newest]
        for sample in samples.dropLast().reversed() {
            if newest.time - sample.time > horizon || window[0].time - sample.time > maximumGap { break }
            window.insert(sample, at: 0)
        }
        guard window.count >= 2 else { return .zero }
        // Least-squares slope of position against time: Σ(t−t̄)(p−p̄) / Σ(t−t̄)².
        let meanTime = window.map(\.time).reduce(0, +) / Double(window.count)
        let meanPosition = Point.centroid(of: window.map(\.position)) ?? .zero
        var numerator = Point.zero
        var denominator = 0.0
        for sample in window {
            let dt = sample.time - meanTime
            numerator += (sample.position - meanPosition) * dt
            denominator += dt * dt
        }
        guard denominator > 1e-12 else { return .zero }  // every sample at the same instant: no slope to speak of
        return numerator / denominator
    }
}
