import GestureEngine

/// Recognizes a slide down the right side of its view (discrete), from the walkthrough tutorial's gallery.
///
/// The rule in plain words, with the view cut into four quadrants: the finger must start in the top-right
/// quadrant, stay in the right half all the way, and lift in the bottom-right quadrant. Leaving the right half,
/// or lifting anywhere else, fails it.
public final class RightSlideDownGestureRecognizer: GestureRecognizer {
    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return state = .failed
        }
        if !(isInRightHalf(point, bounds) && point.y < bounds.midY) { state = .failed }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else { return }
        if !isInRightHalf(point, bounds) { state = .failed }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else { return }
        state = isInRightHalf(point, bounds) && point.y >= bounds.midY && point.y < bounds.maxY ? .recognized : .failed
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    private func isInRightHalf(_ point: Point, _ bounds: Rect) -> Bool {
        point.x >= bounds.midX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }
}
