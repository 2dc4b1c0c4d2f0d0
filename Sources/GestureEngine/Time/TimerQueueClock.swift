/// A clock that keeps its timers in a `TimerQueue`: the scheduling half of `GestureClock`, written once for the
/// virtual clock and the app's monotonic clock. A conforming clock only says what time it is.
public protocol TimerQueueClock: GestureClock {
    var timerQueue: TimerQueue { get set }
}

extension TimerQueueClock {
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerToken {
        timerQueue.add(deadline: now + max(0, delay), action: action)
    }

    public func cancel(_ token: TimerToken) { timerQueue.remove(token) }

    public func isScheduled(_ token: TimerToken) -> Bool { timerQueue.contains(token) }

    /// The earliest pending deadline, if any.
    public var nextDeadline: TimeInterval? { timerQueue.nextDeadline }
}
