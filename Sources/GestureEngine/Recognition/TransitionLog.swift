/// A golden text log of recognizer transitions, the story a test or a headless replay tells:
/// `doubleTap: possible → ended; singleTap: possible → failed`.
///
/// Tests and scenes may add their own lines (`note`) for actions and view callbacks.
public final class TransitionLog: GestureObserver {
    /// One line of the log.
    public struct Entry: Hashable, Sendable {
        public let time: TimeInterval
        public let text: String

        /// The entry as a line of `timedText`, without the newline: `132 ms  swirl: possible → began`.
        public var timedLine: String {
            let milliseconds = (time * 1000).rounded()
            // A time no clock gives (a hostile trace's) is written as it is rather than trapping in Int's conversion.
            let shown = abs(milliseconds) < 1e15 ? "\(Int(milliseconds))" : "\(milliseconds)"
            return "\(shown) ms  \(text)"
        }
    }

    public private(set) var entries: [Entry] = []
    private let clock: () -> TimeInterval
    /// When false, `changed → changed` lines are left out (continuous gestures would flood the log).
    public var includesRepeatedChanges: Bool

    public init(includesRepeatedChanges: Bool = false, clock: @escaping () -> TimeInterval = { 0 }) {
        self.includesRepeatedChanges = includesRepeatedChanges
        self.clock = clock
    }

    /// Starts logging a window's recognizers, timed by the window's clock.
    public convenience init(window: GestureWindow, includesRepeatedChanges: Bool = false) {
        let clock = window.clock
        self.init(includesRepeatedChanges: includesRepeatedChanges, clock: { clock.now })
        window.addObserver(self)
    }

    public func note(_ text: String) {
        entries.append(Entry(time: clock(), text: text))
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        if old == .changed && new == .changed && !includesRepeatedChanges { return }
        note("\(recognizer.name): \(old) → \(new)")
    }

    public func recognizer(_ recognizer: GestureRecognizer, isWaitingForFailureOf others: [GestureRecognizer]) {
        note("\(recognizer.name): waits for \(others.map(\.name).joined(separator: ", ")) to fail")
    }

    public func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition) {
        note(transition.description)
    }

    /// The lines without times, joined with "; ": compact enough to compare in a test.
    public var story: String { entries.map(\.text).joined(separator: "; ") }

    /// One line per entry, with the time in milliseconds: the format of headless replay logs.
    public var timedText: String {
        entries.map { "\($0.timedLine)\n" }.joined()
    }

    public func clear() { entries.removeAll() }
}
