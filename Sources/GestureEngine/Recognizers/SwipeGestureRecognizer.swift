/// Recognizes a quick straight stroke in one of the allowed directions (discrete),
/// as UIKit's UISwipeGestureRecognizer.
///
/// Defaults: direction right, one finger, at least 50 px along the direction at an average of at least
/// 200 px/s, sideways drift at most half the distance travelled, and within 0.5 s. Its location is where it began.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        var unitVectors: [Point] {
            var vectors: [Point] = []
            if contains(.right) { vectors.append(Point(x: 1, y: 0)) }
            if contains(.left) { vectors.append(Point(x: -1, y: 0)) }
            if contains(.up) { vectors.append(Point(x: 0, y: -1)) }
            if contains(.down) { vectors.append(Point(x: 0, y: 1)) }
            return vectors
        }
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
    public var minimumDistance = 50.0
    /// Average speed (px/s) from touch-down to recognition.
    public var minimumSpeed = 200.0
    /// Sideways drift allowed, as a fraction of the distance along the direction.
    public var maximumDriftRatio = 0.5
    public var maximumDuration: TimeInterval = 0.5

    private var start: (location: Point, time: TimeInterval)?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired, let centroid = centroidOfTrackedTouches {
            start = (centroid, event.timestamp)
            // UIKit: "You may determine the location where a swipe began by calling location(in:) and
            // location(ofTouch:in:)".
            anchoredTouchLocations = self.touches.map(\.locationInWindow)
            scheduleTimer(after: maximumDuration) { [weak self] in
                self?.failIfPossible()
            }
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let start, let centroid = centroidOfTrackedTouches else { return }
        let displacement = centroid - start.location
        let elapsed = max(event.timestamp - start.time, 0.001)
        for unit in direction.unitVectors {
            let along = displacement.dot(unit)
            let drift = abs(displacement.cross(unit))
            if along >= minimumDistance && drift <= along * maximumDriftRatio && along / elapsed >= minimumSpeed {
                state = .ended
                return
            }
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    public override func reset() {
        start = nil
    }

    // MARK: - Inspector facts

    /// The directions accepted and the distance and speed a swipe needs.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        let number = InspectorFacts.number
        let names = [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        let directions = names.filter { direction.contains($0.0) }.map(\.1).joined(separator: "/")
        facts.add(
            "swipe", "\(directions), at least \(number(minimumDistance)) px at \(number(minimumSpeed)) px/s")
        return facts
    }
}
