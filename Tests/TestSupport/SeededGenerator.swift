/// A small deterministic random generator (SplitMix64, Steele, Lea & Flood 2014), so noisy strokes and random
/// scenarios are the same on every run and every machine.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
