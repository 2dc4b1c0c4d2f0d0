import Foundation
import GestureEngine
import StrokeCollection
import StrokeEvaluation
import Testing

@Suite("gesturelab strokes: merge, split by person, info")
struct StrokeSetTests {
    /// A collected file of `subjects`, two circles and a v each.
    func file(_ name: String, subjects: [Int], seed: UInt64 = 9) throws -> StrokeSet.File {
        let plan = CollectionPlan(kinds: ["circle", "v"], speeds: ["natural"], repetitions: 1, seed: seed)
        var lines: [String] = []
        for subject in subjects {
            lines.append(StrokeLineEncoder.line(for: header(subject: subject, plan: plan, device: touchscreen)))
            for (kind, sample) in [("circle", 1), ("circle", 2), ("v", 1)] {
                let key = StrokeKey(subject: subject, name: kind, speed: "natural", sample: sample)
                lines.append(
                    StrokeLineEncoder.line(for: CollectedStroke(key: key, points: line(), device: touchscreen)))
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        return StrokeSet.File(path: name, contents: try StrokeFile.parseContents(text, file: name))
    }

    @Test("merged files read back with every stroke, session and subject")
    func merge() throws {
        let published = StrokeSet.File(
            path: "published.jsonl",
            contents: try StrokeFile.parseContents(
                "{\"name\":\"circle\",\"subject\":1,\"points\":[[0.25,0,0],[5,5,9]]}\n", file: "published.jsonl"))
        let set = StrokeSet(files: [
            try file("a.jsonl", subjects: [11, 12]), published, try file("b.jsonl", subjects: [13]),
        ])
        try set.checkSubjectsDoNotConflict()
        let merged = try StrokeFile.parseContents(set.text(), file: "merged.jsonl")
        #expect(merged.strokes.count == 10 && merged.sessions.map(\.subject) == [11, 12, 13])
        // The published stroke has no header, so it comes first and no session claims it.
        #expect(merged.strokes[0].subject == 1 && merged.strokes[0].session == nil)
        #expect(merged.strokes[0].points.map(\.location) == [Point(x: 0.25, y: 0), Point(x: 5, y: 5)])
        #expect(Set(merged.strokes.dropFirst().map { "\($0.subject!):\($0.session!)" }).count == 3)
    }

    @Test("strokes read from disk are written out as they were, with the fields eval does not read")
    func keepsLines() throws {
        let path = temporaryPath("published.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line =
            "{\"name\": \"circle\", \"subject\": 2, \"derived\": \"reversed\", \"points\": [[1.25, 0, 0], [5, 5, 9]]}"
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
        #expect(try StrokeSet(paths: [path]).text() == line + "\n")
    }

    @Test("one subject number answering the same prompt in two files is refused, naming both files")
    func conflict() throws {
        let set = StrokeSet(files: [try file("a.jsonl", subjects: [11]), try file("b.jsonl", subjects: [11])])
        do {
            try set.checkSubjectsDoNotConflict()
            Issue.record("accepted")
        } catch {
            #expect(
                "\(error)".contains("subject 11") && "\(error)".contains("a.jsonl") && "\(error)".contains("b.jsonl"))
        }
    }

    @Test("the split is by person: 30% of 10 people held out, nobody on both sides, seeded")
    func split() throws {
        let set = StrokeSet(files: [try file("a.jsonl", subjects: Array(101...110))])
        let parts = try set.split(holdingOut: 0.3, seed: 4)
        #expect(parts.heldOut.count == 3 && parts.development.count == 7)
        #expect(Set(parts.heldOut).isDisjoint(with: parts.development))
        #expect(Set(parts.heldOut + parts.development) == Set(101...110))
        #expect(try set.split(holdingOut: 0.3, seed: 4) == parts)
        let held = Set(parts.heldOut)
        let heldText = try StrokeFile.parseContents(set.text { held.contains($0!) }, file: "h")
        let developmentText = try StrokeFile.parseContents(set.text { !held.contains($0!) }, file: "d")
        #expect(Set(heldText.strokes.map(\.subject!)) == held)
        #expect(Set(developmentText.strokes.map(\.subject!)) == Set(parts.development))
        #expect(heldText.sessions.map(\.subject).sorted() == parts.heldOut)
    }

    @Test("a split needs two people and subjects on every stroke")
    func badSplits() throws {
        #expect(throws: StrokeSetError.self) {
            try StrokeSet(files: [try file("a.jsonl", subjects: [1])]).split(holdingOut: 0.3, seed: 1)
        }
        let anonymous = StrokeSet.File(
            path: "n.jsonl",
            contents: try StrokeFile.parseContents("{\"name\":\"v\",\"points\":[[0,0,0],[5,5,9]]}\n", file: "n.jsonl"))
        let set = StrokeSet(files: [try file("a.jsonl", subjects: [1, 2]), anonymous])
        #expect(throws: StrokeSetError.self) { try set.split(holdingOut: 0.3, seed: 1) }
    }

    @Test("info counts people, kinds, strokes per kind and devices")
    func info() throws {
        let summary = StrokeSetSummary(StrokeSet(files: [try file("a.jsonl", subjects: [1, 2, 3, 5])]))
        #expect(summary.strokeCount == 12 && summary.people == [1, 2, 3, 5])
        #expect(summary.kinds.map(\.name) == ["circle", "v"] && summary.kinds.map(\.strokes) == [8, 4])
        #expect(summary.text.contains("people: 1–3, 5"))
        #expect(summary.text.contains("Test touchscreen (touchscreen) ×4"))
    }
}
