import Foundation
import GestureEngine
import TutorialRecognizers

/// How many strokes of each name a recognizer accepted, with recall and false-accept rate, and every stroke's
/// outcome (for the margin table and the report).
public struct StrokeEvaluation: Sendable {
    /// Counts for one stroke name.
    public struct Row: Hashable, Sendable {
        public let name: String
        public let strokes: Int
        public let recognized: Int
    }

    public let recognizer: EvaluatedRecognizer
    public let positiveName: String
    public let rows: [Row]
    public let outcomes: [StrokeOutcome]

    public var positives: Row? { rows.first { $0.name == positiveName } }
    public var negativeStrokes: Int { rows.filter { $0.name != positiveName }.reduce(0) { $0 + $1.strokes } }
    public var falseAccepts: Int { rows.filter { $0.name != positiveName }.reduce(0) { $0 + $1.recognized } }
    /// Recall and false-accept rate as fractions (0 when there is nothing to count).
    public var recall: Double { positives.map { Double($0.recognized) / Double(max($0.strokes, 1)) } ?? 0 }
    public var falseAcceptRate: Double { Double(falseAccepts) / Double(max(negativeStrokes, 1)) }
    public var misses: [StrokeOutcome] { outcomes.filter { $0.stroke.name == positiveName && !$0.accepted } }
    public var falseAcceptOutcomes: [StrokeOutcome] {
        outcomes.filter { $0.stroke.name != positiveName && $0.accepted }
    }

    public init(recognizer: EvaluatedRecognizer, positiveName: String, outcomes: [StrokeOutcome]) {
        self.recognizer = recognizer
        self.positiveName = positiveName
        self.outcomes = outcomes
        var counts: [String: (strokes: Int, recognized: Int)] = [:]
        for outcome in outcomes {
            counts[outcome.stroke.name, default: (0, 0)].strokes += 1
            counts[outcome.stroke.name, default: (0, 0)].recognized += outcome.accepted ? 1 : 0
        }
        rows = counts.keys.sorted().map {
            Row(name: $0, strokes: counts[$0]!.strokes, recognized: counts[$0]!.recognized)
        }
    }

    /// Plays every stroke through a fresh window on virtual time, as a one-finger touch sequence with its recorded
    /// timestamps, and counts those for which the recognizer ended (recognized). `$P` is given templates from the
    /// same strokes, never from the person who drew the stroke it judges. `progress` hears (done, total).
    public static func run(
        _ recognizer: EvaluatedRecognizer, positiveName: String? = nil, strokes: [RecordedStroke],
        setting: ThresholdSetting? = nil, templates: PointCloudTemplates? = nil, progress: ((Int, Int) -> Void)? = nil
    ) -> StrokeEvaluation {
        let allTemplates =
            templates ?? recognizer.templates(from: strokes) ?? .empty
        var perSubject: [Int?: PointCloudTemplates] = [:]
        for subject in Set(strokes.map(\.subject)) { perSubject[subject] = allTemplates.excluding(subject: subject) }
        // Every stroke gets its own window, clock and recognizer, so chunks of strokes can be played on all cores.
        let chunkSize = 64
        let chunks = (strokes.count + chunkSize - 1) / chunkSize
        let results = ChunkResults(chunks: chunks)
        nonisolated(unsafe) let progress = progress
        let templatesBySubject = perSubject
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * chunkSize..<min(strokes.count, (chunk + 1) * chunkSize)
            let played = strokes[range].map { stroke in
                recognizer.play(stroke, setting: setting, templates: templatesBySubject[stroke.subject] ?? .empty)
            }
            results.store(played, at: chunk) { done in progress?(done, strokes.count) }
        }
        let outcomes = results.all
        return StrokeEvaluation(
            recognizer: recognizer, positiveName: positiveName ?? recognizer.defaultPositiveName, outcomes: outcomes)
    }

    /// The table `gesturelab eval` prints.
    public var report: String {
        var lines = ["recognizer: \(recognizer.name)   positive: \(positiveName)", ""]
        let width = max(12, rows.map(\.name.count).max() ?? 0)
        lines.append(Text.pad("stroke", width) + "   strokes  recognized")
        for row in rows {
            let marker = row.name == positiveName ? "  ← positive" : ""
            lines.append(
                Text.pad(row.name, width) + "   " + Text.leftPad(row.strokes, 7) + "  "
                    + Text.leftPad(row.recognized, 10)
                    + marker)
        }
        lines.append("")
        if let positives {
            lines.append(
                "recall (\(positiveName)): \(positives.recognized)/\(positives.strokes) = \(Text.percent(positives.recognized, positives.strokes))"
            )
        } else {
            lines.append("recall (\(positiveName)): no strokes of that name in the file")
        }
        lines.append(
            "false accepts (all other names): \(falseAccepts)/\(negativeStrokes) = \(Text.percent(falseAccepts, negativeStrokes))"
        )
        lines += budgetLines
        return lines.joined(separator: "\n")
    }
}

extension StrokeEvaluation {
    /// The false accepts as the protocol counts them (`SplitFigures`), when some negatives are set aside: those
    /// counted against the budget, then those set aside for this recognizer. The line above counts every other name,
    /// so a stick figure's head accepted as a circle shows there.
    var budgetLines: [String] {
        let pooled = SplitFigures.pooled(of: self)
        guard pooled.setsNegativesAside else { return [] }
        func share(_ accepted: Int, _ strokes: Int) -> String {
            "\(accepted)/\(strokes) = \(Text.percent(accepted, strokes))"
        }
        return [
            "  counted against the \(Text.percent(ThresholdSweep.falseAcceptBudget)) budget: "
                + share(pooled.falseAccepts, pooled.negatives),
            "  set aside, as the protocol says (docs/recognition.md): "
                + share(pooled.setAsideAccepts, pooled.setAside),
        ]
    }
}

/// Outcomes of chunks of strokes played on several threads, put back in order.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[StrokeOutcome]]
    private var done = 0

    init(chunks: Int) { self.chunks = Array(repeating: [], count: chunks) }

    /// Stores a chunk and tells `report` how many strokes are done, under the lock: one report at a time, in order.
    func store(_ outcomes: [StrokeOutcome], at index: Int, report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        chunks[index] = outcomes
        done += outcomes.count
        report(done)
    }

    var all: [StrokeOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return chunks.flatMap { $0 }
    }
}

/// Text helpers for the tables.
public enum Text {
    public static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    public static func leftPad(_ value: Int, _ width: Int) -> String { leftPad(String(value), width) }

    public static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// "12.34%", rounded to hundredths of a percent; "n/a" for nothing.
    public static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "n/a" }
        return percent(Double(part) / Double(whole))
    }

    public static func percent(_ fraction: Double) -> String {
        let basisPoints = Int((fraction * 10_000).rounded())
        let sign = basisPoints < 0 ? "-" : ""
        let magnitude = abs(basisPoints)
        let hundredths = magnitude % 100
        return "\(sign)\(magnitude / 100).\(hundredths < 10 ? "0" : "")\(hundredths)%"
    }

    /// A number with `digits` decimals.
    public static func fixed(_ value: Double, _ digits: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        let fractionText =
            digits == 0 ? "" : "." + Text.leftPad(String(fraction), digits).replacingOccurrences(of: " ", with: "0")
        return (value < 0 && scaled != 0 ? "-" : "") + "\(whole)" + fractionText
    }
}
