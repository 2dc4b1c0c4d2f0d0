import GestureEngine
import SceneSupport

/// A status shown at the top right ("REC", "replay 1×").
public struct Badge: Hashable, Sendable {
    public var text: String
    public var color: Color
    /// A filled dot before the text (the recording light).
    public var dot: Bool

    public init(text: String, color: Color, dot: Bool) {
        self.text = text
        self.color = color
        self.dot = dot
    }
}

/// Draws the badges one under the other at the top right of the scene, just below the hint strip: left of the
/// inspector while it is shown (over its title they hid it), their words smaller or cut where the room is short.
enum BadgeStrip {
    static func draw(_ badges: [Badge], right: Double, into list: inout DisplayList) {
        var badgeY = AppLayout.hintHeight + 24
        for badge in badges {
            let padding = badge.dot ? 40.0 : 24.0
            let room = max(0, right - 24 - padding)
            let words = TextWrapping.fitted(badge.text, width: room, preferred: 13, smallest: 9, bold: true)
            // 8 points a character at 13 points: the badge's width as it was designed, scaled with the words.
            let badgeWidth = Double(words.text.count) * 8 * words.size / 13 + padding
            let rect = Rect(x: max(12, right - badgeWidth - 12), y: badgeY - 18, width: badgeWidth, height: 28)
            list.box(rect, fill: Color.white.withAlpha(0.95), stroke: badge.color, lineWidth: 2, cornerRadius: 14)
            if badge.dot {
                let light = Point(x: rect.minX + 16, y: rect.midY)
                list.add(.circle(center: light, radius: 7, fill: badge.color, stroke: nil, lineWidth: 0))
            }
            let textX = rect.minX + (badge.dot ? 30 : 12)
            list.text(
                words.text, at: Point(x: textX, y: rect.midY + 5), size: words.size, color: badge.color, bold: true)
            badgeY += 36
        }
    }
}
