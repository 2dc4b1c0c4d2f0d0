import GestureEngine

/// The tutorial's rule taken literally, for comparison with Solution.swift: every move must go down, first right
/// then left, with no slack at all. Try it on a real hand's chevron (`workshop check` shows which traces it gets wrong).
class RightChevron: GestureRecognizer {
    enum Phase {
        case notStarted, initialPoint, downRight, downLeft
    }

    var phase = Phase.notStarted
    var start = Point.zero
    var previous = Point.zero

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first, phase == .notStarted else { return }
        start = touch.location(in: view)
        previous = start
        phase = .initialPoint
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        defer { previous = point }
        if point.y < previous.y {
            state = .failed  // any step up, however small
            return
        }
        switch phase {
        case .initialPoint:
            if point.x < start.x { state = .failed } else if point.x > start.x { phase = .downRight }
        case .downRight:
            if point.x < previous.x { phase = .downLeft }
        case .downLeft:
            if point.x > previous.x { state = .failed }
        case .notStarted:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        state = phase == .downLeft && point.y > start.y ? .recognized : .failed
    }

    override func reset() {
        phase = .notStarted
    }
}
