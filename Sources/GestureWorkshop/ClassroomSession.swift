import Classroom
import Foundation

/// Keeps the teacher's page up to date while the attendee works in the window: the supervisor hands it each
/// version that loaded and each save that did not compile; on its own thread it checks the lesson, scores the
/// recognizer and posts both (the newest save only, when saves come faster than it posts). An upload that cannot
/// reach the classroom is kept and tried again after a pause that doubles, up to `longestPause`: no busy loop.
public final class ClassroomSession: @unchecked Sendable {
    let reporter: ClassroomReporter
    let lesson: Lesson?
    let engine: EngineLocation
    private let queue = DispatchQueue(label: "gesturelab.classroom")
    private let lock = NSLock()
    /// The newest save not yet posted.
    private var pending: Save?
    private var isPosting = false
    private var pause = ClassroomSession.firstPause

    static let firstPause = 5.0
    static let longestPause = 60.0

    enum Save {
        case loaded(CompiledRecognizer)
        case compileErrors([String])
    }

    public init(reporter: ClassroomReporter, lesson: Lesson?, engine: EngineLocation) {
        self.reporter = reporter
        self.lesson = lesson
        self.engine = engine
    }

    /// A version of the file loaded in the window.
    public func loaded(_ compiled: CompiledRecognizer) { submit(.loaded(compiled)) }

    /// A save did not compile.
    public func failedToCompile(_ diagnostics: [String]) { submit(.compileErrors(diagnostics)) }

    private func submit(_ save: Save) {
        let start = lock.withLock { () -> Bool in
            pending = save
            pause = Self.firstPause
            defer { isPosting = true }
            return !isPosting
        }
        if start { queue.async { self.postPending() } }
    }

    private func postPending() {
        guard
            let save = lock.withLock({ () -> Save? in
                defer { pending = nil }
                if pending == nil { isPosting = false }
                return pending
            })
        else { return }
        do {
            try post(save)
        } catch let error as ClassroomError where error.status.map({ (400..<500).contains($0) }) ?? false {
            reporter.say("classroom: \(error.description)")
        } catch let invalid as InvalidUpload {
            reporter.say("classroom: \(invalid.description)")
        } catch {
            // Unreachable or failing: keep this save unless a newer one came meanwhile, and try again later.
            let wait = lock.withLock { () -> Double in
                if pending == nil { pending = save }
                defer { pause = min(pause * 2, Self.longestPause) }
                return pause
            }
            reporter.say("classroom: \(error); trying again in \(Int(wait)) s")
            queue.asyncAfter(deadline: .now() + wait) { self.postPending() }
            return
        }
        queue.async { self.postPending() }
    }

    private func post(_ save: Save) throws {
        switch save {
        case .compileErrors(let diagnostics):
            try reporter.report(lessonTitle: lesson?.title ?? "(no lesson)", compileErrors: diagnostics)
        case .loaded(let compiled):
            guard let lesson else {
                try reporter.client.post(
                    check: CheckReport(
                        name: reporter.name, lesson: "(no lesson)", file: reporter.fileName, traces: [],
                        compileErrors: []))
                return
            }
            // A lesson with two recognizers in one file: the window runs one; the others are compiled here.
            var libraries: [String: CompiledRecognizer] = [:]
            for name in lesson.classNames {
                if name == compiled.className {
                    libraries[name] = compiled
                } else {
                    do {
                        libraries[name] = try RecognizerCompiler(
                            file: reporter.displayPath, requestedClass: name, workFolder: reporter.workFolder,
                            engine: engine
                        ).compile()
                    } catch let failure as CompileFailure {
                        try reporter.report(lessonTitle: lesson.title, compileErrors: failure.diagnostics)
                        return
                    }
                }
            }
            if lesson.classNames.isEmpty { libraries[""] = compiled }
            let checker = LessonChecker(
                lesson: lesson, compiled: libraries, displayPath: reporter.displayPath,
                sourcePath: reporter.sourcePath, executable: reporter.executable, workFolder: reporter.workFolder)
            let outcomes = checker.run { _ in }
            try reporter.report(lesson: lesson, outcomes: outcomes, compiled: libraries)
        }
    }
}
