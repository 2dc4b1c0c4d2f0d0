import ArgumentParser
import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// `gesturelab bench`: one table of p50, p99 and max for the frame cost per scene while a finger drags, the engine's
/// throughput on two-finger moves, and a circle stroke through the circle game; with the core count and the build.
public struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print p50/p99/max of frame cost, engine throughput and a circle stroke (no display needed).",
        discussion: "Build with `swift build -c release` first: debug figures are several times slower.")

    @Option(help: "Frames to draw per scene, size and inspector setting.")
    var frames = 200

    @Option(help: "Frame sizes, WIDTHxHEIGHT, comma-separated.")
    var sizes = "1280x800,3840x2160"

    @Option(help: "Scenes to time frames of, comma-separated (default: every tutorial scene).")
    var scenes: String?

    @Option(help: "Two-finger move events per timed engine batch.")
    var batchSize = 1000

    @Option(help: "Timed engine batches.")
    var batches = 200

    @Option(help: "Circle strokes to time.")
    var strokes = 200

    @Option(help: "The folder with the app's images.")
    var assets: String?

    public init() {}

    public func validate() throws {
        guard frames >= 1, batchSize >= 1, batches >= 1, strokes >= 1 else {
            throw ValidationError("--frames, --batch-size, --batches and --strokes must be at least 1")
        }
        _ = try parsedSizes()
        _ = try parsedScenes()
    }

    public func run() throws {
        print(try table())
    }

    /// The whole table as text (the command prints it; a test reads it).
    public func table() throws -> String {
        let images = try ImageLibrary(
            directory: assets ?? ImageLibrary.defaultDirectory(), names: DemoApp.requiredImages())
        let frameCost = FrameCostBench(
            frames: frames, renderer: DisplayListRenderer(images: images, preparesImages: true))
        var figures = try frameCost.run(sizes: try parsedSizes(), scenes: try parsedScenes())
        figures += EngineThroughputBench(batchSize: batchSize, batches: batches).run()
        figures += CircleStrokeBench(strokes: strokes).run()
        return BenchTable.render(figures)
    }

    private func parsedScenes() throws -> [SceneKind] {
        guard let scenes else { return SceneCatalog.tutorials.kinds }
        return try scenes.split(separator: ",").map { text in
            guard let kind = SceneKind(argument: String(text)), SceneCatalog.tutorials.kinds.contains(kind) else {
                throw ValidationError("--scenes: '\(text)' is not a tutorial scene")
            }
            return kind
        }
    }

    private func parsedSizes() throws -> [Size] {
        try sizes.split(separator: ",").map { text in
            guard let size = SizeArgument(argument: String(text)) else {
                throw ValidationError("--sizes: '\(text)' is not WIDTHxHEIGHT")
            }
            return size.size
        }
    }
}
