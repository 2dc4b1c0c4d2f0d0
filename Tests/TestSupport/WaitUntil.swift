import Foundation

/// Waits until `condition` holds, checking every `interval` seconds, and fails with what was awaited after `timeout`
/// seconds: tests that run the app wait for a window property, a state file or a log line, never for a fixed time, so
/// a slow machine does not fail them and a fast one does not wait.
public func waitUntil(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, interval: TimeInterval = 0.02,
    _ condition: () throws -> Bool
) throws {
    _ = try waitFor(what(), timeout: timeout, interval: interval) { try condition() ? true : nil }
}

/// Waits until `produce` returns a value, and returns it; fails with what was awaited after `timeout` seconds.
public func waitFor<Value>(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, interval: TimeInterval = 0.02,
    _ produce: () throws -> Value?
) throws -> Value {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if let value = try produce() { return value }
        guard Date() < deadline else { throw TestFailure("waited \(timeout) s for \(what())") }
        // The poll interval of this wait: how often the condition is asked, not a time the test waits for.
        Thread.sleep(forTimeInterval: interval)
    }
}
