/// The span and angle between the first two fingers a recognizer tracks, shared by pinch and rotation.
struct TwoFingerGeometry {
    /// From the first finger to the second.
    let vector: Point
    let span: Double
    let center: Point

    /// Computed when asked (only rotation asks): pinch builds this twice per move and never needs the arctangent.
    var angle: Double { vector.angle }

    /// Nil unless two fingers are tracked and they are far enough apart for an angle and a ratio to mean something.
    init?(_ touches: [Touch], minimumSpan: Double) {
        guard touches.count >= 2 else { return nil }
        // Each touch read once: every read of an array element retains and releases it.
        let first = touches[0].locationInWindow
        let second = touches[1].locationInWindow
        let vector = second - first
        guard vector.length >= minimumSpan else { return nil }
        self.vector = vector
        span = vector.length
        center = (first + second) / 2
    }
}
