import Glibc
import GestureEngine

/// The app's real clock: CLOCK_MONOTONIC seconds, and timers that the run loop fires when they fall due
/// (the loop sleeps until `nextDeadline`, so there is no busy waiting).
public final class MonotonicClock: GestureClock {
    private var timers = TimerQueue()

    public init() {}

    public var now: TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerToken {
        timers.add(deadline: now + max(0, delay), action: action)
    }

    public func cancel(_ token: TimerToken) { timers.remove(token) }

    public func isScheduled(_ token: TimerToken) -> Bool { timers.contains(token) }

    public var nextDeadline: TimeInterval? { timers.nextDeadline }

    /// Runs every timer that is due now.
    public func fireDueTimers() {
        let time = now
        while let due = timers.popDue(at: time) { due.action() }
    }
}
