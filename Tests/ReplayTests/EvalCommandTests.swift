import ArgumentParser
import Foundation
import GestureLabTestSupport
import StrokeEvaluation
import Testing

@testable import GestureLabCommands

@Suite("gesturelab eval (the command)")
struct EvalCommandTests {
    private let sample = strokesSample

    @Test("the command fails with a validation error (non-zero exit) on a missing file")
    func missingFile() throws {
        let command = try EvalCommand.parse(["/nonexistent/strokes.jsonl"])
        #expect(throws: ValidationError.self) { try command.run() }
        #expect(EvalCommand.exitCode(for: ValidationError("x")) != .success)
    }

    @Test(
        "a perturbation's verdict file is named after it, its signs spelled out",
        arguments: [
            (nil, "as-recorded.jsonl"), ("rotated −10°", "rotated-minus-10.jsonl"),
            ("slant +25°", "slant-plus-25.jsonl"), ("0.5× size", "0-5x-size.jsonl"),
            ("start hook 5%", "start-hook-5.jsonl"), ("times lost (all 0 ms)", "times-lost-all-0-ms.jsonl"),
            ("tremor, first half", "tremor-first-half.jsonl"),
        ] as [(String?, String)])
    func perturbedVerdictFileNames(variation: String?, name: String) {
        #expect(EvalCommand.verdictFileName(of: variation) == name)
    }

    @Test("an unknown recognizer name is a usage error")
    func unknownRecognizer() {
        #expect(throws: (any Error).self) { try EvalCommand.parse([sample, "--recognizer", "squiggle"]) }
    }

    @Test("every recognizer of eval's catalog is a name --recognizer takes")
    func recognizerNames() throws {
        for recognizer in EvaluatedRecognizer.all {
            #expect(throws: Never.self) { try EvalCommand.parse([sample, "--recognizer", recognizer.name]) }
        }
    }

    @Test("--teach is for the recognizers a person can teach (circle, chevron), and not with a profile's limits")
    func teachValidation() throws {
        #expect(throws: Never.self) { try EvalCommand.parse([sample, "--recognizer", "circle", "--teach"]) }
        #expect(throws: Never.self) {
            try EvalCommand.parse([sample, "--recognizer", "chevron", "--teach", "--perturb"])
        }
        #expect(throws: (any Error).self) { try EvalCommand.parse([sample, "--recognizer", "tickle", "--teach"]) }
        #expect(throws: (any Error).self) {
            try EvalCommand.parse([sample, "--recognizer", "circle", "--teach", "--profile", "p.json"])
        }
    }

    @Test("a report folder that is not an earlier report is a validation error (non-zero exit), left untouched")
    func refusesOtherFolder() throws {
        let folder = try makeTemporaryFolder("eval-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("holiday.txt"))
        let command = try EvalCommand.parse([sample, "--report", target.path])
        #expect(throws: ValidationError.self) { try command.run() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["holiday.txt"])
    }
}
