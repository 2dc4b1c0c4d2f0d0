import Foundation
import GestureLabApp
import GestureLabTestSupport

/// Waits on what the app says of itself: its state, asked for with SIGUSR1.
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
        } catch let error as TestFailure {
            throw TestFailure("\(error.description); the last state: \(last.map { "\($0)" } ?? "none")")
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
