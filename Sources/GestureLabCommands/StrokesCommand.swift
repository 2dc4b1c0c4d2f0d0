import ArgumentParser
import Foundation
import StrokeCollection
import StrokeEvaluation

/// `gesturelab strokes`: merge, split and summarize stroke files.
public struct StrokesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "strokes",
        abstract: "Merge, split (by person) and summarize stroke files.",
        subcommands: [Merge.self, Split.self, Info.self])

    public init() {}

    /// `gesturelab strokes merge`.
    public struct Merge: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Merge stroke files from many sessions into one.",
            discussion: """
                Refuses files that give one subject number to different people (the same prompt answered in two \
                files, or sessions with different plans). Redone, withdrawn and skipped prompts are left out.
                Example: gesturelab strokes merge laptop1.jsonl laptop2.jsonl --output class.jsonl
                """)

        @Argument(help: "The stroke files.")
        var files: [String]

        @Option(help: "The merged file (must not exist yet).")
        var output: String

        public init() {}

        public func run() throws {
            let set = try StrokesCommand.load(files, output: output)
            do {
                try set.checkSubjectsDoNotConflict()
            } catch let error as StrokeSetError {
                throw ValidationError(error.description)
            }
            try StrokesCommand.write(set.text(), to: output)
            print(
                "\(set.strokes.count) strokes by \(set.subjects.count) \(set.subjects.count == 1 ? "person" : "people") "
                    + "from \(files.count) files → \(output)")
        }
    }

    /// `gesturelab strokes split`.
    public struct Split: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Split stroke files by person into a development part and a held-out part.",
            discussion: """
                Whole people go to one side or the other, never single strokes, so a recognizer tuned on the \
                development part is measured on people it has never seen. The people are shuffled from --seed.
                Example: gesturelab strokes split class.jsonl --hold-out 30% --development dev.jsonl \
                --held-out test.jsonl
                """)

        @Argument(help: "The stroke files.")
        var files: [String]

        @Option(help: "The share of people held out: 30% or 0.3.")
        var holdOut: String = "30%"

        @Option(help: "The seed of the people's shuffle.")
        var seed: UInt64 = 1

        @Option(help: "The development part (must not exist yet).")
        var development: String

        @Option(help: "The held-out part (must not exist yet).")
        var heldOut: String

        public init() {}

        public func validate() throws {
            _ = try fraction()
            guard development != heldOut else { throw ValidationError("--development and --held-out are one file") }
        }

        func fraction() throws -> Double {
            let text = holdOut.trimmingCharacters(in: .whitespaces)
            let isPercent = text.hasSuffix("%")
            guard let value = Double(isPercent ? String(text.dropLast()) : text), value.isFinite else {
                throw ValidationError("--hold-out '\(holdOut)' is not a share (30% or 0.3)")
            }
            let share = isPercent ? value / 100 : value
            guard share > 0, share < 1 else { throw ValidationError("--hold-out must be between 0% and 100%") }
            return share
        }

        public func run() throws {
            let set = try StrokesCommand.load(files, output: development, heldOut)
            let parts: (development: [Int], heldOut: [Int])
            do {
                try set.checkSubjectsDoNotConflict()
                parts = try set.split(holdingOut: try fraction(), seed: seed)
            } catch let error as StrokeSetError {
                throw ValidationError(error.description)
            }
            let held = Set(parts.heldOut)
            try StrokesCommand.write(set.text { !held.contains($0 ?? -1) }, to: development)
            try StrokesCommand.write(set.text { held.contains($0 ?? -1) }, to: heldOut)
            print("development: \(parts.development.count) people → \(development)")
            print(
                "held out: \(parts.heldOut.count) people (\(parts.heldOut.map(String.init).joined(separator: ", "))) → \(heldOut)"
            )
        }
    }

    /// `gesturelab strokes info`.
    public struct Info: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Summarize stroke files: people, kinds, strokes per kind, speeds, devices.")

        @Argument(help: "The stroke files.")
        var files: [String]

        public init() {}

        public func run() throws {
            print(StrokeSetSummary(try StrokesCommand.load(files)).text)
        }
    }

    /// Reads the files; a file that cannot be read, or an output that is also an input, is a clear error.
    static func load(_ files: [String], output outputs: String...) throws -> StrokeSet {
        guard !files.isEmpty else { throw ValidationError("give at least one stroke file") }
        var seen = Set<String>()
        for file in files where !seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
            throw ValidationError("\(file) is given twice")
        }
        for output in outputs {
            let resolved = URL(fileURLWithPath: output).standardizedFileURL.path
            if files.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == resolved }) {
                throw ValidationError("\(output) is both an input and an output")
            }
            if FileManager.default.fileExists(atPath: output) {
                throw ValidationError("\(output) exists already: choose another name or remove it")
            }
        }
        do {
            return try StrokeSet(paths: files)
        } catch let error as StrokeFileError {
            throw ValidationError(error.description)
        }
    }

    /// Writes a whole output file, synced.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ValidationError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
