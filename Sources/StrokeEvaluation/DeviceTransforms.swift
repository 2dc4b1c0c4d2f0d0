import Foundation
import GestureEngine
import SeededRandom
import TutorialRecognizers

/// Changes that another device or another data set makes to the same stroke: a noisier digitizer, or strokes stored
/// simplified. They change nobody's style, only how the stroke reached us: a source never seen may differ this way.
public enum DeviceTransforms {
    public typealias TimedPoints = StrokeTransforms.TimedPoints

    /// White noise on every sample: each moved in x and in y by a Gaussian whose standard deviation is `fraction` of
    /// the stroke's diagonal. The seed comes from the stroke itself, so a stroke always gets the same noise.
    public static func addingNoise(_ points: TimedPoints, fraction: Double) -> TimedPoints {
        guard let first = points.first else { return points }
        let spread = fraction * StrokePreprocessing.diagonal(of: points.map(\.location))
        var random = SplitMix64(
            seed: UInt64(points.count) &* 0x9E37_79B9 ^ first.location.x.bitPattern ^ first.location.y.bitPattern)
        return points.map { point in
            (point.location + Point(x: gaussian(&random), y: gaussian(&random)) * spread, point.milliseconds)
        }
    }

    /// Simplified as Quick, Draw!'s simplified drawings are (Ramer–Douglas–Peucker): only the samples that lie
    /// farther than `fraction` of the stroke's larger side from the line between the samples kept around them stay,
    /// with their own times. Quick, Draw! scales a drawing into 256 px and keeps what lies over 2 px off: 2/256.
    public static func simplifying(_ points: TimedPoints, fraction: Double) -> TimedPoints {
        guard points.count > 2 else { return points }
        let locations = points.map(\.location)
        let xs = locations.map(\.x)
        let ys = locations.map(\.y)
        let side = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        var kept = Array(repeating: false, count: points.count)
        kept[0] = true
        kept[points.count - 1] = true
        // An explicit stack: a stroke of thousands of samples would go as deep by recursion.
        var spans = [(0, points.count - 1)]
        while let (from, to) = spans.popLast() {
            guard to > from + 1 else { continue }
            let (index, distance) = farthest(in: locations, from: from, to: to)
            if distance > fraction * side {
                kept[index] = true
                spans.append((from, index))
                spans.append((index, to))
            }
        }
        return zip(points, kept).filter(\.1).map(\.0)
    }

    /// The sample strictly between `from` and `to` farthest from the line through them, and how far.
    private static func farthest(in points: [Point], from: Int, to: Int) -> (index: Int, distance: Double) {
        let start = points[from]
        let chord = points[to] - start
        let length = chord.length
        var best = (index: from + 1, distance: -1.0)
        for index in (from + 1)..<to {
            let offset = points[index] - start
            let distance =
                length > 0 ? abs(chord.x * offset.y - chord.y * offset.x) / length : offset.length
            if distance > best.distance { best = (index, distance) }
        }
        return best
    }

    /// A standard normal number (Box–Muller).
    private static func gaussian(_ random: inout SplitMix64) -> Double {
        let u = 1 - random.uniform(0, 1)  // in (0, 1]: the logarithm needs it above 0
        let v = random.uniform(0, 1)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
}
