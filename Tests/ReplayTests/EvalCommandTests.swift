import ArgumentParser
import Foundation
import GestureLabCommands
import Testing

@Suite("gesturelab eval (the command)")
struct EvalCommandTests {
    private let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TutorialRecognizersTests/Fixtures/strokes-sample.jsonl").path

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eval-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the command fails with a validation error (non-zero exit) on a missing file")
    func missingFile() throws {
        let command = try EvalCommand.parse(["/nonexistent/strokes.jsonl"])
        #expect(throws: ValidationError.self) { try command.run() }
        #expect(EvalCommand.exitCode(for: ValidationError("x")) != .success)
    }

    @Test("an unknown recognizer name is a usage error")
    func unknownRecognizer() {
        #expect(throws: (any Error).self) { try EvalCommand.parse([sample, "--recognizer", "squiggle"]) }
    }

    @Test("--report writes index.html, a thumbnail per miss and false accept, and the sweep plot")
    func report() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report")
        // The sample's "arc" counts as the positive: the circle recognizer misses it and accepts the three circles.
        try EvalCommand.parse([sample, "--recognizer", "circle", "--positive", "arc", "--report", target.path]).run()
        let files = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(
            files == [
                "index.html", "stroke-0001.png", "stroke-0002.png", "stroke-0003.png", "stroke-0004.png", "sweep.png",
            ])
        let html = try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"stroke-0004.png\""))
        #expect(html.contains("false accept"))
        let png = try Data(contentsOf: target.appendingPathComponent("stroke-0001.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Writing again replaces the earlier report and leaves nothing else beside it.
        try EvalCommand.parse([sample, "--recognizer", "circle", "--report", target.path]).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report"])
    }

    @Test("a folder that is not an earlier report is refused, untouched, with nothing half-written beside it")
    func refusesOtherFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: target.appendingPathComponent("holiday.txt"))
        let command = try EvalCommand.parse([sample, "--report", target.path])
        #expect(throws: ValidationError.self) { try command.run() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["holiday.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photos"])
    }
}
