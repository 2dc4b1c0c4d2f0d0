import GestureEngine

/// A window observer that calls a closure on every change of state: how scenes hear of failures, which send no
/// action. The `changed → changed` of every move is not one (the actions report those), so it is not called then.
public final class TransitionWatcher: GestureObserver {
    private let handler: (GestureRecognizer, GestureState, GestureState) -> Void
    public let observesRepeatedChanges = false

    public init(_ handler: @escaping (GestureRecognizer, GestureState, GestureState) -> Void) {
        self.handler = handler
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        handler(recognizer, old, new)
    }
}
