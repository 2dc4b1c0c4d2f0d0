import ArgumentParser
import CairoRenderer
import DisplayScaling
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes
import X11Platform

/// `gesturelab snapshot`: renders a scene to PNG with no X display.
public struct SnapshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene to a PNG file (no X display needed).",
        discussion: "Example: gesturelab snapshot --scene knob --out knob.png --size 1024x720")

    @Option(help: "The scene: \(SceneKind.allValueStrings.joined(separator: ", ")).")
    var scene: SceneKind = .monkey

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "The image size, WIDTHxHEIGHT (\(SizeArgument.range)).")
    var size: SizeArgument = .defaultValue

    @Option(help: "Pixels per point, 0.5…4 (2 renders a HiDPI image of twice the size with the same layout).")
    var scale: Double = 1

    @Option(help: "The folder with the app's images (default: the repository's assets/).")
    var assets: String?

    public init() {}

    public func validate() throws {
        guard DisplayScale.validRange.contains(scale) else {
            throw ValidationError("--scale \(scale) is outside 0.5…4")
        }
        try OutputChecks.check([out])
    }

    public func run() throws {
        let images = try ImageLibrary(
            directory: assets ?? ImageLibrary.defaultDirectory(), names: DemoApp.requiredImages())
        let app = DemoApp(size: size.size, clock: VirtualClock(), scene: scene)
        try PNGSnapshot.write(
            app.displayList(), width: Int(size.size.width), height: Int(size.size.height), scale: scale,
            renderer: DisplayListRenderer(images: images), to: out)
    }
}
