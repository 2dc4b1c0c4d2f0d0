/// Recognizes a quick straight stroke in one of the allowed directions (discrete),
/// as UIKit's UISwipeGestureRecognizer.
///
/// UIKit: "Swipes can be slow or fast. A slow swipe requires high directional precision but a small distance; a fast
/// swipe requires low directional precision but a large distance." So there are two rules, and either recognizes:
/// fast, at least 50 px along the direction at an average of at least 200 px/s, sideways drift at most half the
/// distance travelled; slow, at least 30 px at 100 px/s or more, drift at most a fifth of the distance. Both within
/// 0.5 s, with one finger by default, direction right. Its location is where it began.
///
/// With several fingers, each is judged: UISwipeGestureRecognizer.h, "Recognizes: when numberOfTouchesRequired have
/// moved mostly in the specified direction, enough to be considered a swipe". So every required finger must make a
/// swipe of its own in one direction; a finger resting while another swipes is no two-finger swipe.
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
    /// A fast swipe: how far (px) along the direction.
    public var minimumDistance = 50.0
    /// A fast swipe: the average speed (px/s) from touch-down to recognition.
    public var minimumSpeed = 200.0
    /// A fast swipe: the sideways drift allowed, as a fraction of the distance along the direction.
    public var maximumDriftRatio = 0.5
    /// A slow swipe: how far (px) along the direction, less than a fast one needs.
    public var minimumSlowDistance = 30.0
    /// A slow swipe: the average speed (px/s) it needs at least.
    public var minimumSlowSpeed = 100.0
    /// A slow swipe: the sideways drift allowed, a stricter fraction than a fast one's.
    public var maximumSlowDriftRatio = 0.2
    public var maximumDuration: TimeInterval = 0.5

    /// Where each required finger was (window coordinates, in touch order) and when, once all were down.
    private var start: (locations: [Point], time: TimeInterval)?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired {
            start = (self.touches.map(\.locationInWindow), event.timestamp)
            // UIKit: "You may determine the location where a swipe began by calling location(in:) and
            // location(ofTouch:in:)".
            anchoredTouchLocations = self.touches.map(\.locationInWindow)
            scheduleTimer(after: maximumDuration) { [weak self] in
                self?.failIfPossible()
            }
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let start, start.locations.count == numberOfTouches else { return }
        let elapsed = max(event.timestamp - start.time, 0.001)
        let fingers = self.touches
        for unit in direction.unitVectors
        where fingers.indices.allSatisfy({ isSwipe(fingers[$0].locationInWindow - start.locations[$0], unit, elapsed) })
        {
            state = .ended
            return
        }
    }

    /// Whether one finger's `displacement` over `elapsed` seconds is a swipe along `unit`, fast or slow.
    private func isSwipe(_ displacement: Point, _ unit: Point, _ elapsed: TimeInterval) -> Bool {
        let along = displacement.dot(unit)
        let drift = abs(displacement.cross(unit))
        let speed = along / elapsed
        let isFast = along >= minimumDistance && drift <= along * maximumDriftRatio && speed >= minimumSpeed
        let isSlow = along >= minimumSlowDistance && drift <= along * maximumSlowDriftRatio && speed >= minimumSlowSpeed
        return isFast || isSlow
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
            "swipe",
            "\(directions), at least \(number(minimumDistance)) px at \(number(minimumSpeed)) px/s, or "
                + "\(number(minimumSlowDistance)) px at \(number(minimumSlowSpeed)) px/s if straight")
        return facts
    }
}
