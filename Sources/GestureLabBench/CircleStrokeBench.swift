import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// A 200-point circle stroke through the circle game, begin to end (the circle recognizer fits and decides at lift),
/// with no drawing.
struct CircleStrokeBench {
    let strokes: Int
    let points = 200

    /// µs per whole stroke, from the first touch to the lift.
    func run() -> [BenchFigure] {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1280, height: 800), clock: clock, scene: .circles)
        let area = app.sceneArea
        let radius = min(area.width, area.height) * 0.3
        let stroke = (0..<points).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(points - 1)
            let phase: TouchPhase = index == 0 ? .began : index == points - 1 ? .ended : .moved
            return (phase, Point(x: area.midX + radius * cos(angle), y: area.midY + radius * sin(angle)))
        }
        var samples: [Double] = []
        samples.reserveCapacity(strokes)
        for _ in 0..<strokes {
            let events = stroke.map { phase, point in
                clock.advance(by: 0.008)
                return InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: point)]))
            }
            let start = BenchClock.now()
            for event in events { app.send(event) }
            samples.append(BenchClock.microseconds(since: start))
        }
        return [BenchFigure(name: "circle game 200-point stroke", unit: "µs", samples: samples)]
    }
}
