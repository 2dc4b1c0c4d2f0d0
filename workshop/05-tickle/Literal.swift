import GestureEngine

/// The tutorial's rule taken literally, for comparison with Solution.swift: a move of 25 points left or right from
/// where the last tickle was counted, the other way from it, is a tickle; more than two win. It never looks at
/// vertical movement, so a diagonal zigzag tickles too.
class Tickle: GestureRecognizer {
    enum Direction {
        case unknown, left, right
    }

    let distanceForTickle = 25.0
    let requiredTickles = 2

    var tickleCount = 0
    var lastDirection = Direction.unknown
    var tickleStart: Point?

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        tickleStart = touches.first?.location(in: view)
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view), let start = tickleStart else { return }
        let horizontalDifference = point.x - start.x
        guard abs(horizontalDifference) >= distanceForTickle else { return }
        let direction: Direction = horizontalDifference > 0 ? .right : .left
        if direction != lastDirection {
            tickleCount += 1
            tickleStart = point
            lastDirection = direction
            if tickleCount > requiredTickles { state = .recognized }
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        tickleCount = 0
        lastDirection = .unknown
        tickleStart = nil
    }
}
