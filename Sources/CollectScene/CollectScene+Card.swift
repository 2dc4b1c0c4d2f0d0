import Foundation
import GestureEngine
import SceneSupport
import StrokeCollection

/// The Collect scene's card: what to draw, at what speed, how (in words and an example), and the progress, above
/// the buttons. The frame starts here; the canvas beside the card is drawn by `drawCanvas`.
extension CollectScene {
    /// The canvas, then the card over the scene's background.
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
            let title = Self.keepingSymbolWithWord(
                TextWrapping.lines("Draw \(Self.title(of: prompt.kind))", width: width, fontSize: 24 * scale * 1.15))
            // The title's first line before the count of what is done: in the smallest card it is all there is.
            let titleShown = line(title.first ?? "", size: 24, color: .ink, bold: true)
            let doneLine = room.takeBottom(30 * scale)
            let speed = StrokeSpeed(rawValue: prompt.speed)
            _ =
                titleShown && title.dropFirst().allSatisfy { line($0, size: 24, color: .ink, bold: true) }
                && line("(\(position.number) of \(position.count))", size: 17, gap: 5, color: .softInk, bold: true)
                && boldLines(
                    speed?.prompt ?? prompt.speed, size: 19, gap: 5,
                    color: speed == .fast ? .failureText : speed == .slow ? .successText : .accentText)
            drawProgress(session, &list, left: left, width: width, scale: scale, room: &room, doneLine: doneLine)
            drawPromptExample(prompt.kind, room: &room, left: left, width: width, scale: scale, &list)
        } else {
            // As with a prompt's title: "All done" first, in the smallest card all there is.
            let allDone = line("All done", size: 26, color: .successText, bold: true)
            let doneLine = room.takeBottom(30 * scale)
            _ = allDone && line("Thank you!", size: 20, gap: 4, color: .ink, bold: true)
            drawProgress(session, &list, left: left, width: width, scale: scale, room: &room, doneLine: doneLine)
        }
        for button in [redoButton, skipButton, pauseButton] { button.draw(into: &list) }
    }

    /// Wrapped lines with a last line of one symbol ("Draw a right chevron" / ">") rewrapped so that the symbol
    /// keeps the word before it ("Draw a right" / "chevron >"): alone on its line it reads as a stray mark.
    public static func keepingSymbolWithWord(_ lines: [String]) -> [String] {
        guard lines.count >= 2, let last = lines.last, last.count == 1, !last.contains(where: \.isLetter),
            !last.contains(where: \.isNumber), let space = lines[lines.count - 2].lastIndex(of: " ")
        else { return lines }
        let before = lines[lines.count - 2]
        return lines.dropLast(2) + [String(before[..<space]), before[before.index(after: space)...] + " " + last]
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

    /// The progress at the card's bottom: how many are done (in `doneLine`; nothing at all when that did not fit),
    /// with the participant's number where there is room beside it; above it the bar, and above that the last
    /// message. Without room for both, the message alone (the count says the progress).
    private func drawProgress(
        _ session: CollectionSession, _ list: inout DisplayList, left: Double, width: Double, scale: Double,
        room: inout CardRoom, doneLine: Double?
    ) {
        guard let doneLine else { return }
        let messageAndBar = room.takeBottom(46 * scale)
        let messageTop = messageAndBar ?? room.takeBottom(28 * scale)
        if let message, let top = messageTop {
            let color: Color = message.isError ? .failureText : .successText
            let words = TextWrapping.fitted(message.text, width: width, preferred: 14 * scale, smallest: 9, bold: true)
            list.text(words.text, at: Point(x: left, y: top + 14 * scale), size: words.size, color: color, bold: true)
        }
        if let messageAndBar {
            let bar = Rect(x: left, y: messageAndBar + 28 * scale, width: width, height: 14 * scale)
            let fraction = session.total == 0 ? 1 : Double(session.answeredCount) / Double(session.total)
            list.box(bar, fill: Color.softInk.withAlpha(0.15), cornerRadius: 7 * scale)
            if fraction > 0 {
                list.box(
                    Rect(x: bar.minX, y: bar.minY, width: max(bar.height, bar.width * fraction), height: bar.height),
                    fill: .accent, cornerRadius: 7 * scale)
            }
        }
        let baseline = doneLine + 14 * scale
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
