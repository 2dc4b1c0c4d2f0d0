/// The timers of a clock, ordered by deadline (and by scheduling order for equal deadlines,
/// so that runs are deterministic). Shared by the virtual clock and the app's monotonic clock.
public struct TimerQueue {
    private struct Entry {
        let deadline: TimeInterval
        let token: TimerToken
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextToken: UInt64 = 1

    public init() {}

    /// The earliest deadline, if any timer is waiting.
    public var nextDeadline: TimeInterval? { entries.first?.deadline }

    public mutating func add(deadline: TimeInterval, action: @escaping () -> Void) -> TimerToken {
        let token = TimerToken(rawValue: nextToken)
        nextToken += 1
        // Insert after every entry with a deadline ≤ this one: equal deadlines run first-come, first-served.
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert(Entry(deadline: deadline, token: token, action: action), at: index)
        return token
    }

    public mutating func remove(_ token: TimerToken) {
        entries.removeAll { $0.token == token }
    }

    public func contains(_ token: TimerToken) -> Bool {
        entries.contains { $0.token == token }
    }

    /// Removes and returns the earliest timer whose deadline is ≤ `time`.
    public mutating func popDue(at time: TimeInterval) -> (deadline: TimeInterval, action: () -> Void)? {
        guard let first = entries.first, first.deadline <= time else { return nil }
        entries.removeFirst()
        return (first.deadline, first.action)
    }
}
