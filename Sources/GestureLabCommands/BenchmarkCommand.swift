import ArgumentParser
import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// `gesturelab benchmark`: how long a frame takes (describing it, and drawing it with Cairo), per scene, with and
/// without the inspector, while a recorded gesture plays; and how long a headless replay takes.
public struct BenchmarkCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "benchmark",
        abstract: "Print frame times per scene, with and without the inspector (no display needed).")

    @Option(help: "Frames to draw per measurement.")
    var frames = 200

    @Option(help: "The image size, WIDTHxHEIGHT.")
    var size: SizeArgument = .defaultValue

    @Option(help: "The folder with the app's images.")
    var assets: String?

    public init() {}

    public func run() throws {
        let images = try ImageLibrary(
            directory: assets ?? ImageLibrary.defaultDirectory(), names: DemoApp.requiredImages())
        let renderer = DisplayListRenderer(images: images)
        let width = Int(size.size.width)
        let height = Int(size.size.height)
        guard let canvas = ImageCanvas(width: width, height: height) else {
            throw ValidationError("cairo could not create the image")
        }
        print("frame time, mean over \(frames) frames at \(width)x\(height), a finger moving on the scene (ms)")
        print("scene      describe  draw     describe+draw   with inspector   inspector cost")
        for scene in SceneCatalog.tutorials.kinds {
            let plain = measure(scene, inspect: false, renderer: renderer, canvas: canvas)
            let inspected = measure(scene, inspect: true, renderer: renderer, canvas: canvas)
            let row = [
                pad(scene.rawValue, 10), fmt(plain.describe), fmt(plain.draw),
                fmt(plain.describe + plain.draw) + "       ",
                fmt(inspected.describe + inspected.draw) + "        ",
                "+" + fmt(inspected.describe + inspected.draw - plain.describe - plain.draw),
            ]
            print(row.joined(separator: "  "))
        }
    }

    /// Drags a finger in a circle on the scene and draws a frame after every event.
    private func measure(_ scene: SceneKind, inspect: Bool, renderer: DisplayListRenderer, canvas: ImageCanvas) -> (
        describe: Double, draw: Double
    ) {
        let clock = VirtualClock()
        let app = DemoApp(size: size.size, clock: clock, scene: scene)
        app.setInspector(visible: inspect)
        let area = app.sceneArea
        var describe = 0.0
        var draw = 0.0
        for index in 0..<frames {
            let angle = Double(index) / 20
            let point = Point(x: area.midX + 120 * cos(angle), y: area.midY + 120 * sin(angle))
            let phase: TouchPhase = index == 0 ? .began : index == frames - 1 ? .ended : .moved
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: point)])))
            clock.advance(by: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            let list = app.displayList()
            let described = DispatchTime.now().uptimeNanoseconds
            canvas.draw(list, with: renderer)
            let drawn = DispatchTime.now().uptimeNanoseconds
            describe += Double(described - start) / 1e6
            draw += Double(drawn - described) / 1e6
        }
        return (describe / Double(frames), draw / Double(frames))
    }

    private func fmt(_ value: Double) -> String { String(format: "%6.2f", value) }
    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
