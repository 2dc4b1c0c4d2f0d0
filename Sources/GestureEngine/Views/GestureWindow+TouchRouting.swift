/// Touch routing: turning touch samples into `Touch` objects bound to the view they began on and to the recognizers
/// of that view and its ancestors, then delivering each moment to those recognizers.
extension GestureWindow {
    func handleTouches(_ samples: [TouchSample], at time: TimeInterval) {
        // One moment has one sample per finger. A platform that sends a finger twice in one event (began and moved,
        // moved and ended) gets each as a moment of its own, in order, so no phase is lost or merged.
        // A moment holds a handful of fingers, so a pairwise scan beats building a Set, which allocates and hashes
        // on every event.
        if let repeated = samples.indices.first(where: { index in
            samples[..<index].contains { $0.id == samples[index].id }
        }) {
            handleTouches(Array(samples[..<repeated]), at: time)
            handleTouches(Array(samples[repeated...]), at: time)
            return
        }
        // Recognizers waiting with no touch down (a pending single tap, a double tap between its taps). Only a new
        // touch is offered to them, so a moment without one (every move) skips the scan.
        let busyBefore =
            samples.contains { $0.phase == .began }
            ? arena.participants.filter { $0.trackedTouches.isEmpty }.map { ($0, generation: $0.generation) } : []
        // The list is taken from the window and given back at the end, so its storage is reused from moment to
        // moment; an event sent from inside a callback finds the spare taken and starts a list of its own.
        // Swapped rather than copied: a swap moves the storage without retaining or releasing it.
        var changed: [Touch] = []
        swap(&changed, &spareTouchList)
        defer {
            changed.removeAll(keepingCapacity: true)
            swap(&changed, &spareTouchList)
        }
        for var sample in samples {
            if !InputLimits.isUsable(sample.location) {
                // A lift with a broken location still lifts the finger (where it last was): dropping it would
                // leave the touch down forever. Anything else is ignored.
                guard sample.phase.isFinal, let touch = activeTouches[sample.id] else {
                    Self.logger.warning("touch \(sample.id): ignored a location out of range")
                    continue
                }
                sample.location = touch.locationInWindow
            }
            if let touch = update(with: sample, at: time), !changed.containsIdentical(touch) { changed.append(touch) }
        }
        // The loops over touches below go by index and read the touch's fields in place: a loop variable holding
        // each touch retains and releases it, for every touch of every event.
        sortTouchesIfStale()
        for index in touchesInOrder.indices where !changed.containsIdentical(touchesInOrder[index]) {
            touchesInOrder[index].currentPhase = .stationary
        }
        guard !changed.isEmpty else { return }
        deliver(moment: changed, busyBefore: busyBefore, at: time)
        finishProcessing()
    }

    /// Delivers one moment's changed touches to their recognizers, queues them for their views, and lets go of the
    /// touches that lifted. (A function of its own, taking the moment's list as a constant: used from the variable it
    /// is built in, it is retained and released once more on every event.)
    private func deliver(moment changed: [Touch], busyBefore: [(GestureRecognizer, generation: Int)], at time: Double) {
        let event = currentEvent(at: time)
        deliverToRecognizers(changed, event: event)
        for index in changed.indices where !changed[index].viewIsFinished {
            changed[index].heldViewPhases.append(changed[index].currentPhase)
        }
        offerNewTouchesToResetRecognizers(among: changed, busyBefore: busyBefore, event: event)
        for index in changed.indices where changed[index].currentPhase.isFinal {
            let touch = changed[index]
            activeTouches[touch.id] = nil
            touchesAwaitingView.append(touch)
            for recognizer in touch.gestureRecognizers {
                _ = recognizer.location(in: nil)  // remember where the touches were
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
        }
    }

    func update(with sample: TouchSample, at time: TimeInterval) -> Touch? {
        if sample.phase == .began {
            guard activeTouches[sample.id] == nil else {
                Self.logger.warning("touch \(sample.id): began twice; the second begin is ignored")
                return nil
            }
            return beginTouch(sample, at: time)
        }
        guard let touch = activeTouch(withID: sample.id) else {
            Self.logger.warning("touch \(sample.id): \(sample.phase.rawValue) for a touch that never began; ignored")
            return nil
        }
        touch.previousLocation = touch.currentLocation
        touch.currentLocation = sample.location
        touch.lastChange = time
        touch.currentPhase = sample.phase == .stationary ? .moved : sample.phase
        if touch.phase == .ended {
            lastTap = (time, touch.locationInWindow, touch.tapCount)
        }
        return touch
    }

    /// The touch on the screen with this id: `activeTouches[id]`, found by a scan of the few touches down (in the
    /// cached id order) rather than by hashing the id, which costs more on every sample of every event.
    func activeTouch(withID id: Int) -> Touch? {
        // The ordered list read in place: a copy of it would be retained and released for every sample.
        sortTouchesIfStale()
        for index in touchesInOrder.indices where touchesInOrder[index].id == id { return touchesInOrder[index] }
        return nil
    }

    func beginTouch(_ sample: TouchSample, at time: TimeInterval) -> Touch {
        var tapCount = 1
        if let last = lastTap, time - last.time <= multipleTapInterval,
            last.location.distance(to: sample.location) <= multipleTapDistance
        {
            tapCount = last.count + 1
        }
        let touch = Touch(
            id: sample.id, location: sample.location, timestamp: time, tapCount: tapCount, type: sample.type,
            buttonMask: sample.type == .indirectPointer ? sample.buttonMask : [])
        touch.view = hitTest(sample.location) ?? self
        activeTouches[sample.id] = touch
        _ = bindRecognizers(to: touch)
        return touch
    }

    /// Binds a new touch to the recognizers of its view and the view's ancestors. Those waiting with a decision
    /// pending are remembered: they may take the touch once they are resolved (see below).
    func bindRecognizers(to touch: Touch) -> [GestureRecognizer] {
        for recognizer in recognizerChain(of: touch) where canReceive(recognizer, touch) {
            bind(touch, to: recognizer)
        }
        return touch.gestureRecognizers
    }

    /// The recognizers of a touch's view and of the view's ancestors, nearest first.
    func recognizerChain(of touch: Touch) -> [GestureRecognizer] {
        var chain: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            chain += current.gestureRecognizers
            view = current.superview
        }
        return chain
    }

    func bind(_ touch: Touch, to recognizer: GestureRecognizer) {
        touch.gestureRecognizers.append(recognizer)
        // A first touch starts a new gesture: the last one's reason for failing no longer applies.
        if recognizer.trackedTouches.isEmpty { recognizer.failure = nil }
        recognizer.gestureButtonMask.formUnion(touch.buttonMask)
        recognizer.trackedTouches.append(touch)
        recognizer.trackedTouches.sort { $0.id < $1.id }
        arena.enroll(recognizer)
    }

    /// A recognizer that has decided (or waits with a decision pending) takes no new touches.
    func canReceive(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
        recognizer.isEnabled && !recognizer.currentState.isTerminal && recognizer.pendingState == nil
            && touch.suits(recognizer)
            && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
            && recognizer.isEnabled && recognizer.view != nil  // the delegate may have disabled or removed it
    }

    /// A new touch can end an earlier gesture: a second tap too far away fails the double tap, which releases the
    /// waiting single tap. Those recognizers were waiting, with no touch down, when the touch began; once reset,
    /// they get the touch as the start of a new gesture, so the second tap counts as a tap of its own.
    /// A recognizer that failed on a touch while it still had other touches down (a circle getting a second
    /// finger) is not offered it again.
    /// Asked after every moment: the checks come first, so a moment with nothing waiting (every move) builds nothing.
    func offerNewTouchesToResetRecognizers(
        among changed: [Touch], busyBefore: [(GestureRecognizer, generation: Int)], event: TouchEvent
    ) {
        guard !busyBefore.isEmpty, changed.contains(where: { $0.phase == .began }) else { return }
        arena.settle()
        for touch in changed where touch.phase == .began && activeTouches[touch.id] === touch {
            for recognizer in recognizerChain(of: touch)
            where busyBefore.contains(where: { $0.0 === recognizer && $0.generation != recognizer.generation })
                && !touch.gestureRecognizers.contains(where: { $0 === recognizer }) && canReceive(recognizer, touch)
            {
                bind(touch, to: recognizer)
                recognizer.touchesBegan([touch], with: event)
            }
        }
    }

    /// The touches on the screen, ordered by id (sorted once per touch beginning or ending, not per event).
    var activeTouchesInOrder: [Touch] {
        sortTouchesIfStale()
        return touchesInOrder
    }

    func sortTouchesIfStale() {
        guard isTouchOrderStale else { return }
        touchesInOrder = activeTouches.values.sorted { $0.id < $1.id }
        isTouchOrderStale = false
    }

    func currentEvent(at time: TimeInterval) -> TouchEvent {
        TouchEvent(timestamp: time, allTouches: activeTouchesInOrder)
    }

    func deliverToRecognizers(_ changed: [Touch], event: TouchEvent) {
        // Usually every touch of the moment has the same recognizers (two fingers on one image; or one finger):
        // then the first touch's list, which has no repeats, is the list, and none is built. Taken as a copy, as
        // the list below is, so that callbacks changing the touch's recognizers do not change this moment's.
        let first = changed[0].gestureRecognizers
        if changed.dropFirst().allSatisfy({ Self.sameRecognizers($0.gestureRecognizers, first) }) {
            deliver(changed, to: first, event: event)
            return
        }
        // Reused from moment to moment, as `changed` is (see `handleTouches`).
        var recognizers: [GestureRecognizer] = []
        swap(&recognizers, &spareRecognizerList)
        defer {
            recognizers.removeAll(keepingCapacity: true)
            swap(&recognizers, &spareRecognizerList)
        }
        for touch in changed {
            for recognizer in touch.gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        deliver(changed, to: recognizers, event: event)
    }

    private static func sameRecognizers(_ lhs: [GestureRecognizer], _ rhs: [GestureRecognizer]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    private func deliver(_ changed: [Touch], to recognizers: [GestureRecognizer], event: TouchEvent) {
        // Only the phases present in this moment can yield touches (a drag is all `.moved`); noted before any
        // callback runs.
        let present = PhaseSet(changed)
        // Each recognizer without a retain of its own (see `forEachHeld`): `recognizers` holds them all throughout,
        // whatever the callbacks do to the touches' lists.
        recognizers.forEachHeld { recognizer in
            var phases = present
            while let phase = phases.removeFirstInDeliveryOrder() {
                guard !recognizer.currentState.isTerminal else { break }
                // Usually (a drag: every finger moved, and every recognizer tracks every finger) the recognizer gets
                // `changed` itself, which is passed on as it is; a list made for it would be retained and released
                // once more per recognizer of every event.
                if recognizer.tracksAll(of: changed, in: phase) {
                    tell(recognizer, phase, changed, event)
                } else {
                    let touches = changed.filter { $0.currentPhase == phase && recognizer.tracks($0) }
                    if !touches.isEmpty { tell(recognizer, phase, touches, event) }
                }
            }
        }
    }

    private func tell(_ recognizer: GestureRecognizer, _ phase: TouchPhase, _ touches: [Touch], _ event: TouchEvent) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
    }
}

extension GestureRecognizer {
    /// Whether every touch of `changed` is in `phase` and tracked by this recognizer. Plain loops comparing
    /// `ObjectIdentifier`s: `allSatisfy` and `contains` with closures, and even a loop holding each touch in a local,
    /// retain and release every touch they look at.
    @inline(__always)
    func tracksAll(of changed: [Touch], in phase: TouchPhase) -> Bool {
        for index in changed.indices {
            if changed[index].currentPhase != phase || !tracks(ObjectIdentifier(changed[index])) { return false }
        }
        return true
    }

    /// Whether this recognizer tracks this very touch.
    @inline(__always)
    func tracks(_ touch: Touch) -> Bool { tracks(ObjectIdentifier(touch)) }

    /// Whether this recognizer tracks the touch with this identity (see `tracksAll(of:in:)`).
    @inline(__always)
    func tracks(_ touch: ObjectIdentifier) -> Bool { trackedTouches.containsIdentical(touch) }
}

extension Array where Element == Touch {
    /// Whether this very touch object is in the list (identity, not equality): see `tracksAll(of:in:)`.
    func containsIdentical(_ touch: Touch) -> Bool { containsIdentical(ObjectIdentifier(touch)) }

    /// Whether the touch with this identity is in the list, by index over `ObjectIdentifier`s (see
    /// `tracksAll(of:in:)`).
    @inline(__always)
    func containsIdentical(_ identity: ObjectIdentifier) -> Bool {
        for index in indices where ObjectIdentifier(self[index]) == identity { return true }
        return false
    }
}

/// The phases of a moment's touches, as bits: a set that costs no allocation on every event.
private struct PhaseSet {
    private var bits: UInt8 = 0

    init(_ touches: [Touch]) {
        for touch in touches { bits |= Self.bit(touch.phase) }
    }

    func contains(_ phase: TouchPhase) -> Bool { bits & Self.bit(phase) != 0 }

    /// The next phase a recognizer is told of, in UIKit's order (began, moved, ended, cancelled), taken out of the
    /// set; nil when none is left. (Stationary touches are never delivered.) A loop over a static array of the
    /// phases would retain and release that array for every recognizer of every event.
    mutating func removeFirstInDeliveryOrder() -> TouchPhase? {
        let phase: TouchPhase
        if contains(.began) {
            phase = .began
        } else if contains(.moved) {
            phase = .moved
        } else if contains(.ended) {
            phase = .ended
        } else if contains(.cancelled) {
            phase = .cancelled
        } else {
            return nil
        }
        bits &= ~Self.bit(phase)
        return phase
    }

    private static func bit(_ phase: TouchPhase) -> UInt8 {
        switch phase {
        case .began: 1
        case .moved: 2
        case .stationary: 4
        case .ended: 8
        case .cancelled: 16
        }
    }
}
