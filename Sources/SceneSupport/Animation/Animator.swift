import GestureEngine

/// Runs tweens on the injected clock: while any is running, a frame timer ticks at `frameInterval`
/// (60 per second) and each tween gets its eased progress. Nothing runs, and no timer is set, when idle.
/// On a virtual clock, tests move time and read the result.
public final class Animator {
    /// Identifies a running animation, for cancelling it.
    public struct Handle: Hashable, Sendable {
        let id: Int
    }

    private struct Tween {
        let id: Int
        let start: TimeInterval
        let duration: TimeInterval
        let easing: Easing
        let update: (Double) -> Void
        let completion: (() -> Void)?
    }

    public let clock: GestureClock
    public var frameInterval: TimeInterval = 1.0 / 60
    /// Called after every frame in which something moved (the app redraws).
    public var onFrame: (() -> Void)?

    private var tweens: [Tween] = []
    private var nextID = 0
    private var frameTimer: TimerToken?

    public init(clock: GestureClock) {
        self.clock = clock
    }

    /// Calls `update` with eased progress 0…1 on every frame for `duration` seconds, ending with exactly 1.
    @discardableResult
    public func animate(
        duration: TimeInterval, easing: Easing = .easeOut, update: @escaping (Double) -> Void,
        completion: (() -> Void)? = nil
    ) -> Handle {
        nextID += 1
        tweens.append(
            Tween(
                id: nextID, start: clock.now, duration: max(duration, 0.001), easing: easing, update: update,
                completion: completion))
        scheduleFrame()
        return Handle(id: nextID)
    }

    public func cancel(_ handle: Handle?) {
        guard let handle else { return }
        tweens.removeAll { $0.id == handle.id }
    }

    private func scheduleFrame() {
        guard frameTimer == nil || !clock.isScheduled(frameTimer!) else { return }
        frameTimer = clock.schedule(after: frameInterval) { [weak self] in self?.frame() }
    }

    private func frame() {
        frameTimer = nil
        let now = clock.now
        var finished: [Tween] = []
        for tween in tweens {
            let progress = min((now - tween.start) / tween.duration, 1)
            tween.update(tween.easing.apply(progress))
            if progress >= 1 { finished.append(tween) }
        }
        tweens.removeAll { tween in finished.contains { $0.id == tween.id } }
        for tween in finished { tween.completion?() }
        onFrame?()
        if !tweens.isEmpty { scheduleFrame() }
    }
}
