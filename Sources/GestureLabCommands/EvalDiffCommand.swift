import ArgumentParser
import Foundation
import StrokeEvaluation
import StrokeEvaluationReport

/// What `eval diff --fail-on` fails on.
enum DiffFailure: String, ExpressibleByArgument, CaseIterable {
    /// A positive newly missed or a negative newly accepted.
    case regression
}

/// `gesturelab eval diff OLD NEW`: which strokes a recognizer change (or a new build) decides differently.
public struct EvalDiffCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two verdict files (eval --verdicts): which strokes flipped, and were they fixes or breaks.",
        usage: "gesturelab eval diff <old> <new> [--report <report>] [--fail-on <fail-on>]",
        discussion: """
            Strokes are matched by their file's SHA-256 and their line, so the stroke files may have moved. Prints \
            recall and false accepts before → after, every stroke whose verdict flipped (newly recognized or newly \
            missed positives, newly accepted or newly refused negatives, each counted by name and by person) and how \
            many strokes kept their verdict for another reason. Files of different stroke files, of other strokes of \
            them (another --split), or counting another name as positive are refused.
            Example: gesturelab eval ../shared/datasets/strokes/dollar1-dev.jsonl --recognizer circle \
            --verdicts before.jsonl, change the recognizer, run it again with --verdicts after.jsonl, then \
            gesturelab eval diff before.jsonl after.jsonl --fail-on regression
            """)

    @Argument(help: "The verdict file before the change.")
    var old: String

    @Argument(help: "The verdict file after the change.")
    var new: String

    @Option(help: "Write an HTML page with a before/after thumbnail of every flipped stroke into this folder.")
    var report: String?

    @Option(help: "Exit 1 when the diff shows a regression: a positive newly missed or a negative newly accepted.")
    var failOn: DiffFailure?

    public init() {}

    public func run() throws {
        let diff: VerdictDiff
        do {
            diff = try VerdictDiff(old: try VerdictLines.read(path: old), new: try VerdictLines.read(path: new))
        } catch let error as VerdictFileError {
            throw refusal(error.description)
        } catch let refusal as VerdictDiffRefusal {
            throw self.refusal("cannot compare \(old) and \(new): \(refusal.description)")
        }
        var output = diff.report
        if let report {
            do {
                try VerdictDiffReport(diff: diff).write(to: report)
            } catch let error as EvalReportError {
                throw refusal(error.description)
            }
            output += "\nreport: \(report)/index.html"
        }
        print(output)
        if failOn == .regression, let summary = diff.regressionSummary {
            FileHandle.standardError.write(Data((summary + "\n").utf8))
            throw ExitCode(1)
        }
    }

    /// A diff that cannot be made: its reason on one line of standard error, and exit 64 (a usage error's status),
    /// with no usage text after it, since the command was used right.
    private func refusal(_ reason: String) -> ExitCode {
        FileHandle.standardError.write(Data("Error: \(reason)\n".utf8))
        return ExitCode(ExitCode.validationFailure.rawValue)
    }
}
