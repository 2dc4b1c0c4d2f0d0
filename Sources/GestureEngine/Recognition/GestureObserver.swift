/// Watches every recognizer of a window: the transition log, the inspector and the recorder use it.
public protocol GestureObserver: AnyObject {
    /// A recognizer changed state (also from `changed` to `changed`).
    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState)
    /// A recognizer wanted to leave `.possible` but must wait for others to fail first.
    func recognizer(_ recognizer: GestureRecognizer, isWaitingForFailureOf others: [GestureRecognizer])
    /// A recognizer asked for a transition the table forbids.
    func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition)
    /// A view was told of a touch (`touchesBegan`, `Moved`, `Ended` or `Cancelled`): for checks of the delivery
    /// contract (each touch a view heard begin ends or is cancelled exactly once).
    func view(_ view: View, didReceive phase: TouchPhase, of touch: Touch)
    /// Whether the observer is told of the `changed → changed` transitions a continuous gesture makes on every move.
    /// Default true. An observer that only cares about changes of state says false, and is then not called on
    /// every move (with no observer wanting them, the engine skips notifying altogether).
    var observesRepeatedChanges: Bool { get }
}

extension GestureObserver {
    public var observesRepeatedChanges: Bool { true }
    public func recognizer(_ recognizer: GestureRecognizer, isWaitingForFailureOf others: [GestureRecognizer]) {}
    public func recognizer(_ recognizer: GestureRecognizer, didRequestIllegal transition: IllegalTransition) {}
    public func view(_ view: View, didReceive phase: TouchPhase, of touch: Touch) {}
}
