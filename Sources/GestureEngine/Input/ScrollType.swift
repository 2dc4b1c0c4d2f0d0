/// Where a scroll comes from, as UIKit's UIScrollType: a mouse wheel's clicks (`discrete`) or a touchpad's
/// two-finger scroll (`continuous`). The X11 layer tells them apart by the device kind.
public enum ScrollType: String, Hashable, Sendable, CaseIterable {
    /// UIKit: "A discrete scroll type that originates from a device like a mouse with a scroll wheel."
    case discrete
    /// UIKit: "A continuous scroll type that originates from a device like a trackpad."
    case continuous

    /// This type as a one-member mask.
    public var mask: ScrollTypeMask { self == .discrete ? .discrete : .continuous }
}

/// The scroll types a pan accepts, as UIKit's UIScrollTypeMask.
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// UIKit: "A discrete scroll type from a device, like a mouse."
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// UIKit: "A continuous scroll type from a device, like a trackpad."
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// UIKit: "A scroll type that's either discrete or continuous."
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}
