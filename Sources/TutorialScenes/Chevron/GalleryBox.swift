import GestureEngine
import SceneSupport

/// One box of the walkthrough's gallery: a small recognizer lives on it; the box says what to draw and lights up
/// green, fading, when its recognizer fires.
public final class GalleryBox: View, DrawsItself {
    /// What to draw here ("Draw a Z here").
    public let title: String
    /// How to draw it, shown at the bottom until it is recognized.
    public let detail: String
    /// Draws the box's quadrant lines (they help with the right-slide-down rule).
    public let showsQuadrants: Bool
    /// How lit the box is: 1 just recognized, fading to 0.
    public var flash = 0.0
    /// The words' sizes, shared with the other boxes of the gallery (set by the scene's layout).
    public var lettering = GalleryLettering()

    /// The shortest box with room for the title at its top and the detail at its bottom.
    static let twoLineHeight = 60.0
    /// Where the title's baseline lies below the box's top, and the detail's above its bottom.
    static let titleBaseline = 26.0
    static let detailBaselineInset = 14.0
    /// The shortest vertical quadrant line worth drawing: shorter, it no longer reads as the box's middle.
    static let shortestQuadrantLine = 20.0

    public init(name: String, title: String, detail: String, showsQuadrants: Bool = false) {
        self.title = title
        self.detail = detail
        self.showsQuadrants = showsQuadrants
        super.init(name: name, frame: Rect(x: 0, y: 0, width: 200, height: 150))
    }

    public func draw(into list: inout DisplayList) {
        let transform = transformToWindow
        let lit = flash > 0
        let fill = lit ? Color.success.withAlpha(0.15 + 0.5 * flash) : Color.white.withAlpha(0.7)
        let stroke = lit ? Color.success : Color.softInk.withAlpha(0.5)
        list.box(bounds, fill: fill, stroke: stroke, lineWidth: 2, cornerRadius: 14, transform: transform)
        // The words shrink to fit a box made narrow by a small window, rather than run out of it; in a box too short
        // for both lines the title, or "Recognized!", stands alone in the middle.
        let roomForTwoLines = bounds.height >= Self.twoLineHeight
        let width = lettering.width
        guard roomForTwoLines else {
            let words = TextWrapping.fitted(
                lit ? "Recognized!" : title, width: width, preferred: lettering.titleSize,
                smallest: GalleryLettering.smallestSize, bold: true)
            list.text(
                words.text, at: transform.apply(to: Point(x: bounds.midX, y: bounds.midY + words.size * 0.35)),
                size: words.size, color: .ink, alignment: .center, bold: true)
            return
        }
        let titleLines = lettering.titleLines(title)
        let lineHeight = lettering.titleSize * 1.25
        let lastTitleBaseline = Self.titleBaseline + lineHeight * Double(titleLines.count - 1)
        if showsQuadrants { drawQuadrants(into: &list, below: lastTitleBaseline, transform: transform) }
        for (index, line) in titleLines.enumerated() {
            let fitted = TextWrapping.fitted(
                line, width: width, preferred: lettering.titleSize, smallest: GalleryLettering.smallestSize,
                bold: true)
            let baseline = transform.apply(
                to: Point(x: bounds.midX, y: Self.titleBaseline + lineHeight * Double(index)))
            list.text(fitted.text, at: baseline, size: fitted.size, color: .ink, alignment: .center, bold: true)
        }
        let detailPoint = transform.apply(to: Point(x: bounds.midX, y: bounds.maxY - Self.detailBaselineInset))
        let words = TextWrapping.fitted(
            lit ? "Recognized!" : detail, width: width, preferred: lettering.detailSize,
            smallest: GalleryLettering.smallestSize, bold: lit)
        list.text(
            words.text, at: detailPoint, size: words.size, color: lit ? .ink : .softInk, alignment: .center,
            bold: lit)
    }

    /// The quadrant lines, in the room between the title and the detail: drawn through the words, they struck them
    /// out. A box with less room than `shortestQuadrantLine` between its words (or only a centred title) has none.
    private func drawQuadrants(into list: inout DisplayList, below titleBaseline: Double, transform: AffineTransform) {
        let faint = Color.softInk.withAlpha(0.3)
        let top = titleBaseline + 8  // below the title's descenders
        let bottom = bounds.maxY - Self.detailBaselineInset - 16  // above the detail's capitals
        guard bottom - top >= Self.shortestQuadrantLine else { return }
        list.line(
            from: transform.apply(to: Point(x: bounds.midX, y: top)),
            to: transform.apply(to: Point(x: bounds.midX, y: bottom)), color: faint, width: 1)
        list.line(
            from: transform.apply(to: Point(x: 8, y: bounds.midY)),
            to: transform.apply(to: Point(x: bounds.maxX - 8, y: bounds.midY)), color: faint, width: 1)
    }
}
