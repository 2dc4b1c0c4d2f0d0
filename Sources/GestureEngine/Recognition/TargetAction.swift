/// One action added with `addTarget`, and the id that removes it. Its target is held weakly, as UIKit holds
/// targets, except while a gesture is under way: from the gesture's first action until the recognizer is reset (or
/// leaves its window) the action is kept bound to its target, held strongly.
///
/// Why: the target is usually the scene, which the recognizers' weak references (targets, delegate) put on Swift's
/// slow reference-counting path for good. Looking it up weakly for each action, and binding the method to it, takes
/// two retains and two releases of it on that path per action, three actions per two-finger move. Bound once per
/// gesture, a move's actions retain nothing on that path. A target let go of during a gesture then goes away when
/// the gesture ends, not at its next action.
///
/// A class, not a tuple: an array of tuples stores a closure in its most general form, and every action sent would
/// go through two conversion thunks. `sendActions` calls it without a retain of its own (see `forEachHeld`).
final class TargetAction {
    let id: Int
    /// What makes two adds the same target-action pair; nil for a closure, which is never the same as another.
    let key: TargetActionKey?
    /// The action bound to its target, or nil when the target has gone.
    private let find: () -> ((GestureRecognizer) -> Void)?
    /// The bound action kept for the gesture under way. (Plain data for exclusivity: see `View.bounds`.)
    @exclusivity(unchecked) private var bound: ((GestureRecognizer) -> Void)?

    init(id: Int, find: @escaping () -> ((GestureRecognizer) -> Void)?, key: TargetActionKey? = nil) {
        self.id = id
        self.find = find
        self.key = key
    }

    /// Whether its target is still there: an object at the address of one that has gone is not the same target.
    var hasTarget: Bool { bound != nil || find() != nil }

    func perform(for recognizer: GestureRecognizer, holdingTarget: Bool) {
        if let bound {
            if !holdingTarget { self.bound = nil }
            bound(recognizer)
            return
        }
        guard let action = find() else { return }
        if holdingTarget { bound = action }
        action(recognizer)
    }

    func letGoOfTarget() {
        bound = nil
    }
}

/// The identity of a target-action pair added with `addTarget(_:action:)`: the target object and the place in the
/// source the action was added from, which stands in for UIKit's selector (Swift method references cannot be
/// compared).
public struct TargetActionKey: Hashable, Sendable {
    let target: ObjectIdentifier
    let file: String
    let line: UInt
    let column: UInt

    @usableFromInline
    init(target: ObjectIdentifier, file: StaticString, line: UInt, column: UInt) {
        self.target = target
        self.file = "\(file)"
        self.line = line
        self.column = column
    }
}
