import GestureEngine

/// "Teach it my way" for an attendee's recognizer, treating it as a black box: each refused attempt is replayed
/// through fresh instances with limits moved towards their most lenient values, and the least widening that lets it
/// through is kept. Only the limits an attempt needs are widened: one limit alone if one suffices (the one needing
/// the smallest share of its room), else all of them shrunk back one by one as far as the attempt allows.
public struct LimitWidening {
    /// Makes a fresh instance of the attendee's recognizer with its general limits.
    public let make: () -> GestureRecognizer
    /// Whether a recognizer recognizes a stroke (replayed on virtual time).
    public let recognizes: (GestureRecognizer, RecordedStroke) -> Bool

    /// How many halvings find a limit: the room divided by 2²⁰ is far below anything a hand can tell apart.
    static let steps = 20

    public init(
        make: @escaping () -> GestureRecognizer,
        recognizes: @escaping (GestureRecognizer, RecordedStroke) -> Bool = RecordedStroke.isRecognized
    ) {
        self.make = make
        self.recognizes = recognizes
    }

    /// What widening found.
    public struct Outcome: Equatable, Sendable {
        /// The limits as the recognizer names them, with their general values.
        public var general: [TunableLimit]
        /// The new values of the limits that were widened, by name.
        public var widened: [String: Double]
        /// How many attempts the general limits refused.
        public var refused: Int
        /// The attempts (numbered from 1) that no widening lets through: they were left out.
        public var unteachable: [Int]
    }

    /// The general limits of a fresh instance; nil when the recognizer names none (it does not adopt
    /// `TunableLimits`, or names an empty list).
    public func generalLimits() -> [TunableLimit]? {
        guard let limits = (make() as? any TunableLimits)?.tunableLimits, !limits.isEmpty else { return nil }
        return limits
    }

    /// Widens the limits for `attempts`; nil when the recognizer names no limits.
    public func widen(for attempts: [RecordedStroke]) -> Outcome? {
        guard let general = generalLimits() else { return nil }
        let generalValues = Self.values(of: general)
        var limits = generalValues
        var outcome = Outcome(general: general, widened: [:], refused: 0, unteachable: [])
        for (index, attempt) in attempts.enumerated() {
            // An attempt the limits widened so far let through needs nothing more.
            if passes(attempt, with: limits) { continue }
            guard let needed = leastWidening(for: attempt, from: limits, general: general) else {
                outcome.unteachable.append(index + 1)
                continue
            }
            limits = needed
        }
        for limit in general where limits[limit.name] != limit.value {
            outcome.widened[limit.name] = limits[limit.name]
        }
        outcome.refused = attempts.filter { !passes($0, with: generalValues) }.count
        return outcome
    }

    /// The limits' values by name (the first of two with one name).
    private static func values(of limits: [TunableLimit]) -> [String: Double] {
        Dictionary(limits.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a fresh instance with `limits` recognizes the stroke.
    public func passes(_ stroke: RecordedStroke, with limits: [String: Double]) -> Bool {
        let recognizer = make()
        if let tunable = recognizer as? any TunableLimits {
            for (name, value) in limits.sorted(by: { $0.key < $1.key }) { tunable.setTunableLimit(name, to: value) }
        }
        return recognizes(recognizer, stroke)
    }

    /// The least widening of `limits` that lets `attempt` through, or nil if none does.
    func leastWidening(
        for attempt: RecordedStroke, from limits: [String: Double], general: [TunableLimit]
    ) -> [String: Double]? {
        // One limit alone, the one that needs the smallest share of the way to its most lenient value.
        var best: (share: Double, limits: [String: Double])?
        for limit in general {
            let from = limits[limit.name] ?? limit.value
            var trial = limits
            trial[limit.name] = limit.mostLenient
            guard from != limit.mostLenient, passes(attempt, with: trial) else { continue }
            let value = smallest(limit.name, from: from, to: limit.mostLenient, in: trial, letting: attempt)
            trial[limit.name] = value
            let share = abs(value - limit.value) / max(abs(limit.mostLenient - limit.value), .ulpOfOne)
            if best == nil || share < best!.share { best = (share, trial) }
        }
        if let best { return best.limits }
        // None alone: all at their most lenient, then each brought back as far as the attempt allows.
        var trial = limits
        for limit in general { trial[limit.name] = limit.mostLenient }
        guard passes(attempt, with: trial) else { return nil }
        for limit in general {
            let from = limits[limit.name] ?? limit.value
            trial[limit.name] = smallest(limit.name, from: from, to: limit.mostLenient, in: trial, letting: attempt)
        }
        return trial
    }

    /// Bisection between a value that refuses the attempt (`from`) and one that lets it through (`to`), the other
    /// limits as in `limits`: the value nearest `from` that lets it through.
    func smallest(
        _ name: String, from: Double, to: Double, in limits: [String: Double], letting attempt: RecordedStroke
    ) -> Double {
        var trial = limits
        trial[name] = from
        if passes(attempt, with: trial) { return from }
        var refusing = from
        var passing = to
        for _ in 0..<Self.steps {
            let middle = (refusing + passing) / 2
            trial[name] = middle
            if passes(attempt, with: trial) { passing = middle } else { refusing = middle }
        }
        return passing
    }
}
