import ArgumentParser
import CairoRenderer
import CommandLineErrors
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

    @Option(help: "The image size, WIDTHxHEIGHT (\(SizeArgument.range)).", transform: SizeArgument.parse)
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
        let width = (size.size.width * scale).rounded()
        let height = (size.size.height * scale).rounded()
        guard width * height <= Double(Self.mostPixels) else {
            throw ValidationError(
                "--size \(size.defaultValueDescription) at --scale \(NumberWording.shown(scale)) is \(Int(width))x\(Int(height)) "
                    + "pixels; a snapshot has at most \(NumberWording.grouped(Self.mostPixels)) (8192x8192): give a smaller --size or --scale"
            )
        }
        try OutputChecks.check([out])
    }

    /// The most pixels a snapshot may have: 8192x8192, 256 MiB of image in memory. Beyond that Cairo takes minutes
    /// and gigabytes for a picture no screen shows.
    static let mostPixels = 8192 * 8192

    public func run() throws {
        let images = try ImageLibrary(
            directory: assets ?? ImageLibrary.defaultDirectory(), names: DemoApp.requiredImages())
        let app = DemoApp(size: size.size, clock: VirtualClock(), scene: scene)
        try PNGSnapshot.write(
            app.displayList(), width: Int(size.size.width), height: Int(size.size.height), scale: scale,
            renderer: DisplayListRenderer(images: images), to: out)
    }
}
