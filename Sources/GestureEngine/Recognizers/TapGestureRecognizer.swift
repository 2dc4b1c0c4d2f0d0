/// Recognizes one or more taps by one or more fingers (discrete), as UIKit's UITapGestureRecognizer.
///
/// Defaults: one tap, one finger, 10 px of allowed movement per finger, a finger may stay down 0.75 s at most,
/// the next tap must start within 0.35 s of the last lift and within 45 px of the first tap.
///
/// As in UIKit, `location(in:)` is where the first tap happened (the centroid of all its fingers) and
/// `location(ofTouch:in:)` the place of one of the first tap's fingers, and a tap never prevents a tap with a higher
/// tap count: a single tap recognized beside a double tap leaves the double tap free to recognize at the next tap.
public final class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// How far (px) a finger may move before the tap fails.
    public var allowableMovement = GestureDefaults.touchSlop
    /// How long (s) a tap's fingers may stay down.
    public var maximumTapDuration = GestureDefaults.maximumTapDuration
    /// How long (s) after a tap the next one may begin.
    public var maximumIntervalBetweenTaps = GestureDefaults.maximumIntervalBetweenTaps
    /// How far (px) later taps may land from the first.
    public var maximumTapDistance = GestureDefaults.maximumTapDistance
    /// The pointer buttons a click must be made with to count as a tap (UIKit's `buttonMaskRequired`): by default
    /// the primary button, so a secondary click is no tap. Fingers and pens have no buttons and always tap.
    public var buttonMaskRequired: ButtonMask = .primary

    private var tapsCompleted = 0
    private var touchesInThisTap = 0
    private var fingersDown = 0
    private var firstTapLocation: Point?
    /// Where each finger of the first tap is (by touch id), until that tap ends.
    private var firstTapFingers: [(id: Int, location: Point)] = []

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if fingersDown == 0 {
            cancelTimers()  // the wait for this tap is over
            touchesInThisTap = 0
            scheduleTimer(after: maximumTapDuration) { [weak self] in self?.failIfPossible() }
        }
        fingersDown += touches.count
        touchesInThisTap += touches.count
        guard touchesInThisTap <= numberOfTouchesRequired else { return failIfPossible() }
        let location = Point.centroid(of: touches.map(\.locationInWindow)) ?? .zero
        if let first = firstTapLocation, first.distance(to: location) > maximumTapDistance {
            return failIfPossible()
        }
        if firstTapLocation == nil { firstTapLocation = location }
        if tapsCompleted == 0 { noteFirstTapFingers(touches) }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if tapsCompleted == 0 { noteFirstTapFingers(touches) }
        if touches.contains(where: { $0.startLocationInWindow.distance(to: $0.locationInWindow) > allowableMovement }) {
            failIfPossible()
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if tapsCompleted == 0 { noteFirstTapFingers(touches) }
        fingersDown -= touches.count
        guard fingersDown == 0, state == .possible else { return }
        cancelTimers()
        guard touchesInThisTap == numberOfTouchesRequired else { return failIfPossible() }
        tapsCompleted += 1
        if tapsCompleted == 1 {
            // From now on the gesture's location is the first tap's, all its fingers in touch order, even those that
            // lifted a moment before the last one (and so are no longer among `touches`).
            anchoredTouchLocations = firstTapFingers.sorted { $0.id < $1.id }.map(\.location)
        }
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in self?.failIfPossible() }
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    /// Keeps the latest place of each of the first tap's fingers.
    private func noteFirstTapFingers(_ touches: [Touch]) {
        for touch in touches {
            if let index = firstTapFingers.firstIndex(where: { $0.id == touch.id }) {
                firstTapFingers[index].location = touch.locationInWindow
            } else {
                firstTapFingers.append((touch.id, touch.locationInWindow))
            }
        }
    }

    /// A click with other buttons than `buttonMaskRequired` is not given to the tap at all.
    override func acceptsButtons(_ buttons: ButtonMask) -> Bool { buttons == buttonMaskRequired }

    /// UIGestureRecognizerSubclass.h: "a UITapGestureRecognizer never prevents another UITapGestureRecognizer with a
    /// higher tap count". Every other recognizer it can prevent, as the base class says.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return super.canPrevent(other) }
        return tap.numberOfTapsRequired <= numberOfTapsRequired
    }

    /// The same rule seen from the other side: a tap with a lower tap count cannot prevent this one.
    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return super.canBePrevented(by: other) }
        return tap.numberOfTapsRequired >= numberOfTapsRequired
    }

    public override func reset() {
        firstTapFingers.removeAll()
        tapsCompleted = 0
        touchesInThisTap = 0
        fingersDown = 0
        firstTapLocation = nil
    }

    // MARK: - Inspector facts

    /// How many taps of how many fingers, how far apart in time, and which recognizers the tap waits for.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let interval = Int(maximumIntervalBetweenTaps * 1000)
        facts.add(
            "taps",
            "\(numberOfTapsRequired) tap(s) of \(numberOfTouchesRequired) finger(s), \(interval) ms apart at most")
        let waits = requiredToFail.map(\.name)
        if !waits.isEmpty { facts.add("requiredToFail", "waits for \(waits.joined(separator: ", ")) to fail") }
        return facts
    }
}
