import ArgumentParser
import Classroom
import ClassroomServer
import FileChecks
import Foundation
import StrokeCollection
import StrokeEvaluation

/// `gesturelab classroom serve`: the teacher's server and live page; `gesturelab classroom upload`: strokes drawn
/// elsewhere, added to the class's dataset.
public struct ClassroomCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "classroom",
        abstract: "Run a classroom: attendees' checks, strokes and scores on one live page.",
        subcommands: [Serve.self, Upload.self, ClassroomRestoreCommand.self, ClassroomBenchCommand.self])

    public init() {}

    /// `gesturelab classroom serve`.
    public struct Serve: ParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Serve the teacher's page and take the attendees' uploads.",
            discussion: """
                Attendees run `gesturelab workshop FILE.swift --classroom http://HOST:PORT --name NAME --token T`; \
                every save posts their lesson check and their recognizer's score on the strokes of everyone else. \
                The class's state is kept in --data, so a restart loses nothing. Stop with Ctrl-C.
                """)

        @Option(help: "The port to listen on (0: any free one).")
        var port = 8080

        @Option(help: "The address to listen on (the default takes the whole LAN; 127.0.0.1 for this machine only).")
        var host = "0.0.0.0"

        @Option(help: "The folder for the class's state (default: $XDG_DATA_HOME/gesturelab/classroom).")
        var data: String?

        @Option(help: "The shared secret uploads need (default: the one kept in --data, or a new one).")
        var token: String?

        @Option(help: "The leaderboard's false-accept budget, in percent of the other strokes.")
        var falseAcceptBudget = 1.0

        @Option(help: "Seconds between scoring snapshots (the strokes scores are computed on).")
        var snapshotInterval = 30.0

        @Option(help: "Seconds a connection may stay silent before it is closed.")
        var idleTimeout = 30.0

        @Option(help: "Open connections past which requests are refused.")
        var maxConnections = 512

        public init() {}

        public func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port: 0 to 65535") }
            if let token, token.isEmpty || token.contains(where: \.isWhitespace) {
                throw ValidationError("--token: a word without spaces")
            }
            guard falseAcceptBudget.isFinite, (0...100).contains(falseAcceptBudget) else {
                throw ValidationError("--false-accept-budget: a percentage, 0 to 100")
            }
            guard snapshotInterval.isFinite, (0...86_400).contains(snapshotInterval) else {
                throw ValidationError("--snapshot-interval: seconds, 0 to 86400")
            }
            guard idleTimeout.isFinite, (0.1...86_400).contains(idleTimeout) else {
                throw ValidationError("--idle-timeout: seconds, 0.1 to 86400")
            }
            guard (1...100_000).contains(maxConnections) else {
                throw ValidationError("--max-connections: 1 to 100000")
            }
            if let data, [.file, .other].contains(PathKind(of: data)) {
                throw ValidationError("--data: \(data) is not a folder (the class's state is a folder of its own)")
            }
        }

        public func run() throws {
            var configuration = ClassroomServer.Configuration(
                host: host, port: port, dataFolder: data ?? ClassroomServer.defaultDataFolder(), token: token)
            configuration.falseAcceptBudget = falseAcceptBudget / 100
            configuration.snapshotInterval = snapshotInterval
            configuration.idleTimeout = idleTimeout
            configuration.connectionLimit = maxConnections
            do {
                try ClassroomServer.serveInTerminal(configuration: configuration) { say($0) }
            } catch let failure as ServeFailure {
                throw ClassroomFailure(failure.description)
            }
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
                    throw ClassroomFailure(error.description)
                }
            }
            let token = token ?? ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_TOKEN"]
            do {
                try ClassroomClient(server: URL(string: classroom)!, token: token).upload(strokes: strokes)
            } catch let error as ClassroomError {
                throw ClassroomFailure(error.description)
            } catch let invalid as InvalidUpload {
                throw ClassroomFailure(invalid.description)
            }
            say("uploaded \(strokes.count) strokes by \(name)")
        }
    }
}

/// A classroom command's error, for the terminal.
struct ClassroomFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A line on standard output, at once (a test or a script reads it while the server runs).
private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
