import Foundation

/// One row of `gesturelab bench`: a measurement's p50, p99 and max over its samples (never a bare mean, which hides
/// the slow frames a user notices).
public struct BenchFigure: Sendable, Equatable {
    /// What was measured, e.g. "frame monkey 1280x800".
    public let name: String
    /// The unit of the three figures, e.g. "ms" or "µs".
    public let unit: String
    public let p50: Double
    public let p99: Double
    public let max: Double
    /// How many samples the figures come from, plus anything worth saying next to them (e.g. events/s).
    public let note: String

    /// Figures from raw samples; percentiles by the nearest-rank method (the sample at rank ⌈p·n⌉).
    public init(name: String, unit: String, samples: [Double], note: String = "") {
        precondition(!samples.isEmpty, "a bench figure needs at least one sample")
        let sorted = samples.sorted()
        func rank(_ fraction: Double) -> Double {
            let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
        }
        self.name = name
        self.unit = unit
        p50 = rank(0.50)
        p99 = rank(0.99)
        max = sorted[sorted.count - 1]
        let count = "n=\(samples.count)"
        self.note = note.isEmpty ? count : count + ", " + note
    }
}

/// A monotonic stopwatch in nanoseconds, for the bench only.
enum BenchClock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func milliseconds(since start: UInt64) -> Double { Double(now() - start) / 1e6 }

    static func microseconds(since start: UInt64) -> Double { Double(now() - start) / 1e3 }
}
