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
        if showsFit, let fit = circle.fitResult { drawFit(fit, offset: offset, into: &list) }
        if let message {
            let position = Point(x: offset.x + root.bounds.width / 2, y: offset.y + root.bounds.height - 24)
            list.text(message, at: position, size: 18, color: .successText, alignment: .center, bold: true)
        }
        fitToggle.draw(into: &list)
        // The success line along the bottom is kept free where there is room: a teaching message stays on show
        // while circles are accepted after it.
        let successLine = Rect(x: offset.x, y: offset.y + root.bounds.height - 48, width: root.bounds.width, height: 32)
        teaching.draw(
            into: &list, width: root.bounds.width, within: root.frameInWindow,
            avoiding: root.aimedAtFrames + namedPictureFrames + [refused.wordsBox].compactMap { $0 },
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

    /// The fitted circle, its centre, its error and the doubt against the threshold: blue when it was a circle, red
    /// when not.
    private func drawFit(_ fit: CircleFit, offset: Point, into list: inout DisplayList) {
        let doubt = circle.score?.total ?? .infinity
        let ok = circle.failureReason == nil
        let color: Color = ok ? .accent : .failureRed
        list.add(.circle(center: fit.center + offset, radius: fit.radius, fill: nil, stroke: color, lineWidth: 2))
        list.dot(at: fit.center + offset, radius: 4, color: color)
        let turn = Int((circle.turnCovered * 360).rounded())
        let text =
            "fit error \(format(fit.error)), turn \(turn)°, doubt \(doubt.isFinite ? format(doubt) : "–") "
            + "(at most \(format(circle.scoreThreshold)))"
        list.text(
            text, at: fit.center + offset + Point(x: 0, y: fit.radius + 22), size: 14,
            color: ok ? .accentText : .failureText, alignment: .center)
    }

    /// Two decimals ("3.07").
    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
