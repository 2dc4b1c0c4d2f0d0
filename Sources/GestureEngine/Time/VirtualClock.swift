/// A clock whose time moves only when told to: tests and headless replay run on it,
/// so that double-tap timeouts, long presses and animations are instant and deterministic.
public final class VirtualClock: TimerQueueClock {
    @exclusivity(unchecked) public private(set) var now: TimeInterval  // plain data: see `View.bounds`
    public var timerQueue = TimerQueue()

    public init(startTime: TimeInterval = 0) {
        now = startTime
    }

    /// Moves time forward to `time`, running every timer that falls due on the way, each at its own deadline.
    /// Moving backwards is ignored: time on this clock never decreases.
    public func advance(to time: TimeInterval) {
        while let due = timerQueue.popDue(at: time) {
            now = max(now, due.deadline)
            due.action()
        }
        now = max(now, time)
    }

    public func advance(by seconds: TimeInterval) {
        advance(to: now + seconds)
    }
}
