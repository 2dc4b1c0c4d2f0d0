import CalibrationProfile
import Foundation
import GestureEngine

/// "Teach it my way" in the workshop playground: from three attempts, the attendee's limits widened
/// (`LimitWidening`), then the shipped negative strokes replayed through the recognizer with the widened limits;
/// more than `budget` of them accepted refuses the whole widening. The result is said in the app's words
/// (`CalibrationWording`). It runs the attendee's code many times over: the window runs it in a watched child
/// process (`gesturelab workshop run --calibrate`), never in its own.
public enum PlaygroundCalibration {
    /// How many attempts a calibration records.
    public static let attemptsNeeded = CalibrationSession.attemptsNeeded
    /// The most of the negative strokes a calibrated recognizer may accept (as in the app).
    public static let budget = CalibrationSession.budget
    /// Where the negative strokes are played: each is 32 points 10 ms apart (as the app scores them), on a view
    /// large enough for any of them.
    static let negativeFrame = Rect(x: 0, y: 0, width: 4096, height: 4096)
    static let negativeInterval = 0.01

    /// What the window asks the child.
    public struct Request: Codable, Sendable, Equatable {
        public var attempts: [RecordedStroke]

        public init(attempts: [RecordedStroke]) {
            self.attempts = attempts
        }
    }

    /// What calibrating gave: the limits to use (empty: keep the general ones) and what to tell the attendee.
    public struct Result: Codable, Sendable, Equatable {
        public var widened: [String: Double]
        public var message: String

        public init(widened: [String: Double], message: String) {
            self.widened = widened
            self.message = message
        }
    }

    /// The hint when the recognizer names no limits.
    public static let namesNoLimits =
        "this recognizer names no limits to widen — adopt TunableLimits (see the lesson's README)"

    /// Calibrates the recognizer `make` creates to `attempts`, checking the widening on `negatives`.
    public static func calibrate(
        attempts: [RecordedStroke], making make: @escaping () -> GestureRecognizer,
        negatives: Swift.Result<NegativeStrokes, NegativeStrokes.Failure>,
        recognizes: @escaping (GestureRecognizer, RecordedStroke) -> Bool = RecordedStroke.isRecognized
    ) -> Result {
        let widening = LimitWidening(make: make, recognizes: recognizes)
        guard let outcome = widening.widen(for: attempts) else { return Result(widened: [:], message: namesNoLimits) }
        if outcome.refused == 0 {
            return Result(widened: [:], message: CalibrationWording.alreadyPasses(plural: "strokes"))
        }
        guard !outcome.widened.isEmpty else {
            return Result(
                widened: [:],
                message: "not calibrated: no limit lets your attempts through, even at its most lenient")
        }
        let strokes: NegativeStrokes
        switch negatives {
        case .failure(let failure): return Result(widened: [:], message: "not calibrated: \(failure)")
        case .success(let loaded): strokes = loaded
        }
        let negativeStrokes = strokes.strokes.map {
            RecordedStroke(points: $0, interval: negativeInterval, viewFrame: negativeFrame)
        }
        let falseAccepts = negativeStrokes.filter { widening.passes($0, with: outcome.widened) }.count
        let rate = Double(falseAccepts) / Double(max(negativeStrokes.count, 1))
        guard rate <= budget else {
            // A recognizer over the budget with its own limits is worth knowing about: no widening can pass then.
            let general = negativeStrokes.filter { widening.passes($0, with: [:]) }.count
            let generalRate = Double(general) / Double(max(negativeStrokes.count, 1))
            let already =
                generalRate > budget
                ? "; its own limits already accept \(CalibrationWording.percent(generalRate)): make it stricter first"
                : ""
            return Result(widened: [:], message: CalibrationWording.overBudget(rate, budget: budget) + already)
        }
        let phrases = outcome.general.filter { outcome.widened[$0.name] != nil }.map { limit in
            "\(limit.name) \(CalibrationWording.number(limit.value)) → "
                + CalibrationWording.number(outcome.widened[limit.name] ?? limit.value)
        }
        var message = CalibrationWording.calibrated(
            phrases: phrases, falseAccepts: falseAccepts, negatives: strokes.strokes.count)
        if !outcome.unteachable.isEmpty {
            let numbers = outcome.unteachable.map(String.init).joined(separator: ", ")
            message += " (attempt \(numbers) left out: no limit lets it through)"
        }
        return Result(widened: outcome.widened, message: message)
    }

    /// The child's work: reads a `Request`, calibrates the library's recognizer on the installed negative strokes,
    /// writes a `Result`.
    public static func run(request path: String, output: String, compiled: CompiledRecognizer) throws {
        let request: Request
        do {
            request = try JSONDecoder().decode(Request.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw WorkshopError("\(path): cannot read the attempts (\(error.localizedDescription))")
        }
        let library = try RecognizerLibrary(compiled)
        let negatives: Swift.Result<NegativeStrokes, NegativeStrokes.Failure>
        do throws(NegativeStrokes.Failure) {
            negatives = .success(try NegativeStrokes.installed())
        } catch {
            negatives = .failure(error)
        }
        let result = calibrate(attempts: request.attempts, making: library.makeRecognizer, negatives: negatives)
        do {
            try JSONEncoder().encode(result).write(to: URL(fileURLWithPath: output))
        } catch {
            throw WorkshopError("cannot write the calibration to \(output): \(error.localizedDescription)")
        }
    }
}
