import ArgumentParser
import Foundation
import GestureLabCommands
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// The $1 development file (shared/ sits beside the repository, in CI too).
let dollarDevelopmentFile = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/datasets/strokes/dollar1-dev.jsonl").path

@Suite("gesturelab eval --verdicts and eval diff (the commands)")
struct EvalDiffCommandTests {
    private let sample = strokesSample

    /// Runs the app; a test that needs it fails with the reason when it is not built.
    private func app(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try runApp(arguments)
    }

    @Test("eval --verdicts writes the same bytes twice apart from the date, and diffing it with itself flips nothing")
    func selfDiff() throws {
        try withTemporaryFolder { folder in
            let first = "\(folder)/first.jsonl"
            let second = "\(folder)/second.jsonl"
            for path in [first, second] {
                let run = try app(["eval", sample, "--recognizer", "chevron", "--verdicts", path])
                #expect(run.status == 0, "\(run.errors)")
            }
            let undated = { (path: String) throws -> String in
                try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                    of: #""date":"[^"]*""#, with: "\"date\":\"\"", options: .regularExpression)
            }
            #expect(try undated(first) == undated(second))
            let diff = try app(["eval", "diff", first, second, "--fail-on", "regression"])
            #expect(diff.status == 0)
            #expect(diff.output.contains("flipped: 0 of 8 strokes"))
            #expect(diff.output.contains("newly missed positives: none"))
        }
    }

    @Test("--perturbed-verdicts writes the strokes as recorded and under each variation; eval diff names the variation")
    func perturbedVerdicts() throws {
        try withTemporaryFolder { folder in
            let out = "\(folder)/perturbed"
            let run = try app(["eval", sample, "--recognizer", "chevron", "--perturb", "--perturbed-verdicts", out])
            #expect(run.status == 0, "\(run.errors)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
            #expect(names.count == Perturbation.variations(for: .chevron).count + 1)
            #expect(names.contains("as-recorded.jsonl"))
            #expect(names.contains("rotated-minus-10.jsonl"))
            #expect(names.contains("first-leg-3x-second.jsonl"))
            // Each file holds the recall its row of the printed table gives.
            let rotated = try VerdictLines.read(path: "\(out)/rotated-minus-10.jsonl")
            #expect(rotated.header.variation == "rotated −10°")
            let positives = rotated.verdicts.filter(\.positive)
            let row = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("rotated −10°") })
            #expect(row.contains("\(positives.filter(\.accepted).count)/\(positives.count) = "), "\(row)")
            let diff = try app(["eval", "diff", "\(out)/as-recorded.jsonl", "\(out)/rotated-minus-10.jsonl"])
            #expect(diff.status == 0, "\(diff.errors)")
            #expect(diff.output.contains("NEW: chevron, perturbed: rotated −10° (GestureLab"))
            #expect(diff.output.contains("of 8 strokes"))
        }
    }

    @Test("--perturbed-verdicts without --perturb is refused before anything runs")
    func perturbedVerdictsNeedPerturb() throws {
        try withTemporaryFolder { folder in
            let run = try app(["eval", sample, "--recognizer", "chevron", "--perturbed-verdicts", "\(folder)/out"])
            #expect(run.status != 0)
            #expect(run.errors.contains("give --perturb too"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }

    @Test("--fail-on regression exits 1 on a deliberately loosened limit, and prints the flips")
    func loosenedLimitFails() throws {
        try withTemporaryFolder { folder in
            let strict = "\(folder)/strict.jsonl"
            let loose = "\(folder)/loose.jsonl"
            #expect(try app(["eval", sample, "--recognizer", "circle", "--verdicts", strict]).status == 0)
            // The same strokes judged with the circle's score threshold raised from 2 to 15, which lets the negatives
            // refused for a summed cost below 15 through (the sample's rectangle and open arc).
            let files = try StrokeFileSet.readFiles([sample])
            let threshold = try #require(
                EvaluatedRecognizer.circle.thresholds.first { $0.name == "circle score threshold" })
            let setting = ThresholdSetting(threshold: threshold, value: 15)
            let evaluation = StrokeEvaluation.run(.circle, strokes: files.flatMap(\.strokes), setting: setting)
            let verdicts = VerdictFile(
                evaluation: evaluation, files: files, split: "all", setting: setting,
                build: VerdictFile.Build(version: "test", commit: "test"), date: Date())
            try VerdictLines.text(of: verdicts).write(toFile: loose, atomically: true, encoding: .utf8)
            let diff = try app(["eval", "diff", strict, loose, "--fail-on", "regression"])
            #expect(diff.status == 1)
            #expect(diff.errors.hasPrefix("regression: 0 positives newly missed, "))
            #expect(diff.output.contains("newly accepted negatives: "))
            // Without --fail-on the same diff is a report, exit 0; the other way round it is all fixes.
            #expect(try app(["eval", "diff", strict, loose]).status == 0)
            #expect(try app(["eval", "diff", loose, strict, "--fail-on", "regression"]).status == 0)
        }
    }

    @Test("files of different recognizers' questions or of different stroke files are refused with one line, exit 64")
    func refusals() throws {
        try withTemporaryFolder { folder in
            let circle = "\(folder)/circle.jsonl"
            let chevron = "\(folder)/chevron.jsonl"
            let other = "\(folder)/other.jsonl"
            let otherStrokes = "\(folder)/strokes.jsonl"
            let lines = try String(contentsOfFile: sample, encoding: .utf8).split(separator: "\n")
            try (lines.dropLast().joined(separator: "\n") + "\n").write(
                toFile: otherStrokes, atomically: true, encoding: .utf8)
            #expect(try app(["eval", sample, "--recognizer", "circle", "--verdicts", circle]).status == 0)
            #expect(try app(["eval", sample, "--recognizer", "chevron", "--verdicts", chevron]).status == 0)
            #expect(try app(["eval", otherStrokes, "--recognizer", "circle", "--verdicts", other]).status == 0)
            for (new, words) in [(chevron, "answer different questions"), (other, "different stroke files")] {
                let run = try app(["eval", "diff", circle, new])
                #expect(run.status == 64)
                let message = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(message.contains(words), "\(message)")
                #expect(!message.contains("\n"), "one line: \(message)")
            }
            let notVerdicts = try app(["eval", "diff", circle, sample])
            #expect(notVerdicts.status == 64)
            #expect(notVerdicts.errors.contains("not a verdict file"))
        }
    }

    @Test("--report writes a table with a before and after thumbnail of each flip and the command that plays it")
    func report() throws {
        try withTemporaryFolder { folder in
            let circle = "\(folder)/circle.jsonl"
            let tutorial = "\(folder)/tutorial.jsonl"
            #expect(try app(["eval", sample, "--recognizer", "circle", "--verdicts", circle]).status == 0)
            #expect(try app(["eval", sample, "--recognizer", "tutorial-circle", "--verdicts", tutorial]).status == 0)
            let run = try app(["eval", "diff", circle, tutorial, "--report", "\(folder)/report"])
            #expect(run.status == 0, "\(run.errors)")
            let flips = run.output.split(separator: "\n").filter { $0.hasPrefix("    ") }.count
            let html = try String(contentsOfFile: "\(folder)/report/index.html", encoding: .utf8)
            let pictures = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/report")
                .filter { $0.hasSuffix(".png") }
            #expect(pictures.count == 2 * flips)
            #expect(html.components(separatedBy: "<img ").count - 1 == 2 * flips)
            #expect(html.contains("<table>") && html.contains("<th>play it alone</th>"))
            if flips > 0 {
                #expect(
                    html.contains(
                        "gesturelab eval \(sample) --recognizer tutorial-circle --stroke strokes-sample.jsonl:"))
            }
            // A folder that is not an earlier diff report is left alone.
            let refused = try app(["eval", "diff", circle, tutorial, "--report", folder])
            #expect(refused.status == 64)
        }
    }

    @Test("--stroke takes the file's path as typed; a stroke the files do not hold is an error")
    func oneStroke() throws {
        let run = try app(["eval", sample, "--recognizer", "circle", "--stroke", "\(sample):1"])
        #expect(run.status == 0, "\(run.errors)")
        // Named by the path as typed, the stroke is the one the tables call strokes-sample.jsonl:1.
        #expect(run.output.hasPrefix("strokes-sample.jsonl:1: circle (positive)"))
        #expect(run.output.contains("— circle recognized"))
        let missing = try app(["eval", sample, "--recognizer", "circle", "--stroke", "strokes-sample.jsonl:99"])
        #expect(missing.status == 64)
        #expect(missing.errors.contains("--stroke strokes-sample.jsonl:99: no stroke of the files has that source"))
    }

    @Test("circle against tutorial-circle on the $1 development file lists exactly the strokes whose verdicts differ")
    func circleAgainstTutorial() throws {
        try #require(
            FileManager.default.fileExists(atPath: dollarDevelopmentFile),
            "the $1 development file is missing: \(dollarDevelopmentFile) (shared/ beside the repository)")
        try withTemporaryFolder { folder in
            let circle = "\(folder)/circle.jsonl"
            let tutorial = "\(folder)/tutorial.jsonl"
            for (recognizer, path) in [("circle", circle), ("tutorial-circle", tutorial)] {
                let run = try app(["eval", dollarDevelopmentFile, "--recognizer", recognizer, "--verdicts", path])
                #expect(run.status == 0, "\(run.errors)")
            }
            // The strokes whose "accepted" differs, read from the two files directly.
            func accepted(_ path: String) throws -> [String: Bool] {
                let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
                var result: [String: Bool] = [:]
                for line in lines {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    result[try #require(object["source"] as? String)] = try #require(object["accepted"] as? Bool)
                }
                return result
            }
            let before = try accepted(circle)
            let after = try accepted(tutorial)
            #expect(before.count == 3780 && Set(before.keys) == Set(after.keys))
            let differing = Set(before.keys.filter { before[$0] != after[$0] })
            #expect(!differing.isEmpty)
            let diff = try app(["eval", "diff", circle, tutorial])
            #expect(diff.status == 0)
            let listed = diff.output.split(separator: "\n").filter { $0.hasPrefix("    ") }
                .map { String($0.dropFirst(4).prefix { $0 != " " }) }
            #expect(listed.count == differing.count)
            #expect(Set(listed) == differing)
            #expect(diff.output.contains("flipped: \(differing.count) of 3780 strokes"))
        }
    }
}
