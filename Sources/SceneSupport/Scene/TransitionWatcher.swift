import GestureEngine

/// A window observer that calls a closure on every change of state: how scenes hear of failures, which send no
/// action. The `changed → changed` of every move is not one (the actions report those), so it is not called then.
/// A scene that draws what a discrete recognizer is following (it sends nothing until it ends) also hears of the
/// touches its views are told of.
public final class TransitionWatcher: GestureObserver {
    private let handler: (GestureRecognizer, GestureState, GestureState) -> Void
    private let touchHandler: ((View, TouchPhase, Touch) -> Void)?
    public let observesRepeatedChanges = false

    public init(
        _ handler: @escaping (GestureRecognizer, GestureState, GestureState) -> Void,
        touches touchHandler: ((View, TouchPhase, Touch) -> Void)? = nil
    ) {
        self.handler = handler
        self.touchHandler = touchHandler
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        handler(recognizer, old, new)
    }

    public func view(_ view: View, didReceive phase: TouchPhase, of touch: Touch) {
        touchHandler?(view, phase, touch)
    }
}
