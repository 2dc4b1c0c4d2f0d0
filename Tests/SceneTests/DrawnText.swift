import CairoRenderer
import GestureEngine
import SceneSupport

/// A text a frame draws, with the box its letters cover as the window's font draws them (measured with Cairo, as the
/// renderer places it: centred and right-aligned text by its advance).
struct DrawnText {
    let text: String
    let position: Point
    let size: Double
    let bold: Bool
    let box: Rect

    /// Every text in a frame, groups opened, in drawing order.
    static func all(in list: DisplayList) -> [DrawnText] {
        let measurer = TextMeasurer(scale: 1)
        return list.flattenedCommands.compactMap { command in
            guard case .text(let text, let position, let size, _, let alignment, let bold) = command else { return nil }
            let extents = measurer.extents(of: text, size: size, bold: bold)
            let start: Double =
                switch alignment {
                case .left: position.x
                case .center: position.x - extents.advance / 2
                case .right: position.x - extents.advance
                }
            let box = Rect(
                x: start + extents.bearingX, y: position.y + extents.bearingY, width: extents.width,
                height: extents.height)
            return DrawnText(text: text, position: position, size: size, bold: bold, box: box)
        }
    }

    /// The pairs of texts whose letters overlap.
    static func overlapping(_ texts: [DrawnText]) -> [(DrawnText, DrawnText)] {
        var pairs: [(DrawnText, DrawnText)] = []
        for (index, first) in texts.enumerated() {
            for second in texts[(index + 1)...] where first.box.intersects(second.box) { pairs.append((first, second)) }
        }
        return pairs
    }
}
