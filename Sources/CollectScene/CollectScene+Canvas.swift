import GestureEngine
import SceneSupport
import StrokeCollection

/// The Collect scene's canvas: where the stroke is drawn, with what the participant needs to read there.
extension CollectScene {
    /// The canvas's box, the right half when the prompt is about it, the strokes, and a word in the middle: where to
    /// draw, paused, or all done.
    func drawCanvas(_ list: inout DisplayList, in frame: Rect) {
        list.box(frame, fill: .white, stroke: Color.softInk.withAlpha(0.35), lineWidth: 2, cornerRadius: 16)
        let marksMiddle = session?.current.flatMap { StrokeKinds.named($0.kind)?.marksMiddle } ?? false
        if marksMiddle {
            let rightHalf = Rect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
            list.box(rightHalf.insetBy(dx: 2, dy: 2), fill: Color.accent.withAlpha(0.05), cornerRadius: 14)
            drawMiddle(of: frame, &list)
            list.text(
                "right half", at: Point(x: rightHalf.midX, y: frame.minY + 26), size: 14,
                color: Color.softInk.withAlpha(0.7), alignment: .center, bold: true)
        }
        let offset = Point(x: frame.minX, y: frame.minY)
        if lastStroke.count > 1 {
            list.add(
                .polyline(lastStroke.map { $0 + offset }, color: Color.accent.withAlpha(0.3), width: 4, closed: false))
        }
        if canvas.points.count > 1 {
            list.add(
                .polyline(canvas.points.map { $0.location + offset }, color: Color.accent, width: 5, closed: false))
        }
        let centre = Point(x: frame.midX, y: frame.midY)
        if session?.isFinished == true {
            drawCentred(
                "All done — thank you!", size: 30, color: .successText,
                detail: "Your strokes are saved in \(fileName). Ctrl+Q closes the window.", in: frame, &list)
        } else if session?.isPaused == true {
            list.box(frame, fill: Color.softInk.withAlpha(0.12), cornerRadius: 16)
            drawCentred(
                "Paused", size: 34, color: .ink, detail: "Press P or Space, or tap “Go on”, to continue", in: frame,
                &list)
        } else if !canvas.isDrawing && lastStroke.isEmpty {
            // In the half the prompt asks for, when it asks for one.
            let hint = marksMiddle ? Point(x: frame.minX + frame.width * 0.75, y: frame.midY) : centre
            let words = TextWrapping.fitted(
                "Draw here", width: (marksMiddle ? frame.width / 2 : frame.width) - 16, preferred: 22, smallest: 10,
                bold: true)
            list.text(
                words.text, at: hint, size: words.size, color: Color.softInk.withAlpha(0.45), alignment: .center,
                bold: true)
        }
    }

    /// A heading in bold at the middle of `frame` and a detail wrapped under it, both kept inside the frame's
    /// width: the heading smaller, and the detail's lines all at the size at which the longest fits (a long file
    /// name is one word that wrapping cannot break), cut with "…" below 10 points.
    private func drawCentred(
        _ heading: String, size: Double, color: Color, detail: String, in frame: Rect, _ list: inout DisplayList
    ) {
        let width = frame.width - 32
        let centre = Point(x: frame.midX, y: frame.midY)
        let title = TextWrapping.fitted(heading, width: width, preferred: size, smallest: 12, bold: true)
        list.text(title.text, at: centre, size: title.size, color: color, alignment: .center, bold: true)
        // Wrapped by the generous estimate `fittingSize` uses too, so that lines that fit keep the full size.
        let lines = TextWrapping.lines(detail, width: width, fontSize: 16 * 1.2)
        let detailSize =
            lines.map { TextWrapping.fittingSize($0, width: width, preferred: 16, smallest: 10) }.min() ?? 16
        // The lines that fit above the frame's bottom; the last of them ends in "…" when some do not.
        let step = detailSize * 1.3
        let room = Int(((frame.maxY - 8 - detailSize * 0.3) - (centre.y + title.size * 1.15)) / step) + 1
        let shownLines =
            lines.count <= room
            ? lines
            : lines.prefix(max(0, room)).enumerated().map {
                $0.offset == room - 1 ? $0.element + " …" : $0.element
            }
        for (index, line) in shownLines.enumerated() {
            let shown = TextWrapping.fitted(line, width: width, preferred: detailSize, smallest: 10)
            list.text(
                shown.text, at: centre + Point(x: 0, y: title.size * 1.15 + Double(index) * step), size: shown.size,
                color: .softInk, alignment: .center)
        }
    }

    /// A dashed line down the middle of `frame`: where a prompt about a half of the canvas divides it.
    func drawMiddle(of frame: Rect, _ list: inout DisplayList) {
        let dash = 10.0
        var y = frame.minY + 8
        while y < frame.maxY - 8 {
            let end = min(y + dash, frame.maxY - 8)
            list.line(
                from: Point(x: frame.midX, y: y), to: Point(x: frame.midX, y: end), color: Color.softInk.withAlpha(0.4),
                width: 2)
            y += dash * 1.8
        }
    }
}
