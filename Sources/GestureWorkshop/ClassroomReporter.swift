import Classroom
import Foundation

/// The attendee's side of `gesturelab workshop FILE --classroom URL --name NAME`: after a save it posts the
/// lesson check (or the compile errors), downloads the class's strokes, scores the attendee's recognizer on the
/// strokes of everyone else in a watched child process (a trap or an endless loop there is reported, not
/// suffered), and posts the score. The teacher's machine never runs the attendee's code.
public final class ClassroomReporter {
    public let client: ClassroomClient
    public let name: String
    let executable: String
    let displayPath: String
    let sourcePath: String
    let workFolder: String
    /// Lines for the attendee's terminal.
    public var say: (String) -> Void = { FileHandle.standardError.write(Data(("gesturelab: " + $0 + "\n").utf8)) }

    public init(
        client: ClassroomClient, name: String, executable: String, displayPath: String, sourcePath: String,
        workFolder: String
    ) {
        self.client = client
        self.name = ShownText.normalizedName(name)
        self.executable = executable
        self.displayPath = displayPath
        self.sourcePath = sourcePath
        self.workFolder = workFolder
    }

    /// Seconds the scoring child may take: a stroke plays in well under a millisecond, so one that runs on is
    /// stuck in the attendee's code.
    static func scoringTimeLimit(strokes: Int) -> Double { 10 + Double(strokes) / 50 }

    var fileName: String { (displayPath as NSString).lastPathComponent }

    /// Posts a save's check result, then scores the recognizer and posts the score.
    public func report(lesson: Lesson, outcomes: [LessonChecker.Outcome], compiled: [String: CompiledRecognizer])
        throws
    {
        let traces = outcomes.map {
            CheckReport.Trace(name: $0.check.name, passed: $0.passed, verdict: shortened($0.verdict))
        }
        try client.post(
            check: CheckReport(
                name: name, lesson: lesson.title, file: fileName, traces: traces, compileErrors: []))
        let scored = lesson.strokeClass.flatMap { compiled[$0] } ?? compiled[""] ?? compiled.values.first
        guard let kind = lesson.strokeKind, let scored else {
            say("classroom: check posted (this lesson has no stroke kind to score on)")
            return
        }
        let score = try score(scored, kind: kind, lesson: lesson)
        try client.post(score: score)
        let result =
            score.trouble
            ?? "\(score.recognized)/\(score.positives) \(kind) recognized, "
            + "\(score.falseAccepts)/\(score.negatives) other strokes accepted"
        say("classroom: check and score posted (on \(score.people) other people's strokes: \(result))")
    }

    /// Posts a save that did not compile.
    public func report(lessonTitle: String, compileErrors: [String]) throws {
        let errors = compileErrors.filter { !$0.contains(": warning: ") }
        try client.post(
            check: CheckReport(
                name: name, lesson: lessonTitle, file: fileName, traces: [],
                compileErrors: errors.prefix(ClassroomLimits.compileErrors).map(shortened)))
        say("classroom: compile errors posted")
    }

    /// Scores `compiled` on the strokes other people drew: `kind` counts as a positive, every other kind as a
    /// negative.
    func score(_ compiled: CompiledRecognizer, kind: String, lesson: Lesson) throws -> ScoreReport {
        let cache = StrokeCache.standard(token: client.token ?? "")
        let (snapshot, all) = try client.snapshot(cache: cache)
        let strokes = all.filter { $0.person != name }
        let input = (workFolder as NSString).appendingPathComponent("class-strokes.json")
        let output = (workFolder as NSString).appendingPathComponent("class-score.json")
        try? FileManager.default.removeItem(atPath: output)
        try JSONEncoder().encode(StrokeUpload(strokes: strokes)).write(to: URL(fileURLWithPath: input))
        let child = WatchedChild(executable: executable, displayPath: displayPath, sourcePath: sourcePath)
        let ending = child.run(
            [
                "workshop", "run", displayPath, "--score-strokes", input, "--score-out", output, "--library",
                compiled.libraryPath, "--class", compiled.className,
            ], timeLimit: Self.scoringTimeLimit(strokes: strokes.count))
        var recognized: Set<String> = []
        var trouble: String?
        switch ending {
        case .crashed(let crash), .timedOut(let crash):
            trouble = "crashed: \(crash.line)"
        case .failed(let reason):
            trouble = "scoring failed: \(reason)"
        case .finished:
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: output))
                recognized = Set(try JSONDecoder().decode(StrokeScoring.Result.self, from: data).recognized)
            } catch {
                trouble = "scoring failed: no result (\(error.localizedDescription))"
            }
        }
        let positives = strokes.filter { $0.kind == kind }
        let negatives = strokes.filter { $0.kind != kind }
        return ScoreReport(
            name: name, lesson: lesson.title, recognizer: compiled.className, kind: kind,
            positives: trouble == nil ? positives.count : 0,
            recognized: positives.filter { recognized.contains($0.id) }.count,
            negatives: trouble == nil ? negatives.count : 0,
            falseAccepts: negatives.filter { recognized.contains($0.id) }.count,
            missed: trouble == nil
                ? Array(positives.map(\.id).filter { !recognized.contains($0) }.prefix(ClassroomLimits.strokeIds)) : [],
            falselyAccepted: Array(
                negatives.map(\.id).filter { recognized.contains($0) }.prefix(ClassroomLimits.strokeIds)),
            people: Set(strokes.map(\.person)).count, snapshot: snapshot, trouble: trouble.map(shortened))
    }

    /// A message as the page shows it: the file by its name alone (nothing of the attendee's disk goes to the
    /// class), cut short (a crash's whole backtrace is for the attendee's terminal).
    func shortened(_ text: String) -> String {
        let named = text.replacingOccurrences(of: sourcePath, with: fileName)
            .replacingOccurrences(of: displayPath, with: fileName)
        return named.count <= 500 ? named : String(named.prefix(499)) + "…"
    }
}
