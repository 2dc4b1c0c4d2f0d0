/// Recognizes the pointer over its view with no button held (continuous), as UIKit's UIHoverGestureRecognizer:
/// began as the pointer comes over the view, changed as it moves across it, ended as it leaves (or a button is
/// pressed, or the pointer leaves the window). `location(in:)` is where the pointer is.
///
/// It takes no touches (`allowedTouchTypes` is empty): a hover is the pointer's, with nothing pressed, and a press
/// ends it. A mouse, a touchpad's pointer and a pen held above a tablet all hover; a touchscreen does not.
public final class HoverGestureRecognizer: GestureRecognizer {
    public override init(name: String? = nil) {
        super.init(name: name)
        allowedTouchTypes = []
    }

    /// The pointer is over the view (or one of its subviews) at `location`, window coordinates.
    func pointerMoved(to location: Point) {
        lastLocationInWindow = location
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The pointer is no longer over the view.
    func pointerLeft(at location: Point) {
        if InputLimits.isUsable(location) { lastLocationInWindow = location }
        if state.isActive { state = .ended }
    }

    // MARK: - Inspector facts

    /// Where the pointer is while it hovers.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if state.isActive { facts.add("hover", "pointer at \(location(in: nil))") }
        return facts
    }
}
