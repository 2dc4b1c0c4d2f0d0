import Foundation
import StrokeEvaluation
import Testing

/// `gesturelab eval A.jsonl B.jsonl 'dir/*.jsonl'`: several files as one set, with clear errors.
@Suite("eval over several stroke files")
struct MultiFileEvalTests {
    /// A fresh folder holding the given files (name → lines).
    private func folder(_ files: [String: [String]]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("multi-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, lines) in files {
            try lines.joined(separator: "\n").write(
                to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    private func line(_ name: String, _ subject: Int, source: String? = nil) -> String {
        let sourceField = source.map { ", \"source\": \"\($0)\"" } ?? ""
        return "{\"name\": \"\(name)\", \"subject\": \(subject)\(sourceField), \"points\": [[0, 0, 0], [10, 5, 16]]}"
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("two files and a pattern are read as one set, each file once, in the order given")
    func severalFiles() throws {
        let dir = try folder([
            "a.jsonl": [line("circle", 1), line("arrow", 1)],
            "b-dev.jsonl": [line("circle", 110)],
            "c-dev.jsonl": [line("arrow", 1001)],
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let strokes = try StrokeFileSet.read([dir.path + "/a.jsonl", dir.path + "/*-dev.jsonl", dir.path + "/a.jsonl"])
        #expect(strokes.map(\.subject) == [1, 1, 110, 1001])
        #expect(strokes.map(StrokeFileSet.fileName(of:)) == ["a.jsonl", "a.jsonl", "b-dev.jsonl", "c-dev.jsonl"])
    }

    @Test("a missing file, a pattern that matches nothing and a folder are errors naming what was given")
    func badArguments() throws {
        let dir = try folder(["a.jsonl": [line("circle", 1)]])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            message { _ = try StrokeFileSet.read([dir.path + "/nope.jsonl"]) } == "\(dir.path)/nope.jsonl: no such file"
        )
        #expect(
            message { _ = try StrokeFileSet.read([dir.path + "/*.csv"]) }
                == "\(dir.path)/*.csv: the pattern matches no file")
        #expect(message { _ = try StrokeFileSet.read([dir.path]) }?.contains("a folder, not a stroke file") == true)
    }

    @Test("one subject number in two files is an error unless both files name the same source")
    func subjectClash() throws {
        let dir = try folder([
            "a.jsonl": [line("circle", 4)], "b.jsonl": [line("arrow", 4)],
            "s1.jsonl": [line("circle", 7, source: "collect")], "s2.jsonl": [line("arrow", 7, source: "collect")],
            "m.jsonl": [line("circle", 7, source: "mmg")],
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            message { _ = try StrokeFileSet.read([dir.path + "/a.jsonl", dir.path + "/b.jsonl"]) }
                == "\(dir.path)/b.jsonl: subject 4 is also in \(dir.path)/a.jsonl; a subject number must name one person across files"
        )
        #expect(try StrokeFileSet.read([dir.path + "/s1.jsonl", dir.path + "/s2.jsonl"]).count == 2)
        #expect(message { _ = try StrokeFileSet.read([dir.path + "/s1.jsonl", dir.path + "/m.jsonl"]) } != nil)
    }

    @Test("by parity (tickle, Z, slide) the parts split people, never strokes: $1 1–4 and even ids against the rest")
    func personSplit() {
        let subjects = [1, 4, 5, 11, 110, 111, 1002, 5001]
        let strokes = subjects.map { RecordedStroke(name: "x", subject: $0, points: []) }
        #expect(
            strokes.filter { PersonSplit.design.contains($0, dividedBy: .parity) }.map(\.subject) == [1, 4, 110, 1002])
        #expect(
            strokes.filter { PersonSplit.lockBox.contains($0, dividedBy: .parity) }.map(\.subject) == [
                5, 11, 111, 5001,
            ])
    }

    @Test("by thirds (circle, chevron) the lock box is DesignSplit's: $1 5 and up, MMG 161 and 112, EDS 1003, 5003")
    func thirdsSplit() {
        // DesignSplit's lock box: MMG 161, 175, 194 (finger), 112, 168, 195 (stylus); EDS 1003, 1006, 1009, 1012,
        // 1103, 1106, 1109; Quick, Draw! players whose number leaves 2 when divided by 3.
        let subjects = [1, 4, 5, 110, 112, 161, 1002, 1003, 5001, 5003]
        let strokes = subjects.map { RecordedStroke(name: "x", subject: $0, points: []) }
        #expect(
            strokes.filter { PersonSplit.design.contains($0, dividedBy: .thirds) }.map(\.subject)
                == [1, 4, 110, 1002, 5001])
        #expect(
            strokes.filter { PersonSplit.lockBox.contains($0, dividedBy: .thirds) }.map(\.subject)
                == [5, 112, 161, 1003, 5003])
    }

    @Test("one division a recognizer: `--split` and the sweep's figures put a person in the same part")
    func oneDivisionPerRecognizer() {
        #expect(EvaluatedRecognizer.circle.division == .thirds && EvaluatedRecognizer.chevron.division == .thirds)
        #expect(EvaluatedRecognizer.tickle.division == .parity && EvaluatedRecognizer.zStroke.division == .parity)
        // MMG 194 is in the circle's lock box but, by parity, one of the tickle's design people.
        let outcome = StrokeOutcome(
            stroke: RecordedStroke(name: "arrow", subject: 194, points: []), accepted: true, reason: nil, overlays: [],
            checks: [])
        for recognizer in [EvaluatedRecognizer.circle, .tickle] {
            let parts = SplitFigures.parts(
                of: StrokeEvaluation(recognizer: recognizer, positiveName: "none", outcomes: [outcome]))
            let part: DesignSplit.Part = recognizer.division == .thirds ? .lockBox : .development
            #expect(parts[part]?.falseAccepts == 1, "\(recognizer.name)")
            #expect(
                PersonSplit(rawValue: part == .lockBox ? "lock-box" : "design")!.contains(
                    outcome.stroke, dividedBy: recognizer.division))
        }
    }

    @Test("the look-alike table counts only the look-alikes, by name, person and file")
    func confusablePairs() {
        let outcomes = [
            ("arrow", 1, true), ("arrow", 1, false), ("arrow", 2, false), ("circle", 1, true), ("tickle", 1, true),
        ]
        .enumerated().map { index, entry in
            StrokeOutcome(
                stroke: RecordedStroke(name: entry.0, subject: entry.1, source: "d.jsonl:\(index + 1)", points: []),
                accepted: entry.2, reason: nil, overlays: [], checks: [])
        }
        let pairs = ConfusablePairs(StrokeEvaluation(recognizer: .tickle, positiveName: "tickle", outcomes: outcomes))
        #expect(
            pairs.rows.map { "\($0.name) \($0.accepted)/\($0.strokes) \($0.peopleAccepted) of \($0.people)" } == [
                "arrow 1/3 1 of 2"
            ])
        #expect(pairs.report.contains("by file: d.jsonl 1/3 = 33.33%"))
    }
}
