/// A clock whose time moves only when told to: tests and headless replay run on it,
/// so that double-tap timeouts, long presses and animations are instant and deterministic.
public final class VirtualClock: GestureClock {
    public private(set) var now: TimeInterval
    private var timers = TimerQueue()

    public init(startTime: TimeInterval = 0) {
        now = startTime
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerToken {
        timers.add(deadline: now + max(0, delay), action: action)
    }

    public func cancel(_ token: TimerToken) { timers.remove(token) }

    public func isScheduled(_ token: TimerToken) -> Bool { timers.contains(token) }

    /// The earliest pending deadline, if any.
    public var nextDeadline: TimeInterval? { timers.nextDeadline }

    public var pendingTimerCount: Int { timers.count }

    /// Moves time forward to `time`, running every timer that falls due on the way, each at its own deadline.
    /// Moving backwards is ignored: time on this clock never decreases.
    public func advance(to time: TimeInterval) {
        while let due = timers.popDue(at: time) {
            now = max(now, due.deadline)
            due.action()
        }
        now = max(now, time)
    }

    public func advance(by seconds: TimeInterval) {
        advance(to: now + seconds)
    }
}
