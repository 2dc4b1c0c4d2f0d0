import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// Frame cost while a finger drags, as the app draws on screen: describe the scene, then draw the display list
/// incrementally (only what changed since the previous frame) into an image surface that keeps the last frame.
struct FrameCostBench {
    let frames: Int
    let renderer: DisplayListRenderer

    /// One figure per scene, size and inspector setting, in milliseconds per frame.
    func run(sizes: [Size], scenes: [SceneKind]) throws -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for size in sizes {
            guard let canvas = ImageCanvas(width: Int(size.width), height: Int(size.height)) else {
                throw BenchError("cairo could not create a \(Int(size.width))x\(Int(size.height)) image")
            }
            for scene in scenes {
                for inspect in [false, true] {
                    let (samples, partial) = measure(scene, size: size, inspect: inspect, canvas: canvas)
                    let name =
                        "frame \(scene.rawValue) \(Int(size.width))x\(Int(size.height))"
                        + (inspect ? " +inspector" : "")
                    figures.append(
                        BenchFigure(name: name, unit: "ms", samples: samples, note: "\(partial) partial repaints"))
                }
            }
        }
        return figures
    }

    /// Drags one finger in a circle and times describe + draw after every event. On the monkey the finger starts on
    /// the monkey, so the monkey follows it (the drag the frame target is about); elsewhere it circles the scene's
    /// middle (the knob turns). The first frame, drawn whole as after a window opens, is not timed.
    private func measure(_ scene: SceneKind, size: Size, inspect: Bool, canvas: ImageCanvas) -> ([Double], Int) {
        let clock = VirtualClock()
        let app = DemoApp(size: size, clock: clock, scene: scene)
        app.setInspector(visible: inspect)
        let area = app.sceneArea
        let incremental = IncrementalRenderer(canvas: canvas, renderer: renderer)
        incremental.draw(app.displayList())
        let radius = 120.0
        // The monkey's centre, as MonkeyScene lays it out (a third across, about halfway down).
        let monkey = Point(x: area.minX + area.width * 0.33, y: area.minY + area.height * 0.52)
        func point(_ index: Int) -> Point {
            let angle = Double(index) / 20
            return scene == .monkey
                ? monkey + Point(x: radius * (cos(angle) - 1), y: radius * sin(angle))
                : Point(x: area.midX + radius * cos(angle), y: area.midY + radius * sin(angle))
        }
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<frames {
            let phase: TouchPhase = index == 0 ? .began : index == frames - 1 ? .ended : .moved
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: point(index))])))
            clock.advance(by: 1.0 / 60)
            let start = BenchClock.now()
            incremental.draw(app.displayList())
            samples.append(BenchClock.milliseconds(since: start))
        }
        return (samples, incremental.partialFrames)
    }
}

/// A bench that cannot run (e.g. Cairo refused the image size).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
