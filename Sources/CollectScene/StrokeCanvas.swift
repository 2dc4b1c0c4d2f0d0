import GestureEngine

/// The large surface the participant draws on. It follows one finger (or the mouse, or a pen, which arrive as
/// one finger) from down to up, and hands the finished stroke over in its own coordinates, times in milliseconds
/// from the first point. A second finger meanwhile is ignored; a cancelled touch is no stroke.
public final class StrokeCanvas: View {
    /// The stroke being drawn, in canvas coordinates.
    public private(set) var points: [(location: Point, milliseconds: Double)] = []
    /// Called when the stroke's finger lifts.
    public var onStrokeEnded: (([(location: Point, milliseconds: Double)]) -> Void)?
    /// Called when a stroke starts (the scene asks the platform which device it comes from then).
    public var onStrokeBegan: (() -> Void)?
    private var touchID: Int?
    private var startTime: Double = 0

    public var isDrawing: Bool { touchID != nil }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard touchID == nil, let touch = touches.first else { return }
        touchID = touch.id
        startTime = touch.timestamp
        points = [(touch.location(in: self), 0)]
        onStrokeBegan?()
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0.id == touchID }) else { return }
        add(touch)
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0.id == touchID }) else { return }
        add(touch)
        touchID = nil
        let stroke = points
        onStrokeEnded?(stroke)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard touches.contains(where: { $0.id == touchID }) else { return }
        touchID = nil
        points = []
    }

    /// Forgets the last stroke's points (the scene keeps its own copy to show).
    public func clear() {
        if touchID == nil { points = [] }
    }

    private func add(_ touch: Touch) {
        let location = touch.location(in: self)
        let milliseconds = max(points.last?.milliseconds ?? 0, (touch.timestamp - startTime) * 1000)
        if let last = points.last, last.location == location, last.milliseconds == milliseconds { return }
        points.append((location, milliseconds))
    }
}
