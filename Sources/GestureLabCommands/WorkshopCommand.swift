import ArgumentParser
import Classroom
import Foundation
import GestureEngine
import GestureWorkshop
import InputTrace

/// `gesturelab workshop FILE.swift`: an attendee's own recognizer, compiled, loaded and run — live in the window
/// (reloaded on every save), headless on a trace, or checked against a lesson's traces.
public struct WorkshopCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "workshop",
        abstract:
            "Run your own GestureRecognizer subclass: live with reload on save, headless, or checked against a lesson.",
        discussion: """
            FILE is ordinary Swift that imports GestureEngine and declares a GestureRecognizer subclass, as in the \
            tutorials (override touchesBegan/Moved/Ended/Cancelled and reset). The window shows it on a canvas with \
            the inspector; saving the file reloads it. A compile error is shown and the last good version keeps \
            running; a crash brings the window back with the last good version. Lessons are in workshop/.
            """)

    @Argument(help: "Your recognizer's Swift file.")
    var file: String

    @Option(name: .customLong("class"), help: "The recognizer class to load, when the file declares several.")
    var className: String?

    @Flag(help: "Run with no display, on virtual time: replay --trace and write the transition log.")
    var headless = false

    @Option(help: "Headless: the trace to replay.")
    var trace: String?

    @Option(help: "Headless: write the transition log here (default: standard output).")
    var log: String?

    @Flag(help: "Replay the lesson's traces against the file and print a checklist.")
    var check = false

    @Option(
        help:
            "With --check or --classroom: the lesson's folder (default: the folder of FILE, or one above it, with a lesson.json)."
    )
    var lesson: String?

    @Option(
        help: ArgumentHelp(
            "Post each save's check and your recognizer's score on the class's strokes to the teacher's classroom.",
            valueName: "http://HOST:PORT"))
    var classroom: String?

    @Option(help: "With --classroom: your name on the teacher's page.")
    var name: String?

    @Option(
        help: "With --classroom: the token `gesturelab classroom serve` printed (or $GESTURELAB_CLASSROOM_TOKEN).")
    var token: String?

    @Option(help: "Measure N reloads of a copy of FILE (compile, load, create) and print p50/p99/max.")
    var benchmarkReloads: Int?

    @Flag(help: "For a projector: larger text on the canvas and a larger inspector.")
    var presentation = false

    @Option(help: "The window size, WIDTHxHEIGHT.")
    var size: SizeArgument = .defaultValue

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Option(help: "Write the app's state as JSON to this file when the window is up, on SIGUSR1 and on exit.")
    var stateOut: String?

    @Option(help: "The folder with the app's images and sounds (default: the repository's assets/).")
    var assets: String?

    // The supervisor's instructions to the window process it runs (see docs/workshop-design.md).
    @Flag(help: .hidden) var hosted = false
    @Option(help: .hidden) var workFolder: String?
    @Option(help: .hidden) var library: String?
    @Option(help: .hidden) var libraryClass: String?
    @Option(help: .hidden) var sourceHash: String?
    @Option(help: .hidden) var skipHash: String?
    @Option(help: .hidden) var crashMessage: String?
    // The classroom's scoring child: plays the class's strokes into --library's recognizer, writes what it recognized.
    @Option(help: .hidden) var scoreStrokes: String?
    @Option(help: .hidden) var scoreOut: String?

    public init() {}

    public func validate() throws {
        if headless && trace == nil && library == nil { throw ValidationError("--headless needs --trace TRACE") }
        if trace != nil && !headless { throw ValidationError("--trace needs --headless") }
        if log != nil && !headless { throw ValidationError("--log needs --headless") }
        if check && headless { throw ValidationError("--check and --headless are separate modes") }
        if lesson != nil && !check && classroom == nil {
            throw ValidationError("--lesson needs --check or --classroom")
        }
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("\(file): no such file") }
        if scoreStrokes != nil && (scoreOut == nil || library == nil || className == nil) {
            throw ValidationError("--score-strokes needs --score-out, --library and --class")
        }
        if classroom == nil && (name != nil || token != nil) {
            throw ValidationError("--name and --token need --classroom")
        }
        if let classroom {
            if headless { throw ValidationError("--classroom posts each save: not with --headless") }
            guard let url = URL(string: classroom), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ValidationError("--classroom wants the teacher's address, such as http://192.168.1.20:8080")
            }
            guard let name, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("--classroom needs --name NAME (your name on the teacher's page)")
            }
            guard name.count <= ClassroomLimits.nameCharacters else {
                throw ValidationError("--name: at most \(ClassroomLimits.nameCharacters) characters")
            }
        }
    }

    public func run() throws {
        Self.unblockSignals()
        do {
            if let benchmarkReloads {
                let work = try Self.temporaryFolder()
                defer { try? FileManager.default.removeItem(atPath: work) }
                let times = try ReloadBenchmark(file: file, requestedClass: className, count: benchmarkReloads)
                    .run(engine: try EngineLocation.find(), workFolder: work)
                print(
                    "save → new code running (compile, load, create), \(times.count) reloads: \(ReloadBenchmark.summary(times))"
                )
                print("(the window adds at most one look at the file: \(LiveReloader.pollInterval) s)")
            } else if let scoreStrokes, let scoreOut, let library, let className {
                try StrokeScoring.run(
                    strokes: scoreStrokes, output: scoreOut,
                    compiled: CompiledRecognizer(libraryPath: library, className: className, sourceHash: ""))
            } else if headless {
                try runHeadless()
            } else if check {
                try runCheck()
            } else if hosted {
                try WorkshopWindow(command: self).run()
            } else {
                try runSupervised()
            }
        } catch let error as WorkshopError {
            Self.printError(error.description)
            throw ExitCode(1)
        } catch let failure as CompileFailure {
            Self.printError(failure.description, prefix: false)
            throw ExitCode(1)
        } catch let exit as WorkshopSupervisor.SupervisedExit {
            throw ExitCode(exit.status)
        } catch let error as TraceError {
            Self.printError(error.description)
            throw ExitCode(1)
        } catch let error as ClassroomError {
            Self.printError("classroom: \(error.description)")
            throw ExitCode(1)
        } catch let invalid as InvalidUpload {
            Self.printError("classroom: \(invalid.description)")
            throw ExitCode(1)
        }
    }

    /// Compiles (or takes `--library`), replays the trace, writes the log; nothing is written on a compile error.
    private func runHeadless() throws {
        guard let trace else { throw ValidationError("--headless needs --trace TRACE") }
        let loaded = try TraceReader.read(path: trace)
        let compiled: CompiledRecognizer
        let work = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let library, let className {
            compiled = CompiledRecognizer(libraryPath: library, className: className, sourceHash: "")
        } else {
            compiled = try compiler(workFolder: work).compile()
        }
        let recognizerLibrary = try RecognizerLibrary(compiled)
        let result = PlaygroundReplay(trace: loaded).run(
            making: recognizerLibrary.makeRecognizer, className: compiled.className)
        if let log {
            do {
                try Data(result.log.utf8).write(to: URL(fileURLWithPath: log))
            } catch {
                throw WorkshopError("cannot write the transition log \(log): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(result.log.utf8))
        }
    }

    private func runCheck() throws {
        let found = try Lesson.find(from: lesson ?? (file as NSString).deletingLastPathComponent)
        let work = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let reporter = classroomReporter(workFolder: work)
        // One library per class the lesson's traces name (a lesson may teach two recognizers in one file).
        var compiled: [String: CompiledRecognizer] = [:]
        let engine = try EngineLocation.find()
        let sourcePath = URL(fileURLWithPath: file).standardizedFileURL.path
        for name in found.classNames.isEmpty ? [className] : found.classNames.map(Optional.some) {
            let compiler = RecognizerCompiler(file: file, requestedClass: name, workFolder: work, engine: engine)
            do {
                compiled[name ?? ""] = try compiler.compile()
            } catch let failure as CompileFailure {
                Self.printError(failure.description, prefix: false)
                try reporter?.report(lessonTitle: found.title, compileErrors: failure.diagnostics)
                throw ExitCode(1)
            }
        }
        let checker = LessonChecker(
            lesson: found, compiled: compiled, displayPath: file, sourcePath: sourcePath,
            executable: Self.executablePath, workFolder: work)
        let outcomes = checker.run { print($0) }
        try reporter?.report(lesson: found, outcomes: outcomes, compiled: compiled)
        if outcomes.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// The window, restarted after crashes; with --classroom, every save's check and score go to the teacher.
    private func runSupervised() throws {
        let supervisor = try WorkshopSupervisor(file: file, arguments: supervisedArguments())
        let work = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let reporter = classroomReporter(workFolder: work) {
            let found = try? Lesson.find(from: lesson ?? (file as NSString).deletingLastPathComponent)
            let session = ClassroomSession(reporter: reporter, lesson: found, engine: try EngineLocation.find())
            supervisor.onLoaded = session.loaded
            supervisor.onCompileErrors = session.failedToCompile
        }
        try supervisor.run()
    }

    /// The attendee's connection to the teacher's classroom, with `--classroom`.
    private func classroomReporter(workFolder: String) -> ClassroomReporter? {
        guard let classroom, let url = URL(string: classroom), let name else { return nil }
        var client = ClassroomClient(
            server: url, token: token ?? ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_TOKEN"])
        client.onRetry = { Self.printError("classroom: \($0)") }
        return ClassroomReporter(
            client: client, name: name, executable: Self.executablePath,
            displayPath: file, sourcePath: URL(fileURLWithPath: file).standardizedFileURL.path,
            workFolder: workFolder)
    }

    func compiler(workFolder: String) throws -> RecognizerCompiler {
        RecognizerCompiler(
            file: file, requestedClass: className, workFolder: workFolder, engine: try EngineLocation.find())
    }

    /// The options the supervisor passes on to the window process it runs.
    private func supervisedArguments() -> [String] {
        var arguments = ["--size", "\(Int(size.size.width))x\(Int(size.size.height))"]
        if let className { arguments += ["--class", className] }
        if presentation { arguments.append("--presentation") }
        if let display { arguments += ["--display", display] }
        if let stateOut { arguments += ["--state-out", stateOut] }
        if let assets { arguments += ["--assets", assets] }
        return arguments
    }

    static var executablePath: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesturelab-workshop-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A parent (a test runner, a shell script) may have left signals blocked, and children inherit the mask: with
    /// SIGCHLD blocked, Foundation never sees swiftc or a replay end. (The supervisor unblocks the signals it passes
    /// on once its handlers are in place; the window's run loop does the same for its own.)
    static func unblockSignals() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGCHLD)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    static func printError(_ text: String, prefix: Bool = true) {
        FileHandle.standardError.write(Data(((prefix ? "gesturelab: " : "") + text + "\n").utf8))
    }
}
