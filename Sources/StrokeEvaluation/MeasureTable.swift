/// Every stroke's measures as its recognizer weighed them, one CSV row a stroke: the data a designer studies to tell a
/// shape from its look-alikes (`gesturelab eval --measures`), and what a learned second stage would be fitted on.
public struct MeasureTable: Sendable {
    public let evaluation: StrokeEvaluation

    public init(_ evaluation: StrokeEvaluation) { self.evaluation = evaluation }

    /// The measures' names, in the order the recognizer weighs them (from the first stroke that was weighed).
    public var measureNames: [String] {
        evaluation.outcomes.lazy.compactMap(\.weighedScore).first?.measures.map(\.name) ?? []
    }

    /// The CSV text: which stroke (source, name, person, data set, part), whether it is the positive and, if not,
    /// whether it counts against the false-accept budget (`counted`: 0 when set aside as itself the shape), the
    /// verdict, the score's total, each measure's value, then each measure's cost (`cost: <name>`); empty cells where
    /// a stroke was refused before it was weighed.
    public var csv: String {
        let names = measureNames
        let header =
            ["source", "name", "subject", "data set", "part", "positive", "counted", "accepted", "reason", "score"]
            + names + names.map { "cost: " + $0 }
        var rows = [header.map(Self.cell).joined(separator: ",")]
        for outcome in evaluation.outcomes {
            let stroke = outcome.stroke
            let measures = Dictionary(
                (outcome.weighedScore?.measures ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let line = SplitFigures.line(of: stroke, in: evaluation)
            let counted =
                switch line {
                case .positive: ""
                case .setAside: "0"
                case .budget: "1"
                }
            let fields: [String] =
                [
                    stroke.source, stroke.name, stroke.subject.map(String.init) ?? "", stroke.dataSet ?? "",
                    evaluation.recognizer.division.part(of: stroke).rawValue,
                    line == .positive ? "1" : "0", counted, outcome.accepted ? "1" : "0", outcome.reason ?? "",
                    outcome.weighedScore.map { "\($0.total)" } ?? "",
                ] + names.map { name in measures[name].map { "\($0.value)" } ?? "" }
                + names.map { name in measures[name].map { "\($0.cost)" } ?? "" }
            rows.append(fields.map(Self.cell).joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func cell(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
