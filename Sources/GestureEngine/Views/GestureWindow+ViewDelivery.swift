/// What the views are told, and when: touches held back while recognizers are undecided (delaysTouchesBegan,
/// delaysTouchesEnded), cancelled when one recognizes (cancelsTouchesInView), delivered otherwise.
extension GestureWindow {
    /// Settles the arena and delivers what the views may now be told. Called after every event and timer.
    ///
    /// Re-entrancy: while an event or a timer is being processed (an action, a delegate call or a view callback
    /// is running inside it), settling is deferred until the outermost one finishes, as Flutter's arena and
    /// swift-nio's event loop defer work started from a callback. So a recognizer that disables or removes itself
    /// in its own action is not reset mid-transition: the action sees its real state, and the view hears
    /// `touchesCancelled` as it should.
    public func finishProcessing() {
        guard processingDepth == 0 else {
            settlingDeferred = true
            return
        }
        processingDepth += 1
        defer { processingDepth -= 1 }
        repeat {
            settlingDeferred = false
            arena.settle()
            flushViewDelivery()
        } while settlingDeferred
    }

    /// Runs one event or timer; settling requested inside it waits until the outermost one finishes.
    func process(_ body: () -> Void) {
        processingDepth += 1
        body()
        processingDepth -= 1
        finishProcessing()
    }

    /// Removes a finished recognizer from every touch, so it takes only new touches after its reset.
    func unbind(_ recognizer: GestureRecognizer) {
        for touch in activeTouches.values { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        for touch in touchesAwaitingView { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        touchpadRecognizers.removeAll { $0 === recognizer }
        scrollRecognizers.removeAll { $0 === recognizer }
        hoveredRecognizers.removeAll { $0 === recognizer }
    }

    /// A recognizer began or recognized with cancelsTouchesInView: the views of every touch it received
    /// (still down, or lifted with the view's `touchesEnded` held back) are told the touches were cancelled.
    func cancelViewDelivery(forTouchesOf recognizer: GestureRecognizer) {
        let touches = (touchesAwaitingView + activeTouchesInOrder)
            .filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
        for touch in touches where !touch.viewIsFinished {
            touch.viewIsFinished = true
            touch.heldViewPhases.removeAll()
            if touch.viewHasBegun, let view = touch.view {
                notifyViewDelivery(view, .cancelled, touch)
                view.touchesCancelled([touch], with: currentEvent(at: clock.now))
            }
        }
    }

    /// Delivers each touch's queued phases to its view, unless an undecided recognizer delays them.
    func flushViewDelivery() {
        func isPending(_ touch: Touch) -> Bool { !touch.heldViewPhases.isEmpty && !touch.viewIsFinished }
        // Nothing held back and no lifted touch waiting: the usual moment of a drag whose view was told long ago.
        // Checked without building the lists below, which allocate.
        if touchesAwaitingView.isEmpty && !hasPendingActiveTouch { return }
        let pending = (touchesAwaitingView + activeTouchesInOrder).filter(isPending)
        for touch in pending {
            while let phase = touch.heldViewPhases.first, !isViewDelivery(of: phase, delayedFor: touch) {
                touch.heldViewPhases.removeFirst()
                deliverToView(touch, phase)
                if touch.viewIsFinished { break }
            }
        }
        touchesAwaitingView.removeAll { $0.viewIsFinished || $0.heldViewPhases.isEmpty }
    }

    /// Whether a touch on the screen has phases held back for its view. By index over the ordered list, in place:
    /// a closure-based scan, or a copy of the list, retains and releases the list and each touch after every event.
    private var hasPendingActiveTouch: Bool {
        sortTouchesIfStale()
        for index in touchesInOrder.indices
        where !touchesInOrder[index].heldViewPhases.isEmpty && !touchesInOrder[index].viewIsFinished {
            return true
        }
        return false
    }

    func isViewDelivery(of phase: TouchPhase, delayedFor touch: Touch) -> Bool {
        let undecided = touch.gestureRecognizers.filter { $0.currentState == .possible }
        switch phase {
        case .began, .moved: return undecided.contains { $0.delaysTouchesBegan }
        case .ended: return undecided.contains { $0.delaysTouchesEnded || $0.delaysTouchesBegan }
        default: return false
        }
    }

    func deliverToView(_ touch: Touch, _ phase: TouchPhase) {
        guard let view = touch.view else { return }
        let event = currentEvent(at: clock.now)
        notifyViewDelivery(view, phase, touch)
        switch phase {
        case .began:
            touch.viewHasBegun = true
            view.touchesBegan([touch], with: event)
        case .moved, .stationary:
            view.touchesMoved([touch], with: event)
        case .ended:
            touch.viewIsFinished = true
            view.touchesEnded([touch], with: event)
        case .cancelled:
            touch.viewIsFinished = true
            view.touchesCancelled([touch], with: event)
        }
    }
}
