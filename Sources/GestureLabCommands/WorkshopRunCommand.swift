import ArgumentParser
import Foundation
import GestureWorkshop
import Logging
import WorkshopWindow

/// `gesturelab workshop run FILE` (or just `workshop FILE`): the window with the attendee's recognizer, reloaded on
/// every save and restarted after a crash; with `--classroom`, every save's check and score go to the teacher.
struct WorkshopRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window with your recognizer on a canvas, reloaded on every save.")

    @OptionGroup var recognizer: WorkshopFileOptions
    @OptionGroup var classroom: ClassroomOptions

    @Option(help: "Measure N reloads of a copy of FILE (compile, load, create) and print p50/p99/max.")
    var benchmarkReloads: Int?

    @Flag(help: "For a projector: larger text on the canvas and a larger inspector.")
    var presentation = false

    @Option(help: "The window size, WIDTHxHEIGHT (\(SizeArgument.range)).", transform: SizeArgument.parse)
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
    // The window's calibration child ("teach it my way"): widens --library's limits for the attempts, checks them.
    @Option(help: .hidden) var calibrate: String?
    @Option(help: .hidden) var calibrateOut: String?
    // The spellings from before `check` and `replay` were subcommands, still understood.
    @Flag(help: .hidden) var check = false
    @Flag(help: .hidden) var headless = false
    @Option(help: .hidden) var trace: String?
    @Option(help: .hidden) var log: String?

    var file: String { recognizer.file }
    var className: String? { recognizer.className }

    func validate() throws {
        if headless && trace == nil { throw ValidationError("--headless needs --trace TRACE") }
        if (trace != nil || log != nil) && !headless { throw ValidationError("--trace and --log need --headless") }
        if check && headless { throw ValidationError("--check and --headless are separate modes") }
        try OutputChecks.check([log, stateOut], readingFrom: [file] + (trace.map { [$0] } ?? []))
        if headless && classroom.classroom != nil {
            throw ValidationError("--classroom posts each save: not with --headless")
        }
        if classroom.lesson != nil && !check && classroom.classroom == nil {
            throw ValidationError("--lesson needs --classroom")
        }
        if scoreStrokes != nil && (scoreOut == nil || library == nil || className == nil) {
            throw ValidationError("--score-strokes needs --score-out, --library and --class")
        }
        if calibrate != nil && (calibrateOut == nil || library == nil || className == nil) {
            throw ValidationError("--calibrate needs --calibrate-out, --library and --class")
        }
    }

    func run() throws {
        try WorkshopCommand.reportingErrors {
            if let benchmarkReloads {
                try runBenchmark(count: benchmarkReloads)
            } else if let scoreStrokes, let scoreOut, let library, let className {
                try StrokeScoring.run(
                    strokes: scoreStrokes, output: scoreOut,
                    compiled: CompiledRecognizer(libraryPath: library, className: className, sourceHash: ""))
            } else if let calibrate, let calibrateOut, let library, let className {
                try PlaygroundCalibration.run(
                    request: calibrate, output: calibrateOut,
                    compiled: CompiledRecognizer(libraryPath: library, className: className, sourceHash: ""))
            } else if headless, let trace {
                try WorkshopReplayCommand.replay(recognizer, trace: trace, log: log, library: library)
            } else if check {
                try WorkshopCheckCommand.check(recognizer, classroom: classroom)
            } else if hosted {
                try runWindow()
            } else {
                try runSupervised()
            }
        }
    }

    private func runBenchmark(count: Int) throws {
        let work = try WorkshopCommand.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let times = try ReloadBenchmark(file: file, requestedClass: className, count: count)
            .run(engine: try EngineLocation.find(), workFolder: work)
        print(
            "save → new code running (compile, load, create), \(times.count) reloads: \(ReloadBenchmark.summary(times))"
        )
        print("(the window adds at most one look at the file: \(LiveReloader.pollInterval) s)")
    }

    /// The window, restarted after crashes; with --classroom, every save's check and score go to the teacher.
    private func runSupervised() throws {
        let supervisor = try WorkshopSupervisor(file: file, arguments: supervisedArguments())
        let work = try WorkshopCommand.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        if let reporter = classroom.reporter(file: file, workFolder: work) {
            let found = try? recognizer.findLesson(classroom.lesson)
            let session = ClassroomSession(reporter: reporter, lesson: found, engine: try EngineLocation.find())
            supervisor.onLoaded = session.loaded
            supervisor.onCompileErrors = session.failedToCompile
        }
        try supervisor.run()
    }

    /// The window process the supervisor runs, with what the supervisor told it.
    private func runWindow() throws {
        LogSetup.bootstrap { StreamLogHandler.standardError(label: $0) }
        guard let workFolder else { throw WorkshopError("--hosted needs --work-folder") }
        var options = WorkshopWindow.Options(
            file: file, compiler: try recognizer.compiler(workFolder: workFolder), size: size.size)
        options.display = display
        options.assets = assets
        options.stateOut = stateOut
        options.presentation = presentation
        if let library, let libraryClass {
            options.resume = CompiledRecognizer(
                libraryPath: library, className: libraryClass, sourceHash: sourceHash ?? "")
        }
        options.skipHash = skipHash
        options.crashMessage = crashMessage
        try WorkshopWindow(options: options).run()
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
}
