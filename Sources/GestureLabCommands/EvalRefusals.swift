import ArgumentParser
import StrokeEvaluation

/// The questions `gesturelab eval` cannot answer honestly, refused with one line rather than answered with a
/// misleading number.
enum EvalRefusals {
    /// `--positive NAME` must name strokes the files hold: otherwise recall has nothing to count and every stroke
    /// would be a negative.
    static func requireStrokes(named name: String, in strokes: [RecordedStroke]) throws {
        guard !strokes.contains(where: { $0.name == name }) else { return }
        let names = Set(strokes.map(\.name)).sorted()
        let shown = names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "")
        throw ValidationError("--positive \(name): no stroke of that name in the files (they hold \(shown))")
    }

    /// $P judges each stroke with the templates of the other people: with fewer than two people (or strokes that do
    /// not say who drew them) it has nothing to match against.
    static func requireOtherPeople(for recognizer: EvaluatedRecognizer, in strokes: [RecordedStroke]) throws {
        guard recognizer.learnsTemplates else { return }
        let people = Set(strokes.compactMap(\.subject)).sorted()
        guard people.count < 2 || strokes.contains(where: { $0.subject == nil }) else { return }
        let who =
            strokes.contains(where: { $0.subject == nil })
            ? "some strokes do not say who drew them (no subject)"
            : people.isEmpty ? "no stroke says who drew it" : "they are all of one person (subject \(people[0]))"
        throw ValidationError(
            "\(recognizer.name) matches each stroke against other people's templates, and \(who): give files of "
                + "several people")
    }

    /// The one stroke `--stroke` names: its source as the tables print it ("dollar1-dev.jsonl:12"), or the file's
    /// path as given and the line.
    static func stroke(_ name: String, in strokes: [RecordedStroke]) throws -> [RecordedStroke] {
        if let exact = strokes.first(where: { $0.source == name }) { return [exact] }
        if let colon = name.lastIndex(of: ":"), let line = Int(name[name.index(after: colon)...]) {
            let label = StrokeFile.label(of: String(name[..<colon]))
            if let byPath = strokes.first(where: { $0.source == "\(label):\(line)" }) { return [byPath] }
        }
        throw ValidationError(
            "--stroke \(name): no stroke of the files has that source (name one as the tables do, such as "
                + "\(strokes.first?.source ?? "dollar1-dev.jsonl:12"))")
    }
}
