import GestureEngine

/// One finger drawing a circle (a discrete gesture, decided when the finger lifts).
///
/// The rule: fit a circle to the path (the tutorial's fit), then accept it only if
/// 1. the points lie near the circle: the fit error (RMS distance from the circle over the radius) is at most 0.2;
/// 2. the path goes round: it sweeps at least 80% of a full turn around the fitted centre;
/// 3. it has no corners: at most one sharp turn (a rectangle fits a circle within 0.2, but has four corners).
class CircleStroke: GestureRecognizer {
    var tolerance = 0.2
    let minimumRadius = 15.0
    var minimumTurn = 0.8
    /// A turn sharper than this (degrees) over a few points of the evened-out path is a corner.
    var cornerAngle = 55.0

    var path: [Point] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed  // a circle is drawn with one finger
            return
        }
        path = [touch.location(in: view)]
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        path.append(touch.location(in: view))
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        guard path.count >= 8, let circle = fitCircle(path), circle.radius >= minimumRadius,
            fitError(circle) <= tolerance, turnSwept(around: circle.center) >= minimumTurn, corners() <= 1
        else {
            state = .failed
            return
        }
        state = .recognized
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        path = []
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

    func fitError(_ circle: (center: Point, radius: Double)) -> Double {
        let squares = path.map { point -> Double in
            let distance = distanceBetween(point, circle.center)
            return ((distance - circle.radius) / circle.radius) * ((distance - circle.radius) / circle.radius)
        }
        return (squares.reduce(0, +) / Double(path.count)).squareRoot()
    }

    /// How much of a full turn the path sweeps around `center` (either way round).
    func turnSwept(around center: Point) -> Double {
        var total = 0.0
        for (a, b) in zip(path, path.dropFirst()) {
            var step =
                Double.atan2(y: b.y - center.y, x: b.x - center.x) - Double.atan2(y: a.y - center.y, x: a.x - center.x)
            if step > Double.pi { step -= 2 * Double.pi }
            if step <= -Double.pi { step += 2 * Double.pi }
            total += step
        }
        return abs(total) / (2 * Double.pi)
    }

    /// Sharp turns of the path, evened out to 48 points (so a slow finger's many points do not hide a corner).
    func corners() -> Int {
        let points = resampled(path, count: 48)
        let step = 2
        var count = 0
        var inCorner = false
        for index in step..<(points.count - step) {
            let a = points[index] - points[index - step]
            let b = points[index + step] - points[index]
            let turn = abs(Double.atan2(y: a.x * b.y - a.y * b.x, x: a.x * b.x + a.y * b.y)) * 180 / Double.pi
            if turn > cornerAngle && !inCorner { count += 1 }
            inCorner = turn > cornerAngle
        }
        return count
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

/// "Teach it my way" (key C in the playground) may widen these for one person: a rounder-ish fit, a shorter turn,
/// blunter corners. The minimum radius stays: a dot is no circle for anyone.
extension CircleStroke: TunableLimits {
    var tunableLimits: [TunableLimit] {
        [
            TunableLimit("tolerance", value: tolerance, mostLenient: 0.4),
            TunableLimit("minimumTurn", value: minimumTurn, mostLenient: 0.6),
            TunableLimit("cornerAngle", value: cornerAngle, mostLenient: 90),
        ]
    }

    func setTunableLimit(_ name: String, to value: Double) {
        switch name {
        case "tolerance": tolerance = value
        case "minimumTurn": minimumTurn = value
        case "cornerAngle": cornerAngle = value
        default: break
        }
    }
}
