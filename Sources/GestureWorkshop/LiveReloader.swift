import Foundation
import GestureEngine
import SceneSupport

/// Keeps the playground running the newest version of the attendee's file that compiles: it looks at the file a
/// few times a second, recompiles it in a child `swiftc` when its text changed, and swaps the new recognizer in.
/// A compile error goes to the banner and the terminal while the last good version keeps running.
///
/// Everything happens on the window's thread, from the run loop's timers: `swiftc` runs as a separate process, so
/// the window keeps drawing while it compiles.
public final class LiveReloader {
    let compiler: RecognizerCompiler
    let playground: PlaygroundScene
    let clock: GestureClock
    /// Called with each new recognizer once it is on the canvas (the inspector focuses on it).
    public var onInstall: ((GestureRecognizer) -> Void)?
    /// Prints a line for the terminal (standard error) and one for the supervisor (standard output).
    var printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    var printReport: (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private var libraries: [RecognizerLibrary] = []
    private var job: (job: RecognizerCompiler.Job, saveTime: Double?)?
    private var lastSignature: FileSignature?
    /// Texts not to compile again: the one running, and one that crashed (until the file changes).
    private var knownHashes: Set<String> = []
    /// Seconds from each save to its new code running, for the summary.
    public private(set) var reloadTimes: [Double] = []

    /// The supervising process, when this window runs under one (`--hosted`).
    public var supervisor: pid_t?
    /// The `gesturelab` executable that calibrates each version in a child process ("teach it my way"); nil: none.
    public var executable: String?

    /// How often the file is looked at.
    public static let pollInterval = 0.1

    public init(compiler: RecognizerCompiler, playground: PlaygroundScene, clock: GestureClock) {
        self.compiler = compiler
        self.playground = playground
        self.clock = clock
    }

    /// Starts watching: loads `resume` (the last good version, after a crash) or compiles the file now.
    public func start(resume: CompiledRecognizer?, skipHash: String?, crashMessage: String?) {
        if let skipHash { knownHashes.insert(skipHash) }
        if let resume {
            knownHashes.insert(resume.sourceHash)
            load(resume, saveTime: nil)
        }
        if let crashMessage {
            let running =
                resume.map { "Running the last good version of \($0.className) again." } ?? "No recognizer is running."
            playground.banner = PlaygroundScene.Banner(
                kind: .crash,
                lines: ["Your recognizer crashed: \(crashMessage)", "\(running) Fix the file and save it."])
        }
        tick()
    }

    private func tick() {
        // A window whose supervisor is gone (killed) would be an orphan nobody restarts or stops: it quits.
        if let supervisor, getppid() != supervisor {
            printError("gesturelab: the workshop's supervising process is gone; closing the window")
            exit(1)
        }
        printReport(WorkshopMessage.heartbeat)  // for the supervisor's watchdog: this process is not stuck
        poll()
        clock.schedule(after: Self.pollInterval) { [weak self] in self?.tick() }
    }

    private func poll() {
        if let running = job {
            guard !running.job.isRunning else { return }
            job = nil
            finish(running.job, saveTime: running.saveTime)
        }
        let signature = FileSignature(path: compiler.sourcePath)
        guard signature != lastSignature else { return }
        // The text found at the first look is not a save: there is no save to time its compile from.
        let isFirstLook = lastSignature == nil
        lastSignature = signature
        guard let signature, let data = FileManager.default.contents(atPath: compiler.sourcePath) else {
            playground.banner = PlaygroundScene.Banner(
                kind: .compileError, lines: ["\(compiler.displayPath): cannot read the file"])
            return
        }
        guard !knownHashes.contains(RecognizerCompiler.digest(data)) else { return }
        let saveTime = isFirstLook ? nil : signature.modified
        do {
            job = (try compiler.start(), saveTime)
        } catch {
            reportCompileErrors(["\(error)"])
        }
    }

    private func finish(_ job: RecognizerCompiler.Job, saveTime: Double?) {
        do {
            let compiled = try job.finish()
            knownHashes.insert(compiled.sourceHash)
            load(compiled, saveTime: saveTime)
        } catch let failure as CompileFailure {
            reportCompileErrors(failure.diagnostics)
        } catch {
            reportCompileErrors(["\(error)"])
        }
    }

    private func load(_ compiled: CompiledRecognizer, saveTime: Double?) {
        printReport(WorkshopMessage(kind: .loading, compiled: compiled).line)
        let library: RecognizerLibrary
        do {
            library = try RecognizerLibrary(compiled)
        } catch {
            reportCompileErrors(["\(error)"])
            return
        }
        let recognizer = library.makeRecognizer()
        libraries.append(library)
        playground.install(recognizer, className: compiled.className)
        if let executable {
            playground.teaching.calibrator =
                CalibrationChild(
                    executable: executable, displayPath: compiler.displayPath, sourcePath: compiler.sourcePath,
                    workFolder: compiler.workFolder, compiled: compiled
                ).start
        }
        onInstall?(recognizer)
        printReport(WorkshopMessage(kind: .loaded, compiled: compiled).line)
        guard let saveTime else {
            printError("gesturelab: \(compiled.className) running; save \(compiler.displayPath) to reload it")
            if playground.banner?.kind == .compileError { playground.banner = nil }
            return
        }
        let latency = Date().timeIntervalSince1970 - saveTime
        reloadTimes.append(latency)
        let text = String(format: "%.2f s", latency)
        let version = "\(compiled.className) version \(playground.version)"
        printError("gesturelab: \(version) running, \(text) from save to new code running")
        playground.banner = PlaygroundScene.Banner(kind: .info, lines: ["Reloaded \(version): \(text) after the save."])
    }

    private func reportCompileErrors(_ lines: [String]) {
        for line in lines { printError(line) }
        printReport(WorkshopMessage.compileErrorsLine(lines))
        let running =
            playground.recognizerClass.map { "The last good version of \($0) keeps running." }
            ?? "Nothing is running yet."
        let errors = lines.filter { !$0.contains(": warning: ") }
        playground.banner = PlaygroundScene.Banner(kind: .compileError, lines: Array(errors.prefix(6)) + [running])
    }
}

/// What tells that a file was saved: its modification time (seconds since 1970) and size.
struct FileSignature: Equatable {
    let modified: Double
    let size: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        size = UInt64(info.st_size)
    }
}
