import GestureEngine

/// A rounded box behind lines of text, so that words laid over pictures and strokes stay legible (a refused
/// stroke's red reason over a red heart). The renderer sizes it by the lines as its font draws them: display lists
/// measure no text.
public struct TextBackdrop: Hashable, Sendable {
    /// The lines it lies behind, drawn from `firstBaseline` down, `lineHeight` apart, aligned as `alignment` says.
    public var lines: [String]
    public var firstBaseline: Point
    public var lineHeight: Double
    public var size: Double
    public var alignment: TextAlignment
    public var bold: Bool
    public var fill: Color

    /// How opaque a backdrop is: enough that red words read over a red picture, little enough that what lies
    /// beneath still shows through.
    public static let opacity = 0.85

    public init(
        _ lines: [String], firstBaseline: Point, lineHeight: Double, size: Double, alignment: TextAlignment,
        bold: Bool, fill: Color = Color.white.withAlpha(opacity)
    ) {
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lineHeight = lineHeight
        self.size = size
        self.alignment = alignment
        self.bold = bold
        self.fill = fill
    }

    /// The space left around the words, in points.
    public var padding: Double { size * 0.4 }

    /// The box and its corners' radius, given how far each line advances as drawn (nil without words).
    public func box(advance: (String) -> Double) -> (rect: Rect, cornerRadius: Double)? {
        let widest = lines.map(advance).max() ?? 0
        guard widest > 0 else { return nil }
        let width = widest + 2 * padding
        let left =
            switch alignment {
            case .left: firstBaseline.x - padding
            case .center: firstBaseline.x - width / 2
            case .right: firstBaseline.x + padding - width
            }
        // From above the capitals of the first line to below the descenders of the last.
        let top = firstBaseline.y - size - padding / 2
        let bottom = firstBaseline.y + Double(lines.count - 1) * lineHeight + size * 0.3 + padding / 2
        let rect = Rect(x: left, y: top, width: width, height: bottom - top)
        return (rect, min(rect.height / 2, size * 0.8))
    }

    /// The same backdrop enlarged by `factor` around `anchor`, as `DisplayList.zoomed` enlarges its text.
    func zoomed(by factor: Double, around anchor: Point) -> TextBackdrop {
        var zoomed = self
        zoomed.firstBaseline = anchor + (firstBaseline - anchor) * factor
        zoomed.lineHeight = lineHeight * factor
        zoomed.size = size * factor
        return zoomed
    }
}

extension DisplayList {
    /// A backdrop behind lines of text drawn after it (see `TextBackdrop`); nothing when there are no words.
    public mutating func textBackdrop(
        _ lines: [String], firstBaseline: Point, lineHeight: Double, size: Double, alignment: TextAlignment,
        bold: Bool
    ) {
        guard lines.contains(where: { !$0.isEmpty }) else { return }
        add(
            .backdrop(
                TextBackdrop(
                    lines, firstBaseline: firstBaseline, lineHeight: lineHeight, size: size, alignment: alignment,
                    bold: bold)))
    }
}
