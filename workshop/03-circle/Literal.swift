import GestureEngine

/// The tutorial's rule taken literally, for comparison with Solution.swift: fit a circle and accept the path when
/// the fit error is at most 0.2. A half circle fits perfectly; so, within 0.2, does a rectangle.
class CircleStroke: GestureRecognizer {
    let tolerance = 0.2
    let minimumRadius = 15.0

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
            fitError(circle) <= tolerance
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

    func distanceBetween(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
