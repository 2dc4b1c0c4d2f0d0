import GestureEngine
import TutorialRecognizers

/// The circle tutorial's rule taken literally, as a baseline for `eval`: fit a circle to the touch points as they
/// came and accept the stroke when the fit error is at most the tolerance (0.2). Nothing else is checked — which
/// is why rectangles and brackets pass too.
public final class TutorialCircleRule: GestureRecognizer, RecognizerReadout {
    public var tolerance = 0.2
    private var path: [Point] = []
    private var fit: CircleFit?

    public var rejection: String? { fit == nil ? "no circle fits" : "not round enough" }
    public var overlay: StrokeOverlay { fit.map { .circle(center: $0.center, radius: $0.radius) } ?? .none }
    public var checks: [ThresholdCheck] { fit.map { [ThresholdCheck("fit error", $0.error, atMost: tolerance)] } ?? [] }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        path = [touch.locationInWindow]
        fit = nil
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        path.append(touch.locationInWindow)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        path.append(touch.locationInWindow)
        fit = CircleFit(points: path)
        state = (fit?.error ?? .infinity) <= tolerance ? .recognized : .failed
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }
}
