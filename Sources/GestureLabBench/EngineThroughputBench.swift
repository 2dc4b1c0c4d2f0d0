import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// Engine throughput: two fingers on the monkey move together (pan, pinch and rotate at once), with no drawing.
/// The events go through the app (window → hit test → the monkey scene's recognizers and their handlers), which is
/// the path a live event takes minus the X11 decoding.
struct EngineThroughputBench {
    /// Move events per timed batch.
    let batchSize: Int
    let batches: Int

    /// µs per event (per-batch percentiles) and the events/s each batch reached; then the speed reference, timed after
    /// each batch (see `SpeedReference`).
    func run() -> [BenchFigure] {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1280, height: 800), clock: clock, scene: .monkey)
        let area = app.sceneArea
        // The monkey's centre, as MonkeyScene lays it out (a third across, about halfway down).
        let centre = Point(x: area.minX + area.width * 0.33, y: area.minY + area.height * 0.52)
        func fingers(_ step: Int, _ phase: TouchPhase) -> InputEvent {
            // A slow wobble: the pair turns, spreads and drifts a little, staying on the monkey.
            let angle = Double(step % 400) / 400 * 0.6
            let spread = 40 + 10 * sin(Double(step) / 50)
            let drift = 15 * sin(Double(step) / 80)
            let samples = [1, -1].enumerated().map { index, sign in
                TouchSample(
                    id: index + 1, phase: phase,
                    location: Point(
                        x: centre.x + drift + Double(sign) * spread * cos(angle),
                        y: centre.y + Double(sign) * spread * sin(angle)))
            }
            clock.advance(by: 0.008)
            return InputEvent(time: clock.now, .touches(samples))
        }
        app.send(fingers(0, .began))
        var step = 1
        var microsecondsPerEvent: [Double] = []
        var eventsPerSecond: [Double] = []
        var reference: [Double] = []
        for _ in 0..<batches {
            // Events are built before the clock starts, so only the engine's work is timed.
            let events = (0..<batchSize).map { fingers(step + $0, .moved) }
            step += batchSize
            let start = BenchClock.now()
            for event in events { app.send(event) }
            let micros = BenchClock.microseconds(since: start)
            microsecondsPerEvent.append(micros / Double(batchSize))
            eventsPerSecond.append(Double(batchSize) / (micros / 1e6))
            reference.append(SpeedReference.measure())
        }
        app.send(fingers(step, .ended))
        let rates = BenchFigure(name: "", unit: "", samples: eventsPerSecond)
        return [
            BenchFigure(
                name: "engine monkey 2-finger move", unit: "µs", samples: microsecondsPerEvent,
                note: "batches of \(batchSize) events; events/s p50 \(Int(rates.p50)), slowest batch "
                    + "\(Int(eventsPerSecond.min() ?? 0))"),
            BenchFigure(
                name: "speed reference (fixed loop)", unit: "µs", samples: reference,
                note:
                    "\(SpeedReference.calls) method calls on small objects after each engine batch: the machine's speed, not the code's"
            ),
        ]
    }
}
