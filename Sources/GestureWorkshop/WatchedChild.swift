import Foundation

/// Runs `gesturelab` on the attendee's library in a child process with a time limit, so a recognizer that traps
/// or loops ends that child and not the caller; a crash is read from the child's standard error.
struct WatchedChild {
    let executable: String
    let displayPath: String
    let sourcePath: String

    /// How the child ended.
    enum Ending {
        /// Exit status 0.
        case finished
        /// A non-zero exit, with what the child said on standard error.
        case failed(String)
        /// A trap or a signal.
        case crashed(CrashReport)
        /// Stopped after the time limit (an endless loop), with where it was.
        case timedOut(CrashReport)
    }

    func run(_ arguments: [String], timeLimit: Double) -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=all,registers=none,images=none"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed("could not run \(executable): \(error)")
        }
        // SIGABRT after the limit makes the backtracer say where the code was stuck.
        let started = Date()
        let watch = ChildWatch(pid: process.processIdentifier)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: timeLimit)
            watch.stopIfRunning()
        }
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watch.finished()
        if process.terminationReason == .uncaughtSignal {
            let crash = CrashReport.parse(
                errorText, sourcePath: sourcePath, displayPath: displayPath, signal: process.terminationStatus)
            let stopped = [SIGABRT, SIGKILL].contains(process.terminationStatus)
            if stopped && Date().timeIntervalSince(started) >= timeLimit {
                let message = "did not return for \(Int(timeLimit)) s (an endless loop?)"
                return .timedOut(CrashReport(message: message, location: crash.location))
            }
            return .crashed(crash)
        }
        guard process.terminationStatus == 0 else {
            return .failed(errorText.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return .finished
    }
}

/// Stops a child that runs too long, and never a process that has ended (its pid could belong to another by then).
private final class ChildWatch: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: pid_t
    private var hasEnded = false

    init(pid: pid_t) {
        self.pid = pid
    }

    func finished() {
        lock.withLock { hasEnded = true }
    }

    /// SIGABRT first, for the backtrace that says where; the backtracer lets a process that was merely
    /// interrupted run on, so SIGKILL two seconds later.
    func stopIfRunning() {
        for (signal, pause) in [(SIGABRT, 2.0), (SIGKILL, 0)] {
            let sent = lock.withLock { () -> Bool in
                if !hasEnded { kill(pid, signal) }
                return !hasEnded
            }
            guard sent else { return }
            Thread.sleep(forTimeInterval: pause)
        }
    }
}
