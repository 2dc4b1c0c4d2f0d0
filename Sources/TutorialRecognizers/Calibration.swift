/// "Teach it my way": the limits of a recognizer's measures widened for one person, from a few attempts the general
/// recognizer refused, and never so far that other strokes get through.
///
/// Only the measures that refused an attempt are widened, each just enough for that attempt's total to reach the
/// threshold; of the ways to do so, the one accepting the fewest of the given negatives is kept, and a widening that
/// would accept more than `budget` of them is refused as a whole.
public enum Calibration {
    /// What calibrating gave: the new limits by measure name, or why there are none.
    public enum Outcome: Hashable, Sendable {
        /// Limits to use instead of the general ones (empty when every attempt was accepted already).
        case widened([String: Double])
        /// The widened limits would accept this fraction of the negatives, more than the budget.
        case overBudget(Double)
    }

    /// Widens, for each refused attempt, the limits of the measures that refused it until its total reaches
    /// `threshold`, then checks the false accepts on `negatives` (their scores under the general limits).
    ///
    /// An attempt refused by several measures can be let through by widening any of them, and they let different
    /// strokes through with it: a circle stopped short passes with its turn widened or with its ends allowed farther
    /// apart. So each way is tried, the costliest measure first and each refusing measure first in turn, and the
    /// one accepting the fewest negatives is kept (the costliest first on a tie).
    public static func widen(
        attempts: [StrokeScore], threshold: Double, negatives: [StrokeScore], budget: Double = 0.002
    ) -> Outcome {
        let refusing = Set(
            attempts.filter { $0.total > threshold }.flatMap { $0.measures.filter { $0.cost > keptCost }.map(\.name) })
        let preferences: [String?] = [nil] + refusing.sorted()
        var best: (limits: [String: Double], accepted: Int)?
        // Often several preferences end in the same widening (the preferred measure is the costliest, or has no room
        // left): the negatives are scored once for each different one.
        var tried: Set<[String: Double]> = []
        for preferred in preferences {
            let limits = limits(letting: attempts, under: threshold, preferring: preferred)
            guard !limits.isEmpty, tried.insert(limits).inserted else { continue }
            let count = accepted(negatives, limits: limits, threshold: threshold)
            if best == nil || count < best!.accepted { best = (limits, count) }
        }
        guard let best else { return .widened([:]) }
        let rate = Double(best.accepted) / Double(max(negatives.count, 1))
        return rate <= budget ? .widened(best.limits) : .overBudget(rate)
    }

    /// The least cost a widened measure keeps: half a unit of doubt.
    static let keptCost = 0.5
    /// The least it keeps when every refusing measure is down to `keptCost` and the attempt is still over.
    static let leastKeptCost = 0.1

    /// The limits that let each attempt through, widening `preferred` first while it has room, then the costliest
    /// measure, each just enough for the attempt's total to reach the threshold.
    static func limits(letting attempts: [StrokeScore], under threshold: Double, preferring preferred: String?)
        -> [String: Double]
    {
        var limits: [String: Double] = [:]
        // A hair under the threshold, so that rounding in the recomputed total neither leaves the attempt refused
        // nor widens a second measure by nothing.
        let target = threshold - 1e-9
        for attempt in attempts {
            var score = rescored(attempt, limits: limits)
            while score.total > threshold {
                let roomy = score.measures.first { $0.name == preferred && $0.cost > keptCost + 1e-9 }
                // The costliest measure with room left; when every measure is down to what a widened one keeps (the
                // turn, the gap and the open part of a circle stopped short each cost half a unit, and the little the
                // arc reads off round tips it over), the costliest gives up just the excess.
                let withRoom = score.measures.filter { $0.cost > keptCost + 1e-9 }.max { $0.cost < $1.cost }
                guard let measure = roomy ?? withRoom ?? score.costliest, measure.cost.isFinite else { break }
                let excess = score.total - target
                let kept = roomy ?? withRoom == nil ? leastKeptCost : keptCost
                limits[measure.name] = limit(for: measure, cost: max(measure.cost - excess, 0), keeping: kept)
                let before = score.total
                score = rescored(attempt, limits: limits)
                if score.total >= before { break }
            }
        }
        return limits
    }

    /// How many of `negatives` (scores under the general limits) come to at most `threshold` with `limits` in place
    /// of the general ones: the false accepts a calibration is checked on.
    public static func accepted(_ negatives: [StrokeScore], limits: [String: Double], threshold: Double) -> Int {
        negatives.filter { rescored($0, limits: limits).total <= threshold }.count
    }

    /// The score with some limits replaced.
    public static func rescored(_ score: StrokeScore, limits: [String: Double]) -> StrokeScore {
        StrokeScore(
            score.measures.map { measure in
                guard let limit = limits[measure.name] else { return measure }
                var scale = measure.scale
                scale.limit = limit
                return MeasureCost(measure.name, measure.value, scale, reason: measure.reason)
            })
    }

    /// The limit at which `measure`'s value costs `cost` units (its usual value stays where it is).
    static func limit(for measure: MeasureCost, cost: Double, keeping least: Double = keptCost) -> Double {
        let scale = measure.scale
        let distance = measure.value - scale.good
        // cost = distance / (limit − good): the limit that makes this value cost `cost`; a tiny cost would put the
        // limit far away, so `least` (half a unit of doubt, as a rule) is the least left.
        let kept = max(cost, least)
        let widened = scale.good + distance / kept
        return scale.worseAbove ? max(widened, scale.limit) : min(widened, scale.limit)
    }
}
