/// How much room each threshold leaves: for every test a recognizer makes, the accepted positive that came closest
/// to failing it, and the negatives that only this test stopped (the near misses), with how close they came.
public struct MarginTable: Sendable {
    /// One test's margins. Room is a fraction of the limit: +0.10 means 10% of the limit to spare.
    public struct Row: Sendable {
        public let check: String
        public let limit: Double
        public let isUpperLimit: Bool
        /// The accepted positive closest to the limit: its value and room.
        public let closestPositive: (value: Double, room: Double, source: String)?
        /// Negatives stopped by this test alone, and the one that came closest.
        public let nearMisses: Int
        public let closestNegative: (value: Double, room: Double, name: String, source: String)?
    }

    public let rows: [Row]

    public init(_ evaluation: StrokeEvaluation) {
        var order: [String] = []
        var positives: [String: (Double, Double, String)] = [:]
        var negatives: [String: (Double, Double, String, String)] = [:]
        var nearMisses: [String: Int] = [:]
        var limits: [String: (Double, Bool)] = [:]
        for outcome in evaluation.outcomes {
            for check in outcome.checks where limits[check.name] == nil {
                order.append(check.name)
                limits[check.name] = (check.limit, check.isUpperLimit)
            }
            let isPositive = outcome.stroke.name == evaluation.positiveName
            if isPositive && outcome.accepted {
                for check in outcome.checks where check.room < positives[check.name]?.1 ?? .infinity {
                    positives[check.name] = (check.value, check.room, outcome.stroke.source)
                }
            } else if !isPositive {
                let failing = outcome.checks.filter { !$0.passes }
                guard failing.count == 1, let check = failing.first else { continue }
                nearMisses[check.name, default: 0] += 1
                if check.room > negatives[check.name]?.1 ?? -.infinity {
                    negatives[check.name] = (check.value, check.room, outcome.stroke.name, outcome.stroke.source)
                }
            }
        }
        rows = order.map { name in
            Row(
                check: name, limit: limits[name]!.0, isUpperLimit: limits[name]!.1,
                closestPositive: positives[name].map { (value: $0.0, room: $0.1, source: $0.2) },
                nearMisses: nearMisses[name, default: 0],
                closestNegative: negatives[name].map { (value: $0.0, room: $0.1, name: $0.2, source: $0.3) })
        }
    }

    public var report: String {
        guard !rows.isEmpty else { return "margins: this recognizer reports no threshold tests" }
        var lines = [
            "margins (room = distance to the limit as a fraction of it; + passes, − fails)", "",
            Text.pad("test", 26) + Text.pad("limit", 10) + Text.pad("closest accepted positive", 50)
                + "negatives stopped by this test alone (closest)",
        ]
        for row in rows {
            let limit = (row.isUpperLimit ? "≤ " : "≥ ") + Text.fixed(row.limit)
            let positive =
                row.closestPositive.map {
                    "\(Text.fixed($0.value, 3)) (room \(Text.percent($0.room))) \($0.source)"
                } ?? "—"
            let negative =
                row.closestNegative.map {
                    "\(row.nearMisses): \(Text.fixed($0.value, 3)) (room \(Text.percent($0.room))) \($0.name) \($0.source)"
                } ?? "0"
            lines.append(Text.pad(row.check, 26) + Text.pad(limit, 10) + Text.pad(positive, 50) + negative)
        }
        return lines.joined(separator: "\n")
    }
}
