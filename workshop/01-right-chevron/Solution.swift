import GestureEngine

/// A ">" drawn with one finger: down and to the right, then down and to the left (a discrete gesture).
///
/// The rule: follow the stroke through its phases and fail at the first move that breaks it. Real hands wobble,
/// so a move counts as "going the wrong way" only beyond `tolerance` points.
class RightChevron: GestureRecognizer {
    enum Phase {
        case notStarted, initialPoint, downRight, downLeft
    }

    /// How far a finger may wobble the wrong way, in points.
    var tolerance = 8.0
    /// How long each leg and the drop must at least be, in points (a flick is not a chevron).
    var minimumLength = 20.0

    var phase = Phase.notStarted
    var trackedTouch: Touch?
    var start = Point.zero
    var lowestY = 0.0  // the largest y so far: y grows downward
    var rightmostX = 0.0
    var leftmostX = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            // Trap 1: a second finger (a resting thumb) is not ours. Ignore it instead of failing.
            guard trackedTouch == nil else {
                ignore(touch, for: event)
                continue
            }
            trackedTouch = touch
            start = touch.location(in: view)
            lowestY = start.y
            rightmostX = start.x
            phase = .initialPoint
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        let point = touch.location(in: view)
        // Trap 2: fail early. Going up means this is not a chevron: say so now, so other recognizers can have the touch.
        if point.y < lowestY - tolerance {
            state = .failed
            return
        }
        lowestY = max(lowestY, point.y)
        switch phase {
        case .initialPoint:
            if point.x < start.x - tolerance {
                state = .failed  // went left first
            } else if point.x > start.x + tolerance {
                phase = .downRight
            }
            rightmostX = max(rightmostX, point.x)
        case .downRight:
            rightmostX = max(rightmostX, point.x)
            if point.x < rightmostX - tolerance {
                phase = .downLeft
                leftmostX = point.x
            }
        case .downLeft:
            leftmostX = min(leftmostX, point.x)
            if point.x > leftmostX + tolerance { state = .failed }  // went right again
        case .notStarted:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        let end = touch.location(in: view)
        let longEnough =
            end.y > start.y + minimumLength && rightmostX - start.x > minimumLength
            && rightmostX - end.x > minimumLength
        state = phase == .downLeft && longEnough ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    /// What the inspector shows about this recognizer while it has the focus: the phase, as it changes.
    override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("phase", "phase: \(phase)")
        return facts
    }

    // Trap 3: reset. The engine calls this after every gesture; forget everything about the last stroke.
    override func reset() {
        phase = .notStarted
        trackedTouch = nil
    }
}

/// "Teach it my way" (key C in the playground) may widen these for one person: more wobble, shorter legs.
extension RightChevron: TunableLimits {
    var tunableLimits: [TunableLimit] {
        [
            TunableLimit("tolerance", value: tolerance, mostLenient: 30),
            TunableLimit("minimumLength", value: minimumLength, mostLenient: 10),
        ]
    }

    func setTunableLimit(_ name: String, to value: Double) {
        switch name {
        case "tolerance": tolerance = value
        case "minimumLength": minimumLength = value
        default: break
        }
    }
}
