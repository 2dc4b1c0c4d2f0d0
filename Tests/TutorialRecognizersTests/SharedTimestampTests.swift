import GestureEngine
import StrokeEvaluation
import Testing

/// Logs recorded with a clock that ticks every 15.6 ms give several samples one timestamp; resampling them by time
/// must still follow the whole path.
@Suite("Samples that share a timestamp")
struct SharedTimestampTests {
    @Test("a run of samples with one timestamp is spread over the time to the next, by distance")
    func spread() {
        let points: StrokeTransforms.TimedPoints = [
            (Point(x: 0, y: 0), 0), (Point(x: 10, y: 0), 0), (Point(x: 30, y: 0), 0), (Point(x: 40, y: 0), 16),
            (Point(x: 50, y: 0), 16),
        ]
        let spread = StrokeTransforms.spreadingSharedTimes(points)
        // 40 px from the first sample to the next tick: 10 px is a quarter of the 16 ms, 30 px three quarters.
        #expect(spread.map(\.milliseconds) == [0, 4, 12, 16, 16])
        #expect(spread.map(\.location) == points.map(\.location))
    }

    @Test("resampled at 240 Hz, a stroke logged with a coarse clock keeps its first and middle points")
    func samplingKeepsPath() {
        // An "L" whose corner and start share a tick with their neighbours.
        let points: StrokeTransforms.TimedPoints = [
            (Point(x: 0, y: 0), 0), (Point(x: 0, y: 50), 0), (Point(x: 0, y: 100), 16), (Point(x: 50, y: 100), 16),
            (Point(x: 100, y: 100), 32),
        ]
        let sampled = StrokeTransforms.sampling(points, atHertz: 240)
        #expect(sampled.first?.location == Point(x: 0, y: 0))
        // The corner at (0, 100) is on the path: some sample lies within a few pixels of it.
        let nearest = sampled.map { $0.location.distance(to: Point(x: 0, y: 100)) }.min() ?? 99
        #expect(nearest < 15)
    }
}
