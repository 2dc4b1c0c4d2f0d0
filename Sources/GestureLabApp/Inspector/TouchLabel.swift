import GestureEngine

/// The inspector's name for a finger on the screen, and where it goes: beside the finger's ring, on the right, or
/// on the left where the right has no room, and moved inside the scene's area so that it never runs under the
/// inspector's panel or off the window. The mouse's fingers are named for the mouse, not by their touch ids. Under the
/// name, smaller, what makes the touch: UIKit's touch type ("direct", "indirectPointer", "pencil") and, for the
/// pointer, a button other than the primary one.
struct TouchLabel {
    /// The text size, in points.
    static let size = 12.0
    /// The label's distance from the finger, beyond the ring (radius 26) it is drawn in.
    static let offset = Point(x: 30, y: -22)

    /// The size of the type's line, and how far below the name's baseline it sits.
    static let typeSize = 10.0
    static let typeLineGap = 12.0

    let text: String
    /// The start of the text's baseline.
    let origin: Point
    /// What makes the touch, as shown under the name (empty when not known).
    let typeText: String

    /// Where the type's line starts.
    var typeOrigin: Point { origin + Point(x: 0, y: Self.typeLineGap) }

    init(id: Int, finger: Point, within area: Rect, kind: String = "") {
        text = Self.name(of: id)
        typeText = kind
        // Display lists measure no text: bold sans-serif runs at most about 0.62 em a character.
        let width = Double(max(text.count, kind.count)) * Self.size * 0.62
        var x = finger.x + Self.offset.x
        if x + width > area.maxX { x = finger.x - Self.offset.x - width }
        let y = finger.y + Self.offset.y
        origin = Point(
            x: min(max(x, area.minX + 4), max(area.minX + 4, area.maxX - width - 4)),
            y: min(max(y, area.minY + Self.size + 4), area.maxY - 4 - (kind.isEmpty ? 0 : Self.typeLineGap)))
    }

    /// What makes `touch`, in UIKit's words: its type, and the button for a pointer pressed with another than the
    /// primary one ("indirectPointer, secondary").
    static func kind(of touch: Touch) -> String {
        let buttons: [(ButtonMask, String)] = [(.secondary, "secondary"), (.button(3), "middle")]
        let button = buttons.first { touch.buttonMask.contains($0.0) }.map { ", \($0.1)" } ?? ""
        return touch.type.rawValue + button
    }

    /// "mouse" for the mouse's finger, "mouse 2" for the second finger Ctrl-drag simulates, "touch N" for the others.
    static func name(of id: Int) -> String {
        switch id {
        case PointerTouchAdapter.primaryTouchID: "mouse"
        case PointerTouchAdapter.secondaryTouchID: "mouse 2"
        default: "touch \(id)"
        }
    }
}
