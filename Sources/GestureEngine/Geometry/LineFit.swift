/// The least-squares straight line through evenly spaced samples (taken at 0, 1, 2, …): a stroke's heading against
/// its step (how evenly a circle turns), or memory against seconds (whether it leaks).
public struct LineFit: Sendable {
    /// Change per step.
    public let slope: Double
    /// The samples' mean, which the line passes through at the middle step.
    public let mean: Double
    /// The middle step, (count − 1) / 2.
    public let middle: Double

    /// nil for fewer than two samples (no line through them).
    public init?(_ samples: [Double]) {
        guard samples.count >= 2 else { return nil }
        let count = Double(samples.count)
        middle = (count - 1) / 2
        mean = samples.reduce(0, +) / count
        var covariance = 0.0
        var variance = 0.0
        for (step, value) in samples.enumerated() {
            covariance += (Double(step) - middle) * (value - mean)
            variance += (Double(step) - middle) * (Double(step) - middle)
        }
        slope = covariance / variance
    }

    /// The line's value at `step`.
    public func value(at step: Double) -> Double {
        mean + slope * (step - middle)
    }
}
