/// The span and angle between the first two fingers a recognizer tracks, shared by pinch and rotation.
struct TwoFingerGeometry {
    /// From the first finger to the second.
    let vector: Point
    let span: Double
    let center: Point

    /// Computed when asked (only rotation asks): pinch builds this twice per move and never needs the arctangent.
    var angle: Double { vector.angle }

    /// Nil unless the recognizer tracks two fingers and they are far enough apart for an angle and a ratio to mean
    /// something. Always inlined: as a call, the recognizer is retained to be handed over and released inside.
    @inline(__always)
    init?(of recognizer: GestureRecognizer, minimumSpan: Double) {
        guard let (first, second) = recognizer.firstTwoTouchLocations else { return nil }
        let vector = second - first
        guard vector.length >= minimumSpan else { return nil }
        self.vector = vector
        span = vector.length
        center = (first + second) / 2
    }
}
