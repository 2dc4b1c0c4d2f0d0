/// Which frame on screen shows which injected update, from outside the app: only the times the updates were sent
/// and the times the server reported damage to the app's window are known.
///
/// The model is the run loop's own rule: a frame starts as soon as the app is free and has input, reads all input
/// waiting then, and ends with the damage. So a frame ending at damage D starts at the previous damage if an update
/// was already waiting, else when the next update arrived; it shows the updates sent up to its start. An update
/// that arrives while a frame is being drawn waits for the next frame, and its latency includes that wait: the
/// latency of a stream is measured per update, injection to the damage that includes it, not frame to frame.
///
/// One timeline fits that rule two ways. An update whose trip to the app was slow arrives with the next one, and
/// one frame shows both; the rule, which cannot see the trip, says that frame began before the second update was
/// sent, so the second waited for the next frame, so that frame began at the previous damage and missed the third,
/// and so on: every later update read one interval late, and the last never shown. The way out is a fact the rule
/// also implies: an app with an update waiting starts its next frame at once, so that frame's damage follows within
/// a frame's time. When the next damage comes later than `longestFrame` after the last, nothing was waiting: the
/// updates the rule still held back were in the last frame.
public enum StreamAttribution {
    /// Each update's latency (the damage time minus its send time), or nil for an update no damage followed.
    /// `sends` and `damages` are ascending times on one clock, the damages watched until well after the last send.
    /// `longestFrame` is the longest the app can take to draw a frame (infinity: never assume a frame was short, the
    /// rule alone).
    public static func latencies(sends: [Double], damages: [Double], longestFrame: Double = .infinity) -> [Double?] {
        var result = [Double?](repeating: nil, count: sends.count)
        var next = 0
        // The frame ending at `damage` showed the updates not yet shown that were sent before `limit` (or at it).
        func frame(endingAt damage: Double, shows limit: Double, orAt inclusive: Bool) {
            while next < sends.count && (inclusive ? sends[next] <= limit : sends[next] < limit) {
                result[next] = damage - sends[next]
                next += 1
            }
        }
        var previousDamage = -Double.infinity
        for damage in damages {
            if damage - previousDamage > longestFrame {
                frame(endingAt: previousDamage, shows: previousDamage, orAt: false)
            }
            guard next < sends.count else { break }
            let start = max(previousDamage, sends[next])
            previousDamage = damage
            // A frame that started before the next update was sent does not show it (e.g. an animation frame).
            guard start < damage else { continue }
            frame(endingAt: damage, shows: start, orAt: true)
        }
        // The damages end with a quiet spell longer than any frame (the caller watches on after the last update):
        // the same fact says what the last frame showed.
        if longestFrame.isFinite { frame(endingAt: previousDamage, shows: previousDamage, orAt: false) }
        return result
    }
}
