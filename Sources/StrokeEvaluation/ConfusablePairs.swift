/// The negatives that look most like a recognizer's positive (arrows and zig-zags for a tickle, question marks and
/// left chevrons for a Z), measured on their own: false accepts come from them first on people never seen, and a
/// pooled rate over thousands of unlike strokes hides them. Counted by name, by file and by person; a name the protocol
/// sets aside for the recognizer (a question mark's dot drawn as a loop, for the circle) is not a look-alike.
public struct ConfusablePairs: Sendable {
    /// True when `name` is one of `patterns`.
    public static func matches(_ name: String, _ patterns: [String]) -> Bool {
        patterns.contains { $0.hasSuffix("*") ? name.hasPrefix($0.dropLast()) : name == $0 }
    }

    /// One look-alike name's figures.
    public struct Row: Sendable {
        public let name: String
        public let strokes: Int
        public let accepted: Int
        /// How many people drew it, and how many of them had at least one accepted.
        public let people: Int
        public let peopleAccepted: Int
        /// The person with the most accepted (subject, accepted, strokes), if any was accepted.
        public let worst: (subject: Int?, accepted: Int, strokes: Int)?
    }

    public let evaluation: StrokeEvaluation
    public let rows: [Row]
    /// Accepted and total look-alikes per file, in file order.
    public let byFile: [(file: String, accepted: Int, strokes: Int)]

    public init(_ evaluation: StrokeEvaluation) {
        self.evaluation = evaluation
        let patterns = evaluation.recognizer.lookAlikes
        let outcomes = evaluation.outcomes.filter {
            $0.stroke.name != evaluation.positiveName && Self.matches($0.stroke.name, patterns)
                && !evaluation.recognizer.setAside.contains($0.stroke.name)
        }
        let names = Set(outcomes.map(\.stroke.name)).sorted()
        rows = names.map { name in
            let mine = outcomes.filter { $0.stroke.name == name }
            var perPerson: [Int?: (accepted: Int, strokes: Int)] = [:]
            for outcome in mine {
                perPerson[outcome.stroke.subject, default: (0, 0)].strokes += 1
                perPerson[outcome.stroke.subject, default: (0, 0)].accepted += outcome.accepted ? 1 : 0
            }
            let worst = perPerson.filter { $0.value.accepted > 0 }.max {
                ($0.value.accepted, -($0.key ?? -1)) < ($1.value.accepted, -($1.key ?? -1))
            }
            return Row(
                name: name, strokes: mine.count, accepted: mine.filter(\.accepted).count, people: perPerson.count,
                peopleAccepted: perPerson.values.filter { $0.accepted > 0 }.count,
                worst: worst.map { ($0.key, $0.value.accepted, $0.value.strokes) })
        }
        var files: [String] = []
        var counts: [String: (accepted: Int, strokes: Int)] = [:]
        for outcome in outcomes {
            let file = StrokeFileSet.fileName(of: outcome.stroke)
            if counts[file] == nil { files.append(file) }
            counts[file, default: (0, 0)].strokes += 1
            counts[file, default: (0, 0)].accepted += outcome.accepted ? 1 : 0
        }
        byFile = files.map { ($0, counts[$0]!.accepted, counts[$0]!.strokes) }
    }

    public var accepted: Int { rows.reduce(0) { $0 + $1.accepted } }
    public var strokes: Int { rows.reduce(0) { $0 + $1.strokes } }

    public var report: String {
        var lines = [
            "recognizer: \(evaluation.recognizer.name)   positive: \(evaluation.positiveName)   (look-alike negatives)",
            "",
        ]
        guard !rows.isEmpty else {
            lines.append(
                "no look-alike strokes in the files (\(evaluation.recognizer.lookAlikes.joined(separator: ", ")))"
            )
            return lines.joined(separator: "\n")
        }
        let width = max(14, rows.map(\.name.count).max() ?? 0)
        lines.append(
            Text.pad("stroke", width) + "   " + Text.pad("accepted", 22) + Text.pad("people", 16) + "worst person")
        for row in rows {
            let worst = row.worst.map { "\($0.subject.map(String.init) ?? "?"): \($0.accepted)/\($0.strokes)" } ?? "—"
            lines.append(
                Text.pad(row.name, width) + "   "
                    + Text.pad("\(row.accepted)/\(row.strokes) = \(Text.percent(row.accepted, row.strokes))", 22)
                    + Text.pad("\(row.peopleAccepted) of \(row.people)", 16) + worst)
        }
        lines.append(
            Text.pad("all look-alikes", width) + "   " + "\(accepted)/\(strokes) = \(Text.percent(accepted, strokes))")
        lines.append(
            "by file: "
                + byFile.map { "\($0.file) \($0.accepted)/\($0.strokes) = \(Text.percent($0.accepted, $0.strokes))" }
                .joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
