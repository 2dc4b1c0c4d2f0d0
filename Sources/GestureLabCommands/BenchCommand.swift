import ArgumentParser
import CommandLineErrors
import Foundation
import GestureEngine
import GestureLabBench
import Logging
import SceneSupport
import TutorialScenes
import X11Platform

/// `gesturelab bench`: one table of p50, p99 and max for the frame cost per scene while a finger drags, the engine's
/// throughput on two-finger moves, and a circle stroke through the circle game; then the real app measured from
/// outside on an X server: input → pixels, launch, idle CPU and memory over a long drag. With the cores and the build.
public struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print p50/p99/max of frame cost, engine, input → pixels, launch, idle CPU and memory.",
        discussion: """
            Build with `swift build -c release` first: debug figures are several times slower. The live \
            measurements run the app (--app-binary) on Xvfb (or --display) with gesturelab-inject in front of it; \
            the README's "Measuring performance" explains them.
            """)

    @Option(help: "Frames to draw per scene, size and inspector setting.")
    var frames = 200

    @Option(help: "Frame sizes, WIDTHxHEIGHT (\(SizeArgument.range)), comma-separated.")
    var sizes = "1280x800,3840x2160"

    @Option(help: "Scenes to time frames of, comma-separated (default: every tutorial scene).")
    var scenes: String?

    @Option(help: "Two-finger move events per timed engine batch.")
    var batchSize = 1000

    @Option(help: "Timed engine batches.")
    var batches = 200

    @Option(help: "Circle strokes to time.")
    var strokes = 200

    @Option(help: "Seeks back on a replay's timeline to time (0 skips).")
    var seeks = 100

    @Option(help: "The folder with the app's images.")
    var assets: String?

    @Option(help: "The X display for the live measurements (default: an Xvfb server at 1920x1080 started for them).")
    var display: String?

    @Option(help: "Injected touch updates per scene, inspector setting and mode (isolated, 125 Hz stream).")
    var latencyUpdates = 200

    @Option(help: "Scenes for input → pixels, comma-separated (default: every scene).")
    var latencyScenes: String?

    @Flag(help: "Skip input → pixels.")
    var skipLatency = false

    @Flag(help: "Skip the in-process measurements (frame cost, engine, circle stroke).")
    var skipInProcess = false

    @Option(help: "Fresh launches to time to the first frame (0 skips).")
    var launches = 10

    @Option(help: "Seconds of idle CPU to measure (0 skips).")
    var idle = 10

    @Option(help: "Seconds of dragging while the app's memory is sampled (0, the default, skips it; the soak is 600).")
    var soak = 0

    @Option(help: "The app's --pacing for the live measurements: auto, present or on-demand.")
    var pacing: FramePacing.Choice = .auto

    @Option(help: "The gesturelab binary to measure live (default: this one; build it with -c release).")
    var appBinary: String?

    @Option(help: "The gesturelab-inject binary (default: the one next to this executable).")
    var injector: String?

    public init() {}

    public func validate() throws {
        guard frames >= 1, batchSize >= 1, batches >= 1, strokes >= 1, latencyUpdates >= 1 else {
            throw ValidationError(
                "--frames, --batch-size, --batches, --strokes and --latency-updates must be at least 1")
        }
        guard launches >= 0, idle >= 0, soak >= 0, seeks >= 0 else {
            throw ValidationError("--launches, --idle, --soak and --seeks cannot be negative")
        }
        _ = try parsedSizes()
        _ = try parsedScenes(scenes, option: "--scenes")
        _ = try parsedScenes(latencyScenes, option: "--latency-scenes")
    }

    public func run() throws {
        try checkInjector()
        // The rejected-input row makes the engine log a warning per event: the row times making the line, not a
        // terminal printing hundreds of thousands of them. The app measured live logs in its own process.
        EngineLogging.bootstrap { _ in SwiftLogNoOpLogHandler() }
        print(try table())
    }

    /// The whole table as text (the command prints it; a test reads it).
    public func table() throws -> String {
        var plan = BenchPlan()
        plan.frames = frames
        plan.sizes = try parsedSizes()
        plan.scenes = try parsedScenes(scenes, option: "--scenes")
        plan.batchSize = batchSize
        plan.batches = batches
        plan.strokes = strokes
        plan.seeks = seeks
        plan.assets = assets
        plan.display = display
        plan.latencyUpdates = latencyUpdates
        plan.latencyScenes = try parsedScenes(latencyScenes, option: "--latency-scenes")
        plan.skipLatency = skipLatency
        plan.skipInProcess = skipInProcess
        plan.launches = launches
        plan.idleSeconds = idle
        plan.soakSeconds = soak
        plan.pacing = pacing
        plan.appBinary = appBinary
        plan.injector = injector
        return try plan.table()
    }

    /// The live measurements run the app behind gesturelab-inject: a missing one is said before minutes of
    /// in-process measuring, with the command that builds it.
    private func checkInjector() throws {
        guard !skipLatency || launches > 0 || idle > 0 || soak > 0 else { return }
        let path = injector ?? BenchPlan.defaultInjector
        guard !FileManager.default.isExecutableFile(atPath: path) else { return }
        if injector != nil { throw CommandFailure.usage("--injector: no executable at \(path)") }
        let release = path.contains("/debug/") ? "" : " -c release"
        throw CommandFailure.runtime(
            "the live measurements need gesturelab-inject, not built at \(path): run `swift build\(release) --product "
                + "gesturelab-inject`, or skip them with --skip-latency --launches 0 --idle 0")
    }

    /// A comma-separated list of tutorial scenes (all of them when the option is not given).
    private func parsedScenes(_ list: String?, option: String) throws -> [SceneKind] {
        guard let list else { return SceneCatalog.tutorials.kinds }
        let names = SceneCatalog.tutorials.kinds.map(\.rawValue).joined(separator: ", ")
        return try list.split(separator: ",").map { name in
            guard let scene = SceneKind(argument: String(name)), SceneCatalog.tutorials.kinds.contains(scene) else {
                throw ValidationError("\(option): '\(name)' is not a tutorial scene (\(names))")
            }
            return scene
        }
    }

    private func parsedSizes() throws -> [Size] {
        try sizes.split(separator: ",").map { text in
            guard let size = SizeArgument(argument: String(text)) else {
                throw ValidationError("--sizes: '\(text)' is not WIDTHxHEIGHT from \(SizeArgument.range)")
            }
            return size.size
        }
    }
}
