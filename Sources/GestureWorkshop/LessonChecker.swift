import Foundation

/// Replays every trace of a lesson against an attendee's compiled recognizer and prints a ✓/✗ checklist, with the
/// transition log of each trace that did not do what it should.
///
/// Each trace is replayed in a child process (`gesturelab workshop FILE --headless --library …`), so a recognizer
/// that traps fails its trace with the crash's message instead of ending the check.
public struct LessonChecker {
    public let lesson: Lesson
    /// The compiled recognizer for each class the traces name (key "" for a trace that names none).
    public let compiled: [String: CompiledRecognizer]
    public let displayPath: String
    public let sourcePath: String
    /// The gesturelab executable to run the replays with.
    public let executable: String
    public let workFolder: String

    public init(
        lesson: Lesson, compiled: [String: CompiledRecognizer], displayPath: String, sourcePath: String,
        executable: String,
        workFolder: String
    ) {
        self.lesson = lesson
        self.compiled = compiled
        self.displayPath = displayPath
        self.sourcePath = sourcePath
        self.executable = executable
        self.workFolder = workFolder
    }

    /// Seconds a replay may take before it is taken for stuck.
    static let replayTimeLimit = 10.0

    /// The outcome of one trace.
    public struct Outcome: Sendable {
        public let check: Lesson.TraceCheck
        public let passed: Bool
        /// What happened, in words ("recognized", "not recognized", "crashed: …").
        public let verdict: String
        public let log: String
    }

    /// Runs every trace; `report` is called with each outcome's printed lines as they come.
    public func run(report: (String) -> Void) -> [Outcome] {
        let classes = compiled.values.map(\.className).sorted().joined(separator: ", ")
        report("\(lesson.title) — checking \(displayPath) (\(classes))")
        var outcomes: [Outcome] = []
        for (index, check) in lesson.traces.enumerated() {
            let outcome = replay(check, number: index)
            outcomes.append(outcome)
            let expected = check.expect == .recognized ? "must be recognized" : "must not be recognized"
            let name = (check.file as NSString).lastPathComponent.replacingOccurrences(of: ".trace.jsonl", with: "")
            report("\(outcome.passed ? "✓" : "✗") \(name): \(check.why) (\(expected))")
            if !outcome.passed {
                report("    got: \(outcome.verdict)")
                let lines = outcome.log.split(separator: "\n")
                report(lines.isEmpty ? "    log: (no transitions)" : "    log:")
                for line in lines { report("      \(line)") }
            }
        }
        let passed = outcomes.filter(\.passed).count
        report("\(passed) of \(outcomes.count) passed" + (passed == outcomes.count ? ": lesson done!" : ""))
        return outcomes
    }

    private func replay(_ check: Lesson.TraceCheck, number: Int) -> Outcome {
        guard let compiled = compiled[check.className ?? ""] else {
            return Outcome(check: check, passed: false, verdict: "no class \(check.className ?? "") compiled", log: "")
        }
        let logPath = "\(workFolder)/check-\(number).log.txt"
        try? FileManager.default.removeItem(atPath: logPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "workshop", displayPath, "--headless", "--library", compiled.libraryPath, "--class", compiled.className,
            "--trace", lesson.path(of: check), "--log", logPath,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=all,registers=none,images=none"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Outcome(check: check, passed: false, verdict: "could not run the replay: \(error)", log: "")
        }
        // A replay takes well under a second: one that runs on is stuck in the attendee's code. SIGABRT makes the
        // backtracer say where.
        let started = Date()
        let watch = ReplayWatch(pid: process.processIdentifier)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: LessonChecker.replayTimeLimit)
            watch.stopIfRunning()
        }
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watch.finished()
        if process.terminationReason == .uncaughtSignal {
            var crash = CrashReport.parse(
                errorText, sourcePath: sourcePath, displayPath: displayPath, signal: process.terminationStatus)
            let stopped = [SIGABRT, SIGKILL].contains(process.terminationStatus)
            if stopped && Date().timeIntervalSince(started) >= Self.replayTimeLimit {
                let message = "did not return for \(Int(Self.replayTimeLimit)) s (an endless loop?)"
                crash = CrashReport(message: message, location: crash.location)
            }
            return Outcome(check: check, passed: false, verdict: "crashed: \(crash.line)", log: "")
        }
        guard process.terminationStatus == 0, let log = try? String(contentsOfFile: logPath, encoding: .utf8) else {
            let reason = errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            return Outcome(check: check, passed: false, verdict: "the replay failed: \(reason)", log: "")
        }
        let recognized = log.split(separator: "\n").contains { $0.hasSuffix("→ began") || $0.hasSuffix("→ ended") }
        let passed = recognized == (check.expect == .recognized)
        return Outcome(check: check, passed: passed, verdict: recognized ? "recognized" : "not recognized", log: log)
    }
}

/// Stops a replay that runs too long, and never a process that has ended (its pid could belong to another by then).
private final class ReplayWatch: @unchecked Sendable {
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
