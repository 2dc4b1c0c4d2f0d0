/// All touches of one moment, as UIKit's UIEvent: the ones that changed and the ones that are merely down.
public struct TouchEvent {
    /// Seconds on the engine's clock.
    public let timestamp: TimeInterval
    /// Every touch on the screen at this moment, ordered by id.
    public let allTouches: [Touch]

    public init(timestamp: TimeInterval, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The touches whose view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }

    /// The touches delivered to a recognizer.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
