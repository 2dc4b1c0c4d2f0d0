import SeededRandom
import StrokeEvaluation

/// One stroke to ask for: a kind, a speed, and which repetition of that kind at that speed it is (from 1).
public struct StrokePrompt: Sendable, Hashable, CustomStringConvertible {
    public let kind: String
    public let speed: String
    public let sample: Int

    public init(kind: String, speed: String, sample: Int) {
        self.kind = kind
        self.speed = speed
        self.sample = sample
    }

    /// The key of the stroke that answers this prompt for a subject.
    public func key(subject: Int) -> StrokeKey {
        StrokeKey(subject: subject, name: kind, speed: speed, sample: sample)
    }

    public var description: String { "\(kind) \(speed) #\(sample)" }
}

/// What a session asks for: every kind at every speed, `repetitions` times, in an order shuffled from `seed`. The
/// header stores all four, so a session continued later asks in the same order.
public struct CollectionPlan: Sendable, Equatable {
    public let kinds: [String]
    public let speeds: [String]
    public let repetitions: Int
    public let seed: UInt64

    public init(kinds: [String], speeds: [String], repetitions: Int, seed: UInt64) {
        self.kinds = kinds
        self.speeds = speeds
        self.repetitions = repetitions
        self.seed = seed
    }

    /// The plan a session header describes.
    public init(header: StrokeSessionHeader) {
        self.init(kinds: header.kinds, speeds: header.speeds, repetitions: header.repetitions, seed: header.seed)
    }

    /// The prompts in the order they are asked. The shuffle is a Fisher–Yates written here on `SplitMix64`, so the
    /// order depends on the seed alone, not on how the standard library shuffles; repetitions are numbered in the
    /// order they come up, so "circle fast #2" always comes after "#1".
    public var prompts: [StrokePrompt] {
        var slots: [(kind: String, speed: String)] = []
        for kind in kinds {
            for speed in speeds {
                for _ in 0..<max(0, repetitions) { slots.append((kind, speed)) }
            }
        }
        slots = Self.shuffled(slots, seed: seed)
        var counts: [String: Int] = [:]
        return slots.map { slot in
            let label = "\(slot.kind)\u{0}\(slot.speed)"
            counts[label, default: 0] += 1
            return StrokePrompt(kind: slot.kind, speed: slot.speed, sample: counts[label]!)
        }
    }

    /// A Fisher–Yates shuffle on `SplitMix64`: the same order from the same seed on every machine and Swift version.
    public static func shuffled<Element>(_ elements: [Element], seed: UInt64) -> [Element] {
        var result = elements
        var random = SplitMix64(seed: seed)
        if result.count > 1 {
            for index in stride(from: result.count - 1, to: 0, by: -1) {
                result.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
        }
        return result
    }
}
