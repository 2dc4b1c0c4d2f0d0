import GestureEngine
import SceneSupport
import TutorialRecognizers

extension CircleGameScene {
    /// The pictures (with their rings and names), the sparks, the path being drawn, the fit, the message, the buttons,
    /// and a refused path fading over them (its words, where no place is clear of them, stay readable).
    public func draw(_ list: inout DisplayList) {
        let offset = root.convert(.zero, to: nil)
        for target in targets { target.draw(into: &list) }
        if let celebration {
            drawSparks(around: celebration.center + offset, progress: celebration.progress, into: &list)
        }
        list.growingStroke(livePath.map { $0 + offset }, color: .pathYellow, width: 7)
        let fitLabel = showsFit ? self.fitLabel() : nil
        if showsFit, let fit = circle.fitResult { drawFit(fit, label: fitLabel, offset: offset, into: &list) }
        for line in message.map(messageLines) ?? [] {
            list.text(
                line.text, at: line.baseline, size: line.size, color: .successText, alignment: .center, bold: true)
        }
        fitToggle.draw(into: &list)
        // The success line along the bottom is kept free where there is room: a teaching message stays on show
        // while circles are accepted after it.
        let successLine = Rect(
            x: offset.x, y: offset.y + root.bounds.height - Self.messageLineHeight, width: root.bounds.width,
            height: 32)
        teaching.draw(
            into: &list, width: root.bounds.width, within: root.frameInWindow,
            avoiding: root.aimedAtFrames + namedPictureFrames + [refused.wordsBox, fitLabel?.box].compactMap { $0 },
            ink: refused.shown?.points ?? [], ifRoom: [successLine])
        refused.draw(into: &list)
    }

    /// Twelve sparks flying out from a picture just circled, shrinking and fading.
    private func drawSparks(around center: Point, progress: Double, into list: inout DisplayList) {
        for index in 0..<12 {
            let angle = Double(index) * Double.pi / 6
            let distance = 50 + 60 * progress
            let spark = center + Point(x: distance * cosine(angle), y: distance * sine(angle))
            list.dot(at: spark, radius: 6 * (1 - progress) + 1, color: Color(hex: 0xFFB400).withAlpha(1 - progress))
        }
    }

    /// The success message as it is drawn, centred on the scene's bottom line, in window coordinates: beside the
    /// buttons where they reach down into that line (a short scene), and smaller where it is too long for the room;
    /// in two lines, the first above the usual one, where one line would be smaller than 11 points.
    func messageLines(_ message: String) -> [(text: String, baseline: Point, size: Double)] {
        let offset = root.convert(.zero, to: nil)
        let buttons = fitToggle.frame.union(teaching.button.frame)
        let right = buttons.maxY > root.bounds.height - Self.messageLineHeight ? buttons.minX - 12 : root.bounds.width
        let center = Point(x: offset.x + right / 2, y: offset.y + root.bounds.height - 24)
        let room = right - 16
        let oneLine = TextWrapping.fitted(message, width: room, preferred: 18, smallest: 10, bold: true)
        let lines = TextWrapping.balancedLines(message, count: 2)
        guard oneLine.size < 11 || oneLine.text != message, lines.count == 2 else {
            return [(oneLine.text, center, oneLine.size)]
        }
        let longer = lines.max { $0.count < $1.count } ?? message
        let size = TextWrapping.fittingSize(longer, width: room, preferred: 18, smallest: 10, bold: true)
        return lines.enumerated().map { index, line in
            let fitted = TextWrapping.fitted(line, width: room, preferred: size, smallest: size, bold: true)
            return (fitted.text, center - Point(x: 0, y: Double(1 - index) * (size + 3)), size)
        }
    }

    /// The fit's line ("fit error 0.18, turn 268°, doubt 2.88 (at most 2.00)"), where it goes and its box, in window
    /// coordinates: under the fitted circle, or above it, or farther from it a step at a time, where its words cover no
    /// other words (the pictures' names, the refused stroke's reason, the message, the buttons) and, where there is
    /// room, no picture. Smaller in a scene too narrow for it at 14 points. Where no such place is left (a small
    /// window, a refused stroke's reason taking the last free line) or the line would have to be cut short, the doubt
    /// alone ("doubt 2.88 (at most 2.00)"), the number that decided, tried near the circle and then on every line of
    /// the scene.
    func fitLabel() -> (text: String, baseline: Point, size: Double, box: Rect)? {
        guard let fit = circle.fitResult else { return nil }
        let offset = root.convert(.zero, to: nil)
        let area = root.frameInWindow
        let doubt = circle.score?.total ?? .infinity
        let turn = Int((circle.turnCovered * 360).rounded())
        let doubtWords = "doubt \(doubt.isFinite ? format(doubt) : "–") (at most \(format(circle.scoreThreshold)))"
        let whole = "fit error \(format(fit.error)), turn \(turn)°, " + doubtWords
        let center = fit.center + offset
        let radius = fit.radius.isFinite ? min(fit.radius, area.width + area.height) : 0
        let nearCircle = (0...12).flatMap { step -> [Point] in
            let away = Double(step) * 16
            return [
                Point(x: center.x, y: center.y + radius + 22 + away),
                Point(x: center.x, y: center.y - radius - 10 - away),
            ]
        }
        var words = targets.compactMap(\.nameBox) + [refused.wordsBox].compactMap { $0 }
        for line in message.map(messageLines) ?? [] {
            words.append(LabelPlacement.centredBox(line.text, baseline: line.baseline, size: line.size, bold: true))
        }
        let mustAvoid = words + [fitToggle.frameInWindow, teaching.button.frameInWindow]
        let pictures = targets.map(\.frameInWindow)
        func clearPlace(_ text: String, size: Double, trying baselines: [Point]) -> Point? {
            LabelPlacement.clearBaseline(
                text, size: size, trying: baselines, within: area, avoiding: pictures, mustAvoid: mustAvoid)
        }
        func label(_ text: String, size: Double, at baseline: Point) -> (String, Point, Double, Rect) {
            (text, baseline, size, LabelPlacement.centredBox(text, baseline: baseline, size: size))
        }
        let (text, size) = TextWrapping.fitted(whole, width: area.width - 16, preferred: 14, smallest: 10)
        // Cut short ("…"), the line would lose the doubt, the number that decided: the doubt alone says more.
        if text == whole, let baseline = clearPlace(text, size: size, trying: nearCircle) {
            return label(text, size: size, at: baseline)
        }
        let short = TextWrapping.fitted(doubtWords, width: area.width - 16, preferred: 12, smallest: 10)
        let halfWidth = LabelPlacement.centredBox(short.text, baseline: .zero, size: short.size).width / 2
        let everyLine = stride(from: area.minY + short.size + 4, through: area.maxY - 4, by: 8).flatMap { y in
            [center.x, area.minX + halfWidth + 4, area.maxX - halfWidth - 4].map { Point(x: $0, y: y) }
        }
        if let baseline = clearPlace(short.text, size: short.size, trying: nearCircle + everyLine) {
            return label(short.text, size: short.size, at: baseline)
        }
        // With no clear place for either, the whole line where it is tried first, unless it was cut short.
        let (shown, shownSize, tried) =
            text == whole ? (text, size, nearCircle) : (short.text, short.size, nearCircle + everyLine)
        return label(
            shown, size: shownSize,
            at: LabelPlacement.centredBaseline(
                shown, size: shownSize, trying: tried, within: area, avoiding: pictures, mustAvoid: mustAvoid))
    }

    /// The fitted circle, its centre, its error and the doubt against the threshold: blue when it was a circle, red
    /// when not.
    private func drawFit(
        _ fit: CircleFit, label: (text: String, baseline: Point, size: Double, box: Rect)?, offset: Point,
        into list: inout DisplayList
    ) {
        let ok = circle.failureReason == nil
        let color: Color = ok ? .accent : .failureRed
        list.add(.circle(center: fit.center + offset, radius: fit.radius, fill: nil, stroke: color, lineWidth: 2))
        list.dot(at: fit.center + offset, radius: 4, color: color)
        guard let label else { return }
        list.text(
            label.text, at: label.baseline, size: label.size, color: ok ? .accentText : .failureText,
            alignment: .center)
    }

    /// Two decimals ("3.07").
    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
