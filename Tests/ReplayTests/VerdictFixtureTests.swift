import Foundation
import GestureLabTestSupport
import StrokeEvaluation
import Testing

/// The recognizers whose verdicts on the $1 development file are checked in (scripts/update-verdict-fixtures.sh).
private let fixtureRecognizers = ["circle", "chevron", "tickle", "z", "right-slide-down"]

@Suite("the checked-in verdicts: a recognizer change that flips a stroke regenerates them")
struct VerdictFixtureTests {
    @Test("today's verdicts on the $1 development file are the checked-in ones", arguments: fixtureRecognizers)
    func unchanged(recognizer: String) throws {
        try #require(
            FileManager.default.fileExists(atPath: dollarDevelopmentFile),
            "the $1 development file is missing: \(dollarDevelopmentFile) (shared/ beside the repository)")
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/verdicts/\(recognizer).jsonl").path
        let regenerate =
            "if these flips are meant, regenerate the checked-in verdicts with scripts/update-verdict-fixtures.sh "
            + "and commit them"
        try withTemporaryFolder { folder in
            let today = "\(folder)/\(recognizer).jsonl"
            let run = try runApp(["eval", dollarDevelopmentFile, "--recognizer", recognizer, "--verdicts", today])
            try #require(run.status == 0, "\(run.errors)")
            let diff: VerdictDiff
            do {
                diff = try VerdictDiff(
                    old: try VerdictLines.read(path: fixture), new: try VerdictLines.read(path: today))
            } catch {
                Issue.record("\(fixture) cannot be compared with today's verdicts: \(error); \(regenerate)")
                return
            }
            let flips = diff.flips.map(VerdictDiff.line)
            let message =
                "\(recognizer) now decides \(flips.count) strokes of the $1 development file differently from "
                + "Tests/Fixtures/verdicts/\(recognizer).jsonl:\n\(flips.joined(separator: "\n"))\n\(regenerate)"
            #expect(flips.isEmpty, Comment(rawValue: message))
        }
    }
}
