/// The times of the input read in one drain of the X queue: when it happened, not when it was read.
///
/// Input that arrives while a frame is being drawn waits in the queue and is read all at once afterwards; stamped
/// with the time of reading, a whole drag's worth of moves would share one instant and a fling's velocity (a fit of
/// position against time) would be nonsense. Each X event carries the X server's time in milliseconds, so the
/// newest event of the batch is taken as read now and the others as older by their server-time difference, never
/// older than the previous drain (the queue was empty then) and never going backwards. Events from another time
/// base in the same batch (the injection proxy stamps its own) are kept within those bounds.
public enum InputBatchTimes {
    /// `serverTimes`: each event's X time (ms, 32 bits, wrapping) in queue order, nil for an event without one (a
    /// resize); `now`: when the batch is delivered; `earliest`: when the previous drain emptied the queue.
    public static func times(serverTimes: [UInt?], now: Double, earliest: Double) -> [Double] {
        guard let anchor = serverTimes.last(where: { $0 != nil }) ?? nil else {
            return serverTimes.map { _ in now }
        }
        let oldest = max(0, now - earliest)
        var previous = -Double.infinity
        return serverTimes.map { serverTime in
            var time = now
            if let serverTime {
                // The difference as a signed 32-bit count of milliseconds survives the server clock's wrap.
                let ahead = Int32(
                    truncatingIfNeeded: UInt32(truncatingIfNeeded: anchor) &- UInt32(truncatingIfNeeded: serverTime))
                time = now - min(max(0, Double(ahead) / 1000), oldest)
            }
            time = max(time, previous)
            previous = time
            return time
        }
    }
}
