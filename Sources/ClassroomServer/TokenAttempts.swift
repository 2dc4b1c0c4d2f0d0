import Foundation

/// Wrong tokens and keys, counted per address: after `allowed` in `window` seconds an address is refused with 429
/// until the window has passed, so guessing the token is slow; the terminal hears of the first refusal of each
/// window and then one summary line.
actor TokenAttempts {
    let allowed: Int
    let window: Double
    private var failures: [String: (start: Double, count: Int)] = [:]

    init(allowed: Int = 10, window: Double = 60) {
        self.allowed = allowed
        self.window = window
    }

    /// Seconds `address` must wait before trying again, or nil when it may try now.
    func wait(for address: String, now: Double) -> Double? {
        guard let entry = failures[address], now - entry.start < window else { return nil }
        return entry.count >= allowed ? window - (now - entry.start) : nil
    }

    /// Counts a wrong token from `address`; returns how many it sent in the current window.
    func failed(_ address: String, now: Double) -> Int {
        if failures.count > 10_000 { failures = failures.filter { now - $0.value.start < window } }
        var entry = failures[address] ?? (now, 0)
        if now - entry.start >= window { entry = (now, 0) }
        entry.count += 1
        failures[address] = entry
        return entry.count
    }
}
