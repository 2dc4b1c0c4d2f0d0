import GestureEngine
import SceneSupport

/// Draws the badges one under the other in a corner of the scene: the first of bottom right, top left, bottom left
/// and top right where they cover none of the scene's views (the buttons at the top right, the chevron's gallery at
/// the bottom left, a picture dragged into a corner); with every corner taken, at the right edge as low as they
/// cover none; else at the bottom right. Left of the inspector while it is shown (over its title they hid it); their
/// words are smaller or cut where the room is short.
enum BadgeStrip {
    static let height = 28.0
    static let spacing = 36.0
    static let margin = 12.0

    /// One badge as laid out: its frame and the words that fit it.
    struct Placed {
        let badge: Badge
        var frame: Rect
        let words: (text: String, size: Double)
    }

    /// The corners tried, in order: where the eye looks for a status, away from the scenes' top-right buttons.
    enum Corner: CaseIterable {
        case bottomRight, topLeft, bottomLeft, topRight
    }

    static func draw(_ badges: [Badge], in area: Rect, avoiding views: [Rect], into list: inout DisplayList) {
        for placed in layout(badges, in: area, avoiding: views) {
            let rect = placed.frame
            list.box(
                rect, fill: Color.white.withAlpha(0.95), stroke: placed.badge.color, lineWidth: 2, cornerRadius: 14)
            if placed.badge.dot {
                let light = Point(x: rect.minX + 16, y: rect.midY)
                list.add(.circle(center: light, radius: 7, fill: placed.badge.color, stroke: nil, lineWidth: 0))
            }
            let textX = rect.minX + (placed.badge.dot ? 30 : 12)
            list.text(
                placed.words.text, at: Point(x: textX, y: rect.midY + 5), size: placed.words.size,
                color: placed.badge.textColor, bold: true)
        }
    }

    /// The badges' frames in the first corner of `area` where none meets `views`, else at the right edge as low as
    /// none does; at the bottom right if no place is free.
    static func layout(_ badges: [Badge], in area: Rect, avoiding views: [Rect]) -> [Placed] {
        let sized = badges.map { badge -> Placed in
            let padding = badge.dot ? 40.0 : 24.0
            let room = max(0, area.width - 2 * margin - padding)
            var words = TextWrapping.fitted(badge.text, width: room, preferred: 13, smallest: 9, bold: true)
            if badge.keepsEnd && words.text != badge.text {
                words.text = TextWrapping.cutKeepingEnd(badge.text, to: words.text.count)
            }
            // 8 points a character at 13 points: the badge's width as it was designed, scaled with the words.
            let width = Double(words.text.count) * 8 * words.size / 13 + padding
            return Placed(badge: badge, frame: Rect(x: 0, y: 0, width: width, height: height), words: words)
        }
        let corners = Corner.allCases.map { stack(sized, at: $0, in: area) }
        func isFree(_ placed: [Placed]) -> Bool {
            !placed.contains { badge in views.contains { $0.intersects(badge.frame) } }
        }
        if let corner = corners.first(where: isFree) { return corner }
        let lowest = corners[0].first?.frame.minY ?? area.minY
        for rise in stride(from: 8.0, through: lowest - area.minY - margin, by: 8) {
            let raised = corners[0].map { placed in
                var placed = placed
                placed.frame.origin.y -= rise
                return placed
            }
            if isFree(raised) { return raised }
        }
        return corners[0]
    }

    /// The badges stacked in `corner`, the first on top.
    private static func stack(_ badges: [Placed], at corner: Corner, in area: Rect) -> [Placed] {
        let stackHeight = height + spacing * Double(max(0, badges.count - 1))
        var top: Double
        switch corner {
        case .bottomRight, .bottomLeft: top = area.maxY - margin - stackHeight
        case .topLeft, .topRight: top = area.minY + margin
        }
        return badges.map { placed in
            var placed = placed
            let width = placed.frame.width
            let x: Double
            switch corner {
            case .bottomRight, .topRight: x = max(area.minX + margin, area.maxX - margin - width)
            case .bottomLeft, .topLeft: x = area.minX + margin
            }
            placed.frame = Rect(x: x, y: top, width: width, height: height)
            top += spacing
            return placed
        }
    }
}
