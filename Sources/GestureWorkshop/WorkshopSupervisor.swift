import Foundation
import Glibc

/// The process a teacher starts with `gesturelab workshop FILE`: it runs the window in a child process
/// (`gesturelab workshop FILE --hosted …`) and, when that child crashes in the attendee's code, starts it again on
/// the last version that loaded well, with the crash's message and place to show. See docs/workshop-design.md.
///
/// The child tells the supervisor which library it is loading and which loaded, on its standard output:
/// `@workshop loading HASH CLASS LIBRARY` and `@workshop loaded HASH CLASS LIBRARY`. Its standard error is passed
/// through to the terminal and kept, for the crash's message and backtrace.
public final class WorkshopSupervisor {
    let file: String
    let arguments: [String]
    let workFolder: String
    /// The versions that loaded, oldest first.
    private var goodVersions: [CompiledRecognizer] = []
    /// A version the child started to load and has not reported loaded.
    private var attempting: CompiledRecognizer?
    private var recentCrashes: [Date] = []
    /// Hears each version of the file that loaded in the window (the classroom posts its check and score).
    public var onLoaded: ((CompiledRecognizer) -> Void)?
    /// Hears the errors of each save that did not compile.
    public var onCompileErrors: (([String]) -> Void)?
    /// When the window last said it was alive (its reloader's timer, ten times a second), while it runs.
    private var lastHeartbeat: Date?

    /// A window that has not said it is alive for this long is stuck in the attendee's code (an endless loop): it
    /// is stopped with SIGABRT, whose backtrace tells where, and treated as a crash.
    public static let hangLimit = 4.0

    /// Crashes this close together mean something beyond the attendee's file is wrong: give up.
    static let crashLimit = (count: 5, seconds: 20.0)

    public init(file: String, arguments: [String]) throws {
        self.file = file
        self.arguments = arguments
        workFolder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("gesturelab-workshop-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
    }

    /// Runs the window until it is closed; returns normally when it exits with status 0.
    public func run() throws {
        defer { try? FileManager.default.removeItem(atPath: workFolder) }
        installSignalForwarding()
        var resume: [String] = []
        while true {
            let (status, signaled, errorText, hung) = try runChild(extra: resume)
            if !signaled || supervisorStopRequested != 0 {
                if status != 0 { throw SupervisedExit(status: status) }
                return
            }
            let now = Date()
            recentCrashes = recentCrashes.filter { now.timeIntervalSince($0) < Self.crashLimit.seconds } + [now]
            let sourcePath = URL(fileURLWithPath: file).standardizedFileURL.path
            var crash = CrashReport.parse(errorText, sourcePath: sourcePath, displayPath: file, signal: status)
            if hung {
                let message = "did not return for \(Int(Self.hangLimit)) s (an endless loop?)"
                crash = CrashReport(message: message, location: crash.location)
            }
            let culprit = attempting ?? goodVersions.popLast()
            attempting = nil
            guard recentCrashes.count < Self.crashLimit.count else {
                throw WorkshopError(
                    "the window crashed \(Self.crashLimit.count) times in \(Int(Self.crashLimit.seconds)) s; "
                        + "giving up (last: \(crash.line))")
            }
            resume = ["--crash-message", crash.line]
            if let culprit { resume += ["--skip-hash", culprit.sourceHash] }
            if let good = goodVersions.last {
                resume += [
                    "--library", good.libraryPath, "--library-class", good.className, "--source-hash", good.sourceHash,
                ]
            }
            let comeback = goodVersions.last.map { "the last good version (\($0.className))" } ?? "no recognizer"
            FileHandle.standardError.write(
                Data(
                    "gesturelab: your recognizer crashed: \(crash.line)\ngesturelab: reopening the window with \(comeback)\n"
                        .utf8))
        }
    }

    /// The window process's exit status, passed on.
    public struct SupervisedExit: Error {
        public let status: Int32
    }

    /// Runs one window process to its end: (exit status or signal, whether a signal ended it, its standard error,
    /// whether it was stopped for hanging).
    private func runChild(extra: [String]) throws -> (Int32, Bool, String, Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["workshop", "run", file, "--hosted", "--work-folder", workFolder] + arguments + extra
        var environment = ProcessInfo.processInfo.environment
        // Swift's backtracer prints the crash's frames with file:line; never wait for a debugger.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=all,registers=none,images=none"
        process.environment = environment
        lastHeartbeat = nil
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        supervisedChildIsReady = 0
        supervisedChild = process.processIdentifier
        defer {
            supervisedChild = 0
            supervisedChildIsReady = 0
        }
        let (errorText, hung) = pump(
            process: process,
            output: output.fileHandleForReading.fileDescriptor, errors: errors.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, errorText, hung)
    }

    /// Passes the child's output on until both pipes close; returns the last 256 KB of its standard error, and
    /// whether the child had to be stopped for hanging.
    private func pump(process child: Process, output: Int32, errors: Int32) -> (String, Bool) {
        var hung = false
        var quitAsked: Date?
        var abortsSent: [Date] = []
        let sourceMarker = Array(" at \(URL(fileURLWithPath: file).standardizedFileURL.path):".utf8)
        var fds = [
            pollfd(fd: output, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
        ]
        var errorBytes: [UInt8] = []
        var pendingLine: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while fds.contains(where: { $0.fd >= 0 }) {
            if let lastHeartbeat, !hung, Date().timeIntervalSince(lastHeartbeat) > Self.hangLimit {
                hung = true
            }
            // Asked to quit: a window that does not within 3 s (stuck in the attendee's code) is stopped.
            if supervisorStopRequested != 0 {
                let asked = quitAsked ?? Date()
                quitAsked = asked
                if Date().timeIntervalSince(asked) > 3, child.isRunning { kill(child.processIdentifier, SIGKILL) }
            }
            // Only a child not yet reaped is signalled: once it has ended, its pid may be another process's.
            if hung, child.isRunning, let last = abortsSent.last ?? Optional(.distantPast),
                Date().timeIntervalSince(last) >= 0.5
            {
                let process = child.processIdentifier
                // The backtracer prints where each SIGABRT found the process, and lets a process that was merely
                // interrupted run on: a few samples to find the attendee's frame, then SIGKILL.
                let located = errorBytes.count >= sourceMarker.count && errorBytes.firstRange(of: sourceMarker) != nil
                if abortsSent.count < 3 && !located {
                    kill(process, SIGABRT)
                    abortsSent.append(Date())
                } else {
                    kill(process, SIGKILL)
                    abortsSent.append(.distantFuture)
                }
            }
            if poll(&fds, 2, 500) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = read(fds[index].fd, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    fds[index].fd = -1
                    continue
                }
                let bytes = buffer[0..<count]
                if index == 1 {
                    FileHandle.standardError.write(Data(bytes))
                    errorBytes += bytes
                    if errorBytes.count > 262_144 { errorBytes.removeFirst(errorBytes.count - 262_144) }
                } else {
                    pendingLine += bytes
                    while let newline = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                        handleOutputLine(String(decoding: pendingLine[..<newline], as: UTF8.self))
                        pendingLine.removeSubrange(...newline)
                    }
                }
            }
        }
        if !pendingLine.isEmpty { handleOutputLine(String(decoding: pendingLine, as: UTF8.self)) }
        return (String(decoding: errorBytes, as: UTF8.self), hung)
    }

    private func handleOutputLine(_ line: String) {
        if line == WorkshopMessage.heartbeat {
            lastHeartbeat = Date()
            supervisedChildIsReady = 1
            return
        }
        if let errors = WorkshopMessage.compileErrors(in: line) {
            onCompileErrors?(errors)
            return
        }
        guard let message = WorkshopMessage(line) else {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
            return
        }
        switch message.kind {
        case .loading:
            attempting = message.compiled
        case .loaded:
            attempting = nil
            goodVersions.removeAll { $0.libraryPath == message.compiled.libraryPath }
            goodVersions.append(message.compiled)
            onLoaded?(message.compiled)
        }
    }

    /// Passes quit and state requests on to the window process. The signals are unblocked only once handled: a
    /// parent (a test runner) may have left them blocked.
    private func installSignalForwarding() {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGUSR1] {
            signal(signalNumber) { received in
                if received != SIGUSR1 { supervisorStopRequested = 1 }
                // A state request reaches the window only once it handles it: SIGUSR1 would kill it before.
                if received == SIGUSR1 && supervisedChildIsReady == 0 { return }
                if supervisedChild > 0 { kill(supervisedChild, received) }
            }
            sigaddset(&mask, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }
}

/// The window process's pid, for the signal handler (written only while no signal can need it to be exact).
nonisolated(unsafe) private var supervisedChild: pid_t = 0
/// Set once the window process has said it is alive (its run loop, and its signal handling, are running).
nonisolated(unsafe) private var supervisedChildIsReady: sig_atomic_t = 0
/// Set by SIGINT/SIGTERM/SIGHUP: the child's death is then the teacher's wish, not a crash.
nonisolated(unsafe) private var supervisorStopRequested: sig_atomic_t = 0

/// A line of the window process's reports to its supervisor.
public struct WorkshopMessage: Equatable, Sendable {
    /// Whether the window is about to load a compiled version of the recognizer or has loaded it.
    public enum Kind: String, Sendable { case loading, loaded }
    public let kind: Kind
    public let compiled: CompiledRecognizer

    public init(kind: Kind, compiled: CompiledRecognizer) {
        self.kind = kind
        self.compiled = compiled
    }

    static let prefix = "@workshop "
    /// The window's "still alive" line, ten times a second.
    public static let heartbeat = "@workshop alive"

    public init?(_ line: String) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        let parts = line.dropFirst(Self.prefix.count).split(separator: " ", maxSplits: 3).map(String.init)
        guard parts.count == 4, let kind = Kind(rawValue: parts[0]) else { return nil }
        self.kind = kind
        compiled = CompiledRecognizer(libraryPath: parts[3], className: parts[2], sourceHash: parts[1])
    }

    /// The line as the window process prints it.
    public var line: String {
        "\(Self.prefix)\(kind.rawValue) \(compiled.sourceHash) \(compiled.className) \(compiled.libraryPath)"
    }

    static let compileErrorsPrefix = "@workshop compile-errors "

    /// The line that tells the supervisor a save did not compile: the compiler's lines as a JSON array.
    public static func compileErrorsLine(_ diagnostics: [String]) -> String {
        let json = (try? JSONEncoder().encode(diagnostics)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return compileErrorsPrefix + json
    }

    /// The compiler's lines, if `line` is a compile-errors line.
    public static func compileErrors(in line: String) -> [String]? {
        guard line.hasPrefix(compileErrorsPrefix) else { return nil }
        return try? JSONDecoder().decode([String].self, from: Data(line.dropFirst(compileErrorsPrefix.count).utf8))
    }
}
