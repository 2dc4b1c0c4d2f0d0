import Foundation
import GestureEngine

/// Ways to change a recorded stroke while keeping what the person drew: faster or slower, larger or smaller,
/// turned, or sampled at another rate. `eval --perturb` plays every stroke under each of them.
public enum StrokeTransforms {
    /// A stroke's samples: where the finger was and when, in milliseconds from its first sample.
    public typealias TimedPoints = [(location: Point, milliseconds: Double)]

    /// The centre of the points' bounding box.
    public static func boundingBoxCenter(of points: [Point]) -> Point {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    }

    /// Every time multiplied by `factor` (2 = drawn at half speed).
    public static func stretchingTime(_ points: TimedPoints, by factor: Double) -> TimedPoints {
        points.map { ($0.location, $0.milliseconds * factor) }
    }

    /// Scaled by `factor` about the bounding box's centre (where the person aims the shape; a stroke placed in a
    /// view that this makes begin outside it is then moved back in: `keepingStart`).
    public static func scaling(_ points: TimedPoints, by factor: Double) -> TimedPoints {
        let center = boundingBoxCenter(of: points.map(\.location))
        return points.map { (center + ($0.location - center) * factor, $0.milliseconds) }
    }

    /// Moved, its shape unchanged, by the least distance that puts its first point at least `inset` inside
    /// `bounds`; not moved when the first point is inside already. A touch begins inside the view it is delivered
    /// to, so a stroke placed in a view that a change of size, angle, slant or a landing hook would make begin
    /// outside it is one no finger can draw there: the person lands inside and draws the same shape from there. The
    /// inset keeps the hand's jitter just after landing from carrying the stroke straight back out.
    public static func keepingStart(_ points: TimedPoints, inside bounds: Rect, inset: Double) -> TimedPoints {
        guard let first = points.first?.location,
            !(bounds.minX <= first.x && first.x < bounds.maxX
                && bounds.minY <= first.y && first.y < bounds.maxY)
        else { return points }
        let inside = Point(
            x: min(max(first.x, bounds.minX + inset), bounds.maxX - inset),
            y: min(max(first.y, bounds.minY + inset), bounds.maxY - inset))
        let shift = inside - first
        return points.map { ($0.location + shift, $0.milliseconds) }
    }

    /// Turned by `degrees` (clockwise on a y-down screen) about the bounding box's centre.
    public static func rotating(_ points: TimedPoints, byDegrees degrees: Double) -> TimedPoints {
        let center = boundingBoxCenter(of: points.map(\.location))
        let radians = degrees * Double.pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        return points.map {
            let d = $0.location - center
            return (center + Point(x: d.x * cosine - d.y * sine, y: d.x * sine + d.y * cosine), $0.milliseconds)
        }
    }

    /// The stroke as a digitizer running at `hertz` would have sampled it: positions interpolated along the
    /// recorded path at every 1/hertz seconds, plus the last point (where the finger lifted). Samples that share a
    /// timestamp are first spread over the time to the next one (`spreadingSharedTimes`), so a recording made with
    /// a coarse clock keeps all of its path.
    public static func sampling(_ points: TimedPoints, atHertz hertz: Double) -> TimedPoints {
        let points = spreadingSharedTimes(points)
        guard let first = points.first, let last = points.last, last.milliseconds > first.milliseconds else {
            return points
        }
        let step = 1000 / hertz
        var result: TimedPoints = []
        var segment = 0
        var time = first.milliseconds
        while time < last.milliseconds {
            while segment < points.count - 2 && points[segment + 1].milliseconds <= time { segment += 1 }
            let from = points[segment]
            let to = points[segment + 1]
            let span = to.milliseconds - from.milliseconds
            let fraction = span > 0 ? min(max((time - from.milliseconds) / span, 0), 1) : 1
            result.append((from.location + (to.location - from.location) * fraction, time - first.milliseconds))
            time += step
        }
        result.append((last.location, last.milliseconds - first.milliseconds))
        return result
    }

    /// Runs of samples with the same timestamp (a clock that ticks every 15.6 ms, as in logs recorded on Windows)
    /// spread evenly over the time to the next sample with a later timestamp, in proportion to the distance
    /// travelled. A run at the very end keeps its time.
    public static func spreadingSharedTimes(_ points: TimedPoints) -> TimedPoints {
        var result = points
        var runStart = 0
        while runStart < points.count {
            var runEnd = runStart
            while runEnd + 1 < points.count && points[runEnd + 1].milliseconds == points[runStart].milliseconds {
                runEnd += 1
            }
            if runEnd > runStart && runEnd + 1 < points.count {
                let from = points[runStart].milliseconds
                let span = points[runEnd + 1].milliseconds - from
                var distances = [0.0]
                for index in runStart..<(runEnd + 1) {
                    distances.append(distances.last! + points[index].location.distance(to: points[index + 1].location))
                }
                let total = distances.last!
                for index in runStart...runEnd {
                    let share =
                        total > 0
                        ? distances[index - runStart] / total : Double(index - runStart) / Double(runEnd + 1 - runStart)
                    result[index].milliseconds = from + span * share
                }
            }
            runStart = runEnd + 1
        }
        return result
    }
}
