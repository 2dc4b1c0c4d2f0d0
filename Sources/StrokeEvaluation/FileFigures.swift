/// A recognizer's figures on each stroke file, by part of its people (`SplitFigures`): the protocol's goals hold on
/// each file, so a pooled figure over all files cannot hide one file where a look-alike gets through.
public struct FileFigures: Sendable {
    /// One file's figures on each part.
    public struct Row: Sendable {
        public let file: String
        public let parts: [DesignSplit.Part: SplitFigures]
    }

    public let rows: [Row]

    /// Groups the outcomes by the file their stroke came from, in the order the files were given.
    public init(_ evaluation: StrokeEvaluation) {
        var files: [String] = []
        var outcomesByFile: [String: [StrokeOutcome]] = [:]
        for outcome in evaluation.outcomes {
            let file = StrokeFileSet.fileName(of: outcome.stroke)
            if outcomesByFile[file] == nil { files.append(file) }
            outcomesByFile[file, default: []].append(outcome)
        }
        rows = files.map { file in
            let alone = StrokeEvaluation(
                recognizer: evaluation.recognizer, positiveName: evaluation.positiveName,
                outcomes: outcomesByFile[file] ?? [])
            return Row(file: file, parts: SplitFigures.parts(of: alone))
        }
    }

    /// A line per file and part: recall, worst person, false accepts counted against the budget, those set aside.
    public var report: String {
        let width = max(12, rows.map(\.file.count).max() ?? 0)
        var lines = ["by file (false accepts counted as the protocol counts them; budget 0.20%):"]
        for row in rows {
            for part in DesignSplit.Part.allCases {
                guard let figures = row.parts[part], !figures.isEmpty else { continue }
                lines.append(Text.pad(row.file, width) + "  " + Text.pad(part.rawValue, 9) + "  " + figures.line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
