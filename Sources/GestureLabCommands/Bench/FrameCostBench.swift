import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// Frame cost while a finger drags: each frame is a full redraw (describe the scene, then draw the display list
/// with Cairo into an image surface), as the app does today.
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
                    let samples = measure(scene, size: size, inspect: inspect, canvas: canvas)
                    let name =
                        "frame \(scene.rawValue) \(Int(size.width))x\(Int(size.height))"
                        + (inspect ? " +inspector" : "")
                    figures.append(BenchFigure(name: name, unit: "ms", samples: samples))
                }
            }
        }
        return figures
    }

    /// Drags one finger in a circle on the scene and times describe + draw after every event.
    private func measure(_ scene: SceneKind, size: Size, inspect: Bool, canvas: ImageCanvas) -> [Double] {
        let clock = VirtualClock()
        let app = DemoApp(size: size, clock: clock, scene: scene)
        app.setInspector(visible: inspect)
        let area = app.sceneArea
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<frames {
            let angle = Double(index) / 20
            let point = Point(x: area.midX + 120 * cos(angle), y: area.midY + 120 * sin(angle))
            let phase: TouchPhase = index == 0 ? .began : index == frames - 1 ? .ended : .moved
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: point)])))
            clock.advance(by: 1.0 / 60)
            let start = BenchClock.now()
            canvas.draw(app.displayList(), with: renderer)
            samples.append(BenchClock.milliseconds(since: start))
        }
        return samples
    }
}

/// A bench that cannot run (e.g. Cairo refused the image size).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
