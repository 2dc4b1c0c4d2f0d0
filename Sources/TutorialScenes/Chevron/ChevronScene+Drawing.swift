import GestureEngine
import SceneSupport

extension ChevronScene {
    /// The guide (while the library is closed), the stroke being drawn or a refused one fading, the gallery boxes,
    /// and the photo library over them.
    public func draw(_ list: inout DisplayList) {
        drawGuide(&list)
        if isInking { list.growingStroke(chevron.path, color: .pathYellow, width: 7) }
        refused.draw(into: &list)
        zBox.draw(into: &list)
        slideBox.draw(into: &list)
        panel.draw(into: &list)
        teaching.draw(into: &list, width: root.bounds.width)
    }

    /// A faint ">" in the middle of the empty scene, showing the stroke to draw.
    ///
    /// One group (`DrawCommand.group`), laid from a kept layer: a finger drawing across the guide repaints only the
    /// part of it that the finger's marks cover. As a plain stroke, the whole ">" was repainted whenever a repaint
    /// touched it (a stroke is not clipped in pieces), which doubled the cost of those frames.
    private func drawGuide(_ list: inout DisplayList) {
        guard !isPanelOpen else { return }
        let size = min(root.bounds.height * 0.18, 110)
        // In a short window the guide and its words rise to keep above the gallery boxes.
        let boxesTop = min(zBox.frame.minY, slideBox.frame.minY)
        let wordsY = min(root.bounds.height * 0.36 + size + 36, boxesTop - 12)
        let centerY = min(root.bounds.height * 0.36, wordsY - 36 - size)
        let center = root.convert(Point(x: root.bounds.midX, y: centerY), to: nil)
        let points = [
            center + Point(x: -size * 0.6, y: -size), center + Point(x: size * 0.6, y: 0),
            center + Point(x: -size * 0.6, y: size),
        ]
        list.group { guide in
            guide.add(.polyline(points, color: Color.accent.withAlpha(0.18), width: 14, closed: false))
            guide.dot(at: points[0], radius: 9, color: Color.accent.withAlpha(0.35))
        }
        list.text(
            "start at the dot: down-right, then down-left", at: center + Point(x: 0, y: size + 36), size: 14,
            color: .softInk, alignment: .center)
    }
}
