import Foundation
import GestureLabApp

/// Waits until `condition` holds, checking every `interval` seconds, and fails with what was awaited after `timeout`
/// seconds: the end-to-end tests wait for a window property, a state file or a log line, never for a fixed time, so a
/// slow machine does not fail them and a fast one does not wait.
func waitUntil(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, interval: TimeInterval = 0.02,
    _ condition: () throws -> Bool
) throws {
    _ = try waitFor(what(), timeout: timeout, interval: interval) { try condition() ? true : nil }
}

/// Waits until `produce` returns a value, and returns it; fails with what was awaited after `timeout` seconds.
func waitFor<Value>(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, interval: TimeInterval = 0.02,
    _ produce: () throws -> Value?
) throws -> Value {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if let value = try produce() { return value }
        guard Date() < deadline else { throw HarnessError("waited \(timeout) s for \(what())") }
        Thread.sleep(forTimeInterval: interval)
    }
}

extension RunningApp {
    /// Asks the app for its state until `condition` holds, and returns that state; on a timeout the error shows the
    /// last state read.
    @discardableResult
    func waitForState(
        _ what: @autoclosure () -> String, timeout: TimeInterval = 10, interval: TimeInterval = 0.02,
        _ condition: (AppState) throws -> Bool
    ) throws -> AppState {
        var last: AppState?
        do {
            return try waitFor(what(), timeout: timeout, interval: interval) {
                let state = try self.state()
                last = state
                return try condition(state) ? state : nil
            }
        } catch let error as HarnessError {
            throw HarnessError("\(error.description); the last state: \(last.map { "\($0)" } ?? "none")")
        }
    }

    /// Waits until `condition` holds and the state has stopped changing (two reads a tenth of a second apart, longer
    /// than a frame of input, agree): a gesture has finished and anything it set sliding has come to rest.
    @discardableResult
    func waitForSettledState(
        _ what: @autoclosure () -> String, timeout: TimeInterval = 10, _ condition: (AppState) throws -> Bool
    ) throws -> AppState {
        var previous: AppState?
        return try waitForState(what(), timeout: timeout, interval: 0.1) { state in
            defer { previous = state }
            return try condition(state) && state == previous
        }
    }
}
