import GestureEngine

/// The inspector's name for a finger on the screen, and where it goes: beside the finger's ring, on the right, or
/// on the left where the right has no room, and moved inside the scene's area so that it never runs under the
/// inspector's panel or off the window. The mouse's fingers are named for the mouse, not by their touch ids.
struct TouchLabel {
    /// The text size, in points.
    static let size = 12.0
    /// The label's distance from the finger, beyond the ring (radius 26) it is drawn in.
    static let offset = Point(x: 30, y: -22)

    let text: String
    /// The start of the text's baseline.
    let origin: Point

    init(id: Int, finger: Point, within area: Rect) {
        text = Self.name(of: id)
        // Display lists measure no text: bold sans-serif runs at most about 0.62 em a character.
        let width = Double(text.count) * Self.size * 0.62
        var x = finger.x + Self.offset.x
        if x + width > area.maxX { x = finger.x - Self.offset.x - width }
        let y = finger.y + Self.offset.y
        origin = Point(
            x: min(max(x, area.minX + 4), max(area.minX + 4, area.maxX - width - 4)),
            y: min(max(y, area.minY + Self.size + 4), area.maxY - 4))
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
