import SeededRandom

/// The tests' deterministic random numbers (a seeded SplitMix64), so noisy strokes and random scenarios are the
/// same on every run and every machine.
public struct SeededGenerator: RandomNumberGenerator {
    private var source: SplitMix64

    public init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 { source.next() }

    /// A value in [-1, 1], in steps of one millionth.
    public mutating func nextSigned() -> Double { Double(next() % 2_000_001) / 1_000_000 - 1 }

    /// An integer in the range.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in the range, in steps of one millionth of it.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() % 1_000_001) / 1_000_000
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
}
