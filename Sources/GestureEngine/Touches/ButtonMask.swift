/// The pointer buttons held for a touch, as UIKit's UIEvent.ButtonMask: bit 0 the primary button, bit 1 the
/// secondary, and so on. X11 numbers the buttons left 1, middle 2, right 3; `init(x11Button:)` maps them.
public struct ButtonMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button (the left one, for a right-handed mouse).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (the right one).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The button numbered from 1 as UIKit numbers them: 1 primary, 2 secondary, 3 the middle button.
    public static func button(_ number: Int) -> ButtonMask {
        (1...62).contains(number) ? ButtonMask(rawValue: 1 << (number - 1)) : []
    }

    /// An X11 button (1 left, 2 middle, 3 right, 8 and 9 the side buttons) in UIKit's numbering; empty for the
    /// wheel's buttons (4 to 7), which scroll and press nothing.
    public init(x11Button: Int) {
        switch x11Button {
        case 1: self = .primary
        case 2: self = .button(3)
        case 3: self = .secondary
        case 8...62: self = .button(x11Button - 4)
        default: self = []
        }
    }
}
