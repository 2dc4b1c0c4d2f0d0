/// The span and angle between the first two fingers a recognizer tracks, shared by pinch and rotation.
struct TwoFingerGeometry {
    let span: Double
    let angle: Double
    let center: Point

    /// Nil unless two fingers are tracked and they are far enough apart for an angle and a ratio to mean something.
    init?(_ touches: [Touch], minimumSpan: Double) {
        guard touches.count >= 2 else { return nil }
        let vector = touches[1].locationInWindow - touches[0].locationInWindow
        guard vector.length >= minimumSpan else { return nil }
        span = vector.length
        angle = vector.angle
        center = (touches[0].locationInWindow + touches[1].locationInWindow) / 2
    }
}
