extension Perturbation {
    /// How many of one file's positives a recognizer accepted.
    public struct FileRecall: Hashable, Sendable {
        public let file: String
        public let recognized: Int
        public let strokes: Int
    }

    /// The positives accepted, file by file (in the order of the files' names).
    public static func recallByFile(_ evaluation: StrokeEvaluation) -> [FileRecall] {
        var counts: [String: (recognized: Int, strokes: Int)] = [:]
        for outcome in evaluation.outcomes where outcome.stroke.name == evaluation.positiveName {
            let file = StrokeFileSet.fileName(of: outcome.stroke)
            counts[file, default: (0, 0)].strokes += 1
            counts[file, default: (0, 0)].recognized += outcome.accepted ? 1 : 0
        }
        return counts.keys.sorted().map {
            FileRecall(file: $0, recognized: counts[$0]!.recognized, strokes: counts[$0]!.strokes)
        }
    }

    /// Where each fragile variation's loss comes from when the positives come from several files: their recall file
    /// by file, as recorded and under each fragile variation (a source's own habits, or its digitizer's, can account
    /// for most of a loss). Empty when the positives come from one file or nothing is fragile.
    var byFileLines: [String] {
        let fragile = fragileRows
        guard Perturbation.recallByFile(original).count > 1, !fragile.isEmpty else { return [] }
        func line(_ name: String, _ evaluation: StrokeEvaluation) -> String {
            Text.pad(name, Perturbation.nameWidth)
                + Perturbation.recallByFile(evaluation).map { "\($0.file) \($0.recognized)/\($0.strokes)" }
                .joined(separator: ", ")
        }
        return ["", "recall by file, where a variation is fragile:", line("as recorded", original)]
            + fragile.map { line($0.variation, $0.evaluation) }
    }
}
