import GestureEngine

/// A rounded button that is on or off, showing a title that says what a tap will do. The scene adds the tap
/// recognizer that flips it (a button for touchscreens without a keyboard).
public final class ToggleButton: View, DrawsItself {
    public var isOn = false
    /// The title for the current state ("Show fitted circle (D)").
    public let title: (_ isOn: Bool) -> String
    /// The title's size in points: larger on a projector.
    public var textSize = 13.0

    public init(name: String, frame: Rect, title: @escaping (_ isOn: Bool) -> String) {
        self.title = title
        super.init(name: name, frame: frame)
    }

    public func draw(into list: inout DisplayList) {
        let transform = transformToWindow
        list.box(
            bounds, fill: isOn ? Color.accent.withAlpha(0.15) : .white, stroke: Color.softInk.withAlpha(0.4),
            cornerRadius: 10, transform: transform)
        list.text(
            title(isOn), at: transform.apply(to: Point(x: bounds.midX, y: bounds.midY + 5 * textSize / 13)),
            size: textSize,
            color: isOn ? .accentText : .ink,
            alignment: .center)
    }
}
