import GestureEngine

/// A "Z" drawn in one stroke (discrete): right, then down and to the left, then right again.
///
/// The rule: three strokes, each entered when the finger has clearly turned (by more than `tolerance` points) and
/// each at least `minimumLength` long. Going up, or turning the wrong way, fails at once.
class ZStroke: GestureRecognizer {
    enum Phase {
        case notStarted, top, diagonal, bottom
    }

    let tolerance = 12.0
    let minimumLength = 40.0

    var phase = Phase.notStarted
    /// Where each stroke started, and the farthest point of the current one.
    var corners: [Point] = []
    var extreme = Point.zero
    var lowestY = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        let point = touch.location(in: view)
        corners = [point]
        extreme = point
        lowestY = point.y
        phase = .top
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        if point.y < lowestY - tolerance {
            state = .failed  // went up
            return
        }
        lowestY = max(lowestY, point.y)
        switch phase {
        case .top:
            if point.x >= extreme.x { extreme = point }
            if point.x < extreme.x - tolerance {  // turned back left: the diagonal begins
                guard extreme.x - corners[0].x >= minimumLength else {
                    state = .failed
                    return
                }
                corners.append(extreme)
                extreme = point
                phase = .diagonal
            }
        case .diagonal:
            if point.x <= extreme.x { extreme = point }
            if point.x > extreme.x + tolerance {  // turned right: the bottom stroke begins
                guard extreme.y - corners[1].y >= minimumLength, corners[1].x - extreme.x >= minimumLength else {
                    state = .failed
                    return
                }
                corners.append(extreme)
                extreme = point
                phase = .bottom
            }
        case .bottom:
            if point.x >= extreme.x { extreme = point }
            if point.x < extreme.x - tolerance { state = .failed }  // turned left again
        case .notStarted:
            break
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        let done = phase == .bottom && extreme.x - corners[2].x >= minimumLength
        state = done ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        phase = .notStarted
        corners = []
    }
}

/// A slide down the right side of the view (discrete).
///
/// The rule, with the view cut into four quadrants: start in the top-right quadrant, stay in the right half, lift in
/// the bottom-right quadrant — and keep going down: coming back up by more than `tolerance` points fails.
class RightSlideDown: GestureRecognizer {
    let tolerance = 12.0
    var lowestY = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            state = .failed
            return
        }
        lowestY = point.y
        if !(point.x >= bounds.midX && point.y < bounds.midY) { state = .failed }  // not in the top-right quadrant
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        if point.x < bounds.midX || point.y < lowestY - tolerance {
            state = .failed  // left the right half, or went back up
            return
        }
        lowestY = max(lowestY, point.y)
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let bounds = view?.bounds else {
            return
        }
        state = point.x >= bounds.midX && point.y >= bounds.midY ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        lowestY = 0
    }
}
