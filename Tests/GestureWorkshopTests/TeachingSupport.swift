import GestureEngine

@testable import GestureWorkshop

/// A flat stroke from left to right: recognized when it is at least `minimumWidth` wide and its height is at most
/// `tolerance` of its width. Two limits, so that a test can see that only the one that refused is widened.
final class FlatStroke: GestureRecognizer, TunableLimits {
    var tolerance = 0.1
    var minimumWidth = 100.0
    private var points: [Point] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        points = touches.first.map { [$0.location(in: view)] } ?? []
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if let touch = touches.first { points.append(touch.location(in: view)) }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if let touch = touches.first { points.append(touch.location(in: view)) }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let width = (xs.max() ?? 0) - (xs.min() ?? 0)
        let height = (ys.max() ?? 0) - (ys.min() ?? 0)
        state = width >= minimumWidth && height <= tolerance * width ? .recognized : .failed
    }

    override func reset() { points = [] }

    var tunableLimits: [TunableLimit] {
        [
            TunableLimit("tolerance", value: tolerance, mostLenient: 1),
            TunableLimit("minimumWidth", value: minimumWidth, mostLenient: 20),
        ]
    }

    func setTunableLimit(_ name: String, to value: Double) {
        switch name {
        case "tolerance": tolerance = value
        case "minimumWidth": minimumWidth = value
        default: break
        }
    }
}

/// A stroke 200 points wide from `origin` to the right with a bump of `height` points up in its middle: its height
/// is `height / 200` of its width. Points every 5 points along x.
func bumpedStroke(height: Double, origin: Point = Point(x: 100, y: 300)) -> [Point] {
    (0...40).map { step in
        let x = Double(step) * 5
        let rise = height * (1 - abs(x - 100) / 100)
        return Point(x: origin.x + x, y: origin.y - rise)
    }
}

/// A stroke straight down, 200 points long: no width at all.
func verticalStroke(origin: Point = Point(x: 100, y: 100)) -> [Point] {
    (0...40).map { Point(x: origin.x, y: origin.y + Double($0) * 5) }
}

/// `points` as a recorded stroke, 10 ms apart, on a large view at the window's origin.
func recorded(_ points: [Point]) -> RecordedStroke {
    RecordedStroke(points: points, interval: 0.01, viewFrame: Rect(x: 0, y: 0, width: 1000, height: 1000))
}
