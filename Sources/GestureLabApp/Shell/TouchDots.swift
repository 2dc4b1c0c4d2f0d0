import GestureEngine
import SceneSupport

/// Fingers on the screen, and the mouse's simulated second finger, drawn as translucent dots.
enum TouchDots {
    static func draw(_ window: GestureWindow, into list: inout DisplayList) {
        let fingers = window.pointerAdapter.fingers
        if fingers.count == 2, let first = fingers[PointerTouchAdapter.primaryTouchID],
            let second = fingers[PointerTouchAdapter.secondaryTouchID]
        {
            list.add(.polyline([first, second], color: Color.accent.withAlpha(0.35), width: 2, closed: false))
        }
        for touch in window.activeTouches.values.sorted(by: { $0.id < $1.id }) {
            list.add(
                .circle(
                    center: touch.locationInWindow, radius: 22, fill: Color.accent.withAlpha(0.18),
                    stroke: Color.accent.withAlpha(0.6), lineWidth: 2))
        }
    }
}
