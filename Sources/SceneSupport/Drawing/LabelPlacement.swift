import GestureEngine

/// Where a one-line label goes so that no other words are under it: the nearest of the places offered that covers
/// none of the boxes to avoid. Display lists measure no text, so a label's box is estimated generously
/// (`TextWrapping.characterWidth`), from a little above its letters to a little below them.
public enum LabelPlacement {
    /// The box a one-line label takes, centred on `baseline`'s x (`alignment: .center`), letters above the baseline
    /// and their descenders below.
    public static func centredBox(_ text: String, baseline: Point, size: Double, bold: Bool = false) -> Rect {
        let width = Double(text.count) * size * TextWrapping.characterWidth(bold: bold)
        return Rect(x: baseline.x - width / 2, y: baseline.y - size, width: width, height: size * 1.3)
    }

    /// The baseline (the middle of it) for a centred label: the first of `baselines` whose box, kept inside `area`,
    /// covers none of `avoiding`; where none is clear of them all, the first clear of `mustAvoid` alone; else the
    /// first, kept inside `area`.
    public static func centredBaseline(
        _ text: String, size: Double, bold: Bool = false, trying baselines: [Point], within area: Rect,
        avoiding: [Rect], mustAvoid: [Rect] = []
    ) -> Point {
        if let clear = clearBaseline(
            text, size: size, bold: bold, trying: baselines, within: area, avoiding: avoiding, mustAvoid: mustAvoid)
        {
            return clear
        }
        guard let first = baselines.first else { return area.center }
        return baseline(of: centredBox(text, baseline: first, size: size, bold: bold).kept(inside: area), size: size)
    }

    /// As `centredBaseline`, but nil where no place offered is clear of `mustAvoid`: the caller may then try other
    /// words.
    public static func clearBaseline(
        _ text: String, size: Double, bold: Bool = false, trying baselines: [Point], within area: Rect,
        avoiding: [Rect], mustAvoid: [Rect] = []
    ) -> Point? {
        let boxes = baselines.map { centredBox(text, baseline: $0, size: size, bold: bold).kept(inside: area) }
        func isClear(_ box: Rect, of rects: [Rect]) -> Bool { !rects.contains { $0.intersects(box) } }
        let chosen = boxes.first { isClear($0, of: avoiding + mustAvoid) } ?? boxes.first { isClear($0, of: mustAvoid) }
        return chosen.map { baseline(of: $0, size: size) }
    }

    /// The baseline (the middle of it) of a centred label whose box is `box`.
    private static func baseline(of box: Rect, size: Double) -> Point { Point(x: box.midX, y: box.minY + size) }
}
