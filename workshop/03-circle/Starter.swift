import GestureEngine

/// One finger drawing a circle (a discrete gesture, decided when the finger lifts).
///
/// Fill in the TODOs, save, and draw on the canvas. Check your work with:
///     gesturelab workshop check workshop/03-circle/Starter.swift
/// The circle fit and the resampling are given: the lesson is what to check with them.
class CircleStroke: GestureRecognizer {
    let tolerance = 0.2
    let minimumRadius = 15.0
    let minimumTurn = 0.8
    /// A turn sharper than this (degrees) over a few points of the evened-out path is a corner.
    let cornerAngle = 55.0

    var path: [Point] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // TODO: more than one finger fails; else start `path` with the touch's location(in: view).
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        // TODO: while .possible, add each location to `path`.
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // TODO: .recognized only if the fit is big enough, its error at most `tolerance`, the path sweeps
        //       `minimumTurn` of a turn, and it has at most one corner; else .failed.
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        // TODO: a cancelled stroke is not a circle.
    }

    override func reset() {
        // TODO: forget the path.
    }

    // MARK: The fit (Kåsa: least squares of x² + y² + Dx + Ey + F = 0, about the mean point)

    func fitCircle(_ points: [Point]) -> (center: Point, radius: Double)? {
        let n = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / n
        let meanY = points.map(\.y).reduce(0, +) / n
        var suu = 0.0
        var svv = 0.0
        var suv = 0.0
        var suuu = 0.0
        var svvv = 0.0
        var suvv = 0.0
        var svuu = 0.0
        for point in points {
            let u = point.x - meanX
            let v = point.y - meanY
            suu += u * u
            svv += v * v
            suv += u * v
            suuu += u * u * u
            svvv += v * v * v
            suvv += u * v * v
            svuu += v * u * u
        }
        let determinant = suu * svv - suv * suv
        guard abs(determinant) > 1e-9 else { return nil }  // all points on a line
        let r1 = (suuu + suvv) / 2
        let r2 = (svvv + svuu) / 2
        let uc = (r1 * svv - r2 * suv) / determinant
        let vc = (r2 * suu - r1 * suv) / determinant
        let radius = (uc * uc + vc * vc + (suu + svv) / n).squareRoot()
        return (Point(x: uc + meanX, y: vc + meanY), radius)
    }

    /// The fit error: the RMS of (distance from the centre − radius) / radius over the path.
    func fitError(_ circle: (center: Point, radius: Double)) -> Double {
        // TODO
        0
    }

    /// How much of a full turn the path sweeps around `center`, either way round (1 = a full turn).
    func turnSwept(around center: Point) -> Double {
        // TODO: add up the angle steps between successive points (Double.atan2), each wrapped into -π…π.
        0
    }

    /// Sharp turns of the path, evened out to 48 points.
    func corners() -> Int {
        // TODO: with points = resampled(path, count: 48), count runs of points where the direction turns by more
        //       than `cornerAngle` between (points[i] - points[i-2]) and (points[i+2] - points[i]).
        0
    }

    func resampled(_ points: [Point], count: Int) -> [Point] {
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths.last! + distanceBetween(a, b)) }
        let total = lengths.last!
        guard total > 0 else { return Array(repeating: points[0], count: count) }
        var result: [Point] = []
        var segment = 0
        for index in 0..<count {
            let target = total * Double(index) / Double(count - 1)
            while segment < points.count - 2 && lengths[segment + 1] < target { segment += 1 }
            let span = lengths[segment + 1] - lengths[segment]
            let fraction = span == 0 ? 0 : (target - lengths[segment]) / span
            let a = points[segment]
            let b = points[segment + 1]
            result.append(Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction))
        }
        return result
    }

    func distanceBetween(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

// TODO (once it works): let "teach it my way" (key C in the playground) widen your limits for one person. Make
// `tolerance` and `minimumTurn` `var`s and name them (a smaller turn is the more lenient one):
//
// extension CircleStroke: TunableLimits {
//     var tunableLimits: [TunableLimit] {
//         [TunableLimit("tolerance", value: tolerance, mostLenient: 0.4),
//          TunableLimit("minimumTurn", value: minimumTurn, mostLenient: 0.6)]
//     }
//     func setTunableLimit(_ name: String, to value: Double) {
//         if name == "tolerance" { tolerance = value }
//         if name == "minimumTurn" { minimumTurn = value }
//     }
// }
