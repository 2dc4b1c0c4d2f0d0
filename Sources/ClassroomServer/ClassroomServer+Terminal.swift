import Foundation

extension ClassroomServer {
    /// `classroom serve` in the teacher's terminal: opens the data folder (refusing an empty or damaged one),
    /// says where the class is and how to join, logs joins, uploads and refusals, and blocks until SIGINT or
    /// SIGTERM. Throws a one-line error.
    public static func serveInTerminal(configuration: Configuration, say: @escaping @Sendable (String) -> Void)
        throws
    {
        var configuration = configuration
        configuration.log = say
        let server: ClassroomServer
        do {
            server = try ClassroomServer(configuration: configuration)
        } catch let damaged as DamagedClassroomData {
            throw ServeFailure(damaged.description)
        } catch let busy as DataFolderInUse {
            throw ServeFailure("\(busy.description): stop it first, or serve another --data folder")
        } catch {
            throw ServeFailure("cannot open the classroom's data in \(configuration.dataFolder): \(error)")
        }
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        let host = configuration.host
        let folder = configuration.dataFolder
        Task {
            do {
                try await server.run { port in
                    let join = server.joinInfo(port: port)
                    let shown = join.addresses.first ?? "http://127.0.0.1:\(port)"
                    say(
                        """
                        GestureLab classroom serving on http://\(host):\(port)/
                        teacher's page: \(shown)/#token=\(server.token)
                        token: \(server.token)
                        data: \(folder)
                        attendees run: \(join.command)
                        """)
                }
            } catch {
                outcome.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw ServeFailure("the classroom server stopped: \(error)") }
    }
}

/// Why `classroom serve` could not start or went on no longer, in one line.
public struct ServeFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The server's end, handed from its task to the waiting command.
private final class ServeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    func set(_ error: Error) { lock.withLock { stored = error } }
    var error: Error? { lock.withLock { stored } }
}
