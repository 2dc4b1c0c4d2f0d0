/// Seconds on the engine's clock. Only differences matter; the origin is the clock's own.
public typealias TimeInterval = Double

/// Identifies one scheduled timer so that it can be cancelled.
public struct TimerToken: Hashable, Sendable {
    public let rawValue: UInt64
}

/// The engine's only source of time: a clock with a timer scheduler.
///
/// Nothing in the engine reads the wall clock. Tests inject a `VirtualClock` and move time by hand;
/// the app injects a monotonic clock that its run loop drives (it sleeps until `nextDeadline`).
public protocol GestureClock: AnyObject {
    /// The current time in seconds.
    var now: TimeInterval { get }

    /// Runs `action` once, `delay` seconds from now (or at once on the next advance if the delay is ≤ 0).
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerToken

    /// Cancels a scheduled timer; cancelling one that already ran does nothing.
    func cancel(_ token: TimerToken)

    /// Whether a timer is still waiting to run.
    func isScheduled(_ token: TimerToken) -> Bool
}
