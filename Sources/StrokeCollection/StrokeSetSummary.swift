import StrokeEvaluation

/// What `gesturelab strokes info` prints: people, kinds and strokes per kind, speeds, devices and sessions.
public struct StrokeSetSummary: Sendable {
    public let strokeCount: Int
    public let people: [Int]
    public let strokesWithoutSubject: Int
    /// Strokes per kind, most first (then by name).
    public let kinds: [(name: String, strokes: Int, people: Int)]
    public let speeds: [(name: String, strokes: Int)]
    /// Sessions per device, as their headers name them.
    public let devices: [(device: String, sessions: Int)]
    public let sessionCount: Int
    public let skippedCount: Int
    public let replacedLines: Int

    public init(_ set: StrokeSet) {
        let strokes = set.strokes
        strokeCount = strokes.count
        people = set.subjects
        strokesWithoutSubject = strokes.filter { $0.subject == nil }.count
        kinds = Dictionary(grouping: strokes, by: \.name)
            .map { (name: $0.key, strokes: $0.value.count, people: Set($0.value.compactMap(\.subject)).count) }
            .sorted { ($0.strokes, $1.name) > ($1.strokes, $0.name) }
        speeds = Dictionary(grouping: strokes, by: { $0.speed ?? "(not given)" })
            .map { (name: $0.key, strokes: $0.value.count) }.sorted { ($0.strokes, $1.name) > ($1.strokes, $0.name) }
        let sessions = set.files.flatMap(\.contents.sessions)
        sessionCount = sessions.count
        devices = Dictionary(grouping: sessions, by: { "\($0.device.name) (\($0.device.kind))" })
            .map { (device: $0.key, sessions: $0.value.count) }.sorted { $0.device < $1.device }
        skippedCount = set.files.map(\.contents.skipped.count).reduce(0, +)
        replacedLines = set.files.map(\.contents.replacedLines).reduce(0, +)
    }

    /// The summary as text for the terminal.
    public var text: String {
        var lines = [
            "\(strokeCount) strokes by \(people.count) \(people.count == 1 ? "person" : "people")"
                + (strokesWithoutSubject > 0 ? " (\(strokesWithoutSubject) strokes say no subject)" : ""),
            "people: " + (people.isEmpty ? "none" : Self.ranges(people)),
            "",
            "kind".padding(toLength: 24, withPad: " ", startingAt: 0) + "strokes  people",
        ]
        for kind in kinds {
            lines.append(
                kind.name.padding(toLength: 24, withPad: " ", startingAt: 0) + pad(kind.strokes, 7) + "  "
                    + pad(kind.people, 6))
        }
        lines.append("")
        lines.append("speeds: " + speeds.map { "\($0.name) \($0.strokes)" }.joined(separator: ", "))
        if sessionCount > 0 {
            lines.append(
                "sessions: \(sessionCount); devices: "
                    + devices.map { "\($0.device) ×\($0.sessions)" }.joined(separator: ", "))
        } else {
            lines.append("sessions: none recorded (no session headers: a published set?)")
        }
        if skippedCount > 0 || replacedLines > 0 {
            lines.append("skipped prompts: \(skippedCount); redone or withdrawn strokes left out: \(replacedLines)")
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// "1–6, 9, 11" for a sorted list of numbers.
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count && numbers[end + 1] == numbers[end] + 1 { end += 1 }
            parts.append(end > index ? "\(numbers[index])–\(numbers[end])" : "\(numbers[index])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
