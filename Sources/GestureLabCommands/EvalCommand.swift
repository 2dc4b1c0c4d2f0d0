import ArgumentParser
import TutorialRecognizers

extension EvaluatedRecognizer: ExpressibleByArgument {}

/// `gesturelab eval`: measures a stroke recognizer on a file of recorded strokes.
public struct EvalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure a stroke recognizer on recorded strokes (JSON Lines: name, points as [x, y, t_ms]).",
        discussion: """
            Each stroke is played through the real recognizer as a one-finger touch sequence with its recorded \
            timestamps, on virtual time. Prints, per stroke name, how many were recognized, then the recall for the \
            positive name and the false-accept rate over all other names.
            Example: gesturelab eval ../shared/datasets/strokes/dollar1-dev.jsonl --recognizer chevron
            """)

    @Argument(help: "The stroke file (JSON Lines).")
    var file: String

    @Option(help: "Which recognizer to measure: \(EvaluatedRecognizer.allCases.map(\.rawValue).joined(separator: ", ")).")
    var recognizer: EvaluatedRecognizer = .circle

    @Option(help: "The stroke name that counts as positive (default: circle for circle, right_chevron for chevron).")
    var positive: String?

    public init() {}

    public func run() throws {
        let strokes: [RecordedStroke]
        do {
            strokes = try StrokeFile.read(path: file)
        } catch let error as StrokeFileError {
            throw ValidationError(error.description)
        }
        print(StrokeEvaluation.run(recognizer, positiveName: positive, strokes: strokes).report)
    }
}
