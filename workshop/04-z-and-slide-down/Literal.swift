import GestureEngine

/// The rules taken literally, for comparison with Solution.swift: a Z whose strokes allow no wobble at all, and the
/// tutorial's quadrant rule for the slide down, which never asks the finger to keep going down.
class ZStroke: GestureRecognizer {
    enum Phase {
        case notStarted, top, diagonal, bottom
    }

    var phase = Phase.notStarted
    var previous = Point.zero

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let point = touches.first?.location(in: view), phase == .notStarted else { return }
        previous = point
        phase = .top
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        defer { previous = point }
        let goingRight = point.x > previous.x && point.y == previous.y
        let goingDownLeft = point.x < previous.x && point.y > previous.y
        switch phase {
        case .top:
            if goingDownLeft { phase = .diagonal } else if !goingRight { state = .failed }
        case .diagonal:
            if goingRight { phase = .bottom } else if !goingDownLeft { state = .failed }
        case .bottom:
            if !goingRight { state = .failed }
        case .notStarted:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        state = phase == .bottom ? .recognized : .failed
    }

    override func reset() {
        phase = .notStarted
    }
}

class RightSlideDown: GestureRecognizer {
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let point = touches.first?.location(in: view), let bounds = view?.bounds else { return }
        if !(point.x >= bounds.midX && point.y < bounds.midY) { state = .failed }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        if point.x < bounds.midX { state = .failed }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        state = point.x >= bounds.midX && point.y >= bounds.midY ? .recognized : .failed
    }
}
