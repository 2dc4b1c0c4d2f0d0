import CalibrationProfile
import GestureEngine
import GestureLabTestSupport
import TutorialRecognizers

/// A window with one calibratable recognizer, telling a calibration session of each finished stroke as a scene does.
final class TeachingStage {
    let driver = VirtualTouchDriver(size: Size(width: 800, height: 800))
    let recognizer: any CalibratableRecognizer
    let session: CalibrationSession
    private let watcher: Watcher

    init(_ gesture: CalibratedGesture, profilePath: String?, negatives: [[Point]]) {
        recognizer = gesture.makeRecognizer()
        session = CalibrationSession(
            gesture: gesture, recognizer: recognizer, profilePath: profilePath,
            negatives: NegativeScores(NegativeStrokes(strokes: negatives, names: negatives.map { _ in "negative" })))
        driver.window.addGestureRecognizer(recognizer)
        watcher = Watcher()
        watcher.finished = { [unowned self] in _ = self.session.recognizerFinished() }
        driver.window.addObserver(watcher)
    }

    /// Draws a one-finger stroke, 10 ms between points, and waits a moment.
    func draw(_ points: [Point]) {
        driver.drag(along: points, interval: 0.01)
        driver.wait(0.5)
    }

    private final class Watcher: GestureObserver {
        var finished: () -> Void = {}
        let observesRepeatedChanges = false
        func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
            if new == .ended || new == .failed { finished() }
        }
    }
}

/// Circles stopped at 0.65 of a turn: the turn costs (0.88 − 0.65) / (0.88 − 0.68) = 1.15 units and the ends lie
/// sin(0.35π) = 0.89 of the diameter apart, (0.89 − 0.4) / 0.4 = 1.23 more; stretched round, so short an arc also
/// reads a little off round (about 0.2): about 2.5 in all, over the threshold of 2 by less than a unit.
func shortCircle(radius: Double, start: Double, turn: Double = 0.65) -> [Point] {
    arc(center: Point(x: 400, y: 400), radius: radius, startDegrees: start, sweepDegrees: turn * 360)
}

/// Squares of 120–180 px: corners, no circle however far the turn is widened.
let squares: [[Point]] = (0..<4).map { index in
    let side = 120.0 + 20 * Double(index)
    let corners = [
        Point(x: 200, y: 200), Point(x: 200 + side, y: 200), Point(x: 200 + side, y: 200 + side),
        Point(x: 200, y: 200 + side), Point(x: 200, y: 200),
    ]
    var points = [corners[0]]
    for (from, to) in zip(corners, corners.dropFirst()) {
        for step in 1...30 { points.append(from + (to - from) * (Double(step) / 30)) }
    }
    return points
}
