import CalibrationProfile
import GestureEngine
import TutorialRecognizers

/// `eval --teach`: every person teaches the recognizer their way, as key C does in the app. Their first three strokes
/// of the positive kind that the recognizer weighs (a stroke refused by a hard limit is no attempt, as in the app)
/// are the attempts; `Calibration.widen` widens what refused them, within the budget on the shipped negatives; their
/// other strokes are then played again with the limits that gave. So a person who draws their way (circles stopped
/// at three quarters of a turn) shows what three strokes of teaching buy them, and at what cost: the negatives of
/// the evaluation counted against the budget, scored under that person's limits.
public struct TeachingEvaluation: Sendable {
    /// What teaching gave one person.
    public enum Result: Hashable, Sendable {
        /// Their attempts passed already: nothing to widen.
        case passedAlready
        /// These limits replace the general ones.
        case widened([String: Double])
        /// Every widening would have accepted this share of the shipped negatives, over the budget: nothing changed.
        case overBudget(Double)
        /// Fewer than three of their strokes were weighed at all: they could not teach it.
        case tooFewAttempts

        /// What a calibration's outcome means for the person: no limits to widen means they passed already.
        init(_ outcome: Calibration.Outcome) {
            switch outcome {
            case .widened(let limits) where limits.isEmpty: self = .passedAlready
            case .widened(let limits): self = .widened(limits)
            case .overBudget(let rate): self = .overBudget(rate)
            }
        }
    }

    /// One person: what teaching gave, and their other strokes accepted before and after it.
    public struct Person: Sendable {
        public let subject: Int
        public let result: Result
        /// Their strokes not used to teach, and how many of them the recognizer accepts before and after.
        public let judged: Int
        public let acceptedBefore: Int
        public let acceptedAfter: Int
        /// The evaluation's budget negatives accepted under their limits (the general limits' false accepts
        /// included).
        public let falseAccepts: Int
    }

    /// How many strokes a person teaches with, as in the app.
    public static let attempts = CalibrationSession.attemptsNeeded

    public let people: [Person]
    /// The negatives counted against the budget that each person's false accepts are counted on, and how many of
    /// them the general limits accept.
    public let negatives: Int
    public let generalFalseAccepts: Int

    /// Teaches the recognizer for every person with more positives than attempts in `evaluation` (the strokes as
    /// recorded or as a variation changed them), checking each widening on `shipped` (the shipped negatives' scores
    /// under the general limits) and counting false accepts on `budgetNegatives` (outcomes of strokes as recorded).
    public init(
        _ evaluation: StrokeEvaluation, shipped: [StrokeScore], budgetNegatives: [StrokeOutcome], threshold: Double
    ) {
        var byPerson: [Int: [StrokeOutcome]] = [:]
        for outcome in evaluation.outcomes where outcome.stroke.name == evaluation.positiveName {
            guard let subject = outcome.stroke.subject else { continue }
            byPerson[subject, default: []].append(outcome)
        }
        let general = Self.falseAccepts(budgetNegatives, limits: [:], threshold: threshold)
        people = byPerson.keys.sorted().compactMap { subject in
            Self.teach(
                subject, byPerson[subject] ?? [], recognizer: evaluation.recognizer, shipped: shipped,
                budgetNegatives: budgetNegatives, threshold: threshold, generalFalseAccepts: general)
        }
        negatives = budgetNegatives.count
        generalFalseAccepts = general
    }

    /// One person teaching it with their first weighed strokes, then their other strokes played again with the
    /// limits that gave; nil for a person with no stroke left to judge.
    private static func teach(
        _ subject: Int, _ strokes: [StrokeOutcome], recognizer: EvaluatedRecognizer, shipped: [StrokeScore],
        budgetNegatives: [StrokeOutcome], threshold: Double, generalFalseAccepts: Int
    ) -> Person? {
        guard strokes.count > attempts else { return nil }
        let taught = Array(strokes.indices.filter { strokes[$0].weighedScore != nil }.prefix(attempts))
        let judged = strokes.indices.filter { !taught.contains($0) }.map { strokes[$0] }
        let before = judged.filter(\.accepted).count
        func person(_ result: Result, acceptedAfter: Int, falseAccepts: Int) -> Person {
            Person(
                subject: subject, result: result, judged: judged.count, acceptedBefore: before,
                acceptedAfter: acceptedAfter, falseAccepts: falseAccepts)
        }
        guard taught.count == attempts else {
            return person(.tooFewAttempts, acceptedAfter: before, falseAccepts: generalFalseAccepts)
        }
        let result = Result(
            Calibration.widen(
                attempts: taught.compactMap { strokes[$0].weighedScore }, threshold: threshold, negatives: shipped,
                budget: CalibrationSession.budget))
        guard case .widened(let limits) = result else {
            return person(result, acceptedAfter: before, falseAccepts: generalFalseAccepts)
        }
        let setting = ThresholdSetting(
            threshold: Threshold("taught limits") { ($0 as? any CalibratableRecognizer)?.calibratedLimits = limits },
            value: 0)
        return person(
            result, acceptedAfter: judged.filter { recognizer.play($0.stroke, setting: setting).accepted }.count,
            falseAccepts: falseAccepts(budgetNegatives, limits: limits, threshold: threshold))
    }

    /// The negatives accepted under `limits`: those the recognizer accepted as played, and those it weighed and
    /// refused whose score comes under the threshold once rescored with the limits (as the calibration's own budget
    /// is checked).
    static func falseAccepts(_ negatives: [StrokeOutcome], limits: [String: Double], threshold: Double) -> Int {
        let acceptedAsPlayed = negatives.filter(\.accepted).count
        guard !limits.isEmpty else { return acceptedAsPlayed }
        let refused = negatives.filter { !$0.accepted }.compactMap(\.weighedScore)
        return acceptedAsPlayed + Calibration.accepted(refused, limits: limits, threshold: threshold)
    }

    /// The people who taught it and the strokes judged, pooled.
    public var judged: Int { people.reduce(0) { $0 + $1.judged } }
    public var acceptedBefore: Int { people.reduce(0) { $0 + $1.acceptedBefore } }
    public var acceptedAfter: Int { people.reduce(0) { $0 + $1.acceptedAfter } }

    /// How many people ended each way: limits widened, over budget, passed already, too few attempts.
    public var tally: (widened: Int, overBudget: Int, passedAlready: Int, tooFewAttempts: Int) {
        var tally = (widened: 0, overBudget: 0, passedAlready: 0, tooFewAttempts: 0)
        for person in people {
            switch person.result {
            case .widened: tally.widened += 1
            case .overBudget: tally.overBudget += 1
            case .passedAlready: tally.passedAlready += 1
            case .tooFewAttempts: tally.tooFewAttempts += 1
            }
        }
        return tally
    }

    /// The person with the lowest recall after teaching (the lowest number first on a tie).
    public var worstAfter: Person? {
        people.filter { $0.judged > 0 }.min {
            (Double($0.acceptedAfter) / Double($0.judged), $0.subject)
                < (Double($1.acceptedAfter) / Double($1.judged), $1.subject)
        }
    }

    /// The person whose widened limits accept the most negatives; nil when nobody's were widened.
    public var mostFalseAccepts: Person? {
        people.filter {
            if case .widened = $0.result { return true }
            return false
        }.max { ($0.falseAccepts, -$0.subject) < ($1.falseAccepts, -$1.subject) }
    }
}
