import ArgumentParser
import GestureLabCommands
import Testing

@Suite("gesturelab eval (the command)")
struct EvalCommandTests {
    @Test("the command fails with a validation error (non-zero exit) on a missing file")
    func missingFile() throws {
        let command = try EvalCommand.parse(["/nonexistent/strokes.jsonl"])
        #expect(throws: ValidationError.self) { try command.run() }
        #expect(EvalCommand.exitCode(for: ValidationError("x")) != .success)
    }
}
