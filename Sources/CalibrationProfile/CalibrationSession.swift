import Foundation
import TutorialRecognizers

/// "Teach it my way" for one recognizer in a scene: records the person's next three attempts at the gesture, widens
/// the limits of the measures that refused them (`Calibration.widen`) if the shipped negative strokes allow it,
/// applies the result to the recognizer at once and keeps it in the profile. Made when the scene starts, it applies
/// the profile's limits; a damaged profile leaves the general limits and says so.
public final class CalibrationSession {
    /// How many attempts a calibration records.
    public static let attemptsNeeded = 3
    /// The most of the negative strokes a calibrated recognizer may accept.
    public static let budget = 0.002

    public let gesture: CalibratedGesture
    public let recognizer: any CalibratableRecognizer
    /// Where the profile is kept; nil keeps calibrations in memory (tests, the fuzzer, snapshots).
    public let store: ProfileStore?
    /// The strokes of other kinds the budget is checked on: the shipped ones, unless a test sets others.
    public var negatives: NegativeScores
    /// True from a start until the last attempt or a cancel.
    public private(set) var isRecording = false
    /// The attempts recorded so far.
    public private(set) var attempts: [StrokeScore] = []
    /// What to tell the person now: a calibration's result, a refused stroke, a damaged profile.
    public private(set) var message: String?
    private var limitsBefore: [String: Double] = [:]
    /// The date a calibration is stamped with.
    private let today: () -> Date

    public init(
        gesture: CalibratedGesture, recognizer: any CalibratableRecognizer, profilePath: String?,
        negatives: NegativeScores = .installed, today: @escaping () -> Date = Date.init
    ) {
        self.gesture = gesture
        self.today = today
        self.recognizer = recognizer
        self.negatives = negatives
        store = profilePath.map { ProfileStore(path: $0) }
        loadProfile()
    }

    private func loadProfile() {
        guard let store else { return }
        do {
            if let entry = try store.load()?[gesture], !entry.limits.isEmpty {
                recognizer.calibratedLimits = entry.limits
                let phrases = CalibrationWording.phrases(entry.limits, gesture: gesture)
                message = "calibrated to you: \(phrases.joined(separator: ", ")) · C teaches it again"
            }
        } catch {
            message = "\(error) — using the general limits"
        }
    }

    /// What the hint says while recording ("Teach it my way, attempt 2 of 3: draw your circle as you usually do ·
    /// Esc stops"), the count first, since a narrow window cuts the hint's end.
    public var hint: String? {
        guard isRecording else { return nil }
        return "Teach it my way, attempt \(attempts.count + 1) of \(Self.attemptsNeeded): draw your "
            + "\(gesture.rawValue) as you usually do · Esc stops"
    }

    /// Starts recording attempts, from the general limits; the negatives' scores are worked out meanwhile.
    public func start() {
        if !isRecording { limitsBefore = recognizer.calibratedLimits }
        recognizer.calibratedLimits = [:]
        attempts = []
        isRecording = true
        message = nil
        negatives.prepare(gesture)
    }

    /// Stops recording, keeping the limits as they were; false when nothing was being recorded.
    @discardableResult
    public func cancel() -> Bool {
        guard isRecording else { return false }
        isRecording = false
        attempts = []
        recognizer.calibratedLimits = limitsBefore
        message = "teaching stopped: the limits are as before"
        return true
    }

    /// Takes the stroke the recognizer just finished (ended or failed) as an attempt while recording; a stroke it
    /// refused outright is no attempt and is asked for again. True if it was taken.
    @discardableResult
    public func recognizerFinished() -> Bool {
        guard isRecording else { return false }
        guard let score = recognizer.weighedScore else {
            message = "that was no \(gesture.rawValue) at all (too small or too short): try again"
            return false
        }
        attempts.append(score)
        message = nil
        if attempts.count == Self.attemptsNeeded { finish() }
        return true
    }

    /// Widens for the attempts, checks the negatives, applies and keeps the result, and says what happened.
    private func finish() {
        isRecording = false
        let threshold = recognizer.scoreThreshold
        let negativeScores: [StrokeScore]
        switch negatives.scores(for: gesture) {
        case .failure(let failure):
            recognizer.calibratedLimits = limitsBefore
            message = "not calibrated: \(failure)"
            return
        case .success(let scores):
            negativeScores = scores
        }
        switch Calibration.widen(
            attempts: attempts, threshold: threshold, negatives: negativeScores, budget: Self.budget)
        {
        case .overBudget(let rate):
            recognizer.calibratedLimits = limitsBefore
            message = CalibrationWording.overBudget(rate, budget: Self.budget)
        case .widened(let limits) where limits.isEmpty:
            recognizer.calibratedLimits = limitsBefore
            message = CalibrationWording.alreadyPasses(gesture)
        case .widened(let limits):
            recognizer.calibratedLimits = limits
            let falseAccepts = Calibration.accepted(negativeScores, limits: limits, threshold: threshold)
            message = CalibrationWording.calibrated(
                limits, gesture: gesture, falseAccepts: falseAccepts, negatives: negativeScores.count)
            save(limits, falseAccepts: falseAccepts, negatives: negativeScores.count)
        }
    }

    private func save(_ limits: [String: Double], falseAccepts: Int, negatives: Int) {
        guard let store else { return }
        let general = gesture.generalLimits.filter { limits[$0.key] != nil }
        let entry = CalibrationProfile.Entry(
            limits: limits, generalLimits: general, date: today(), attempts: attempts.count,
            falseAccepts: falseAccepts, negatives: negatives)
        do {
            var profile: CalibrationProfile
            do {
                profile = try store.load() ?? CalibrationProfile()
            } catch .damaged {
                profile = CalibrationProfile()  // replaced: the person has just asked for a new calibration
            }
            profile[gesture] = entry
            try store.save(profile)
        } catch {
            message = (message ?? "") + " — not saved: \(error)"
        }
    }
}
