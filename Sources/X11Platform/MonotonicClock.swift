import GestureEngine
import Glibc

/// The app's real clock: CLOCK_MONOTONIC seconds, and timers that the run loop fires when they fall due
/// (the loop sleeps until `nextDeadline`, so there is no busy waiting).
public final class MonotonicClock: TimerQueueClock {
    public var timerQueue = TimerQueue()

    public init() {}

    public var now: TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Runs every timer that is due now.
    public func fireDueTimers() {
        let time = now
        while let due = timerQueue.popDue(at: time) { due.action() }
    }
}
