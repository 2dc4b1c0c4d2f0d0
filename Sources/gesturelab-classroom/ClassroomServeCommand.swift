import ArgumentParser
import ClassroomServer
import FileChecks
import Foundation

/// `gesturelab-classroom` (also run as `gesturelab classroom serve`): the teacher's server and live page.
struct ClassroomServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturelab-classroom",
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

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port: \(port) is not a port (0 to 65535)") }
        if let token, token.isEmpty || token.contains(where: \.isWhitespace) {
            throw ValidationError("--token: a word without spaces")
        }
        if let data, [.file, .other].contains(PathKind(of: data)) {
            throw ValidationError("--data: \(data) is not a folder (the class's state is a folder of its own)")
        }
    }

    func run() throws {
        let folder = data ?? ClassroomServer.defaultDataFolder()
        let server: ClassroomServer
        do {
            server = try ClassroomServer(configuration: .init(host: host, port: port, dataFolder: folder, token: token))
        } catch {
            throw ServeFailure("cannot open the classroom's data in \(folder): \(error)")
        }
        let host = host
        let token = server.token
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { port in
                    let shown = host == "0.0.0.0" ? LocalAddresses.ipv4().first ?? "127.0.0.1" : host
                    say(
                        """
                        GestureLab classroom serving on http://\(host):\(port)/
                        teacher's page: http://\(shown):\(port)/
                        token: \(token)
                        data: \(folder)
                        attendees run: gesturelab workshop FILE.swift --classroom http://\(shown):\(port) \
                        --name NAME --token \(token)
                        """)
                }
            } catch {
                outcome.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            throw ServeFailure("the classroom server stopped: \(error)")
        }
    }
}

/// A failure while the server starts or runs (exit status 1).
struct ServeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The server's end, handed from its task to the waiting command.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    func set(_ error: Error) { lock.withLock { stored = error } }
    var error: Error? { lock.withLock { stored } }
}

/// A line on standard output, at once (a test or a script reads it while the server runs).
private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
