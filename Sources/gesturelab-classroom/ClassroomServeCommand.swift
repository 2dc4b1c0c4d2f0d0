import ArgumentParser
import ClassroomServer
import CommandLineErrors
import FileChecks
import Foundation

/// `gesturelab-classroom serve` (also run as `gesturelab classroom serve`): the teacher's server and live page.
struct ClassroomServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the teacher's page and take the attendees' uploads.",
        discussion: """
            Attendees run `gesturelab workshop FILE.swift --classroom http://HOST:PORT --name NAME --token T`; \
            every save posts their lesson check and their recognizer's score on the strokes of everyone else. \
            The class's state is kept in --data, so a restart loses nothing. Stop with Ctrl-C.
            """)

    @Option(parsing: .unconditional, help: "The port to listen on, 0 to 65535 (0: any free one).")
    var port = 8080

    @Option(help: "The address to listen on (the default takes the whole LAN; 127.0.0.1 for this machine only).")
    var host = "0.0.0.0"

    @Option(help: "The folder for the class's state (default: $XDG_DATA_HOME/gesturelab/classroom).")
    var data: String?

    @Option(help: "The shared secret uploads need (default: the one kept in --data, or a new one).")
    var token: String?

    @Option(
        parsing: .unconditional, help: "The leaderboard's false-accept budget, in percent of the other strokes.")
    var falseAcceptBudget = 1.0

    @Option(parsing: .unconditional, help: "Seconds between scoring snapshots (the strokes scores are computed on).")
    var snapshotInterval = 30.0

    @Option(parsing: .unconditional, help: "Seconds a connection may stay silent before it is closed.")
    var idleTimeout = 30.0

    @Option(parsing: .unconditional, help: "Open connections past which requests are refused.")
    var maxConnections = 512

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port: \(port) is not a port (0 to 65535)") }
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

    func run() throws {
        var configuration = ClassroomServer.Configuration(
            host: host, port: port, dataFolder: data ?? ClassroomServer.defaultDataFolder(), token: token)
        configuration.falseAcceptBudget = falseAcceptBudget / 100
        configuration.snapshotInterval = snapshotInterval
        configuration.idleTimeout = idleTimeout
        configuration.connectionLimit = maxConnections
        do {
            try ClassroomServer.serveInTerminal(configuration: configuration) { say($0) }
        } catch let failure as ServeFailure {
            throw CommandFailure.runtime(failure.description)
        }
    }
}

/// A line on standard output, at once (a test or a script reads it while the server runs).
private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
