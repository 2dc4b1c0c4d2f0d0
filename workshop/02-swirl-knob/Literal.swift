import GestureEngine

/// The tutorial's rule taken literally, for comparison with Solution.swift: the knob turns at any move, however
/// close to its centre. A finger resting on the centre wobbles a pixel, and the knob spins.
class Swirl: GestureRecognizer {
    var angle = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if touches.count > 1 {
            state = .failed
            return
        }
        if let touch = touches.first { angle = bearing(of: touch) }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first else { return }
        let newAngle = bearing(of: touch)
        guard newAngle != angle else { return }
        angle = newAngle  // (no wrapping either: crossing the top jumps by 360°)
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    func bearing(of touch: Touch) -> Double {
        guard let bounds = view?.bounds else { return 0 }
        let point = touch.location(in: view)
        return Double.atan2(y: point.y - bounds.midY, x: point.x - bounds.midX) * 180 / Double.pi + 90
    }
}
