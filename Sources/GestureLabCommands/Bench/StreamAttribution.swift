/// Which frame on screen shows which injected update, from outside the app: only the times the updates were sent
/// and the times the server reported damage to the app's window are known.
///
/// The model is the run loop's own rule: a frame starts as soon as the app is free and has input, reads all input
/// waiting then, and ends with the damage. So a frame ending at damage D starts at the previous damage if an update
/// was already waiting, else when the next update arrived; it shows the updates sent up to its start. An update
/// that arrives while a frame is being drawn waits for the next frame, and its latency includes that wait: the
/// latency of a stream is measured per update, injection to the damage that includes it, not frame to frame.
public enum StreamAttribution {
    /// Each update's latency (the damage time minus its send time), or nil for an update no damage followed.
    /// `sends` and `damages` are ascending times on one clock.
    public static func latencies(sends: [Double], damages: [Double]) -> [Double?] {
        var result = [Double?](repeating: nil, count: sends.count)
        var next = 0
        var previousDamage = -Double.infinity
        for damage in damages {
            guard next < sends.count else { break }
            let start = max(previousDamage, sends[next])
            previousDamage = damage
            // A frame that started before the next update was sent does not show it (e.g. an animation frame).
            guard start < damage else { continue }
            while next < sends.count && sends[next] <= start {
                result[next] = damage - sends[next]
                next += 1
            }
        }
        return result
    }
}
