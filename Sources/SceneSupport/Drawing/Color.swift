/// An RGBA colour with components in 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// From a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let background = Color(hex: 0xF4EFE6)
    public static let ink = Color(hex: 0x2B2B33)
    public static let softInk = Color(hex: 0x6B6873)
    public static let accent = Color(hex: 0x2F7DE1)
    public static let pathYellow = Color(hex: 0xF5C400)
    public static let failureRed = Color(hex: 0xE0413A)
    public static let success = Color(hex: 0x2FA35A)
    public static let panel = Color(hex: 0xFFFFFF)

    // Words in the three signal colours take these darker shades: drawn in the bright ones, which suit fills, lines
    // and dots, they fell short of WCAG 2's contrast for text (4.5:1) on the scene's background, green even of the
    // 3:1 for large text.
    /// Words that say something worked ("You circled the moon!").
    public static let successText = Color(hex: 0x1A6E3B)
    /// Words in the accent colour: a selected tab, a teaching message, a fit that passed.
    public static let accentText = Color(hex: 0x1E62C0)
    /// Words that say something failed ("Not a circle: not closed").
    public static let failureText = Color(hex: 0xB83229)
}
