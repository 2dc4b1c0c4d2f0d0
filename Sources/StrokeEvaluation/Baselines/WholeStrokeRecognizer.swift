import GestureEngine

/// What the baselines share: they judge a whole one-finger stroke once the finger lifts, as the circle tutorial's
/// rule and $P do. It collects the path in window coordinates and hands it to `judge(_:)`; a second finger fails it.
public class WholeStrokeRecognizer: GestureRecognizer {
    private var path: [Point] = []

    /// A new stroke starts: forget what the last one measured.
    func startStroke() {}

    /// Recognizes the finished path (`state = .recognized`) or fails it with a reason (`fail(because:)`).
    func judge(_ path: [Point]) {}

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        path = [touch.locationInWindow]
        startStroke()
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        path.append(touch.locationInWindow)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        path.append(touch.locationInWindow)
        judge(path)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: "cancelled")
    }
}
