import GestureEngine
import TutorialRecognizers

/// The stroke recognizers `gesturelab eval` can measure.
public enum EvaluatedRecognizer: String, CaseIterable, Sendable {
    case circle, chevron

    /// The stroke name that counts as a positive by default.
    public var defaultPositiveName: String {
        switch self {
        case .circle: "circle"
        case .chevron: "right_chevron"
        }
    }

    func makeRecognizer() -> GestureRecognizer {
        switch self {
        case .circle: CircleGestureRecognizer()
        case .chevron: ChevronGestureRecognizer()
        }
    }
}

/// How many strokes of each name a recognizer accepted, with recall and false-accept rate.
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

    public var positives: Row? { rows.first { $0.name == positiveName } }
    public var negativeStrokes: Int { rows.filter { $0.name != positiveName }.reduce(0) { $0 + $1.strokes } }
    public var falseAccepts: Int { rows.filter { $0.name != positiveName }.reduce(0) { $0 + $1.recognized } }

    /// Plays every stroke through a fresh window on virtual time, as a one-finger touch sequence with its recorded
    /// timestamps, and counts those for which the recognizer ended (recognized).
    public static func run(
        _ recognizer: EvaluatedRecognizer, positiveName: String? = nil, strokes: [RecordedStroke]
    ) -> StrokeEvaluation {
        var counts: [String: (strokes: Int, recognized: Int)] = [:]
        var order: [String] = []
        for stroke in strokes {
            if counts[stroke.name] == nil { order.append(stroke.name) }
            let accepted = isRecognized(stroke, by: recognizer)
            counts[stroke.name, default: (0, 0)].strokes += 1
            counts[stroke.name, default: (0, 0)].recognized += accepted ? 1 : 0
        }
        let rows = order.sorted().map { Row(name: $0, strokes: counts[$0]!.strokes, recognized: counts[$0]!.recognized) }
        return StrokeEvaluation(recognizer: recognizer, positiveName: positiveName ?? recognizer.defaultPositiveName, rows: rows)
    }

    static func isRecognized(_ stroke: RecordedStroke, by kind: EvaluatedRecognizer) -> Bool {
        let driver = VirtualTouchDriver(size: Size(width: 4096, height: 4096))
        let recognizer = kind.makeRecognizer()
        driver.window.addGestureRecognizer(recognizer)
        var recognized = false
        recognizer.addUntypedTarget { if $0.state == .ended { recognized = true } }
        driver.playStroke(stroke.points)
        driver.wait(1)  // let any timer run out
        return recognized
    }

    /// The table `gesturelab eval` prints.
    public var report: String {
        var lines = ["recognizer: \(recognizer.rawValue)   positive: \(positiveName)", ""]
        let width = max(12, rows.map(\.name.count).max() ?? 0)
        lines.append(pad("stroke", width) + "   strokes  recognized")
        for row in rows {
            let marker = row.name == positiveName ? "  ← positive" : ""
            lines.append(pad(row.name, width) + "   " + leftPad(row.strokes, 7) + "  " + leftPad(row.recognized, 10) + marker)
        }
        lines.append("")
        if let positives {
            lines.append("recall (\(positiveName)): \(positives.recognized)/\(positives.strokes) = \(percent(positives.recognized, positives.strokes))")
        } else {
            lines.append("recall (\(positiveName)): no strokes of that name in the file")
        }
        lines.append("false accepts (all other names): \(falseAccepts)/\(negativeStrokes) = \(percent(falseAccepts, negativeStrokes))")
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    private func leftPad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
    private func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "n/a" }
        let basisPoints = (Double(part) / Double(whole) * 10_000).rounded()
        return "\(Int(basisPoints) / 100).\(String(format: "%02d", Int(basisPoints) % 100))%"
    }
}
