import GestureEngine

/// One finger's stroke as the playground recorded it (or as a data set holds it), replayed into a fresh recognizer
/// headless on virtual time: "teach it my way" replays the person's attempts and the negative strokes with it, the
/// classroom's score the class's strokes.
public struct RecordedStroke: Codable, Sendable, Equatable {
    /// The points in window coordinates, each `[x, y, milliseconds from the stroke's start]`.
    public var points: [[Double]]
    /// The frame of the view the recognizer sits on, in window coordinates.
    public var viewFrame: Rect

    public init(points: [[Double]], viewFrame: Rect) {
        self.points = points
        self.viewFrame = viewFrame
    }

    /// Points with no times, played `interval` seconds apart.
    public init(points: [Point], interval: Double, viewFrame: Rect) {
        self.points = points.enumerated().map { [$0.element.x, $0.element.y, Double($0.offset) * interval * 1000] }
        self.viewFrame = viewFrame
    }

    /// Whether `recognizer` begins or ends (as `workshop check` counts it) on the stroke, played as a one-finger
    /// touch in a window of its own, its timers run out for a second after the lift.
    public static func isRecognized(_ recognizer: GestureRecognizer, _ stroke: RecordedStroke) -> Bool {
        let driver = VirtualTouchDriver(
            size: Size(width: max(4096, stroke.viewFrame.maxX), height: max(4096, stroke.viewFrame.maxY)))
        let view = View(name: "canvas", frame: stroke.viewFrame)
        driver.window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        let watcher = RecognitionWatcher(recognizer)
        driver.window.addObserver(watcher)
        driver.playStroke(stroke.points.map { (Point(x: $0[0], y: $0[1]), $0[2]) })
        driver.wait(1)
        return watcher.recognized
    }
}

/// Notes whether one recognizer began or ended.
private final class RecognitionWatcher: GestureObserver {
    let recognizer: GestureRecognizer
    var recognized = false
    var observesRepeatedChanges: Bool { false }

    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        if recognizer === self.recognizer && (new == .began || new == .ended) { recognized = true }
    }
}
