/// "Teach it my way": the limits of a recognizer's measures widened for one person, from a few attempts the general
/// recognizer refused, and never so far that other strokes get through.
///
/// Only the measures that refused an attempt are widened, each just enough for that attempt's total to reach the
/// threshold; a widened limit that would accept more than `budget` of the given negatives is refused as a whole.
public enum Calibration {
    /// What calibrating gave: the new limits by measure name, or why there are none.
    public enum Outcome: Hashable, Sendable {
        /// Limits to use instead of the general ones (empty when every attempt was accepted already).
        case widened([String: Double])
        /// The widened limits would accept this fraction of the negatives, more than the budget.
        case overBudget(Double)
    }

    /// Widens the limits of the measures that cost most in each refused attempt until its total reaches
    /// `threshold`, then checks the false accepts on `negatives` (their scores under the general limits).
    public static func widen(
        attempts: [StrokeScore], threshold: Double, negatives: [StrokeScore], budget: Double = 0.002
    ) -> Outcome {
        var limits: [String: Double] = [:]
        // A hair under the threshold, so that rounding in the recomputed total neither leaves the attempt refused
        // nor widens a second measure by nothing.
        let target = threshold - 1e-9
        for attempt in attempts {
            var score = rescored(attempt, limits: limits)
            while score.total > threshold, let costliest = score.costliest, costliest.cost.isFinite {
                let excess = score.total - target
                let wanted = max(costliest.cost - excess, 0)
                limits[costliest.name] = limit(for: costliest, cost: wanted)
                score = rescored(attempt, limits: limits)
                if score.costliest?.name == costliest.name && score.total > threshold { break }
            }
        }
        guard !limits.isEmpty else { return .widened([:]) }
        let accepted = negatives.filter { rescored($0, limits: limits).total <= threshold }.count
        let rate = Double(accepted) / Double(max(negatives.count, 1))
        return rate <= budget ? .widened(limits) : .overBudget(rate)
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
    static func limit(for measure: MeasureCost, cost: Double) -> Double {
        let scale = measure.scale
        let distance = measure.value - scale.good
        // cost = distance / (limit − good): the limit that makes this value cost `cost`; a tiny cost would put the
        // limit far away, so half a unit of doubt is the least left.
        let kept = max(cost, 0.5)
        let widened = scale.good + distance / kept
        return scale.worseAbove ? max(widened, scale.limit) : min(widened, scale.limit)
    }
}
