import GestureEngine
import SceneSupport

extension ChevronScene {
    /// The guide (while the library is closed), the stroke being drawn, the gallery boxes, a stroke drawn in one, the
    /// teaching button, a refused stroke fading over them (its words, where no place is clear of them, stay readable),
    /// and the photo library over them all (in a short window it covers the button, and takes the touches there, being
    /// the scene's last view).
    public func draw(_ list: inout DisplayList) {
        drawGuide(&list)
        if isInking { list.growingStroke(chevron.path, color: .pathYellow, width: 7) }
        zBox.draw(into: &list)
        slideBox.draw(into: &list)
        // Over the boxes, whose fill would hide a stroke drawn in one.
        if let stroke = galleryStroke, !stroke.isFinished {
            list.growingStroke(stroke.points, color: .pathYellow, width: 5)
        }
        teaching.draw(
            into: &list, width: root.bounds.width, within: root.frameInWindow,
            avoiding: root.aimedAtFrames + [refused.wordsBox].compactMap { $0 }, ink: refused.shown?.points ?? [])
        refused.draw(into: &list)
        panel.draw(into: &list)
    }

    /// A faint ">" in the middle of the empty scene, showing the stroke to draw.
    ///
    /// One group (`DrawCommand.group`), laid from a kept layer: a finger drawing across the guide repaints only the
    /// part of it that the finger's marks cover. As a plain stroke, the whole ">" was repainted whenever a repaint
    /// touched it (a stroke is not clipped in pieces), which doubled the cost of those frames.
    private func drawGuide(_ list: inout DisplayList) {
        guard !isPanelOpen else { return }
        let height = root.bounds.height
        let designed = min(height * 0.18, 110)
        // In a short window the guide and its words rise to keep above the gallery boxes, and the guide shrinks to
        // stay inside the scene; beside the teaching button it moves left of it.
        let boxesTop = min(zBox.frame.minY, slideBox.frame.minY)
        let wordsY = min(height * 0.36 + designed + 36, boxesTop - 12)
        let size = min(designed, (wordsY - 36 - Self.guideMargin) / 2)
        let centerY = min(height * 0.36, wordsY - 36 - size)
        let reach = size * 0.6 + Self.guideMargin
        var centerX = root.bounds.midX
        let button = teaching.button.frame
        let guideBox = Rect(
            x: centerX - reach, y: centerY - size - Self.guideMargin, width: 2 * reach,
            height: 2 * (size + Self.guideMargin))
        if guideBox.intersects(button) { centerX = max(reach, button.minX - 12 - reach) }
        let words = "start at the dot: down-right, then down-left"
        // Their width estimated as the hint strip's wrapping estimates it (0.52 em a character); under the guide, as
        // far as the scene's edges allow.
        let wordsWidth = Double(words.count) * 14 * 0.52
        let wordsX = min(max(centerX, wordsWidth / 2 + 8), root.bounds.width - wordsWidth / 2 - 8)
        let wordsBox = Rect(x: wordsX - wordsWidth / 2, y: wordsY - 14, width: wordsWidth, height: 18)
        // Too small to show a stroke to follow, only the words are drawn: the hint above says it too.
        if size >= 12 {
            let center = root.convert(Point(x: centerX, y: centerY), to: nil)
            let points = [
                center + Point(x: -size * 0.6, y: -size), center + Point(x: size * 0.6, y: 0),
                center + Point(x: -size * 0.6, y: size),
            ]
            list.group { guide in
                guide.add(.polyline(points, color: Color.accent.withAlpha(0.18), width: 14, closed: false))
                guide.dot(at: points[0], radius: 9, color: Color.accent.withAlpha(0.35))
            }
        }
        guard !wordsBox.intersects(button) else { return }
        // A refused stroke's reason, drawn on its own ground, says more than the guide while it fades: the guide's
        // words wait rather than show through it.
        let offset = root.convert(.zero, to: nil)
        let wordsInWindow = Rect(origin: wordsBox.origin + offset, size: wordsBox.size)
        if let reason = refused.wordsBox, reason.intersects(wordsInWindow) { return }
        list.text(
            words, at: root.convert(Point(x: wordsX, y: wordsY), to: nil), size: 14, color: .softInk,
            alignment: .center)
    }

    /// Room around the guide's stroke (half its 14-point width and its 9-point dot) and above it.
    static let guideMargin = 9.0
}
