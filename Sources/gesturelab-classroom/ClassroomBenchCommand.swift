import ArgumentParser
import ClassroomServer
import CommandLineErrors
import Foundation

/// `gesturelab-classroom bench` (also `gesturelab classroom bench`): a 40-person workshop against a real `gesturelab-classroom serve` on 127.0.0.1.
struct ClassroomBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Play a 40-person workshop against a classroom server on this machine and measure it.",
        discussion: """
            40 attendees each draw 180 strokes and save every 30 s, faster than real time; past the workshop they \
            send more until the class holds the last checkpoint's strokes. At each checkpoint: posts p50/p99, the \
            page's first load and its first draw in headless chromium (when installed), a save's stroke download, a \
            newcomer's full download, and the server's memory. \
            Loopback only; it stops by itself.
            """)

    @Option(help: "Simulated attendees.")
    var attendees = 40

    @Option(help: "Strokes each attendee draws in the workshop.")
    var strokes = 180

    @Option(help: "How many times faster than real time the workshop runs.")
    var speedup = 10.0

    @Option(help: "Class sizes at which to measure, comma-separated.")
    var checkpoints = "2000,7200,20000"

    @Option(help: "Seconds the bench may take at most.")
    var timeLimit = 900.0

    func validate() throws {
        guard (1...500).contains(attendees) else { throw ValidationError("--attendees: 1 to 500") }
        guard (1...10_000).contains(strokes) else { throw ValidationError("--strokes: 1 to 10000") }
        guard speedup.isFinite, (0.1...1000).contains(speedup) else { throw ValidationError("--speedup: 0.1 to 1000") }
        guard timeLimit.isFinite, timeLimit > 0 else { throw ValidationError("--time-limit: seconds above 0") }
        guard let points = parsedCheckpoints, !points.isEmpty, points.allSatisfy({ (1...1_000_000).contains($0) })
        else { throw ValidationError("--checkpoints: stroke counts such as 2000,7200,20000") }
    }

    var parsedCheckpoints: [Int]? {
        let values = checkpoints.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        return values.contains(nil) ? nil : values.compactMap { $0 }
    }

    func run() throws {
        var options = ClassroomBench.Options(serverCommand: [
            ClassroomBenchCommand.ownExecutable(), "serve",
        ])
        options.attendees = attendees
        options.strokesPerAttendee = strokes
        options.speedup = speedup
        options.checkpoints = parsedCheckpoints ?? []
        options.timeLimit = timeLimit
        let outcome = BenchOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                outcome.set(.success(try await ClassroomBench.run(options) { print($0) }))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        switch outcome.result {
        case .success(let checkpoints): print(ClassroomBench.table(checkpoints))
        case .failure(let error): throw CommandFailure.runtime("classroom bench: \(error)")
        case nil: throw CommandFailure.runtime("classroom bench: no result")
        }
    }

    /// This program's own file, to start the server from.
    static func ownExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// The bench's result, handed from its task to the waiting command.
private final class BenchOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<[ClassroomBench.Checkpoint], Error>?

    func set(_ result: Result<[ClassroomBench.Checkpoint], Error>) { lock.withLock { stored = result } }
    var result: Result<[ClassroomBench.Checkpoint], Error>? { lock.withLock { stored } }
}
