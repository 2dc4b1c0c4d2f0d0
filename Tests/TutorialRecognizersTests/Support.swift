import GestureEngine
import RealModule

/// A window with one recognizer on a view, a transition log and a driver on virtual time.
final class Stage<Recognizer: GestureRecognizer> {
    let driver = VirtualTouchDriver(size: Size(width: 600, height: 600))
    let log: TransitionLog
    let recognizer: Recognizer
    let view: View

    init(_ recognizer: Recognizer, viewFrame: Rect = Rect(x: 0, y: 0, width: 600, height: 600)) {
        self.recognizer = recognizer
        log = TransitionLog(window: driver.window)
        view = View(name: "canvas", frame: viewFrame)
        driver.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
    }

    /// Draws a one-finger stroke, 10 ms between points.
    func draw(_ points: [Point], interval: TimeInterval = 0.01) {
        driver.drag(along: points, interval: interval)
    }
}

/// Points on a circle (or an arc), y down, starting at `startDegrees`, going clockwise for positive `sweepDegrees`.
func arc(center: Point, radius: Double, startDegrees: Double = 0, sweepDegrees: Double = 360, count: Int = 60,
         noise: Double = 0, seed: UInt64 = 1) -> [Point] {
    var generator = SeededGenerator(seed: seed)
    return (0...count).map { index in
        let degrees = startDegrees + sweepDegrees * Double(index) / Double(count)
        let radians = degrees * Double.pi / 180
        let jitter = Point(x: generator.nextSigned() * noise, y: generator.nextSigned() * noise)
        return Point(x: center.x + radius * Double.cos(radians), y: center.y + radius * Double.sin(radians)) + jitter
    }
}

/// Points along straight segments through the given corners, `step` pixels apart.
func polyline(_ corners: [Point], step: Double = 4) -> [Point] {
    var points = [corners[0]]
    for (from, to) in zip(corners, corners.dropFirst()) {
        let count = max(1, Int((from.distance(to: to) / step).rounded()))
        for index in 1...count { points.append(from + (to - from) * (Double(index) / Double(count))) }
    }
    return points
}

/// Adds deterministic jitter of up to `amount` pixels to every point but the first.
func jittered(_ points: [Point], amount: Double, seed: UInt64 = 7) -> [Point] {
    var generator = SeededGenerator(seed: seed)
    return points.enumerated().map { index, point in
        index == 0 ? point : point + Point(x: generator.nextSigned() * amount, y: generator.nextSigned() * amount)
    }
}

/// A small deterministic random generator (SplitMix64), so noisy traces are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A value in [-1, 1].
    mutating func nextSigned() -> Double { Double(next() % 2_000_001) / 1_000_000 - 1 }
}
