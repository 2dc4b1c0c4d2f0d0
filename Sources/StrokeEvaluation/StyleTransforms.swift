import Foundation
import GestureEngine
import TutorialRecognizers

/// Ways people draw the same shape differently, applied to a recorded stroke: a hook at either end, a circle
/// stopped short or drawn past its start, an overshoot at a chevron's apex, a tremor, a finger resting at either end,
/// a slant, one leg longer than the other. `eval --perturb` plays every stroke under each, so a recognizer's
/// fragility to a style shows.
/// Added points continue at the stroke's mean step and mean sampling interval, so the speed stays the same.
public enum StyleTransforms {
    /// A stroke's samples, as `StrokeTransforms` keeps them.
    public typealias TimedPoints = StrokeTransforms.TimedPoints

    /// Which end of a stroke.
    public enum End: Sendable { case start, end }

    /// The path length of the points.
    public static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// A short tail of `fraction` of the stroke's length at one end, breaking from the stroke's direction there by
    /// `degrees` (clockwise on a y-down screen): the pen landing or lifting with a flick.
    public static func hooking(_ points: TimedPoints, _ end: End, fraction: Double, degrees: Double) -> TimedPoints {
        let locations = points.map(\.location)
        let total = length(locations)
        guard points.count >= 2, total > 0 else { return points }
        let (step, interval) = meanStep(points)
        let hookLength = fraction * total
        let count = max(1, Int((hookLength / step).rounded(.up)))
        switch end {
        case .end:
            let direction = rotate(unit(locations.last! - point(along: locations.reversed(), at: 0.1 * total)), degrees)
            let last = points.last!
            let tail = (1...count).map { index in
                (
                    location: last.location + direction * (hookLength * Double(index) / Double(count)),
                    milliseconds: last.milliseconds + interval * Double(index)
                )
            }
            return points + tail
        case .start:
            // Drawn into the start: the hook's points lead to the first point, coming from `degrees` off the line
            // the stroke leaves along.
            let outward = unit(locations[0] - point(along: locations, at: 0.1 * total))
            let direction = rotate(outward, degrees)
            let first = points[0]
            let lead = (0..<count).map { index in
                (
                    location: first.location + direction * (hookLength * Double(count - index) / Double(count)),
                    milliseconds: interval * Double(index)
                )
            }
            let shift = interval * Double(count) - first.milliseconds
            return lead + points.map { ($0.location, $0.milliseconds + shift) }
        }
    }

    /// The stroke cut or drawn on so that it sweeps `turns` of a full turn around its bounding box's centre: cut
    /// where it reaches that sweep, or continued round the centre of the circle fitted to the whole stroke, at the
    /// distance from it where the stroke ended (at most three quarters of its length again), until it does. A hand
    /// going on past its start goes on round its circle; the curvature of the last few points alone would go on round
    /// a curl at the lift and draw a loop inside.
    public static func closing(_ points: TimedPoints, toTurns turns: Double) -> TimedPoints {
        guard points.count >= 3 else { return points }
        let center = StrokeTransforms.boundingBoxCenter(of: points.map(\.location))
        let target = turns * 2 * Double.pi
        var swept = 0.0
        var result = [points[0]]
        for (from, to) in zip(points, points.dropFirst()) {
            let change = angle(of: to.location - center) - angle(of: from.location - center)
            let step = remainder(change, 2 * Double.pi)
            if abs(swept + step) >= target && abs(step) > 0 {
                let fraction = (target - abs(swept)) / abs(step)
                result.append(
                    (
                        from.location + (to.location - from.location) * fraction,
                        from.milliseconds + (to.milliseconds - from.milliseconds) * fraction
                    ))
                return result
            }
            swept += step
            result.append(to)
        }
        // Too short: go on round the fitted circle's centre, at the distance from it where the stroke ended.
        let locations = points.map(\.location)
        let total = length(locations)
        let (stepLength, interval) = meanStep(points)
        guard let fit = CircleFit(points: locations) else { return result }
        let radius = locations.last!.distance(to: fit.center)
        guard radius > 0 else { return result }
        let sign: Double = swept < 0 ? -1 : 1
        var heading = angle(of: locations.last! - fit.center)
        var location = locations.last!
        var time = points.last!.milliseconds
        var added = 0.0
        while abs(swept) < target && added < 0.75 * total {
            heading += sign * stepLength / radius
            let next = fit.center + Point(x: cos(heading), y: sin(heading)) * radius
            let step = remainder(angle(of: next - center) - angle(of: location - center), 2 * Double.pi)
            if sign * step > 0, abs(swept + step) >= target {
                let fraction = (target - abs(swept)) / abs(step)
                result.append((location + (next - location) * fraction, time + interval * fraction))
                return result
            }
            swept += step
            added += stepLength
            time += interval
            location = next
            result.append((location, time))
        }
        return result
    }

    /// A spike at the apex (the point farthest from the line from start to end): the pen runs on past it along the
    /// first leg by `fraction` of that leg's length and comes back before drawing the second leg.
    public static func overshooting(_ points: TimedPoints, fraction: Double) -> TimedPoints {
        let locations = points.map(\.location)
        guard let apexIndex = apex(of: locations), apexIndex > 0, apexIndex < points.count - 1 else { return points }
        let apex = locations[apexIndex]
        let legLength = apex.distance(to: locations[0])
        let tip = apex + unit(apex - locations[0]) * (fraction * legLength)
        let (step, interval) = meanStep(points)
        let count = max(1, Int((fraction * legLength / step).rounded(.up)))
        let apexTime = points[apexIndex].milliseconds
        var spike: TimedPoints = []
        for index in 1...(2 * count) {
            let out = index <= count ? Double(index) : Double(2 * count - index)
            spike.append((apex + (tip - apex) * (out / Double(count)), apexTime + interval * Double(index)))
        }
        let shift = interval * Double(2 * count)
        return Array(points[...apexIndex]) + spike
            + points[(apexIndex + 1)...].map { ($0.location, $0.milliseconds + shift) }
    }

    /// A tremor of `amplitude` pixels at `hertz`, across the direction of travel, on one half of the stroke only
    /// (`end` says which): a hand that starts steady and begins to shake, or the reverse.
    public static func trembling(_ points: TimedPoints, on end: End, amplitude: Double, hertz: Double = 8)
        -> TimedPoints
    {
        let locations = points.map(\.location)
        let total = length(locations)
        guard points.count >= 2, total > 0 else { return points }
        var travelled = 0.0
        return points.enumerated().map { index, sample in
            if index > 0 { travelled += locations[index - 1].distance(to: locations[index]) }
            let onHalf = end == .start ? travelled < total / 2 : travelled > total / 2
            guard onHalf else { return sample }
            let before = locations[max(index - 1, 0)]
            let after = locations[min(index + 1, locations.count - 1)]
            let along = unit(after - before)
            let across = Point(x: -along.y, y: along.x)
            let offset = amplitude * sin(2 * Double.pi * hertz * sample.milliseconds / 1000)
            return (sample.location + across * offset, sample.milliseconds)
        }
    }

    /// The finger resting at one end for `seconds` before it moves off (`.start`) or after it arrives (`.end`),
    /// wandering within `fraction` of the stroke's size (its bounding box's diagonal) of that end, as a fingertip
    /// settling on glass does: samples at the stroke's mean interval on a slow loop (4 Hz across, 6 Hz along) that
    /// grows from the end over the first quarter of the rest, so the stroke stays joined up. A rest before the
    /// stroke moves the stroke's times on by `seconds`.
    public static func resting(_ points: TimedPoints, at end: End, fraction: Double, seconds: Double = 0.25)
        -> TimedPoints
    {
        guard points.count >= 2, seconds > 0 else { return points }
        let radius = fraction * StrokePreprocessing.diagonal(of: points.map(\.location))
        let interval = meanStep(points).milliseconds
        let count = max(2, Int((seconds * 1000 / interval).rounded()))
        // `elapsed` seconds away from the end, into the rest.
        func wander(_ elapsed: Double) -> Point {
            let growth = min(1, 4 * elapsed / seconds)
            return Point(x: sin(2 * Double.pi * 4 * elapsed), y: sin(2 * Double.pi * 6 * elapsed)) * (radius * growth)
        }
        switch end {
        case .end:
            let last = points.last!
            let rest = (1...count).map { index in
                let elapsed = interval * Double(index)
                return (location: last.location + wander(elapsed / 1000), milliseconds: last.milliseconds + elapsed)
            }
            return points + rest
        case .start:
            let first = points[0]
            let lead = (0..<count).map { index in
                let elapsed = interval * Double(count - index)
                return (location: first.location + wander(elapsed / 1000), milliseconds: interval * Double(index))
            }
            let shift = interval * Double(count) - first.milliseconds
            return lead + points.map { ($0.location, $0.milliseconds + shift) }
        }
    }

    /// The stroke with its turns rounded, as a hand drawing fast rounds them: each sample moved to the mean of the
    /// path around it, weighted by a Gaussian of the distance along the path (σ = `fraction` of the stroke's length,
    /// out to 3σ) and by how much of the path each sample stands for, so slow and fast stretches weigh alike. Near
    /// either end the stretch shrinks to what lies on both sides alike, so the ends stay where they are; a straight
    /// stretch stays straight. Times are kept.
    public static func rounding(_ points: TimedPoints, fraction: Double) -> TimedPoints {
        let locations = points.map(\.location)
        var along = [0.0]
        for (from, to) in zip(locations, locations.dropFirst()) { along.append(along.last! + from.distance(to: to)) }
        let total = along.last!
        let sigma = fraction * total
        guard points.count >= 3, sigma > 0 else { return points }
        // How much of the path each sample stands for: half the step on either side.
        let share = locations.indices.map { index in
            (along[min(index + 1, along.count - 1)] - along[max(index - 1, 0)]) / 2
        }
        var first = 0
        return points.indices.map { index in
            let reach = min(3 * sigma, along[index], total - along[index])
            guard reach > 0 else { return points[index] }
            while along[first] < along[index] - reach { first += 1 }
            var sum = Point.zero
            var weight = 0.0
            var other = first
            while other < locations.count, along[other] <= along[index] + reach {
                let distance = along[other] - along[index]
                let w = share[other] * Foundation.exp(-distance * distance / (2 * sigma * sigma))
                sum = sum + locations[other] * w
                weight += w
                other += 1
            }
            guard weight > 0 else { return points[index] }
            return (sum / weight, points[index].milliseconds)
        }
    }

    /// Slanted by `degrees` about `center` (the bounding box's centre if nil): every point moves sideways by
    /// tan(degrees) times its height below the centre, so with the centre at the origin (0, 1) goes to
    /// (tan(degrees), 1). Heights stay the same.
    public static func shearing(_ points: TimedPoints, byDegrees degrees: Double, about center: Point? = nil)
        -> TimedPoints
    {
        let center = center ?? StrokeTransforms.boundingBoxCenter(of: points.map(\.location))
        let factor = tan(degrees * Double.pi / 180)
        return points.map {
            (Point(x: $0.location.x + factor * ($0.location.y - center.y), y: $0.location.y), $0.milliseconds)
        }
    }

    /// One leg (start to apex, or apex to end) stretched about the apex until it is `ratio` times as long as the
    /// other, measured from end to end.
    public static func stretchingLeg(_ points: TimedPoints, _ leg: End, toRatio ratio: Double) -> TimedPoints {
        let locations = points.map(\.location)
        guard let apexIndex = apex(of: locations), apexIndex > 0, apexIndex < points.count - 1 else { return points }
        let apex = locations[apexIndex]
        let first = apex.distance(to: locations[0])
        let second = apex.distance(to: locations.last!)
        guard first > 0, second > 0 else { return points }
        let factor = leg == .start ? ratio * second / first : ratio * first / second
        return points.enumerated().map { index, sample in
            let onLeg = leg == .start ? index < apexIndex : index > apexIndex
            return onLeg ? (apex + (sample.location - apex) * factor, sample.milliseconds) : sample
        }
    }

    /// The index of the point farthest from the line through the first and last points.
    public static func apex(of points: [Point]) -> Int? {
        guard let first = points.first, let last = points.last else { return nil }
        let chord = last - first
        let chordLength = chord.length
        func distance(_ point: Point) -> Double {
            guard chordLength > 0 else { return point.distance(to: first) }
            let offset = point - first
            return abs(offset.x * chord.y - offset.y * chord.x) / chordLength
        }
        return points.indices.max { distance(points[$0]) < distance(points[$1]) }
    }

    // MARK: - Helpers

    private static func meanStep(_ points: TimedPoints) -> (length: Double, milliseconds: Double) {
        let steps = Double(max(points.count - 1, 1))
        let length = max(self.length(points.map(\.location)) / steps, 0.5)
        let duration = (points.last?.milliseconds ?? 0) - (points.first?.milliseconds ?? 0)
        return (length, duration > 0 ? duration / steps : 8)
    }

    /// The point at `distance` along the path (the last point if the path is shorter).
    private static func point(along points: some Sequence<Point>, at distance: Double) -> Point {
        var travelled = 0.0
        var previous: Point?
        for point in points {
            if let previous {
                let step = previous.distance(to: point)
                if travelled + step >= distance, step > 0 {
                    return previous + (point - previous) * ((distance - travelled) / step)
                }
                travelled += step
            }
            previous = point
        }
        return previous ?? .zero
    }

    private static func unit(_ vector: Point) -> Point {
        let length = vector.length
        return length > 0 ? vector * (1 / length) : Point(x: 1, y: 0)
    }

    private static func angle(of vector: Point) -> Double { atan2(vector.y, vector.x) }

    /// Turned by `degrees`, clockwise on a y-down screen.
    private static func rotate(_ vector: Point, _ degrees: Double) -> Point {
        let radians = degrees * Double.pi / 180
        return Point(
            x: vector.x * cos(radians) - vector.y * sin(radians), y: vector.x * sin(radians) + vector.y * cos(radians))
    }
}
