import ArgumentParser
import Foundation
import StrokeEvaluation
import StrokeEvaluationReport

extension EvalCommand {
    /// The report's header: what was measured, by which build, and the commands that make it again.
    func reportHeader(_ evaluation: StrokeEvaluation, setting: ThresholdSetting?) throws -> EvalReportHeader {
        let paths = try StrokeFileSet.paths(files)
        var limits = EvalReportHeader.limits(of: recognizer)
        if let setting { limits = ["\(setting.threshold.name) (from --profile)"] }
        return EvalReportHeader(
            version: GestureLabVersion.current, commit: GestureLabVersion.commit, limits: limits,
            files: EvalReportHeader.files(paths, in: evaluation),
            generatedStrokes: evaluation.outcomes.filter { StrokeFileSet.fileName(of: $0.stroke) == "generated" }.count,
            command: commandLine, playCommand: ShellQuoting.join(playArguments))
    }

    /// `gesturelab eval` with the files and the options that decide a single stroke's verdict (not --split,
    /// --sweep, --report…), for `--stroke`.
    var playArguments: [String] {
        var words = ["gesturelab", "eval"] + files + ["--recognizer", recognizer.name]
        if let positive { words += ["--positive", positive] }
        if let profile { words += ["--profile", profile] }
        return words
    }

    /// `--stroke` plays one stroke and prints its verdict: the options that measure many strokes mean nothing there.
    func validateStroke() throws {
        guard stroke != nil else { return }
        let others = [
            ("--report", report != nil), ("--sweep", sweep), ("--sweep-all", sweepAll), ("--perturb", perturb),
            ("--teach", teach), ("--by-subject", bySubject), ("--split", split != .all),
        ].filter(\.1).map(\.0)
        if !others.isEmpty {
            throw ValidationError(
                "--stroke plays one stroke; it does not combine with \(others.joined(separator: ", "))")
        }
    }

    /// `--stroke SOURCE`: plays that stroke alone (with templates from every file, as in the whole run, for $P) and
    /// prints its verdict, reason and the recognizer's tests.
    func playAlone(_ source: String, strokes: [RecordedStroke], setting: ThresholdSetting?) throws {
        guard let stroke = try EvalRefusals.stroke(source, in: strokes).first else { return }
        let evaluation = StrokeEvaluation.run(
            recognizer, positiveName: positive, strokes: [stroke], setting: setting,
            templates: recognizer.templates(from: strokes))
        guard let outcome = evaluation.outcomes.first else { return }
        let role = stroke.name == evaluation.positiveName ? "positive" : "negative"
        let verdict =
            outcome.accepted
            ? (role == "positive" ? "recognized" : "accepted (a false accept)")
            : "refused: \(outcome.reason ?? "no reason given")"
        var lines = [
            "\(stroke.source): \(stroke.name) (\(role)), person \(stroke.subject.map(String.init) ?? "?"), "
                + "\(stroke.points.count) points — \(recognizer.name) \(verdict)"
        ]
        for check in outcome.checks {
            lines.append(
                "  \(check.name): \(Text.fixed(check.value, 3)) \(check.isUpperLimit ? "≤" : "≥") "
                    + "\(Text.fixed(check.limit, 3)) \(check.passes ? "passes" : "fails")")
        }
        print(lines.joined(separator: "\n"))
    }
}
