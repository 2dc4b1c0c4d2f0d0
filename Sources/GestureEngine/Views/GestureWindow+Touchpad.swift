/// Touchpad gestures (XI 2.4 pinch and swipe): delivered to the recognizers of the view under the pointer that
/// accept them, for the whole gesture.
extension GestureWindow {
    func handleTouchpad(_ gesture: TouchpadGesture) {
        if gesture.phase == .began {
            // A gesture beginning while another is followed (the mouse's Ctrl+wheel pinch overlapping a touchpad
            // pinch): the old one is over for its recognizers, which are told it was cancelled. Dropping them
            // silently would leave a pinch that had begun waiting forever for an end.
            var cancelled = gesture
            cancelled.phase = .cancelled
            for recognizer in touchpadRecognizers where !recognizer.currentState.isTerminal {
                recognizer.touchpadGestureChanged(cancelled)
            }
            for recognizer in touchpadRecognizers { recognizer.isTrackingTouchpad = false }
            touchpadRecognizers = []
            var view: View? = hitTest(gesture.location) ?? self
            while let current = view {
                for recognizer in current.gestureRecognizers
                where recognizer.isEnabled && !recognizer.currentState.isTerminal
                    && recognizer.acceptsTouchpadGesture(gesture.kind)
                {
                    recognizer.isTrackingTouchpad = true
                    recognizer.lastLocationInWindow = gesture.location
                    touchpadRecognizers.append(recognizer)
                    arena.enroll(recognizer)
                }
                view = current.superview
            }
        }
        for recognizer in touchpadRecognizers where !recognizer.currentState.isTerminal {
            recognizer.lastLocationInWindow = gesture.location
            recognizer.touchpadGestureChanged(gesture)
        }
        if gesture.phase == .ended || gesture.phase == .cancelled {
            for recognizer in touchpadRecognizers { recognizer.isTrackingTouchpad = false }
            touchpadRecognizers = []
        }
        finishProcessing()
    }
}
