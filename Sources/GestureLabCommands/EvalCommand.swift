import ArgumentParser
import CalibrationProfile
import Foundation
import StrokeEvaluation
import StrokeEvaluationReport
import TutorialRecognizers

extension EvaluatedRecognizer: ExpressibleByArgument {
    public init?(argument: String) {
        guard let recognizer = EvaluatedRecognizer.named(argument) else { return nil }
        self = recognizer
    }

    public static var allValueStrings: [String] { all.map(\.name) }
    public var defaultValueDescription: String { name }
}
extension PersonSplit: ExpressibleByArgument {}

/// `gesturelab eval`: measures a stroke recognizer on a file of recorded strokes.
public struct EvalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract:
            "Measure a stroke recognizer on recorded strokes (JSON Lines: name, subject, points as [x, y, t_ms]).",
        discussion: """
            Each stroke is played through the real recognizer as a one-finger touch sequence with its recorded \
            timestamps, on virtual time. Prints, per stroke name, how many were recognized, then the recall for the \
            positive name and the false-accept rate over all other names (for circle and tickle also split as \
            docs/recognition.md's protocol counts them: against the 0.2% budget, and the negatives set aside as \
            themselves the shape), the figures of each file by part (design, lock box), and the negatives that \
            look most like the positive (bowls and ")" curves for circle and chevron) on their own, by file and \
            person. Tickle, z and right-slide-down are measured \
            on generated positives (varied speed, size, jitter) with the file's strokes as negatives.
            Recognizers: ours (circle, chevron, tickle, z, right-slide-down), the tutorials' rules taken literally \
            (tutorial-circle, tutorial-chevron) and the $P point-cloud recognizer (pdollar-circle, pdollar-chevron; \
            templates from the file's other subjects).
            Several files and quoted patterns may be given; a subject number must name one person across them.
            Example: gesturelab eval ../shared/datasets/strokes/dollar1-dev.jsonl --recognizer chevron --by-subject
            Example: gesturelab eval '../shared/datasets/strokes/*-dev.jsonl' --recognizer z --split design
            Did a change break anything? Write the verdicts before and after (--verdicts) and compare them with \
            `gesturelab eval diff OLD.jsonl NEW.jsonl --fail-on regression`.
            """)

    @Argument(help: "The stroke files (JSON Lines), or quoted patterns such as 'dir/*.jsonl'.")
    var files: [String]

    @Option(
        help: "Which recognizer to measure: \(EvaluatedRecognizer.all.map(\.name).joined(separator: ", ")).")
    var recognizer: EvaluatedRecognizer = .circle

    @Option(help: "The stroke name that counts as positive (default: circle, right_chevron, or the generated kind).")
    var positive: String?

    @Flag(help: "Per subject (each person alone), pooled and worst-subject figures, and the margin table.")
    var bySubject = false

    @Option(
        help:
            "Whose strokes to measure: all, design (people the rules were made on), lock-box (the others) or collected (strokes from `gesturelab collect` files)."
    )
    var split: PersonSplit = .all

    @Flag(
        help:
            "Play every stroke again under each perturbation (sampling, speed, size, rotation, end hooks, closure, overshoot, tremor, rounded turns, slant, leg ratio, sensor noise, strokes stored simplified, resampled or without times) and compare."
    )
    var perturb = false

    @Flag(help: "Sweep the main threshold; choose it with each subject held out and report the held-out figures.")
    var sweep = false

    @Flag(help: "Like --sweep, for every threshold of the recognizer in turn (the others as they are), summarized.")
    var sweepAll = false

    @Option(
        help:
            "Write an HTML report: what was measured, sortable tables, plots, and a thumbnail of every miss and false accept."
    )
    var report: String?

    @Option(
        help:
            "Play one stroke alone, named by its source as the report shows it (dollar1-dev.jsonl:12), and print its verdict."
    )
    var stroke: String?

    @Option(help: "Measure with a calibration profile's limits (circle, chevron; see `gesturelab profile`).")
    var profile: String?

    @Option(
        help: ArgumentHelp(
            "Write every stroke's verdict (JSON Lines, a header first) for `gesturelab eval diff`.",
            valueName: "out.jsonl"))
    var verdicts: String?

    @Option(
        help: ArgumentHelp(
            "Write every stroke's measures as the recognizer weighed them (CSV, one row a stroke; circle, chevron).",
            valueName: "out.csv"))
    var measures: String?

    @Option(
        help: ArgumentHelp(
            "With --perturb: write the verdicts as recorded and under each variation into this folder (as-recorded.jsonl, rotated-minus-10.jsonl…), so `gesturelab eval diff` says which strokes a variation costs and why.",
            valueName: "folder"))
    var perturbedVerdicts: String?

    @Flag(
        help:
            "Let every person teach it their way, as key C does: their first three strokes calibrate it, their others are judged with the limits that gave (circle, chevron; with --perturb, under every variation)."
    )
    var teach = false

    public init() {}

    public func validate() throws {
        try validateStroke()
        if profile != nil && (sweep || sweepAll || perturb || teach) {
            throw ValidationError(
                "--profile measures the recognizer as calibrated; it does not combine with sweeps, --perturb or --teach"
            )
        }
        if teach && CalibratedGesture(rawValue: recognizer.name) == nil {
            throw ValidationError("--teach calibrates the circle and chevron recognizers only")
        }
        try OutputChecks.check([verdicts, measures], readingFrom: files)
        try OutputChecks.checkFolder(report, option: "--report")
        if perturbedVerdicts != nil && !perturb {
            throw ValidationError(
                "--perturbed-verdicts writes the verdicts under each perturbation: give --perturb too")
        }
        try OutputChecks.checkFolder(perturbedVerdicts, option: "--perturbed-verdicts")
    }

    public func run() throws {
        let strokeFiles: [StrokeFileSet.File]
        do {
            strokeFiles = try StrokeFileSet.readFiles(files)
        } catch let error as StrokeFileError {
            throw ValidationError(error.description)
        }
        var strokes = strokeFiles.flatMap(\.strokes)
        if let positive { try EvalRefusals.requireStrokes(named: positive, in: strokes) }
        if let kind = recognizer.generatedKind, positive == nil {
            strokes += GeneratedStrokes.positives(kind)
        }
        let calibrated = try profile.map { try ProfileCommand.setting(for: recognizer, profile: $0) }
        if let stroke { return try playAlone(stroke, strokes: strokes, setting: calibrated) }
        strokes = strokes.filter { split.contains($0, dividedBy: recognizer.division) }
        guard !strokes.isEmpty else { throw ValidationError("no strokes of people in the \(split.rawValue) part") }
        try EvalRefusals.requireOtherPeople(for: recognizer, in: strokes)
        let templates = recognizer.templates(from: strokes)
        let progress = ProgressBar()
        defer { progress.finish() }
        let evaluation = StrokeEvaluation.run(
            recognizer, positiveName: positive, strokes: strokes, setting: calibrated, templates: templates,
            progress: progress.update(label: "eval"))
        progress.finish()
        var sections = [evaluation.report]
        if let verdicts {
            let file = VerdictFile(
                evaluation: evaluation, files: strokeFiles, split: split.rawValue, setting: calibrated,
                build: Self.build, date: Date())
            try Self.write(file, to: verdicts)
        }
        if let measures {
            do {
                try Data(MeasureTable(evaluation).csv.utf8).write(to: URL(fileURLWithPath: measures))
            } catch {
                throw ValidationError("\(measures): cannot write the measures (\(error.localizedDescription))")
            }
        }
        if recognizer.generatedKind != nil && positive == nil {
            // Collected files may hold people's own tickles, Zs and slides beside the generated ones.
            let positives = strokes.filter { $0.name == evaluation.positiveName }
            let generated = positives.filter { StrokeFileSet.fileName(of: $0) == "generated" }.count
            let recorded = positives.count - generated
            sections[0] +=
                "\n(positives: \(generated) generated strokes, seeded; see README"
                + (recorded > 0 ? "; \(recorded) drawn by people)" : ")")
        }
        if let calibrated { sections[0] += "\n(\(calibrated.threshold.name))" }
        if split == .collected {
            sections[0] += "\n(people: the collected part, the strokes of `gesturelab collect` files)"
        } else if split != .all {
            let division =
                switch recognizer.division {
                case .thirds: "by thirds, as DesignSplit.swift says"
                case .parity: "by parity, as PeopleDivision.swift says"
                }
            sections[0] += "\n(people: the \(split.rawValue) part, divided \(division))"
        }
        if bySubject {
            sections.append(SubjectTable(evaluation).report)
            sections.append(MarginTable(evaluation).report)
        }
        if strokeFiles.count > 1 { sections.append(FileFigures(evaluation).report) }
        sections.append(ConfusablePairs(evaluation).report)
        var sweepResult: ThresholdSweep?
        if sweep || report != nil {
            sweepResult = ThresholdSweep(
                recognizer, positiveName: positive, strokes: strokes, progress: progress.update(label: "sweep"))
            progress.finish()
            if sweep { sections.append(sweepResult?.report ?? "no threshold to sweep for \(recognizer.name)") }
        }
        if sweepAll {
            var lines = [
                "each threshold tuned with each subject held out (the others as today; values per subject 1…):"
            ]
            for threshold in recognizer.thresholds {
                if let result = ThresholdSweep(
                    recognizer, threshold: threshold, positiveName: positive, strokes: strokes,
                    progress: progress.update(label: "sweep"))
                {
                    lines.append(result.summary)
                }
                progress.finish()
            }
            sections.append(lines.joined(separator: "\n"))
        }
        let perturbation =
            perturb
            ? Perturbation(
                recognizer, positiveName: positive, strokes: strokes, progress: progress.update(label: "perturb"))
            : nil
        if let perturbation {
            progress.finish()
            sections.append(perturbation.report)
            if let perturbedVerdicts {
                try writePerturbedVerdicts(perturbation, files: strokeFiles, into: perturbedVerdicts)
                sections.append("verdicts under each perturbation: \(perturbedVerdicts)/")
            }
        }
        if teach, let gesture = CalibratedGesture(rawValue: recognizer.name) {
            let rows = [("as recorded", evaluation)] + (perturbation?.rows.map { ($0.variation, $0.evaluation) } ?? [])
            sections.append(try teachingReport(gesture, rows: rows, asRecorded: evaluation))
        }
        if let report {
            do {
                let header = try reportHeader(evaluation, setting: calibrated)
                try EvalReport(evaluation: evaluation, sweep: sweepResult, header: header).write(to: report)
            } catch let error as EvalReportError {
                throw ValidationError(error.description)
            }
            sections.append("report: \(report)/index.html")
        }
        if let verdicts { sections.append("verdicts: \(verdicts)") }
        print(sections.joined(separator: "\n\n"))
    }

    /// The `--teach` table: each person teaching the recognizer, for the strokes as recorded and each variation.
    private func teachingReport(
        _ gesture: CalibratedGesture, rows: [(String, StrokeEvaluation)], asRecorded: StrokeEvaluation
    ) throws -> String {
        let shipped: [StrokeScore]
        switch NegativeScores.installed.scores(for: gesture) {
        case .success(let scores): shipped = scores
        case .failure(let failure): throw ValidationError("--teach needs the shipped negative strokes: \(failure)")
        }
        let threshold = gesture.makeRecognizer().scoreThreshold
        let budgetNegatives = asRecorded.budgetNegatives
        let teachings = rows.map { label, evaluation in
            (
                label: label,
                teaching: TeachingEvaluation(
                    evaluation, shipped: shipped, budgetNegatives: budgetNegatives, threshold: threshold)
            )
        }
        return TeachingTable(rows: teachings, shippedNegatives: shipped.count).report
    }

    var commandLine: String {
        ShellQuoting.join(["gesturelab", "eval"] + CommandLine.arguments.dropFirst(2))
    }
}
