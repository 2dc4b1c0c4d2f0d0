import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes
import X11Platform

/// What `gesturelab bench` measures and how much of each: the in-process rows (frame cost per scene, size and
/// inspector setting, the engine's throughput, a circle and a chevron stroke, rejected input, a seek back on a
/// replay's timeline), then the real app in
/// its own process on an X server (input → pixels, launch, idle CPU, memory over a long drag). A count of 0 skips a
/// live row.
public struct BenchPlan {
    public var frames = 200
    public var sizes = [Size(width: 1280, height: 800), Size(width: 3840, height: 2160)]
    public var scenes = SceneCatalog.tutorials.kinds
    public var batchSize = 1000
    public var batches = 200
    public var strokes = 200
    /// Seeks back on a replay's timeline to time.
    public var seeks = 100
    /// The folder with the app's images (nil: the repository's assets/).
    public var assets: String?
    /// The X display for the live rows (nil: an Xvfb server started for them).
    public var display: String?
    public var latencyUpdates = 300
    public var latencyScenes = SceneCatalog.tutorials.kinds
    public var skipLatency = false
    public var skipInProcess = false
    public var launches = 10
    public var idleSeconds = 10
    public var soakSeconds = 600
    /// The app's frame pacing in the live rows.
    public var pacing: FramePacing.Choice = .auto
    /// The gesturelab binary measured live (nil: the running executable).
    public var appBinary: String?
    /// The gesturelab-inject binary (nil: the one next to the running executable).
    public var injector: String?

    public init() {}

    /// The injector the live measurements use when `injector` is nil: gesturelab-inject next to this executable.
    public static var defaultInjector: String { LiveBenchSetup.siblingInjector }

    /// Runs every measurement the plan asks for and returns the table.
    public func table() throws -> String {
        var figures: [BenchFigure] = []
        if !skipInProcess {
            let images = try ImageLibrary(
                directory: assets ?? ImageLibrary.defaultDirectory(),
                names: DemoApp.requiredImages())
            let frameCost = FrameCostBench(
                frames: frames, renderer: DisplayListRenderer(images: images, preparesImages: true))
            figures += try frameCost.run(sizes: sizes, scenes: scenes)
            figures += EngineThroughputBench(batchSize: batchSize, batches: batches).run()
            figures += try StrokeAtLiftBench(strokes: strokes).run()
            figures.append(RejectedInputBench(batchSize: batchSize, batches: batches).run())
            if seeks > 0 { figures.append(try ReplaySeekBench(seeks: seeks).run()) }
        }
        figures += try liveFigures()
        return BenchTable.render(figures)
    }

    /// The measurements of the real app in its own process on an X server: input → pixels, launch, idle, memory.
    private func liveFigures() throws -> [BenchFigure] {
        guard !skipLatency || launches > 0 || idleSeconds > 0 || soakSeconds > 0 else { return [] }
        let app = LiveAppCommand(binary: appBinary ?? LiveBenchSetup.runningExecutable, pacing: pacing, assets: assets)
        let setup = try LiveBenchSetup(display: display, injectorBinary: injector ?? LiveBenchSetup.siblingInjector)
        var figures: [BenchFigure] = []
        if !skipLatency {
            figures += try LatencyBench(setup: setup, appCommand: app, updates: latencyUpdates).run(
                scenes: latencyScenes)
        }
        if launches > 0 {
            figures += try LaunchBench(launches: launches, appCommand: app).run(display: setup.serverDisplay)
        }
        if idleSeconds > 0 {
            figures += try IdleCPUBench(seconds: idleSeconds, appCommand: app).run(display: setup.serverDisplay)
        }
        if soakSeconds > 0 {
            figures += try RSSSoakBench(seconds: soakSeconds, appCommand: app).run(setup: setup)
        }
        return figures
    }
}
