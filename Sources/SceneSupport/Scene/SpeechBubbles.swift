import GestureEngine

/// Short-lived speech bubbles ("Chomp!") that rise a little and fade out.
public final class SpeechBubbles: DrawsItself {
    /// One bubble on screen.
    public struct Bubble: Sendable {
        public let text: String
        public var position: Point
        public var alpha: Double
    }

    public private(set) var bubbles: [Int: Bubble] = [:]
    /// The scene's area in window coordinates: a bubble is kept inside it, so a monkey dragged to the top edge still
    /// says "Chomp!" where it can be read, not under the hint strip or off the window.
    public var area: Rect?
    private var nextID = 0
    private let animator: Animator

    init(animator: Animator) {
        self.animator = animator
    }

    /// Shows `text` rising from `point`. A bubble still fading where the new one appears gives way to it: drawn one
    /// over the other, neither could be read.
    public func show(_ text: String, at point: Point, duration: TimeInterval = 1.6) {
        let frame = drawnFrame(of: Bubble(text: text, position: point, alpha: 1))
        for (id, bubble) in bubbles where drawnFrame(of: bubble).intersects(frame) { bubbles[id] = nil }
        nextID += 1
        let id = nextID
        bubbles[id] = Bubble(text: text, position: point, alpha: 1)
        animator.animate(
            duration: duration, easing: .linear,
            update: { [weak self] progress in
                self?.bubbles[id]?.position = point - Point(x: 0, y: 30 * progress)
                self?.bubbles[id]?.alpha = progress < 0.6 ? 1 : 1 - (progress - 0.6) / 0.4
            }, completion: { [weak self] in self?.bubbles[id] = nil })
    }

    /// Every bubble, oldest first.
    public func draw(into list: inout DisplayList) {
        for (_, bubble) in bubbles.sorted(by: { $0.key < $1.key }) {
            let rect = drawnFrame(of: bubble)
            let ink = Color.ink.withAlpha(bubble.alpha)
            list.box(rect, fill: Color.white.withAlpha(bubble.alpha), stroke: ink, lineWidth: 2, cornerRadius: 16)
            list.text(
                bubble.text, at: Point(x: rect.midX, y: rect.midY + 7), size: 19, color: ink, alignment: .center,
                bold: true)
        }
    }

    /// Where a bubble is drawn: around its position, kept inside the scene's area.
    private func drawnFrame(of bubble: Bubble) -> Rect {
        let width = Double(bubble.text.count) * 11 + 28
        let frame = Rect(center: bubble.position, size: Size(width: width, height: 38))
        return area.map { frame.kept(inside: $0, inset: 4) } ?? frame
    }
}
