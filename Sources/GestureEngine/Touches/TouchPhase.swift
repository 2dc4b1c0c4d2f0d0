/// Where a touch is in its life, as UIKit's UITouch.Phase.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    /// True for ended and cancelled: the touch is gone after this event.
    @inlinable
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
