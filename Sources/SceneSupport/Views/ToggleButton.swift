import GestureEngine

/// A rounded button that is on or off, showing a title that says what a tap will do. The scene adds the tap
/// recognizer that flips it (a button for touchscreens without a keyboard).
public final class ToggleButton: View, DrawsItself {
    public var isOn = false
    /// The title for the current state ("Show fitted circle (D)").
    public let title: (_ isOn: Bool) -> String
    /// A shorter title for the current state ("Show fit (D)"), for a button laid out narrow in a cramped scene.
    public let compactTitle: ((_ isOn: Bool) -> String)?
    /// True when the scene has laid the button out narrow (`compactWidth`): it shows `compactTitle`.
    public var isCompact = false
    /// The title's size in points: larger on a projector.
    public var textSize = 13.0

    /// A button's usual width, and its width laid out narrow.
    public static let width = 210.0
    public static let compactWidth = 104.0

    public init(
        name: String, frame: Rect, title: @escaping (_ isOn: Bool) -> String,
        compactTitle: ((_ isOn: Bool) -> String)? = nil
    ) {
        self.title = title
        self.compactTitle = compactTitle
        super.init(name: name, frame: frame)
    }

    /// Lays the button out with its top right corner at `topRight`: `width` wide, or narrow (`compactWidth`), with its
    /// short title, when `compact`.
    public func place(topRight: Point, height: Double, compact: Bool) {
        isCompact = compact
        let width = compact ? Self.compactWidth : Self.width
        frame = Rect(x: topRight.x - width, y: topRight.y, width: width, height: height)
    }

    /// The title on show: the compact one when the button is laid out narrow and has one.
    public var shownTitle: String {
        (isCompact ? compactTitle ?? title : title)(isOn)
    }

    public func draw(into list: inout DisplayList) {
        let transform = transformToWindow
        list.box(
            bounds, fill: isOn ? Color.accent.withAlpha(0.15) : .white, stroke: Color.softInk.withAlpha(0.4),
            cornerRadius: 10, transform: transform)
        // Shrunk, not cut, where the title is wider than the button.
        let words = TextWrapping.fitted(shownTitle, width: bounds.width - 12, preferred: textSize, smallest: 9)
        list.text(
            words.text, at: transform.apply(to: Point(x: bounds.midX, y: bounds.midY + 5 * words.size / 13)),
            size: words.size,
            color: isOn ? .accentText : .ink,
            alignment: .center)
    }
}
