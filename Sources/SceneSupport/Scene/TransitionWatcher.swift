import GestureEngine

/// A window observer that calls a closure on every transition: how scenes hear of failures,
/// which send no action.
public final class TransitionWatcher: GestureObserver {
    private let handler: (GestureRecognizer, GestureState, GestureState) -> Void

    public init(_ handler: @escaping (GestureRecognizer, GestureState, GestureState) -> Void) {
        self.handler = handler
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        handler(recognizer, old, new)
    }
}
