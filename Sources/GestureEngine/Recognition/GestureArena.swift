/// Decides between the recognizers taking part in the current interaction, after UIKit's rules:
///
/// - A recognizer that wants to begin (or recognize) first asks its delegate (`shouldBegin`), then fails if another
///   recognizer sharing its touches is already under way and they are not allowed to be simultaneous.
/// - If it must wait for others to fail (`require(toFail:)`, or the delegate and override equivalents), the state it
///   wanted is kept as *pending* and it stays `.possible`; when the last of those fails it takes that state, and if
///   one of them recognizes it fails. Dependencies are one-way.
/// - When it begins or recognizes, every other possible recognizer sharing its touches and not simultaneous with it
///   fails (unless `canPrevent`/`canBePrevented` say otherwise), as does every recognizer that waits for it to fail,
///   directly or through a chain of others that wait.
/// - After each event (and each timer), a recognizer left `.possible` with no touches, no timers and nothing pending
///   can never decide, so it fails ("swept", as in Flutter's arena) — nothing waits forever. Then every recognizer in
///   a terminal state is reset.
final class GestureArena {
    /// `unowned(unsafe)`, because a checked reference costs a check and a retain and release of the window on every
    /// state change. Set once, by the window's initializer, right after the window exists.
    /// Invariant: only the window keeps its arena and calls into it only from its own methods, so it outlives each use.
    unowned(unsafe) var window: GestureWindow!
    /// Whether the window has observers (an inspector) to tell of each state change. Kept here, and set by the window
    /// as observers come and go, so that a state change with nobody watching does not touch the window at all: asking
    /// it would retain and release the window three times per event.
    @exclusivity(unchecked) var isWatched = false
    /// Whether one of them wants the `changed → changed` transitions of every move (see `GestureObserver`).
    @exclusivity(unchecked) var areRepeatedChangesWatched = false
    /// Recognizers taking part in the current interaction, in the order they joined. Unchecked for exclusivity: an
    /// engine-only list (see `View.bounds`), looked at after every event.
    @exclusivity(unchecked) private(set) var participants: [GestureRecognizer] = []

    func enroll(_ recognizer: GestureRecognizer) {
        // Asked on every state change: a recognizer already in the list says so itself, without a search of it.
        if recognizer.participatingArena == ObjectIdentifier(self) { return }
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        recognizer.participatingArena = ObjectIdentifier(self)
    }

    /// Keeps `GestureRecognizer.participatingArena` true: called whenever recognizers leave the list.
    private func didRemove(_ recognizers: [GestureRecognizer]) {
        for recognizer in recognizers where recognizer.participatingArena == ObjectIdentifier(self) {
            recognizer.participatingArena = nil
        }
    }

    /// A later arena could be given this one's address, and so its identifier: no recognizer may still name it.
    /// The participants also let go of their touches, which belonged to the window that is going away: a touch
    /// holds its view, which holds the recognizer, so they would have kept each other alive. (Their states and
    /// timers stay as they are; see `WindowLifetimeTests`.)
    deinit {
        didRemove(participants)
        for recognizer in participants { recognizer.trackedTouches.removeAll() }
    }

    // MARK: Requests

    func request(_ recognizer: GestureRecognizer, _ target: GestureState) {
        let current = recognizer.currentState
        guard StateTransitionTable.allows(from: current, to: target) else {
            window.reportIllegal(
                IllegalTransition(recognizerName: recognizer.name, from: current, to: target), by: recognizer)
            return
        }
        enroll(recognizer)
        if current == .possible && (target == .began || target == .ended) {
            requestStart(recognizer, target, announceWait: recognizer.pendingState == nil)
        } else {
            recognizer.pendingState = nil
            transition(recognizer, to: target)
        }
    }

    private func requestStart(_ recognizer: GestureRecognizer, _ target: GestureState, announceWait: Bool) {
        if !shouldBegin(recognizer) || preventer(of: recognizer) != nil {
            fail(recognizer)
            return
        }
        // The delegate may have disabled or removed the recognizer while it was asked.
        guard recognizer.currentState == .possible else { return }
        let dependencies = unresolvedDependencies(of: recognizer)
        if dependencies.contains(where: { $0.currentState != .possible }) {
            fail(recognizer)  // one it waited for has recognized
            return
        }
        if !dependencies.isEmpty {
            recognizer.pendingState = target
            if announceWait { window.notifyWaiting(recognizer, for: dependencies) }
            return
        }
        recognizer.pendingState = nil
        transition(recognizer, to: target, cancellingViewTouches: recognizer.cancelsTouchesInView)
        didStartRecognizing(recognizer)
    }

    /// The view's veto first, then the delegate's, as UIKit asks them (`View.gestureRecognizerShouldBegin(_:)`).
    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    /// A recognizer already under way that keeps this one from beginning.
    private func preventer(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        participants.first { other in
            other !== recognizer && other.currentState.isActive && sharesInput(other, recognizer)
                && !areSimultaneous(other, recognizer) && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other)
        }
    }

    /// The participants `recognizer` must wait for that have not failed yet.
    private func unresolvedDependencies(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        participants.filter { other in
            other !== recognizer && other.currentState != .failed && waits(recognizer, for: other)
        }
    }

    /// Whether `recognizer` must wait for `other` to fail, by any of UIKit's four ways of saying so.
    func waits(_ recognizer: GestureRecognizer, for other: GestureRecognizer) -> Bool {
        recognizer.requiredToFail.contains { $0 === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether `recognizer` waits for `other`, directly or through participants it waits for.
    func waitsThroughChain(
        _ recognizer: GestureRecognizer, for other: GestureRecognizer, visited: Set<ObjectIdentifier> = []
    ) -> Bool {
        if waits(recognizer, for: other) { return true }
        let seen = visited.union([ObjectIdentifier(recognizer)])
        return participants.contains { middle in
            middle !== recognizer && middle !== other && !seen.contains(ObjectIdentifier(middle))
                && waits(recognizer, for: middle) && waitsThroughChain(middle, for: other, visited: seen)
        }
    }

    func areSimultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// Two recognizers compete when they track a common touch or both follow the current touchpad gesture.
    func sharesInput(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        if first.isTrackingTouchpad && second.isTrackingTouchpad { return true }
        return first.trackedTouches.contains { touch in second.trackedTouches.contains { $0 === touch } }
    }

    // MARK: Consequences

    private func didStartRecognizing(_ winner: GestureRecognizer) {
        // Everyone waiting on the winner fails, and so does everyone waiting on them: a single tap that waits for a
        // double tap, which waits for a triple tap, fails with the double tap when the triple is recognized, rather
        // than taking the double tap's failure as its cue. Their pending requests are dropped before any of them
        // fails, so that no failure in the chain releases another waiter.
        let waiting = participants.filter { other in
            other !== winner && other.currentState == .possible && waitsThroughChain(other, for: winner)
        }
        for other in waiting { other.pendingState = nil }
        for other in waiting { fail(other) }
        for other in participants where other !== winner && other.currentState == .possible {
            if sharesInput(winner, other) && !areSimultaneous(winner, other)
                && winner.canPrevent(other) && other.canBePrevented(by: winner)
            {
                fail(other)
            }
        }
    }

    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.currentState == .possible else { return }
        recognizer.pendingState = nil
        transition(recognizer, to: .failed)
    }

    /// Moves a recognizer to a new state and sends its actions. When it begins or recognizes with
    /// `cancellingViewTouches`, its touches' views hear `touchesCancelled` between the two: UIGestureRecognizer.h says
    /// they are cancelled "immediately before the action method is called".
    private func transition(
        _ recognizer: GestureRecognizer, to newState: GestureState, cancellingViewTouches: Bool = false
    ) {
        let old = recognizer.currentState
        recognizer.currentState = newState
        if isWatched && (old != newState || areRepeatedChangesWatched) {
            window.notifyTransition(recognizer, from: old, to: newState)
        }
        if cancellingViewTouches {
            window.cancelViewDelivery(forTouchesOf: recognizer)
            // A view that disabled or removed the recognizer in its `touchesCancelled` has had it cancelled, with that
            // action sent: the state it began with is over before its action could be sent.
            guard recognizer.currentState == newState else { return }
        }
        if newState != .failed { recognizer.sendActions() }
        if newState == .failed { resolveDependents(of: recognizer) }
    }

    /// A recognizer failed: those waiting on it may now take the state they asked for.
    private func resolveDependents(of failed: GestureRecognizer) {
        for waiting in participants where waiting.pendingState != nil && waits(waiting, for: failed) {
            guard let wanted = waiting.pendingState, waiting.currentState == .possible else { continue }
            requestStart(waiting, wanted, announceWait: false)
        }
    }

    // MARK: Disabling and removal

    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        switch recognizer.currentState {
        case .possible where participants.contains(where: { $0 === recognizer }): fail(recognizer)
        case .began, .changed: transition(recognizer, to: .cancelled)
        default: break
        }
        window.finishProcessing()
    }

    /// Cancels or fails a recognizer leaving the tree; the settling pass resets it and lets it go.
    func recognizerWillBeRemoved(_ recognizer: GestureRecognizer) {
        recognizerWasDisabled(recognizer)
        if recognizer.currentState == .possible {
            participants.removeAll { $0 === recognizer }
            didRemove([recognizer])
        }
    }

    // MARK: Settling

    /// Fails recognizers that can no longer decide, then resets those that finished. Repeats until stable,
    /// since a failure can release a pending recognizer.
    func settle() {
        // Usually nothing is left to do (a drag's recognizers are all under way): said in one pass over the
        // participants, rather than the two passes and the filter below, since it runs after every event.
        guard hasRecognizerToSettle else { return }
        var changed = true
        while changed {
            changed = false
            for recognizer in participants where recognizer.isUndecidable {
                fail(recognizer)
                changed = true
            }
            let finished = participants.filter { $0.currentState.isTerminal }
            if !finished.isEmpty {
                participants.removeAll { $0.currentState.isTerminal }
                didRemove(finished)
                for recognizer in finished { window.unbind(recognizer) }
                for recognizer in finished { recognizer.resetForNextGesture() }
                changed = true
            }
        }
    }

    /// Whether a participant can no longer decide or has finished. Asked after every event, of each participant without
    /// a retain and release of it (see `containsHeld(where:)`).
    private var hasRecognizerToSettle: Bool {
        participants.containsHeld { $0.isUndecidable || $0.currentState.isTerminal }
    }
}

extension GestureRecognizer {
    /// Possible, with no touches, no touchpad gesture, no timers and nothing pending: it can never decide.
    /// Always inlined: a function taking the recognizer has it retained to be handed over.
    @inline(__always)
    fileprivate var isUndecidable: Bool {
        currentState == .possible && pendingState == nil && trackedTouches.isEmpty && !isTrackingTouchpad
            && !hasScheduledTimers
    }
}
