import GestureEngine
import SceneSupport
import TutorialRecognizers

extension CircleGameScene {
    /// The pictures (with their rings and names), the sparks, the path being drawn or fading, the fit, the message,
    /// the fit button.
    public func draw(_ list: inout DisplayList) {
        let offset = root.convert(.zero, to: nil)
        for target in targets { target.draw(into: &list) }
        if let celebration {
            drawSparks(around: celebration.center + offset, progress: celebration.progress, into: &list)
        }
        list.growingStroke(livePath.map { $0 + offset }, color: .pathYellow, width: 7)
        refused.draw(into: &list)
        let fitLabel = showsFit ? self.fitLabel() : nil
        if showsFit, let fit = circle.fitResult { drawFit(fit, label: fitLabel, offset: offset, into: &list) }
        if let message {
            list.text(message, at: messageBaseline, size: 18, color: .successText, alignment: .center, bold: true)
        }
        fitToggle.draw(into: &list)
        // The success line along the bottom is kept free where there is room: a teaching message stays on show
        // while circles are accepted after it.
        let successLine = Rect(x: offset.x, y: offset.y + root.bounds.height - 48, width: root.bounds.width, height: 32)
        teaching.draw(
            into: &list, width: root.bounds.width, within: root.frameInWindow,
            avoiding: root.aimedAtFrames + namedPictureFrames + [refused.wordsBox, fitLabel?.box].compactMap { $0 },
            ink: refused.shown?.points ?? [], ifRoom: [successLine])
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

    /// The success message's baseline: the middle of the scene's bottom line.
    var messageBaseline: Point {
        let offset = root.convert(.zero, to: nil)
        return Point(x: offset.x + root.bounds.width / 2, y: offset.y + root.bounds.height - 24)
    }

    /// The fit's line ("fit error 0.18, turn 268°, doubt 2.88 (at most 2.00)"), where it goes and its box, in window
    /// coordinates: under the fitted circle, or above it, or farther from it a step at a time, where its words cover no
    /// other words (the pictures' names, the refused stroke's reason, the message, the buttons) and, where there is
    /// room, no picture. Smaller in a scene too narrow for it at 14 points.
    func fitLabel() -> (text: String, baseline: Point, size: Double, box: Rect)? {
        guard let fit = circle.fitResult else { return nil }
        let offset = root.convert(.zero, to: nil)
        let area = root.frameInWindow
        let doubt = circle.score?.total ?? .infinity
        let turn = Int((circle.turnCovered * 360).rounded())
        let whole =
            "fit error \(format(fit.error)), turn \(turn)°, doubt \(doubt.isFinite ? format(doubt) : "–") "
            + "(at most \(format(circle.scoreThreshold)))"
        let (text, size) = TextWrapping.fitted(whole, width: area.width - 16, preferred: 14, smallest: 10)
        let center = fit.center + offset
        let radius = fit.radius.isFinite ? min(fit.radius, area.width + area.height) : 0
        let baselines = (0...12).flatMap { step -> [Point] in
            let away = Double(step) * 16
            return [
                Point(x: center.x, y: center.y + radius + 22 + away),
                Point(x: center.x, y: center.y - radius - 10 - away),
            ]
        }
        var words = targets.compactMap(\.nameBox) + [refused.wordsBox].compactMap { $0 }
        if let message {
            words.append(LabelPlacement.centredBox(message, baseline: messageBaseline, size: 18, bold: true))
        }
        let baseline = LabelPlacement.centredBaseline(
            text, size: size, trying: baselines, within: area, avoiding: targets.map(\.frameInWindow),
            mustAvoid: words + [fitToggle.frameInWindow, teaching.button.frameInWindow])
        return (text, baseline, size, LabelPlacement.centredBox(text, baseline: baseline, size: size))
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
