import GestureEngine
import GestureLabTestSupport
import TutorialRecognizers

/// A window with one recognizer on a view, a transition log and a driver on virtual time.
final class Stage<Recognizer: GestureRecognizer> {
    let driver: VirtualTouchDriver
    let log: TransitionLog
    let recognizer: Recognizer
    let view: View

    /// A window of 600 × 600 px unless a test draws in larger units (a pen's digitizer), the view filling it.
    init(_ recognizer: Recognizer, viewFrame: Rect = Rect(x: 0, y: 0, width: 600, height: 600)) {
        driver = VirtualTouchDriver(
            size: Size(width: max(600, viewFrame.maxX), height: max(600, viewFrame.maxY))
        )
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

/// A right slide down drawn on a 200 × 200 view at (100, 100) (its middle line is x = 200, its halves meet at
/// y = 200): the state log and why it failed, if it did.
func drawRightSlideDown(_ points: [Point]) -> (story: String, reason: RightSlideDownGestureRecognizer.FailureReason?) {
    let stage = Stage(
        RightSlideDownGestureRecognizer(name: "slide"), viewFrame: Rect(x: 100, y: 100, width: 200, height: 200))
    stage.draw(points)
    return (stage.log.story, stage.recognizer.failureReason)
}
