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
    /// Where the words are too long for the room, whether their end is kept and their beginning cut ("…/name.jsonl":
    /// a file's name matters more than its folders), rather than their end.
    public var keepsEnd: Bool

    public init(text: String, color: Color, textColor: Color, dot: Bool, keepsEnd: Bool = false) {
        self.text = text
        self.color = color
        self.textColor = textColor
        self.dot = dot
        self.keepsEnd = keepsEnd
    }

    /// A note of what the session did (`DemoApp.showNote`): in the app's blue, its end kept.
    static func note(_ text: String) -> Badge {
        Badge(text: text, color: .accent, textColor: .accentText, dot: false, keepsEnd: true)
    }
}
