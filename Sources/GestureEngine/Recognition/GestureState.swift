/// The states of a gesture recognizer, as UIKit's UIGestureRecognizer.State.
///
/// Discrete gestures (a tap) go possible → ended (recognized) or possible → failed.
/// Continuous gestures (a pan) go possible → began → changed… → ended or cancelled, or possible → failed.
public enum GestureState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case possible, began, changed, ended, cancelled, failed

    /// A discrete gesture's success: the same state as `ended`, as in UIKit.
    public static let recognized = GestureState.ended

    /// Ended, cancelled and failed: the recognizer is reset after the current event.
    @inlinable
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Began and changed: a continuous gesture is under way.
    @inlinable
    public var isActive: Bool { self == .began || self == .changed }

    public var description: String { rawValue }
}

/// The legal state transitions, declared once. Anything not listed is a bug in the recognizer that asked for it:
/// it is reported (a debug assertion by default) and ignored. Going back to `.possible` is the engine's job (reset).
///
/// A continuous gesture may also fail after it began: UIKit accepts this from custom recognizers, and the circle
/// tutorial relies on it (it begins at touch-down to draw the path live, and fails at lift-off if the path is not a
/// circle). As for every failure, no action is sent.
public enum StateTransitionTable {
    /// The same rules as a table, for inspectors that draw the state machine.
    public static let legalTransitions: [GestureState: Set<GestureState>] = Dictionary(
        uniqueKeysWithValues: GestureState.allCases.map { old in
            (old, Set(GestureState.allCases.filter { allows(from: old, to: $0) }))
        })

    /// Asked on every state change of every recognizer, so it is a switch rather than a lookup in the table above,
    /// which hashes two states per change.
    @inlinable
    public static func allows(from old: GestureState, to new: GestureState) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        default: false
        }
    }
}

/// A transition a recognizer asked for that the table does not allow.
public struct IllegalTransition: Hashable, Sendable, CustomStringConvertible {
    public let recognizerName: String
    public let from: GestureState
    public let to: GestureState

    public init(recognizerName: String, from: GestureState, to: GestureState) {
        self.recognizerName = recognizerName
        self.from = from
        self.to = to
    }

    public var description: String { "\(recognizerName): illegal transition \(from) → \(to) ignored" }
}
