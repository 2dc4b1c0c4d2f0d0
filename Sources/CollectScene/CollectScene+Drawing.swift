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
        let left = card.minX + 18
        let width = card.width - 36
        // A short card (a small window) draws everything smaller, down to 0.6 of its size; what still does not fit
        // is left out, the least needed first (`CardRoom`).
        let scale = min(1, max(0.6, card.height / 440))
        var room = CardRoom(top: card.minY + 14 * scale, bottom: buttonRowTop(in: card))
        /// A line of text at `size` (scaled) after a gap, taken from the top of the room; false when out of room.
        func line(_ text: String, size: Double, gap: Double = 0, color: Color, bold: Bool) -> Bool {
            guard let top = room.takeTop((gap + size * 1.25) * scale) else { return false }
            list.text(
                text, at: Point(x: left, y: top + (gap + size) * scale), size: size * scale, color: color, bold: bold)
            return true
        }
        /// `text` wrapped to the card's width in bold (which runs wider than the wrapping's estimate for regular
        /// text), its lines taken as `line` takes one; false when one is out of room.
        func boldLines(_ text: String, size: Double, gap: Double, color: Color) -> Bool {
            TextWrapping.lines(text, width: width, fontSize: size * scale * 1.15).enumerated().allSatisfy {
                line($0.element, size: size, gap: $0.offset == 0 ? gap : 0, color: color, bold: true)
            }
        }
        if let prompt = session.current, let position = session.positionInKind {
            let title = TextWrapping.lines(
                "Draw \(Self.title(of: prompt.kind))", width: width, fontSize: 24 * scale * 1.15)
            // The title's first line before the count of what is done: in the smallest card it is all there is.
            let titleShown = line(title.first ?? "", size: 24, color: .ink, bold: true)
            let doneLine = room.takeBottom(30 * scale)
            let speed = StrokeSpeed(rawValue: prompt.speed)
            _ =
                titleShown && title.dropFirst().allSatisfy { line($0, size: 24, color: .ink, bold: true) }
                && line("(\(position.number) of \(position.count))", size: 17, gap: 5, color: .softInk, bold: true)
                && boldLines(
                    speed?.prompt ?? prompt.speed, size: 19, gap: 5,
                    color: speed == .fast ? .failureRed : speed == .slow ? .success : .accent)
            drawProgress(session, &list, left: left, width: width, scale: scale, room: &room, doneLine: doneLine)
            drawPromptExample(prompt.kind, room: &room, left: left, width: width, scale: scale, &list)
        } else {
            // As with a prompt's title: "All done" first, in the smallest card all there is.
            let allDone = line("All done", size: 26, color: .success, bold: true)
            let doneLine = room.takeBottom(30 * scale)
            _ = allDone && line("Thank you!", size: 20, gap: 4, color: .ink, bold: true)
            drawProgress(session, &list, left: left, width: width, scale: scale, room: &room, doneLine: doneLine)
        }
        for button in [redoButton, skipButton, pauseButton] { button.draw(into: &list) }
    }

    /// The prompt's how-to lines and its example, in the room left: the example (which shows the direction too) is
    /// kept, at 56 points or more, over how-to lines that would push it out; without room for it, the lines alone.
    private func drawPromptExample(
        _ kindName: String, room: inout CardRoom, left: Double, width: Double, scale: Double,
        _ list: inout DisplayList
    ) {
        guard let kind = StrokeKinds.named(kindName) else { return }
        let captionHeight = 26 * scale
        let exampleGap = 12 * scale
        let smallestExample = 56.0
        let roomForExample = { (room: CardRoom) in room.height - exampleGap - captionHeight }
        // The how-to lines whole or not at all (half a sentence misleads), and not at the example's expense.
        let note = kind.note.map { TextWrapping.lines($0, width: width, fontSize: 14 * scale) } ?? []
        let slots = note.indices.map { ((($0 == 0 ? 13 : 2.5) + 14 * 1.25) * scale) }
        var afterNote = room
        let noteFits = slots.allSatisfy { afterNote.takeTop($0) != nil }
        let exampleFits = roomForExample(room) >= smallestExample
        if noteFits && (!exampleFits || roomForExample(afterNote) >= smallestExample) {
            for (text, slot) in zip(note, slots) {
                guard let top = room.takeTop(slot) else { break }
                list.text(text, at: Point(x: left, y: top + slot - 3.5 * scale), size: 14 * scale, color: .softInk)
            }
        }
        let side = min(width, roomForExample(room))
        guard side >= smallestExample else { return }
        let box = Rect(x: left + (width - side) / 2, y: room.top + exampleGap, width: side, height: side)
        drawExample(kind, in: box, scale: scale, &list)
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
            drawCentred(
                "All done — thank you!", size: 30, color: .success,
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
    private func drawExample(_ kind: StrokeKind, in box: Rect, scale: Double, _ list: inout DisplayList) {
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
            "start at the green dot", at: Point(x: box.midX, y: box.maxY + 18 * scale), size: 12 * scale,
            color: .softInk, alignment: .center)
    }

    /// The progress at the card's bottom: how many are done (in `doneLine`, nil when it did not fit), with the
    /// participant's number where there is room beside it; above it the bar, and above that the last message.
    /// Without room for both, the message alone (the count says the progress).
    private func drawProgress(
        _ session: CollectionSession, _ list: inout DisplayList, left: Double, width: Double, scale: Double,
        room: inout CardRoom, doneLine: Double?
    ) {
        let both = doneLine == nil ? nil : room.takeBottom(46 * scale)
        let lines = (
            message: both ?? (doneLine == nil ? nil : room.takeBottom(28 * scale)), bar: both.map { $0 + 28 * scale },
            done: doneLine
        )
        if let message, let top = lines.message {
            let color: Color = message.isError ? .failureRed : .success
            let words = TextWrapping.fitted(message.text, width: width, preferred: 14 * scale, smallest: 9, bold: true)
            list.text(words.text, at: Point(x: left, y: top + 14 * scale), size: words.size, color: color, bold: true)
        }
        if let top = lines.bar {
            let bar = Rect(x: left, y: top, width: width, height: 14 * scale)
            let fraction = session.total == 0 ? 1 : Double(session.answeredCount) / Double(session.total)
            list.box(bar, fill: Color.softInk.withAlpha(0.15), cornerRadius: 7 * scale)
            if fraction > 0 {
                list.box(
                    Rect(x: bar.minX, y: bar.minY, width: max(bar.height, bar.width * fraction), height: bar.height),
                    fill: .accent, cornerRadius: 7 * scale)
            }
        }
        guard let top = lines.done else { return }
        let baseline = top + 14 * scale
        let skipped = session.skippedCount > 0 ? " · \(session.skippedCount) skipped" : ""
        let done = TextWrapping.fitted(
            "\(session.answeredCount) of \(session.total) done\(skipped)", width: width, preferred: 14 * scale,
            smallest: 9, bold: true)
        list.text(done.text, at: Point(x: left, y: baseline), size: done.size, color: .ink, bold: true)
        // The participant's number (also printed when the session starts) only beside the count, never over it.
        let participant = "participant \(session.subject)"
        let used =
            Double(done.text.count) * TextWrapping.characterWidth(bold: true) * done.size
            + Double(participant.count) * TextWrapping.characterWidth(bold: false) * 12 * scale
        if used + 12 <= width {
            list.text(
                participant, at: Point(x: left + width, y: baseline), size: 12 * scale, color: .softInk,
                alignment: .right)
        }
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
