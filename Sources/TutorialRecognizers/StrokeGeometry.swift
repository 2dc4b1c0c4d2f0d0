import GestureEngine

/// Measurements of a drawn stroke that the stroke recognizers share.
public enum StrokeGeometry {
    /// The stroke's total length.
    public static func length(of points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The stroke's size: the longer side of the box around it.
    public static func extent(of points: [Point]) -> Double {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    /// `count` points spaced evenly along the stroke, so that measures do not depend on how fast it was drawn.
    public static func resample(_ points: [Point], count: Int) -> [Point] {
        guard let first = points.first, count >= 2 else { return points }
        let total = length(of: points)
        guard total > 0 else { return Array(repeating: first, count: count) }
        var result: [Point] = []
        result.reserveCapacity(count)
        result.append(first)
        var segment = 0
        var walked = 0.0  // length up to points[segment]
        var span = points[0].distance(to: points[1])  // length of the current segment, measured once
        for index in 1..<count {
            let target = total * Double(index) / Double(count - 1)
            while segment < points.count - 2 && walked + span < target {
                walked += span
                segment += 1
                span = points[segment].distance(to: points[segment + 1])
            }
            let from = points[segment]
            let to = points[segment + 1]
            let fraction = span > 0 ? min(max((target - walked) / span, 0), 1) : 0
            result.append(from + (to - from) * fraction)
        }
        return result
    }

    /// The start of `drawn` that corresponds to the first `length` of `image`, where `image` is `drawn` mapped point
    /// by point (stretched, turned): a stretch keeps where a point lies along each segment, not the lengths.
    public static func prefix(of drawn: [Point], matching length: Double, along image: [Point]) -> [Point] {
        var result: [Point] = drawn.isEmpty ? [] : [drawn[0]]
        var walked = 0.0
        for index in drawn.indices.dropFirst() where index < image.count {
            let span = image[index - 1].distance(to: image[index])
            if walked + span >= length {
                let fraction = span > 0 ? (length - walked) / span : 0
                result.append(drawn[index - 1] + (drawn[index] - drawn[index - 1]) * fraction)
                return result
            }
            walked += span
            result.append(drawn[index])
        }
        return result
    }

    /// The signed angle (radians, positive clockwise on screen) the stroke sweeps around `center`.
    public static func sweptAngle(of points: [Point], around center: Point) -> Double {
        // Each point's angle once (an arctangent: the cost here), not once for each of its two steps.
        let angles = points.map { ($0 - center).angle }
        return zip(angles, angles.dropFirst()).reduce(0) { total, pair in total + normalizedAngle(pair.1 - pair.0) }
    }

    /// The stroke cut where it has swept one full turn around `center`: the first turn, and what was drawn after
    /// it (empty if it never goes all the way round). `even` is the stroke resampled evenly: where it completes
    /// the turn, as a fraction of its length, is where the drawn points are cut.
    public static func splitAfterOneTurn(_ points: [Point], even: [Point], around center: Point)
        -> (turn: [Point], rest: [Point])
    {
        let angles = even.map { ($0 - center).angle }
        var swept = 0.0
        for index in angles.indices.dropFirst() {
            swept += normalizedAngle(angles[index] - angles[index - 1])
            if abs(swept) >= 2 * Double.pi {
                let total = length(of: points)
                let cut = total * Double(index) / Double(even.count - 1)
                return (
                    StrokePreprocessing.cut(points, from: 0, to: cut),
                    StrokePreprocessing.cut(points, from: cut, to: total)
                )
            }
        }
        return (points, [])
    }

    /// The root mean square of each point's distance to the nearest point of `path` (a polyline).
    public static func rmsDistance(of points: [Point], to path: [Point]) -> Double {
        guard !points.isEmpty, !path.isEmpty else { return 0 }
        let squares = points.map { distance(of: $0, to: path) }.map { $0 * $0 }
        return (squares.reduce(0, +) / Double(squares.count)).squareRoot()
    }

    /// A point's distance to the nearest point of `path` (a polyline; 0 when it is empty).
    public static func distance(of point: Point, to path: [Point]) -> Double {
        guard let first = path.first else { return 0 }
        return zip(path, path.dropFirst()).reduce(point.distance(to: first)) { nearest, segment in
            let line = segment.1 - segment.0
            let along = line.dot(line) > 0 ? min(max(line.dot(point - segment.0) / line.dot(line), 0), 1) : 0
            return min(nearest, point.distance(to: segment.0 + line * along))
        }
    }

    /// Each point replaced by the mean of itself and `radius` neighbours on each side (fewer at the ends).
    public static func smoothed(_ points: [Point], radius: Int) -> [Point] {
        points.indices.map { index in
            let window = max(0, index - radius)...min(points.count - 1, index + radius)
            var x = 0.0
            var y = 0.0
            for neighbour in window {
                x += points[neighbour].x
                y += points[neighbour].y
            }
            return Point(x: x / Double(window.count), y: y / Double(window.count))
        }
    }

    /// The sharpest turns of the stroke, largest first: the direction change (radians) over every run of `window`
    /// steps of the resampled stroke, keeping only runs that do not overlap, leaving out `trim` of each end
    /// (a hook at the start or the end of a stroke is not a corner). The stroke is smoothed first, so that a
    /// jittery digitizer's noise does not read as corners.
    public static func sharpestTurns(
        of points: [Point], samples: Int = 64, window: Int = 3, trim: Double = 0.1, count: Int = 3
    ) -> [Double] {
        sharpestTurns(
            ofDirections: directions(of: smoothedEven(points, samples: samples)), window: window, trim: trim,
            count: count)
    }

    /// The stroke as `sharpestTurns` and `headingWobble` measure it: resampled to twice `samples` points, smoothed,
    /// and resampled to `samples` points. A recognizer that asks for both makes it once and passes it to the
    /// `ofDirections:` versions, with `directions(of:)` of it (the circle did it all twice per lift).
    public static func smoothedEven(_ points: [Point], samples: Int = 64) -> [Point] {
        resample(smoothed(resample(points, count: 2 * samples), radius: 2), count: samples)
    }

    /// The direction (radians) of each step from one point to the next. Both measures below start from these;
    /// made once, they cost one arctangent a step instead of two.
    public static func directions(of points: [Point]) -> [Double] {
        zip(points, points.dropFirst()).map { ($0.1 - $0.0).angle }
    }

    /// The signed turn (radians) from each step to the next, given a stroke's step directions (`directions(of:)`):
    /// turn k lies between step k and step k + 1, at point k + 1.
    public static func stepTurns(ofDirections directions: [Double]) -> [Double] {
        zip(directions, directions.dropFirst()).map { normalizedAngle($0.1 - $0.0) }
    }

    /// `sharpestTurns(of:)` from the step directions of a stroke made by `smoothedEven`.
    public static func sharpestTurns(
        ofDirections directions: [Double], window: Int = 3, trim: Double = 0.1, count: Int = 3
    ) -> [Double] {
        let steps = stepTurns(ofDirections: directions)
        let skip = Int(Double(steps.count) * trim)
        guard steps.count - 2 * skip >= window else { return [] }
        var runs: [(turn: Double, start: Int)] = []
        for start in skip...(steps.count - skip - window) {
            runs.append((abs(steps[start..<start + window].reduce(0, +)), start))
        }
        runs.sort { $0.turn > $1.turn }
        var chosen: [(turn: Double, start: Int)] = []
        for run in runs where chosen.allSatisfy({ abs($0.start - run.start) >= 2 * window }) {
            chosen.append(run)
            if chosen.count == count { break }
        }
        return chosen.map(\.turn)
    }

    /// How unevenly the stroke turns: the RMS difference (radians) between its heading and the steady turn that
    /// fits it best, along the smoothed, resampled stroke, leaving out `trim` of each end. A circle or an ellipse
    /// turns steadily (small); a polygon turns in bursts at its corners and not at all between them (large).
    public static func headingWobble(of points: [Point], samples: Int = 64, trim: Double = 0.1) -> Double {
        headingWobble(ofDirections: directions(of: smoothedEven(points, samples: samples)), trim: trim)
    }

    /// The step directions (`directions(of:)`) unwrapped: each heading continues the previous one, so a full turn
    /// reads 2π, not 0.
    public static func unwrappedHeadings(ofDirections directions: [Double]) -> [Double] {
        var headings: [Double] = []
        headings.reserveCapacity(directions.count)
        for angle in directions {
            headings.append(headings.last.map { $0 + normalizedAngle(angle - $0) } ?? angle)
        }
        return headings
    }

    /// `headingWobble(of:)` from the step directions of a stroke made by `smoothedEven`.
    public static func headingWobble(ofDirections directions: [Double], trim: Double = 0.1) -> Double {
        let headings = unwrappedHeadings(ofDirections: directions)
        let skip = Int(Double(headings.count) * trim)
        let kept = Array(headings.dropFirst(skip).dropLast(skip))
        guard kept.count >= 3 else { return 0 }
        guard let line = LineFit(kept) else { return 0 }
        let squares = kept.enumerated().reduce(0.0) { total, pair in
            let residual = pair.element - line.value(at: Double(pair.offset))
            return total + residual * residual
        }
        return (squares / Double(kept.count)).squareRoot()
    }

    /// The largest distance of any point from the line through `a` and `b`, over the distance from `a` to `b`.
    public static func deviation(of points: ArraySlice<Point>, fromLineThrough a: Point, _ b: Point) -> Double {
        let length = a.distance(to: b)
        guard length > 0 else { return .infinity }
        let farthest = points.map { distance(of: $0, fromLineThrough: a, b) }.max() ?? 0
        return farthest / length
    }

    /// How far a stretch of a stroke strays from the line between its ends, over that line's length: 0 when it is
    /// straight (or empty), infinite when its ends meet.
    public static func bow(of points: ArraySlice<Point>) -> Double {
        guard let first = points.first, let last = points.last else { return 0 }
        return deviation(of: points, fromLineThrough: first, last)
    }

    /// The point's distance from the line through `a` and `b`, across it (from `a` when the two coincide).
    public static func distance(of point: Point, fromLineThrough a: Point, _ b: Point) -> Double {
        let chord = b - a
        let length = chord.length
        guard length > 0 else { return point.distance(to: a) }
        return abs(chord.cross(point - a)) / length
    }

    /// The stroke stretched across its principal axis (the direction it spreads most) until it spreads as much
    /// across as along, with how much it had to be stretched: the aspect, the spread across over the spread along
    /// (1 for a circle, b/a for an ellipse of semi-axes a ≥ b, 0 for a line). An ellipse comes out a circle, so a
    /// circle drawn as an oval is judged by how round it is once its proportions are set aside. The spread is
    /// measured on `even`, evenly spaced points along the stroke, so slow and fast stretches weigh alike; the
    /// transform is applied to `points`.
    public static func stretchedRound(_ points: [Point], even: [Point]) -> (points: [Point], aspect: Double) {
        guard let spread = PointSpread(even) else { return (points, 0) }
        let mean = spread.center
        let along = spread.along
        guard along > 0 else { return (points, 0) }
        let aspect = (spread.across / along).squareRoot()
        guard aspect > 0.05 else { return (points, aspect) }
        let angle = spread.majorAngle
        let major = Point(x: Double.cos(angle), y: Double.sin(angle))
        let minor = Point(x: -major.y, y: major.x)
        let stretched = points.map { point -> Point in
            let offset = point - mean
            return mean + major * offset.dot(major) + minor * (offset.dot(minor) / aspect)
        }
        return (stretched, aspect)
    }
}
