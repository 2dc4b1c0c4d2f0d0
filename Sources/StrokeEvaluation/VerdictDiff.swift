/// Two verdict files compared stroke by stroke (`gesturelab eval diff OLD NEW`): strokes are matched by their file's
/// SHA-256 and their line; a stroke whose verdict flipped is newly recognized or newly missed (a positive), newly
/// accepted or newly refused (a negative). Files that judged other strokes, or answer another question (another
/// positive name), are refused: their verdicts cannot be matched honestly.
public struct VerdictDiff: Sendable {
    /// One stroke's verdicts before and after.
    public struct Change: Sendable {
        public let old: VerdictFile.Verdict
        public let new: VerdictFile.Verdict
    }

    /// The four ways a verdict flips.
    public enum Flip: CaseIterable, Sendable {
        case newlyRecognized, newlyMissed, newlyAccepted, newlyRefused

        /// The heading it is listed under.
        public var title: String {
            switch self {
            case .newlyRecognized: "newly recognized positives"
            case .newlyMissed: "newly missed positives"
            case .newlyAccepted: "newly accepted negatives"
            case .newlyRefused: "newly refused negatives"
            }
        }

        /// True for a flip that breaks what worked: a positive missed, a negative accepted.
        public var isRegression: Bool { self == .newlyMissed || self == .newlyAccepted }
    }

    public let old: VerdictFile
    public let new: VerdictFile
    /// Every stroke, old and new verdict, in the new file's order.
    public let changes: [Change]

    /// The two files matched stroke by stroke; throws `VerdictDiffRefusal` when they cannot be.
    public init(old: VerdictFile, new: VerdictFile) throws {
        guard old.header.positive == new.header.positive else {
            throw VerdictDiffRefusal(
                "the files answer different questions: OLD counts \(old.header.positive) strokes as positive "
                    + "(\(old.header.recognizer)), NEW counts \(new.header.positive) (\(new.header.recognizer))")
        }
        let oldFiles = Set(old.header.files.map(\.sha256))
        let newFiles = Set(new.header.files.map(\.sha256))
        guard oldFiles == newFiles else {
            func list(_ file: VerdictFile, _ others: Set<String>) -> String {
                let only = file.header.files.filter { !others.contains($0.sha256) }
                return only.map { "\($0.file) (\($0.sha256.prefix(12)))" }.joined(separator: ", ")
            }
            let onlyOld = list(old, newFiles)
            let onlyNew = list(new, oldFiles)
            throw VerdictDiffRefusal(
                "the files judged different stroke files: only OLD has \(onlyOld.isEmpty ? "none" : onlyOld), "
                    + "only NEW has \(onlyNew.isEmpty ? "none" : onlyNew)")
        }
        func key(_ file: VerdictFile, _ verdict: VerdictFile.Verdict) -> String {
            "\(file.sha256(of: verdict) ?? verdict.file):\(verdict.line)"
        }
        var oldByKey: [String: VerdictFile.Verdict] = [:]
        for verdict in old.verdicts { oldByKey[key(old, verdict)] = verdict }
        var changes: [Change] = []
        for verdict in new.verdicts {
            guard let before = oldByKey.removeValue(forKey: key(new, verdict)) else {
                throw VerdictDiffRefusal(
                    "the files judged different strokes of the same files: NEW has \(verdict.source) and OLD has not "
                        + "(split \(old.header.split) in OLD, \(new.header.split) in NEW)")
            }
            changes.append(Change(old: before, new: verdict))
        }
        if let left = old.verdicts.first(where: { oldByKey[key(old, $0)] != nil }) {
            throw VerdictDiffRefusal(
                "the files judged different strokes of the same files: OLD has \(left.source) and NEW has not "
                    + "(split \(old.header.split) in OLD, \(new.header.split) in NEW)")
        }
        self.old = old
        self.new = new
        self.changes = changes
    }

    /// The strokes whose verdict flipped this way, in the new file's order.
    public func flipped(_ flip: Flip) -> [Change] {
        changes.filter { change in
            guard change.old.accepted != change.new.accepted else { return false }
            switch flip {
            case .newlyRecognized: return change.new.positive && change.new.accepted
            case .newlyMissed: return change.new.positive && !change.new.accepted
            case .newlyAccepted: return !change.new.positive && change.new.accepted
            case .newlyRefused: return !change.new.positive && !change.new.accepted
            }
        }
    }

    /// Every stroke whose verdict flipped, in the new file's order.
    public var flips: [Change] { changes.filter { $0.old.accepted != $0.new.accepted } }

    /// Strokes refused both times, for other words: the reason changed, the verdict did not.
    public var reasonChanges: [Change] {
        changes.filter { $0.old.accepted == $0.new.accepted && $0.old.reason != $0.new.reason }
    }

    /// True when a positive is newly missed or a negative newly accepted (`--fail-on regression`).
    public var hasRegression: Bool { Flip.allCases.contains { $0.isRegression && !flipped($0).isEmpty } }
}

/// Why two verdict files cannot be compared: one line.
public struct VerdictDiffRefusal: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
