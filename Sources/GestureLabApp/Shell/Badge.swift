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

/// Draws the badges one under the other at the top right, just below the hint strip.
enum BadgeStrip {
    static func draw(_ badges: [Badge], width: Double, into list: inout DisplayList) {
        var badgeY = AppLayout.hintHeight + 24
        for badge in badges {
            let badgeWidth = Double(badge.text.count) * 8 + (badge.dot ? 40 : 24)
            let rect = Rect(x: width - badgeWidth - 12, y: badgeY - 18, width: badgeWidth, height: 28)
            list.box(rect, fill: Color.white.withAlpha(0.95), stroke: badge.color, lineWidth: 2, cornerRadius: 14)
            if badge.dot {
                let light = Point(x: rect.minX + 16, y: rect.midY)
                list.add(.circle(center: light, radius: 7, fill: badge.color, stroke: nil, lineWidth: 0))
            }
            let textX = rect.minX + (badge.dot ? 30 : 12)
            list.text(badge.text, at: Point(x: textX, y: rect.midY + 5), size: 13, color: badge.color, bold: true)
            badgeY += 36
        }
    }
}
