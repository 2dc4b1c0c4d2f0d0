/// Scrolling (a mouse wheel's clicks, a touchpad's two-finger scroll): delivered, as one gesture, to the recognizers
/// of the view under the pointer that accept scrolls of that type (a pan with `allowedScrollTypesMask`). X11 gives
/// scroll steps with no beginning or end, so the gesture begins at the first step, and ends `scrollEndDelay` after the
/// last one, or when a step of the other type comes.
extension GestureWindow {
    func handleScroll(_ sample: ScrollSample) {
        if let under = scrollUnderWay, under.type != sample.type { endScroll() }
        if scrollUnderWay == nil { beginScroll(sample) }
        guard var under = scrollUnderWay else { return }
        if let timer = under.endTimer { clock.cancel(timer) }
        // The content follows the fingers: scrolling down (positive steps) is dragging up.
        let translation = sample.delta * -GestureDefaults.scrollStepLength
        tellScrollRecognizers(
            ScrollGesture(phase: .changed, type: under.type, location: under.location, delta: translation))
        under.endTimer = clock.schedule(after: GestureDefaults.scrollEndDelay) { [weak self] in
            guard let self else { return }
            self.process { self.endScroll() }
        }
        if scrollUnderWay != nil { scrollUnderWay = under }
    }

    private func beginScroll(_ sample: ScrollSample) {
        scrollRecognizers = []
        var view: View? = hitTest(sample.location) ?? self
        while let current = view {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && !recognizer.currentState.isTerminal && recognizer.acceptsScroll(sample.type) {
                recognizer.isTrackingTouchpad = true
                recognizer.lastLocationInWindow = sample.location
                scrollRecognizers.append(recognizer)
                arena.enroll(recognizer)
            }
            view = current.superview
        }
        scrollUnderWay = (sample.type, sample.location, nil)
        tellScrollRecognizers(ScrollGesture(phase: .began, type: sample.type, location: sample.location))
    }

    /// The scroll is over: its recognizers are told it ended and let go of it.
    func endScroll() {
        guard let under = scrollUnderWay else { return }
        if let timer = under.endTimer { clock.cancel(timer) }
        scrollUnderWay = nil
        tellScrollRecognizers(ScrollGesture(phase: .ended, type: under.type, location: under.location))
        for recognizer in scrollRecognizers { recognizer.isTrackingTouchpad = false }
        scrollRecognizers = []
    }

    private func tellScrollRecognizers(_ scroll: ScrollGesture) {
        for recognizer in scrollRecognizers where !recognizer.currentState.isTerminal {
            recognizer.lastLocationInWindow = scroll.location
            recognizer.scrollChanged(scroll)
        }
    }
}

/// One moment of a scroll gesture, as a recognizer that accepts scrolling is told of it.
public struct ScrollGesture: Hashable, Sendable {
    /// Began at the first step, changed at every step, ended when the steps stop.
    public var phase: TouchpadGesture.Phase
    public var type: ScrollType
    /// Where the pointer was when the scroll began (window coordinates).
    public var location: Point
    /// How far the content is dragged by this step (window points; zero but for changed): a step down drags up.
    public var delta: Point

    public init(phase: TouchpadGesture.Phase, type: ScrollType, location: Point, delta: Point = .zero) {
        self.phase = phase
        self.type = type
        self.location = location
        self.delta = delta
    }
}
