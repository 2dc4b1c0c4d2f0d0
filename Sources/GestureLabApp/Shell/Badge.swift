import GestureEngine
import SceneSupport

/// A status shown over a corner of the scene ("REC", "replay 1×"); `BadgeStrip` draws it.
public struct Badge: Hashable, Sendable {
    public var text: String
    /// The border's and the dot's colour.
    public var color: Color
    /// The words' colour: a darker shade of `color`, readable on the badge's white.
    public var textColor: Color
    /// A filled dot before the text (the recording light).
    public var dot: Bool

    public init(text: String, color: Color, textColor: Color, dot: Bool) {
        self.text = text
        self.color = color
        self.textColor = textColor
        self.dot = dot
    }
}
