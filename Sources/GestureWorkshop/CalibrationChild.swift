import Foundation

/// A calibration under way or done: the window looks at it on its timer and applies the result once it is there.
public final class PendingCalibration: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: PlaygroundCalibration.Result?

    public init(result: PlaygroundCalibration.Result? = nil) {
        stored = result
    }

    /// The result, once the calibration has finished.
    public var result: PlaygroundCalibration.Result? { lock.withLock { stored } }

    func finish(_ result: PlaygroundCalibration.Result) {
        lock.withLock { stored = result }
    }
}

/// Runs a playground calibration in a watched child process (`gesturelab workshop run FILE --calibrate …`) from a
/// background thread, so that the window keeps drawing while the negative strokes are replayed, and a trap or an
/// endless loop in the attendee's code ends the child, not the window.
public struct CalibrationChild: Sendable {
    public let executable: String
    public let displayPath: String
    public let sourcePath: String
    public let workFolder: String
    public let compiled: CompiledRecognizer

    public init(
        executable: String, displayPath: String, sourcePath: String, workFolder: String, compiled: CompiledRecognizer
    ) {
        self.executable = executable
        self.displayPath = displayPath
        self.sourcePath = sourcePath
        self.workFolder = workFolder
        self.compiled = compiled
    }

    /// Seconds the child may take: a few thousand negative strokes take seconds; one that runs on is stuck.
    static let timeLimit = 120.0

    /// Starts the child; the returned calibration gets its result when it ends.
    public func start(_ request: PlaygroundCalibration.Request) -> PendingCalibration {
        let pending = PendingCalibration()
        let child = self
        Thread.detachNewThread { pending.finish(child.run(request)) }
        return pending
    }

    func run(_ request: PlaygroundCalibration.Request) -> PlaygroundCalibration.Result {
        let name = "calibration-\(UUID().uuidString.prefix(8))"
        let input = (workFolder as NSString).appendingPathComponent("\(name)-attempts.json")
        let output = (workFolder as NSString).appendingPathComponent("\(name)-result.json")
        defer {
            try? FileManager.default.removeItem(atPath: input)
            try? FileManager.default.removeItem(atPath: output)
        }
        do {
            try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: input))
        } catch {
            return failed("cannot write the attempts to \(input): \(error.localizedDescription)")
        }
        let watched = WatchedChild(executable: executable, displayPath: displayPath, sourcePath: sourcePath)
        let ending = watched.run(
            [
                "workshop", "run", displayPath, "--calibrate", input, "--calibrate-out", output, "--library",
                compiled.libraryPath, "--class", compiled.className,
            ], timeLimit: Self.timeLimit)
        switch ending {
        case .crashed(let crash), .timedOut(let crash):
            return failed("your recognizer crashed while it was taught: \(crash.line)")
        case .failed(let reason):
            return failed(reason)
        case .finished:
            do {
                return try JSONDecoder().decode(
                    PlaygroundCalibration.Result.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
            } catch {
                return failed("no result (\(error.localizedDescription))")
            }
        }
    }

    private func failed(_ reason: String) -> PlaygroundCalibration.Result {
        PlaygroundCalibration.Result(widened: [:], message: "not calibrated: \(reason)")
    }
}
