import Foundation
import GestureEngine
import SeededRandom
import TutorialRecognizers

/// Changes that another device or another data set makes to the same stroke: a noisier digitizer, or strokes stored
/// simplified, resampled or without times. They change nobody's style, only how the stroke reached us: a source
/// never seen may differ this way.
public enum DeviceTransforms {
    /// A stroke's samples, as `StrokeTransforms` keeps them.
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

    /// Stored resampled, as the $-family of recognizers stores its templates: `count` samples evenly spaced along
    /// the path, first and last kept, each with the time the finger passed there (interpolated between the samples
    /// around it). The path's corners between samples are cut.
    public static func resampling(_ points: TimedPoints, count: Int) -> TimedPoints {
        guard points.count > 1, count >= 2 else { return points }
        var walked = [0.0]
        for (from, to) in zip(points, points.dropFirst()) {
            walked.append(walked[walked.count - 1] + from.location.distance(to: to.location))
        }
        let total = walked[walked.count - 1]
        guard total > 0 else { return [points[0], points[points.count - 1]] }
        var segment = 0
        return (0..<count).map { index in
            let target = total * Double(index) / Double(count - 1)
            while segment < points.count - 2 && walked[segment + 1] < target { segment += 1 }
            let (from, to) = (points[segment], points[segment + 1])
            let span = walked[segment + 1] - walked[segment]
            let fraction = span > 0 ? min(max((target - walked[segment]) / span, 0), 1) : 0
            return (
                from.location + (to.location - from.location) * fraction,
                from.milliseconds + (to.milliseconds - from.milliseconds) * fraction
            )
        }
    }

    /// Stored without times, as a file of positions alone is: every sample at 0 ms, so the recognizer sees the
    /// whole stroke in one instant and must judge it by its shape.
    public static func droppingTimes(_ points: TimedPoints) -> TimedPoints {
        points.map { ($0.location, 0) }
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
