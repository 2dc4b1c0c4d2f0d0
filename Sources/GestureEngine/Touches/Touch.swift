/// One finger on the screen, from touch-down to lift-off, with a stable identity for its whole life.
///
/// Like UIKit's UITouch, the object is updated in place as the finger moves, so a recognizer can keep
/// a reference to it. Locations are stored in window coordinates; `location(in:)` converts them
/// through the view's transform.
public final class Touch: Hashable, CustomStringConvertible {
    /// The platform's id for this finger (an XI2 touch id, or the pointer adapter's).
    public let id: Int
    public var phase: TouchPhase { currentPhase }
    public var locationInWindow: Point { currentLocation }
    public var previousLocationInWindow: Point { previousLocation }
    /// Seconds on the engine's clock of the last change.
    public var timestamp: TimeInterval { lastChange }

    // The values behind the four properties above, which only the engine sets. They are internal, not
    // `public internal(set)`, because the compiler drops the run-time exclusivity check on a class property only when
    // it sees every access to it, i.e. not on a public one, and these are read for every touch of every event.
    var currentPhase: TouchPhase
    var currentLocation: Point
    var previousLocation: Point
    var lastChange: TimeInterval
    /// How many quick taps in the same place this touch continues (1 for a lone touch).
    public internal(set) var tapCount: Int
    /// The view hit when the touch began; it keeps receiving the touch wherever the finger goes.
    public internal(set) var view: View?
    /// The recognizers that receive this touch (those of its view and the view's ancestors). Unchecked for
    /// exclusivity: an engine-only list (see `View.bounds`), read for every touch of every event.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// What makes the touch (UIKit's `UITouch.type`): a finger on a touchscreen, the pointer with a button held, or
    /// a pen.
    public let type: TouchType
    /// The pointer buttons held for an `indirectPointer` touch (empty for a finger or a pen).
    public let buttonMask: ButtonMask

    /// Where the touch began, in window coordinates.
    public let startLocationInWindow: Point
    public let startTimestamp: TimeInterval

    // What the touch's view has been told, for delaysTouchesBegan / delaysTouchesEnded / cancelsTouchesInView.
    var viewHasBegun = false
    var viewIsFinished = false
    /// Unchecked for exclusivity: an engine-only list (see `View.bounds`), looked at after every event.
    @exclusivity(unchecked) var heldViewPhases: [TouchPhase] = []

    init(
        id: Int, location: Point, timestamp: TimeInterval, tapCount: Int, type: TouchType = .direct,
        buttonMask: ButtonMask = []
    ) {
        self.id = id
        self.type = type
        self.buttonMask = buttonMask
        currentPhase = .began
        currentLocation = location
        previousLocation = location
        startLocationInWindow = location
        lastChange = timestamp
        startTimestamp = timestamp
        self.tapCount = tapCount
    }

    /// The location in a view's coordinate system (nil means window coordinates).
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The location at the previous event, in a view's coordinate system (nil means window coordinates).
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "touch \(id) \(phase.rawValue) at \(locationInWindow)" }

    /// Whether this touch may be given to `recognizer`, by what makes it (`allowedTouchTypes`,
    /// `requiresExclusiveTouchType`) and, for the pointer, by its buttons (`acceptsButtons`).
    func suits(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.allowedTouchTypes.contains(type) else { return false }
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != type {
            return false
        }
        return type != .indirectPointer || recognizer.acceptsButtons(buttonMask)
    }
}
