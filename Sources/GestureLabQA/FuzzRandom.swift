import SeededRandom

/// The fuzzer's random choices, drawn from a seeded SplitMix64: the same seed gives the same input on every
/// machine, so a fuzz run can be repeated exactly.
public struct FuzzRandom: RandomNumberGenerator {
    private var source: SplitMix64

    public init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 { source.next() }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}
