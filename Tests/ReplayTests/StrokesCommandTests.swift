import ArgumentParser
import Foundation
import GestureLabCommands
import Testing

@Suite("gesturelab strokes and collect (the commands' arguments and bad input)")
struct StrokesCommandTests {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Strokes of subjects 1…`people`, one circle each, in a file of the published sets' shape.
    private func file(_ name: String, people: ClosedRange<Int>, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let lines = people.map {
            "{\"name\":\"circle\",\"subject\":\($0),\"speed\":\"fast\",\"sample\":1,\"points\":[[0,0,0],[9,9,16]]}\n"
        }
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Parses and runs a `strokes` command line.
    private func run(_ arguments: [String]) throws {
        var command = try StrokesCommand.parseAsRoot(arguments)
        try command.run()
    }

    /// The message of the error `body` throws, or nil.
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return StrokesCommand.message(for: error)
        }
    }

    @Test("split writes two files whose people do not overlap, and refuses to overwrite")
    func split() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try file("all.jsonl", people: 1...10, in: folder)
        let development = folder.appendingPathComponent("dev.jsonl").path
        let heldOut = folder.appendingPathComponent("held.jsonl").path
        let arguments = ["split", input, "--hold-out", "30%", "--development", development, "--held-out", heldOut]
        try run(arguments)
        func subjects(_ path: String) throws -> Set<String> {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return Set(
                text.split(separator: "\n").compactMap { $0.split(separator: ",").dropFirst().first.map(String.init) })
        }
        let developmentPeople = try subjects(development)
        let heldOutPeople = try subjects(heldOut)
        #expect(developmentPeople.count == 7 && heldOutPeople.count == 3)
        #expect(developmentPeople.isDisjoint(with: heldOutPeople))
        let again = message { try run(arguments) }
        #expect(again?.contains("exists already") == true)
    }

    @Test(
        "bad input is a clear error",
        arguments: [
            (["split", "IN", "--hold-out", "0%", "--development", "a", "--held-out", "b"], "between 0% and 100%"),
            (["split", "IN", "--hold-out", "lots", "--development", "a", "--held-out", "b"], "is not a share"),
            (["split", "IN", "--development", "a", "--held-out", "a"], "are one file"),
            (["merge", "IN", "IN", "--output", "m"], "is given twice"),
            (["merge", "IN", "--output", "IN"], "both an input and an output"),
            (["info", "/nonexistent.jsonl"], "/nonexistent.jsonl: no such file"),
        ])
    func badInput(arguments: [String], expected: String) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try file("in.jsonl", people: 1...3, in: folder)
        let resolved = arguments.map { argument -> String in
            switch argument {
            case "IN": input
            case "a", "b", "m": folder.appendingPathComponent(argument).path
            default: argument
            }
        }
        let error = message { try run(resolved) }
        #expect(error?.contains(expected) == true, "\(error ?? "no error")")
    }

    @Test("collect refuses unknown kinds and speeds and a repetition count out of range before opening anything")
    func collectArguments() {
        for (arguments, expected) in [
            (["--kinds", "circle,squiggle"], "unknown kind 'squiggle'"),
            (["--speeds", "warp"], "unknown speed 'warp'"),
            (["--repetitions", "0"], "1…50"),
        ] {
            do {
                _ = try CollectCommand.parse(["strokes.jsonl"] + arguments)
                Issue.record("accepted \(arguments)")
            } catch {
                #expect(CollectCommand.message(for: error).contains(expected), "\(CollectCommand.message(for: error))")
            }
        }
    }
}
