import Foundation
import GestureEngine
import SceneSupport
import StrokeCollection

extension CollectScene {
    public func draw(_ list: inout DisplayList) {
        let offset = root.convert(Point(x: 0, y: 0), to: nil)
        let card = panel.offsetBy(offset)
        let canvasFrame = canvas.frame.offsetBy(offset)
        drawCanvas(&list, in: canvasFrame)
        list.box(card, fill: Color.white.withAlpha(0.85), stroke: Color.softInk.withAlpha(0.25), cornerRadius: 16)
        guard let session else {
            list.text("No session", at: Point(x: card.minX + 18, y: card.minY + 36), size: 20, bold: true)
            return
        }
        var y = card.minY + 38
        let left = card.minX + 18
        let width = card.width - 36
        if let prompt = session.current, let position = session.positionInKind {
            // Bold text runs wider than the wrapping's estimate for regular text.
            for line in TextWrapping.lines("Draw \(Self.title(of: prompt.kind))", width: width, fontSize: 24 * 1.15) {
                list.text(line, at: Point(x: left, y: y), size: 24, color: .ink, bold: true)
                y += 30
            }
            list.text(
                "(\(position.number) of \(position.count))", at: Point(x: left, y: y), size: 17, color: .softInk,
                bold: true)
            y += 28
            let speed = StrokeSpeed(rawValue: prompt.speed)
            list.text(
                speed?.prompt ?? prompt.speed, at: Point(x: left, y: y), size: 19,
                color: speed == .fast ? .failureRed : speed == .slow ? .success : .accent, bold: true)
            y += 12
            if let note = StrokeKinds.named(prompt.kind)?.note {
                for line in TextWrapping.lines(note, width: width, fontSize: 14) {
                    y += 20
                    list.text(line, at: Point(x: left, y: y), size: 14, color: .softInk)
                }
            }
            y += 16
            // Room below the example for its caption, the message line and the progress bar.
            let bottom = card.maxY - max(44, context.minimumTargetSize) - 124
            let side = min(width, max(60, bottom - y))
            if let kind = StrokeKinds.named(prompt.kind) {
                drawExample(kind, in: Rect(x: left + (width - side) / 2, y: y, width: side, height: side), &list)
            }
        } else {
            list.text("All done", at: Point(x: left, y: y), size: 26, color: .success, bold: true)
            y += 32
            list.text("Thank you!", at: Point(x: left, y: y), size: 20, color: .ink, bold: true)
        }
        drawProgress(session, &list, left: left, width: width, bottom: card.maxY - max(44, context.minimumTargetSize))
        for button in [redoButton, skipButton, pauseButton] { button.draw(into: &list) }
    }

    private func drawCanvas(_ list: inout DisplayList, in frame: Rect) {
        list.box(frame, fill: .white, stroke: Color.softInk.withAlpha(0.35), lineWidth: 2, cornerRadius: 16)
        let marksMiddle = session?.current.flatMap { StrokeKinds.named($0.kind)?.marksMiddle } ?? false
        if marksMiddle {
            let rightHalf = Rect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
            list.box(rightHalf.insetBy(2), fill: Color.accent.withAlpha(0.05), cornerRadius: 14)
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
            list.text(
                "All done — thank you!", at: centre, size: 30, color: .success, alignment: .center, bold: true)
            list.text(
                "Your strokes are saved in \(fileName). Ctrl+Q closes the window.", at: centre + Point(x: 0, y: 36),
                size: 16, color: .softInk, alignment: .center)
        } else if session?.isPaused == true {
            list.box(frame, fill: Color.softInk.withAlpha(0.12), cornerRadius: 16)
            list.text("Paused", at: centre, size: 34, color: .ink, alignment: .center, bold: true)
            list.text(
                "Press P or Space, or tap “Go on”, to continue", at: centre + Point(x: 0, y: 34), size: 16,
                color: .softInk, alignment: .center)
        } else if !canvas.isDrawing && lastStroke.isEmpty {
            // In the half the prompt asks for, when it asks for one.
            let hint = marksMiddle ? Point(x: frame.minX + frame.width * 0.75, y: frame.midY) : centre
            list.text(
                "Draw here", at: hint, size: 22, color: Color.softInk.withAlpha(0.45), alignment: .center, bold: true)
        }
    }

    /// A dashed line down the middle of `frame`: where a prompt about a half of the canvas divides it.
    private func drawMiddle(of frame: Rect, _ list: inout DisplayList) {
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

    /// The kind's example: its path in a light box, a green dot where it starts and an arrowhead where it ends.
    private func drawExample(_ kind: StrokeKind, in box: Rect, _ list: inout DisplayList) {
        list.box(box, fill: Color.background.withAlpha(0.6), cornerRadius: 12)
        if kind.marksMiddle { drawMiddle(of: box, &list) }
        let inner = box.insetBy(box.width * 0.14)
        let path = kind.example.map { Point(x: inner.minX + $0.x * inner.width, y: inner.minY + $0.y * inner.height) }
        list.add(.polyline(path, color: .ink, width: 4, closed: false))
        if let first = path.first { list.dot(at: first, radius: 7, color: .success) }
        if path.count > 1, let end = path.last {
            var from = path[path.count - 2]
            for point in path.dropLast().reversed() where point.distance(to: end) > 8 {
                from = point
                break
            }
            let direction = (end - from) * (1 / max(0.001, end.distance(to: from)))
            let normal = Point(x: -direction.y, y: direction.x)
            for side in [-1.0, 1.0] {
                list.line(from: end, to: end - direction * 14 + normal * (8 * side), color: .ink, width: 4)
            }
        }
        list.text(
            "start at the green dot", at: Point(x: box.midX, y: box.maxY + 18), size: 12, color: .softInk,
            alignment: .center)
    }

    private func drawProgress(
        _ session: CollectionSession, _ list: inout DisplayList, left: Double, width: Double, bottom: Double
    ) {
        var y = bottom - 62
        if let message {
            let color: Color = message.isError ? .failureRed : .success
            list.text(
                TextWrapping.lines(message.text, width: width, fontSize: 14).first ?? "", at: Point(x: left, y: y),
                size: 14, color: color, bold: true)
        }
        y += 14
        let bar = Rect(x: left, y: y, width: width, height: 14)
        let fraction = session.total == 0 ? 1 : Double(session.answeredCount) / Double(session.total)
        list.box(bar, fill: Color.softInk.withAlpha(0.15), cornerRadius: 7)
        if fraction > 0 {
            list.box(
                Rect(x: bar.minX, y: bar.minY, width: max(14, bar.width * fraction), height: bar.height),
                fill: .accent, cornerRadius: 7)
        }
        y += 32
        let skipped = session.skippedCount > 0 ? " · \(session.skippedCount) skipped" : ""
        list.text(
            "\(session.answeredCount) of \(session.total) done\(skipped)", at: Point(x: left, y: y), size: 14,
            color: .ink, bold: true)
        list.text(
            "participant \(session.subject)", at: Point(x: left + width, y: y), size: 12, color: .softInk,
            alignment: .right)
    }
}

extension Rect {
    fileprivate func offsetBy(_ point: Point) -> Rect {
        Rect(x: minX + point.x, y: minY + point.y, width: width, height: height)
    }

    fileprivate func insetBy(_ inset: Double) -> Rect {
        Rect(x: minX + inset, y: minY + inset, width: width - 2 * inset, height: height - 2 * inset)
    }
}
