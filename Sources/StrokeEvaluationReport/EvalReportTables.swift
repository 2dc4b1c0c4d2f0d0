import StrokeEvaluation

/// The report's tables, each from the figures `gesturelab eval` prints: per stroke name, per part (design, lock box,
/// collected), per person, margins and look-alikes.
enum EvalReportTables {
    /// Strokes and recognized per name; the positive's row marked.
    static func perName(_ evaluation: StrokeEvaluation) -> ReportTable {
        var table = ReportTable(id: "per-name", headers: ["stroke name", "role", "strokes", "recognized", "rate"])
        for row in evaluation.rows {
            let isPositive = row.name == evaluation.positiveName
            table.add(
                [
                    .init(row.name), .init(isPositive ? "positive" : "negative"), .count(row.strokes),
                    .count(row.recognized), .share(row.recognized, row.strokes),
                ], class: isPositive ? "positive" : nil)
        }
        return table
    }

    /// The design protocol's parts (`SplitFigures`): recall, the worst person, and the false accepts counted against
    /// the budget, with the negatives set aside on a column of their own.
    static func parts(_ evaluation: StrokeEvaluation) -> ReportTable {
        var table = ReportTable(
            id: "parts",
            headers: [
                "part", "recall", "worst person", "false accepts (budget)", "set aside (the shape itself)",
            ])
        let figures = SplitFigures.parts(of: evaluation)
        for part in DesignSplit.Part.allCases {
            guard let part = figures[part].map({ (part, $0) }), !part.1.isEmpty else { continue }
            let (name, figures) = part
            let worst = figures.worst()
            table.add([
                .init(name.rawValue), .share(figures.recognized, figures.positives),
                worst.map {
                    .init(
                        "\($0.subject): \(Text.percent($0.recognized, $0.positives))",
                        sortValue: Double($0.recognized) / Double($0.positives))
                } ?? .none,
                .share(figures.falseAccepts, figures.negatives), .share(figures.setAsideAccepts, figures.setAside),
            ])
        }
        return table
    }

    /// Each person alone (`SubjectTable`), with the part they belong to.
    static func perPerson(_ evaluation: StrokeEvaluation) -> ReportTable {
        var table = ReportTable(
            id: "per-person",
            headers: ["person", "part", "positives", "recognized", "recall", "negatives", "false accepts", "rate"])
        let division = evaluation.recognizer.division
        var partOfSubject: [Int?: String] = [:]
        for outcome in evaluation.outcomes where partOfSubject[outcome.stroke.subject] == nil {
            partOfSubject[outcome.stroke.subject] = division.part(of: outcome.stroke).rawValue
        }
        for row in SubjectTable(evaluation).rows {
            table.add([
                row.subject.map { .count($0) } ?? .init("?"), .init(partOfSubject[row.subject] ?? "?"),
                .count(row.positives), .count(row.recognized),
                row.positives > 0 ? .percent(row.recall) : .none, .count(row.negatives), .count(row.falseAccepts),
                row.negatives > 0 ? .percent(Double(row.falseAccepts) / Double(row.negatives)) : .none,
            ])
        }
        return table
    }

    /// For every test the recognizer makes, the accepted positive that came closest to failing it and the negatives
    /// that test alone stopped (`MarginTable`).
    static func margins(_ evaluation: StrokeEvaluation) -> ReportTable {
        var table = ReportTable(
            id: "margins",
            headers: [
                "test", "limit", "closest accepted positive", "its room", "its stroke", "negatives stopped by it alone",
                "closest of them", "its room", "its stroke",
            ])
        for row in MarginTable(evaluation).rows {
            let positive = row.closestPositive
            let negative = row.closestNegative
            table.add([
                .init(row.check), .init((row.isUpperLimit ? "≤ " : "≥ ") + Text.fixed(row.limit), sortValue: row.limit),
                positive.map { .number($0.value, digits: 3) } ?? .none, positive.map { .percent($0.room) } ?? .none,
                .init(positive?.source ?? "—"), .count(row.nearMisses),
                negative.map { .number($0.value, digits: 3) } ?? .none, negative.map { .percent($0.room) } ?? .none,
                .init(negative.map { "\($0.name) \($0.source)" } ?? "—"),
            ])
        }
        return table
    }

    /// The negatives that look most like the positive (`ConfusablePairs`), by name.
    static func lookAlikes(_ evaluation: StrokeEvaluation) -> ReportTable {
        var table = ReportTable(
            id: "look-alikes",
            headers: ["look-alike", "accepted", "people", "people with one accepted", "worst person"])
        for row in ConfusablePairs(evaluation).rows {
            table.add([
                .init(row.name), .share(row.accepted, row.strokes), .count(row.people), .count(row.peopleAccepted),
                row.worst.map {
                    .init(
                        "\($0.subject.map(String.init) ?? "?"): \($0.accepted)/\($0.strokes)",
                        sortValue: Double($0.accepted))
                } ?? .none,
            ])
        }
        return table
    }
}
