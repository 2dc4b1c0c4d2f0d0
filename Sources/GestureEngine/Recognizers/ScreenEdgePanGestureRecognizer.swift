/// The edges of a rectangle.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that must start near one of the window's `edges` and move away from it,
/// as UIKit's UIScreenEdgePanGestureRecognizer: one finger only (touches beyond the first are ignored).
/// Default margin: 20 px.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public var edges: RectEdge = []
    /// How close (px) to the edge the touch must begin.
    public var edgeMargin = 20.0

    private var startEdge: RectEdge = []

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        // UIKit: "This gesture recognizer ignores any touches beyond the first touch."
        let isFirst = numberOfTouches == touches.count
        for touch in isFirst ? Array(touches.dropFirst()) : touches { ignore(touch, for: event) }
        guard isFirst else { return }
        if let first = touches.first, let window {
            let point = first.locationInWindow
            let bounds = window.bounds
            if point.x - bounds.minX <= edgeMargin { startEdge.insert(.left) }
            if bounds.maxX - point.x <= edgeMargin { startEdge.insert(.right) }
            if point.y - bounds.minY <= edgeMargin { startEdge.insert(.top) }
            if bounds.maxY - point.y <= edgeMargin { startEdge.insert(.bottom) }
            startEdge.formIntersection(edges)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(Array(touches.prefix(1)), with: event)
    }

    public override func shouldBeginPan(withTranslation translation: Point) -> Bool {
        guard super.shouldBeginPan(withTranslation: translation) else { return false }
        let horizontal = abs(translation.x) >= abs(translation.y)
        return (startEdge.contains(.left) && horizontal && translation.x > 0)
            || (startEdge.contains(.right) && horizontal && translation.x < 0)
            || (startEdge.contains(.top) && !horizontal && translation.y > 0)
            || (startEdge.contains(.bottom) && !horizontal && translation.y < 0)
    }

    public override func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { false }

    public override func reset() {
        super.reset()
        startEdge = []
    }
}
