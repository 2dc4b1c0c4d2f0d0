import Foundation

extension VerdictFile {
    /// The build that writes a verdict file: GestureLab's version and the commit it was built from.
    public struct Build: Equatable, Sendable {
        public let version: String
        public let commit: String

        public init(version: String, commit: String) {
            self.version = version
            self.commit = commit
        }
    }

    /// The verdicts of `evaluation`, whose strokes were read from `files` (plus any generated positives), judged with
    /// `setting` if one limit was changed, by `build`, at `date`.
    public init(
        evaluation: StrokeEvaluation, files: [StrokeFileSet.File], split: String, setting: ThresholdSetting? = nil,
        build: Build, date: Date
    ) {
        let fileOfLabel = Dictionary(files.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        var verdicts: [Verdict] = []
        var generated: [String: [RecordedStroke]] = [:]
        var generatedOrder: [String] = []
        for outcome in evaluation.outcomes {
            let stroke = outcome.stroke
            let place = Self.place(of: stroke)
            let file: String
            if let judged = fileOfLabel[place.label] {
                file = judged.path
            } else {
                // Generated positives (and strokes made in memory) are a file of their own, named by their label.
                file = place.label
                if generated[file] == nil { generatedOrder.append(file) }
                generated[file, default: []].append(stroke)
            }
            verdicts.append(
                Verdict(
                    file: file, line: place.line, name: stroke.name, subject: stroke.subject, source: stroke.source,
                    positive: stroke.name == evaluation.positiveName, accepted: outcome.accepted,
                    reason: outcome.reason, score: outcome.weighedScore?.total, drew: outcome.overlays))
        }
        let counts = Dictionary(grouping: verdicts, by: \.file).mapValues(\.count)
        let judged =
            files.map { JudgedFile(file: $0.path, sha256: $0.sha256, strokes: counts[$0.path] ?? 0) }
            + generatedOrder.map {
                JudgedFile(
                    file: $0, sha256: GeneratedStrokesText.sha256(of: generated[$0] ?? []), strokes: counts[$0] ?? 0)
            }
        let thresholds = evaluation.recognizer.thresholds
        let limits = thresholds.map { threshold in
            Limit(
                name: threshold.name,
                value: setting?.threshold.name == threshold.name
                    ? setting?.value ?? threshold.current : threshold.current)
        }
        let calibration = setting.flatMap { setting in
            thresholds.contains { $0.name == setting.threshold.name } ? nil : setting.threshold.name
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        self.init(
            header: Header(
                recognizer: evaluation.recognizer.name, positive: evaluation.positiveName, split: split,
                limits: limits, calibration: calibration, version: build.version, commit: build.commit, files: judged,
                date: formatter.string(from: date)),
            verdicts: verdicts)
    }

    /// A stroke's label and line from its source: "dollar1-dev.jsonl:12" → ("dollar1-dev.jsonl", 12), "generated
    /// tickle #7" → ("generated tickle", 7); a source with neither is line 0 of itself.
    static func place(of stroke: RecordedStroke) -> (label: String, line: Int) { place(of: stroke.source) }

    /// The label and line a source names.
    static func place(of source: String) -> (label: String, line: Int) {
        for separator in [" #", ":"] {
            if let range = source.range(of: separator, options: .backwards),
                let line = Int(source[range.upperBound...])
            {
                return (String(source[..<range.lowerBound]), line)
            }
        }
        return (source, 0)
    }
}

/// Generated positives as text, to hash: what a verdict file gives as their SHA-256, so a diff can tell whether two
/// builds generated the same strokes.
public enum GeneratedStrokesText {
    /// The SHA-256 of the strokes' names, subjects and points (Swift's shortest form of each number), in order.
    public static func sha256(of strokes: [RecordedStroke]) -> String {
        let text = strokes.map { stroke in
            let points = stroke.points.map { "\($0.location.x),\($0.location.y),\($0.milliseconds)" }
            return "\(stroke.name) \(stroke.subject.map(String.init) ?? "-") \(points.joined(separator: ";"))\n"
        }
        return SHA256Text.hex(of: Data(text.joined().utf8))
    }
}
