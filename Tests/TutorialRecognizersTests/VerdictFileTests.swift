import Foundation
import GestureEngine
import StrokeEvaluation
import Testing

@Suite("verdict files and eval diff")
struct VerdictFileTests {
    private let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/strokes-sample.jsonl").path
    private let build = VerdictFile.Build(version: "9.9.9", commit: "0123456789ab")

    // The FIPS 180-4 examples (NIST's "SHA256.pdf" worked examples) and the empty message.
    @Test(
        "SHA-256 as lowercase hex matches the FIPS 180-4 test vectors",
        arguments: [
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ])
    func sha256(message: String, digest: String) {
        #expect(SHA256Text.hex(of: Data(message.utf8)) == digest)
    }

    @Test("a million 'a's hash to the FIPS 180-4 long-message digest")
    func sha256Long() {
        let message = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256Text.hex(of: message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The sample's verdicts for `recognizer`, as `eval --verdicts` makes them.
    private func verdicts(
        _ recognizer: EvaluatedRecognizer, setting: ThresholdSetting? = nil, date: Date = Date(timeIntervalSince1970: 0)
    ) throws -> VerdictFile {
        let files = try StrokeFileSet.readFiles([sample])
        let evaluation = StrokeEvaluation.run(recognizer, strokes: files.flatMap(\.strokes), setting: setting)
        return VerdictFile(
            evaluation: evaluation, files: files, split: "all", setting: setting, build: build, date: date)
    }

    @Test("the header names the recognizer, its limits, the build, the file with its SHA-256 and the date")
    func header() throws {
        let text = VerdictLines.text(of: try verdicts(.circle))
        let firstLine = try #require(text.split(separator: "\n").first)
        let header = try #require(
            try JSONSerialization.jsonObject(with: Data(firstLine.utf8)) as? [String: Any])
        #expect(header["format"] as? String == "gesturelab-verdicts")
        #expect(header["recognizer"] as? String == "circle")
        #expect(header["positive"] as? String == "circle")
        #expect(header["version"] as? String == "9.9.9")
        #expect(header["commit"] as? String == "0123456789ab")
        #expect(header["date"] as? String == "1970-01-01T00:00:00Z")
        let limits = try #require(header["limits"] as? [[String: Any]])
        #expect(limits.map { $0["name"] as? String } == EvaluatedRecognizer.circle.thresholds.map(\.name))
        let files = try #require(header["files"] as? [[String: Any]])
        let expectedHash = SHA256Text.hex(of: try Data(contentsOf: URL(fileURLWithPath: sample)))
        #expect(files.count == 1 && files[0]["sha256"] as? String == expectedHash && files[0]["strokes"] as? Int == 8)
    }

    @Test("one line per stroke with the fields the issue lists, in the file's order")
    func lines() throws {
        let text = VerdictLines.text(of: try verdicts(.circle))
        let lines = text.split(separator: "\n").dropFirst()
        #expect(lines.count == 8)
        let objects = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["line"] as? Int } == Array(1...8))
        for object in objects {
            for key in ["file", "line", "name", "subject", "source", "positive", "accepted", "reason", "score"] {
                #expect(object[key] != nil, "missing \(key)")
            }
            let accepted = try #require(object["accepted"] as? Bool)
            // A refusal gives its words; an acceptance none.
            #expect((object["reason"] is NSNull) == accepted)
            #expect(object["positive"] as? Bool == (object["name"] as? String == "circle"))
        }
        // The sample's three circles are accepted (EvalTests), nothing else.
        #expect(
            objects.filter { $0["accepted"] as? Bool == true }.map { $0["name"] as? String }
                == Array(repeating: "circle", count: 3))
    }

    @Test("two runs give the same bytes apart from the date")
    func byteStable() throws {
        let first = VerdictLines.text(of: try verdicts(.chevron, date: Date(timeIntervalSince1970: 0)))
        let second = VerdictLines.text(of: try verdicts(.chevron, date: Date(timeIntervalSince1970: 86_400 * 400)))
        #expect(first != second)
        let undated = { (text: String) in
            text.replacingOccurrences(of: #""date":"[^"]*""#, with: "\"date\":\"\"", options: .regularExpression)
        }
        #expect(undated(first) == undated(second))
    }

    @Test("a file written and read back is the same verdicts (drawings kept to a thumbnail's points)")
    func roundTrip() throws {
        let written = try verdicts(.circle)
        let read = try VerdictLines.parse(VerdictLines.text(of: written), file: "v.jsonl")
        #expect(read.header == written.header)
        #expect(read.verdicts.map(\.accepted) == written.verdicts.map(\.accepted))
        #expect(read.verdicts.map(\.reason) == written.verdicts.map(\.reason))
        #expect(
            read.verdicts.allSatisfy {
                $0.drew.allSatisfy { overlay in
                    if case .polyline(let points) = overlay { return points.count <= VerdictLines.polylinePoints }
                    return true
                }
            })
        // Written again, it gives the same text.
        #expect(VerdictLines.text(of: read) == VerdictLines.text(of: written))
    }

    @Test("a perturbation's name is kept in the header and read back; a file as recorded has no such field")
    func variationRoundTrip() throws {
        var written = try verdicts(.circle)
        #expect(!VerdictLines.text(of: written).contains("\"variation\""))
        written.header.variation = "rotated −10°"
        let text = VerdictLines.text(of: written)
        #expect(text.hasPrefix("{\"format\":\"gesturelab-verdicts\""))
        #expect(text.contains("\"split\":\"all\",\"variation\":\"rotated −10°\","))
        let read = try VerdictLines.parse(text, file: "v.jsonl")
        #expect(read.header.variation == "rotated −10°")
        #expect(read.header == written.header)
    }

    @Test(
        "what is not a verdict file is refused with its file and line",
        arguments: [
            ("", "v.jsonl: empty, not a verdict file"),
            (
                "{\"name\":\"circle\",\"points\":[[0,0,0],[1,1,1]]}\n",
                "v.jsonl:1: not a verdict file (its first line is no verdict header; `gesturelab eval … --verdicts OUT.jsonl` writes one)"
            ),
        ])
    func notVerdicts(text: String, message: String) {
        #expect(throws: VerdictFileError.self) { try VerdictLines.parse(text, file: "v.jsonl") }
        do {
            _ = try VerdictLines.parse(text, file: "v.jsonl")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("a file cut short, a line twice or a line of another file is an error")
    func damaged() throws {
        let text = VerdictLines.text(of: try verdicts(.circle))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cut = lines.dropLast(2).joined(separator: "\n") + "\n"
        #expect(throws: VerdictFileError.self) { try VerdictLines.parse(cut, file: "v.jsonl") }
        do {
            _ = try VerdictLines.parse(cut, file: "v.jsonl")
        } catch {
            #expect("\(error)".hasSuffix("cut short or edited; write it again"))
        }
        lines[3] = lines[2]
        #expect(throws: VerdictFileError.self) {
            try VerdictLines.parse(lines.joined(separator: "\n"), file: "v.jsonl")
        }
        let foreign = text.replacingOccurrences(
            of: "{\"file\":\"\(sample)\",\"line\":5", with: "{\"file\":\"x\",\"line\":5")
        #expect(foreign != text)
        #expect(throws: VerdictFileError.self) { try VerdictLines.parse(foreign, file: "v.jsonl") }
    }

    // MARK: The diff

    /// A verdict on line `line` of file "f.jsonl".
    private func verdict(_ line: Int, _ name: String, subject: Int, accepted: Bool, reason: String? = nil)
        -> VerdictFile.Verdict
    {
        VerdictFile.Verdict(
            file: "f.jsonl", line: line, name: name, subject: subject, source: "f.jsonl:\(line)",
            positive: name == "circle", accepted: accepted, reason: accepted ? nil : reason ?? "too small", score: nil,
            drew: [])
    }

    private func file(_ recognizer: String, _ verdicts: [VerdictFile.Verdict], sha256: String = "aa") -> VerdictFile {
        VerdictFile(
            header: VerdictFile.Header(
                recognizer: recognizer, positive: "circle", split: "all", limits: [], calibration: nil,
                version: "1", commit: "c",
                files: [VerdictFile.JudgedFile(file: "f.jsonl", sha256: sha256, strokes: verdicts.count)],
                date: "d"),
            verdicts: verdicts)
    }

    @Test("every kind of flip is grouped, counted by name and person, and reason changes are counted apart")
    func diffGolden() throws {
        let old = file(
            "circle",
            [
                verdict(1, "circle", subject: 1, accepted: false, reason: "has corners"),
                verdict(2, "circle", subject: 2, accepted: true),
                verdict(3, "arrow", subject: 1, accepted: false),
                verdict(4, "arrow", subject: 3, accepted: true),
                verdict(5, "circle", subject: 2, accepted: true),
                verdict(6, "star", subject: 2, accepted: false, reason: "has corners"),
                verdict(7, "circle", subject: 3, accepted: false),
            ])
        let new = file(
            "tutorial-circle",
            [
                verdict(1, "circle", subject: 1, accepted: true),
                verdict(2, "circle", subject: 2, accepted: false, reason: "not closed"),
                verdict(3, "arrow", subject: 1, accepted: true),
                verdict(4, "arrow", subject: 3, accepted: false, reason: "too small"),
                verdict(5, "circle", subject: 2, accepted: true),
                verdict(6, "star", subject: 2, accepted: false, reason: "too small"),
                verdict(7, "circle", subject: 3, accepted: false),
            ])
        let diff = try VerdictDiff(old: old, new: new)
        let expected = """
            OLD: circle (GestureLab 1, commit c, d)
            NEW: tutorial-circle (GestureLab 1, commit c, d)
            strokes: 7 of f.jsonl

            recall (circle): 2/4 = 50.00% → 2/4 = 50.00%
            false accepts (all other names): 1/3 = 33.33% → 1/3 = 33.33%
            flipped: 4 of 7 strokes

            newly recognized positives: 1
              by name: circle ×1
              by person: subject 1 ×1
                f.jsonl:1 circle (subject 1): refused (has corners) → accepted

            newly missed positives: 1
              by name: circle ×1
              by person: subject 2 ×1
                f.jsonl:2 circle (subject 2): accepted → refused (not closed)

            newly accepted negatives: 1
              by name: arrow ×1
              by person: subject 1 ×1
                f.jsonl:3 arrow (subject 1): refused (too small) → accepted

            newly refused negatives: 1
              by name: arrow ×1
              by person: subject 3 ×1
                f.jsonl:4 arrow (subject 3): accepted → refused (too small)

            reason changed, verdict kept: 1 of 7 strokes
            """
        let report = diff.report
        #expect(report == expected)
        let regression = diff.hasRegression
        #expect(regression)
        #expect(diff.regressionSummary == "regression: 1 positives newly missed, 1 negatives newly accepted")
    }

    @Test("a file diffed against itself has no flips and no regression")
    func selfDiff() throws {
        let verdicts = try verdicts(.circle)
        let diff = try VerdictDiff(old: verdicts, new: verdicts)
        let clean = diff.flips.isEmpty && diff.reasonChanges.isEmpty && !diff.hasRegression
        #expect(clean)
        let report = diff.report
        #expect(report.contains("flipped: 0 of 8 strokes"))
    }

    @Test("only fixes (positives newly recognized, negatives newly refused) are no regression")
    func fixesOnly() throws {
        let old = file(
            "circle",
            [verdict(1, "circle", subject: 1, accepted: false), verdict(2, "arrow", subject: 1, accepted: true)])
        let new = file(
            "circle",
            [verdict(1, "circle", subject: 1, accepted: true), verdict(2, "arrow", subject: 1, accepted: false)])
        let diff = try VerdictDiff(old: old, new: new)
        let fixesOnly = diff.flips.count == 2 && !diff.hasRegression && diff.regressionSummary == nil
        #expect(fixesOnly)
    }

    @Test("a loosened limit accepts negatives: a regression, and the header says which limit changed")
    func loosenedLimit() throws {
        // The circle's score threshold raised from 2 to 15: a negative refused for its summed cost alone, and costing
        // less than 15 (the sample's rectangle and open arc), is now accepted.
        let threshold = try #require(
            EvaluatedRecognizer.circle.thresholds.first { $0.name == "circle score threshold" })
        let loose = ThresholdSetting(threshold: threshold, value: 15)
        let strict = try verdicts(.circle)
        let diff = try VerdictDiff(old: strict, new: try verdicts(.circle, setting: loose))
        let cheapNegatives = strict.verdicts.filter { !$0.positive && ($0.score ?? .infinity) < 15 }.map(\.source)
        let newlyAccepted = diff.flipped(.newlyAccepted).map(\.new.source)
        #expect(!cheapNegatives.isEmpty)
        #expect(newlyAccepted == cheapNegatives)
        let regression = diff.hasRegression
        #expect(regression)
        let report = diff.report
        #expect(
            report.contains("limits changed: circle score threshold \(VerdictLines.shortest(threshold.current)) → 15.0")
        )
    }

    @Test("files of other strokes, of other strokes of the same file, or of another positive are refused")
    func refusals() throws {
        let base = file("circle", [verdict(1, "circle", subject: 1, accepted: true)])
        let otherFile = file("circle", [verdict(1, "circle", subject: 1, accepted: true)], sha256: "bb")
        #expect(throws: VerdictDiffRefusal.self) { try VerdictDiff(old: base, new: otherFile) }
        let otherLine = file("circle", [verdict(2, "circle", subject: 1, accepted: true)])
        #expect(throws: VerdictDiffRefusal.self) { try VerdictDiff(old: base, new: otherLine) }
        var chevron = base
        chevron.header.positive = "right_chevron"
        chevron.header.recognizer = "chevron"
        #expect(throws: VerdictDiffRefusal.self) { try VerdictDiff(old: base, new: chevron) }
        do {
            _ = try VerdictDiff(old: base, new: otherFile)
        } catch {
            #expect(
                "\(error)"
                    == "the files judged different stroke files: only OLD has f.jsonl (aa), only NEW has f.jsonl (bb)")
        }
    }

    @Test("strokes are matched by their file's hash and line, so a moved file still matches")
    func movedFile() throws {
        let old = file("circle", [verdict(1, "circle", subject: 1, accepted: true)])
        var moved = old
        moved.header.files[0].file = "elsewhere/f.jsonl"
        moved.verdicts[0].file = "elsewhere/f.jsonl"
        moved.verdicts[0].accepted = false
        let missed = try VerdictDiff(old: old, new: moved).flipped(.newlyMissed).count
        #expect(missed == 1)
    }

    @Test("a stream is labelled by the path as given, not by its last component")
    func streamLabel() throws {
        try withFIFO { fifo in
            let files = try StrokeFileSet.readFiles([fifo])
            #expect(files.first?.label == fifo)
            #expect(files.first?.strokes.first?.source == "\(fifo):1")
            let expectedHash = SHA256Text.hex(of: try Data(contentsOf: URL(fileURLWithPath: sample)))
            #expect(files.first?.sha256 == expectedHash)
        }
    }

    /// A named pipe the sample is written into from another thread while `body` reads it.
    private func withFIFO(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("63").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let contents = try Data(contentsOf: URL(fileURLWithPath: sample))
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(contents)
                try? handle.close()
            }
        }
        writer.start()
        try body(fifo)
    }
}
