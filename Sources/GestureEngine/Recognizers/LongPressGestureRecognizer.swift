/// Recognizes fingers held still for a while (continuous), as UIKit's UILongPressGestureRecognizer:
/// began when the press has lasted long enough, changed as the fingers move, ended when they lift.
///
/// Defaults: 0.5 s, 10 px of allowed movement before it begins, one finger, no taps before the press.
public final class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = GestureDefaults.minimumPressDuration
    public var allowableMovement = GestureDefaults.touchSlop
    public var numberOfTouchesRequired = 1
    /// Taps that must come just before the press (0: the press alone).
    public var numberOfTapsRequired = 0
    /// How long (s) after a tap the next touch may begin.
    public var maximumIntervalBetweenTaps = GestureDefaults.maximumIntervalBetweenTaps

    private var tapsCompleted = 0
    private var fingersDown = 0

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        cancelTimers()
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            state = .failed
            return
        }
        if fingersDown == numberOfTouchesRequired {
            scheduleTimer(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = self.tapsCompleted >= self.numberOfTapsRequired ? .began : .failed
            }
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        let moved = touches.contains { $0.startLocationInWindow.distance(to: $0.locationInWindow) > allowableMovement }
        if state == .possible && moved { return failIfPossible() }
        advanceContinuousGesture(beginIf: false)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fingersDown -= touches.count
        if state.isActive {
            if fingersDown == 0 || numberOfTouches - touches.count < numberOfTouchesRequired { state = .ended }
            return
        }
        guard state == .possible, fingersDown == 0 else { return }
        cancelTimers()
        // A short touch before the press counts as one of the required taps.
        tapsCompleted += 1
        if tapsCompleted > numberOfTapsRequired {
            state = .failed
            return
        }
        scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
            self?.failIfPossible()
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        finishContinuousGesture(cancelled: true)
    }

    public override func reset() {
        tapsCompleted = 0
        fingersDown = 0
    }

    // MARK: - Inspector facts

    /// How long to hold, with how many fingers, moving how little.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        facts.add(
            "press",
            "hold \(number(minimumPressDuration)) s with \(numberOfTouchesRequired) finger(s), "
                + "moving at most \(number(allowableMovement)) px")
        return facts
    }
}
