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
        /// The replay did not finish within `replayTimeLimit`: the recognizer is stuck, and the check stops there.
        public var timedOut = false
    }

    /// Runs the traces in order, up to the first that times out (a recognizer stuck in a loop is stuck on every
    /// trace: waiting for each would take minutes); `report` is called with each outcome's printed lines as they come.
    public func run(report: (String) -> Void) -> [Outcome] {
        let classes = compiled.values.map(\.className).sorted().joined(separator: ", ")
        report("\(lesson.title) — checking \(displayPath) (\(classes))")
        var outcomes: [Outcome] = []
        for (index, check) in lesson.traces.enumerated() {
            let outcome = replay(check, number: index)
            outcomes.append(outcome)
            let expected = check.expect == .recognized ? "must be recognized" : "must not be recognized"
            report("\(outcome.passed ? "✓" : "✗") \(check.name): \(check.why) (\(expected))")
            if !outcome.passed {
                report("    got: \(outcome.verdict)")
                let lines = outcome.log.split(separator: "\n")
                report(lines.isEmpty ? "    log: (no transitions)" : "    log:")
                for line in lines { report("      \(line)") }
            }
            if outcome.timedOut {
                let left = lesson.traces.count - index - 1
                report(
                    "stopped at trace \(index + 1) of \(lesson.traces.count), \(check.name): it did not finish in "
                        + "\(Int(Self.replayTimeLimit)) s" + (left > 0 ? "; the other \(left) were not run" : ""))
                break
            }
        }
        let passed = outcomes.filter(\.passed).count
        let total = lesson.traces.count
        report("\(passed) of \(total) passed" + (passed == total ? ": lesson done!" : ""))
        return outcomes
    }

    private func replay(_ check: Lesson.TraceCheck, number: Int) -> Outcome {
        guard let compiled = compiled[check.className ?? ""] else {
            return Outcome(check: check, passed: false, verdict: "no class \(check.className ?? "") compiled", log: "")
        }
        let logPath = "\(workFolder)/check-\(number).log.txt"
        try? FileManager.default.removeItem(atPath: logPath)
        let child = WatchedChild(executable: executable, displayPath: displayPath, sourcePath: sourcePath)
        // A replay takes well under a second: one that runs on is stuck in the attendee's code.
        let ending = child.run(
            [
                "workshop", "replay", displayPath, "--library", compiled.libraryPath, "--class", compiled.className,
                "--trace", lesson.path(of: check), "--log", logPath,
            ], timeLimit: Self.replayTimeLimit)
        let log: String
        switch ending {
        case .crashed(let crash):
            return Outcome(check: check, passed: false, verdict: "crashed: \(crash.line)", log: "")
        case .timedOut(let crash):
            return Outcome(check: check, passed: false, verdict: "crashed: \(crash.line)", log: "", timedOut: true)
        case .failed(let reason):
            return Outcome(check: check, passed: false, verdict: "the replay failed: \(reason)", log: "")
        case .finished:
            guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else {
                return Outcome(check: check, passed: false, verdict: "the replay wrote no log", log: "")
            }
            log = text
        }
        let recognized = log.split(separator: "\n").contains { $0.hasSuffix("→ began") || $0.hasSuffix("→ ended") }
        let passed = recognized == (check.expect == .recognized)
        return Outcome(check: check, passed: passed, verdict: recognized ? "recognized" : "not recognized", log: log)
    }
}
