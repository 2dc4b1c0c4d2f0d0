import Foundation
import GestureEngine
import StrokeEvaluation
import Testing

/// The changes another device makes to a stroke (`DeviceTransforms`), each on its own.
@Suite("Device transforms: sensor noise, simplified, resampled and timeless strokes")
struct DeviceTransformTests {
    /// A square of side 100 drawn through 401 samples, one every 10 ms: a diagonal of 141 px.
    private var square: StrokeTransforms.TimedPoints {
        let corners = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
        ]
        var points: StrokeTransforms.TimedPoints = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<100 { points.append((from + (to - from) * (Double(step) / 100), 0)) }
        }
        points.append((corners[0], 0))
        return points.enumerated().map { ($0.element.location, Double($0.offset) * 10) }
    }

    @Test("noise moves every sample by a Gaussian of the asked share of the diagonal, the same on every run")
    func noise() {
        let noisy = DeviceTransforms.addingNoise(square, fraction: 0.01)
        let moves = zip(square, noisy).flatMap { [($1.location.x - $0.location.x), ($1.location.y - $0.location.y)] }
        let mean = moves.reduce(0, +) / Double(moves.count)
        let spread = (moves.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(moves.count)).squareRoot()
        // 802 draws: the sample's standard deviation lies within 10 % of 1.41 px, its mean within 0.2 px of 0.
        #expect(abs(spread - 0.01 * 100 * 2.0.squareRoot()) < 0.141)
        #expect(abs(mean) < 0.2)
        #expect(zip(square, noisy).allSatisfy { $0.milliseconds == $1.milliseconds })
        let again = DeviceTransforms.addingNoise(square, fraction: 0.01)
        #expect(zip(noisy, again).allSatisfy { $0.location == $1.location })
    }

    @Test("simplifying keeps the corners and drops the samples along the sides, with their own times")
    func simplified() {
        let kept = DeviceTransforms.simplifying(square, fraction: 2.0 / 256)
        #expect(
            kept.map(\.location) == [
                Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
            ])
        #expect(kept.map(\.milliseconds) == [0, 1000, 2000, 3000, 4000])
        // A spike of 1 px out of a side is more than 2/256 of 100 px (0.78 px) off it, and so are its neighbours off
        // the lines to it (49/50 px): the spike and both neighbours stay. At 2 px, none does.
        var bumped = square
        bumped[50] = (Point(x: 50, y: -1), bumped[50].milliseconds)
        #expect(DeviceTransforms.simplifying(bumped, fraction: 2.0 / 256).count == 8)
        #expect(DeviceTransforms.simplifying(bumped, fraction: 0.02).count == 5)
    }
    @Test("resampling spaces the samples evenly along the path, keeps both ends and the times the finger passed")
    func resampled() {
        // The square's perimeter is 400 px: 5 samples fall on its corners, 9 on its corners and the sides' middles.
        let corners = DeviceTransforms.resampling(square, count: 5)
        #expect(
            corners.map(\.location) == [
                Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0),
            ])
        #expect(corners.map(\.milliseconds) == [0, 1000, 2000, 3000, 4000])
        let nine = DeviceTransforms.resampling(square, count: 9)
        #expect(nine[1].location == Point(x: 50, y: 0) && nine[3].location == Point(x: 100, y: 50))
        #expect(nine[1].milliseconds == 500 && nine[7].milliseconds == 3500)
        // Samples crowded at the start and sparse at the end come out evenly spaced all the same.
        let uneven: StrokeTransforms.TimedPoints = [
            (Point(x: 0, y: 0), 0), (Point(x: 1, y: 0), 5), (Point(x: 2, y: 0), 10), (Point(x: 90, y: 0), 20),
        ]
        let even = DeviceTransforms.resampling(uneven, count: 4)
        #expect(even.map(\.location.x) == [0, 30, 60, 90])
        #expect(even[3].milliseconds == 20 && even[1].milliseconds > 10 && even[1].milliseconds < even[2].milliseconds)
        // A finger that never moved leaves its two ends.
        let still: StrokeTransforms.TimedPoints = [(Point(x: 3, y: 4), 0), (Point(x: 3, y: 4), 80)]
        #expect(DeviceTransforms.resampling(still, count: 32).count == 2)
    }

    @Test("dropping the times keeps every position and puts every sample at 0 ms")
    func timeless() {
        let timeless = DeviceTransforms.droppingTimes(square)
        #expect(timeless.map(\.location) == square.map(\.location))
        #expect(timeless.allSatisfy { $0.milliseconds == 0 })
    }
}
