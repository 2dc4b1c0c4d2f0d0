import ArgumentParser
import Classroom
import CommandLineErrors
import FileChecks
import Foundation
import StrokeCollection
import StrokeEvaluation

/// `gesturelab classroom serve`: the teacher's server and live page; `restore` and `bench`: its backups and its load
/// test (all three are the gesturelab-classroom program's); `gesturelab classroom upload`: strokes drawn elsewhere,
/// added to the class's dataset.
public struct ClassroomCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "classroom",
        abstract: "Run a classroom: attendees' checks, strokes and scores on one live page.",
        subcommands: [Serve.self, Upload.self, Restore.self, Bench.self])

    public init() {}

    /// `gesturelab classroom serve`: runs the `gesturelab-classroom` program (the server is a program of its own, so
    /// that the demo builds none of its dependencies), passing the arguments through.
    public struct Serve: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Serve the teacher's page and take the attendees' uploads (runs gesturelab-classroom).",
            discussion: """
                Options: --port N (default 8080, 0: any free one), --host ADDRESS (default 0.0.0.0), --data FOLDER \
                (the class's state), --token WORD, --false-accept-budget PERCENT, --snapshot-interval, \
                --idle-timeout, --max-connections; `gesturelab classroom serve --help` lists them. The server is the \
                program gesturelab-classroom, looked for next to gesturelab, then on PATH.
                """)

        @Argument(parsing: .captureForPassthrough, help: "The server's options, passed to gesturelab-classroom.")
        var arguments: [String] = []

        public init() {}

        public func run() throws {
            try ClassroomServerProgram.replaceProcess(command: "serve", arguments: arguments)
        }
    }

    /// `gesturelab classroom restore BACKUP`: run by `gesturelab-classroom restore`, which opens the database.
    public struct Restore: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract:
                "Bring the class back from one of its backups (runs gesturelab-classroom; stop the server first).",
            discussion: "Takes BACKUP [--data FOLDER]; `gesturelab classroom restore --help` lists them.")

        @Argument(parsing: .captureForPassthrough, help: "The backup and options, passed to gesturelab-classroom.")
        var arguments: [String] = []

        public init() {}

        public func run() throws {
            try ClassroomServerProgram.replaceProcess(command: "restore", arguments: arguments)
        }
    }

    /// `gesturelab classroom bench`: the 40-person load test, run by `gesturelab-classroom bench`.
    public struct Bench: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Play a 40-person workshop against a classroom server on this machine and measure it.",
            discussion: """
                Runs gesturelab-classroom bench: --attendees, --strokes, --speedup, --checkpoints, --time-limit; \
                `gesturelab classroom bench --help` lists them. Loopback only; it stops by itself.
                """)

        @Argument(parsing: .captureForPassthrough, help: "The bench's options, passed to gesturelab-classroom.")
        var arguments: [String] = []

        public init() {}

        public func run() throws {
            try ClassroomServerProgram.replaceProcess(command: "bench", arguments: arguments)
        }
    }

    /// `gesturelab classroom upload`.
    public struct Upload: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Add strokes from stroke files (the format `eval` reads) to the class's dataset.",
            discussion: "Uploading the same file again adds nothing: each stroke's id is made from its content.")

        @Argument(help: "Stroke files (JSON Lines: name, points as [x, y, t_ms]).")
        var files: [String]

        @Option(help: ArgumentHelp("The teacher's classroom.", valueName: "http://HOST:PORT"))
        var classroom: String

        @Option(help: "Whose strokes they are, as on the teacher's page.")
        var name: String

        @Option(help: "The token `gesturelab classroom serve` printed (or $GESTURELAB_CLASSROOM_TOKEN).")
        var token: String?

        public init() {}

        public func validate() throws {
            try ClassroomArguments.validate(classroom: classroom, name: name, token: token)
        }

        public func run() throws {
            var strokes: [ClassStroke] = []
            for file in files {
                do {
                    strokes += try StrokeFile.read(path: file).map {
                        ClassStroke(recorded: $0, person: ShownText.normalizedName(name))
                    }
                } catch let error as StrokeFileError {
                    throw CommandFailure.usage(error.description)
                }
            }
            let token = token ?? ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_TOKEN"]
            var client = ClassroomClient(server: URL(string: classroom)!, token: token)
            client.onRetry = { say("gesturelab classroom upload: \($0)") }
            do {
                try client.upload(strokes: strokes)
            } catch let error as ClassroomError {
                throw CommandFailure.runtime(error.description)
            } catch let invalid as InvalidUpload {
                throw CommandFailure.usage(invalid.description)
            }
            print("uploaded \(strokes.count) strokes by \(name)")
        }
    }
}

/// A line on standard error, at once (a retry's notice, while the upload waits).
private func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
