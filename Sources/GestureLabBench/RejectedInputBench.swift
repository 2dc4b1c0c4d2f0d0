import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// Rejected input: moves of a finger that never went down, each ignored by the window with a warning logged. A
/// device or driver that sends such events keeps doing so, so the cost of one must stay the same however many came
/// before; the first and the last batch are printed next to the percentiles to show it.
struct RejectedInputBench {
    /// Events per timed batch.
    let batchSize: Int
    let batches: Int

    /// µs per event, per batch: the engine rejecting the event and making its log line through the handler the
    /// process set (`gesturelab bench` sets one that drops the lines).
    func run() -> BenchFigure {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1280, height: 800), clock: clock, scene: .monkey)
        var microsecondsPerEvent: [Double] = []
        for batch in 0..<batches {
            let events = (0..<batchSize).map { index -> InputEvent in
                clock.advance(by: 0.008)
                let location = Point(x: 200 + Double(index % 100), y: 300 + Double(batch % 100))
                return InputEvent(time: clock.now, .touches([TouchSample(id: 99, phase: .moved, location: location)]))
            }
            let start = BenchClock.now()
            for event in events { app.send(event) }
            microsecondsPerEvent.append(BenchClock.microseconds(since: start) / Double(batchSize))
        }
        let first = microsecondsPerEvent.first ?? 0
        let last = microsecondsPerEvent.last ?? 0
        return BenchFigure(
            name: "engine rejected input (logged)", unit: "µs", samples: microsecondsPerEvent,
            note: "batches of \(batchSize) moves of a finger never down; first batch \(BenchTable.format(first)), last "
                + "\(BenchTable.format(last))")
    }
}
