/// The base class of every gesture recognizer, designed to be subclassed exactly as in UIKit's tutorials:
/// override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and `reset()`, and set `state`.
///
/// The engine (through the view's `GestureWindow`) delivers touches, decides conflicts between recognizers
/// (`require(toFail:)`, simultaneous recognition, delegate vetoes), fires the actions on began, changed, ended
/// and cancelled (never on failed), and resets the recognizer once the event that ended it has been processed.
open class GestureRecognizer: CustomStringConvertible {
    /// A name for logs and the inspector ("singleTap", "monkeyPan").
    public var name: String
    /// The view the recognizer is attached to. Not `weak`, for the reason given at `View.windowOfTree` (handlers
    /// read it on every event).
    /// Invariant: every path that ends the view clears this first (`removeGestureRecognizer`, the view's deinit).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var view: View?
    public weak var delegate: GestureRecognizerDelegate?

    /// Disabling a recognizer cancels a gesture in progress (or fails a possible one) and keeps new touches from it.
    public var isEnabled = true {
        didSet {
            // The window is held for the call, as the arena's reference to it is not (see `GestureArena.window`).
            if oldValue && !isEnabled, let window {
                withExtendedLifetime(window) { window.arena.recognizerWasDisabled(self) }
            }
        }
    }
    /// When the gesture begins or is recognized, the view's touches are cancelled (`touchesCancelled`). Default true.
    public var cancelsTouchesInView = true
    /// While this recognizer is undecided, the view is not told of new touches. Default false.
    public var delaysTouchesBegan = false
    /// While this recognizer is undecided, the view is not told that touches ended. Default true.
    public var delaysTouchesEnded = true
    /// The kinds of touch it takes (UIKit's `allowedTouchTypes`): a touch of another type goes to the view and to
    /// other recognizers, not to this one. Default: every type.
    public var allowedTouchTypes: Set<TouchType> = Set(TouchType.allCases)
    /// When true (the default), once it has a touch it ignores new touches of another type: a finger joining a pen's
    /// gesture is not part of it.
    public var requiresExclusiveTouchType = true

    // Unchecked for exclusivity: plain data read on every event (see `View.bounds`).
    @exclusivity(unchecked) var currentState: GestureState = .possible
    /// The state the recognizer asked for while it must wait for other recognizers to fail.
    @exclusivity(unchecked) var pendingState: GestureState?
    /// Unchecked for exclusivity: an engine-only list (see `View.bounds`), read several times per recognizer per event.
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    @exclusivity(unchecked) var isTrackingTouchpad = false
    @exclusivity(unchecked) var lastLocationInWindow: Point = .zero
    /// Where the gesture's touches are taken to be, in window coordinates and touch order, when UIKit documents a
    /// fixed place rather than the touches' current one: a multiple tap is where its first tap was, a swipe where it
    /// began. Set by those recognizers, cleared at the reset. (Unchecked for exclusivity: an engine-only list, see
    /// `View.bounds`; read by every `location(in:)`.)
    @exclusivity(unchecked) var anchoredTouchLocations: [Point]?
    /// Unchecked for exclusivity: an engine-only list (see `View.bounds`), looked at for each participant after every
    /// event (a check there also makes the arena retain and release each participant around it).
    @exclusivity(unchecked) var timers: [TimerToken] = []
    /// The clock the timers run on: kept, so they can be cancelled after the view has left the window.
    private weak var timerClock: GestureClock?
    /// The arena whose participants include this recognizer (its identity: plain data, unchecked for exclusivity,
    /// see `View.bounds`), so that the arena need not search its list on every state change. Only the arena sets it.
    @exclusivity(unchecked) var participatingArena: ObjectIdentifier?
    /// The pointer buttons of the touches it took during this gesture (plain data; see `View.bounds`).
    @exclusivity(unchecked) var gestureButtonMask: ButtonMask = []
    /// Counts resets, so the window can tell that a recognizer finished a gesture during an event.
    var generation = 0
    /// Held strongly, so that the recognizer waited for is not given a weak reference: that would put it on the
    /// runtime's slow reference-counting path for good (see `View.windowOfTree`), and the monkey's pan, which its
    /// tap waits for, is retained on every move of every drag. Requirements alone cannot form a cycle:
    /// `require(toFail:)` refuses one that would close a loop.
    private var failureRequirements: [GestureRecognizer] = []
    /// Unchecked for exclusivity: an engine-only list (see `View.bounds`), read by every action sent. An action that
    /// removes a target changes the list after `sendActions` has taken its copy, as a second access of its own.
    @exclusivity(unchecked) private var targets: [TargetAction] = []
    private var nextTargetID = 0

    public init(name: String? = nil) {
        self.name = name ?? Self.defaultName
    }

    /// The name used when none is given: the type name without "GestureRecognizer", lower-camel-cased.
    open class var defaultName: String {
        var typeName = String(describing: self)
        if typeName.hasSuffix("GestureRecognizer") { typeName.removeLast("GestureRecognizer".count) }
        return typeName.prefix(1).lowercased() + typeName.dropFirst()
    }

    /// The window of the recognizer's view, if it is in one.
    public var window: GestureWindow? { windowOfView }

    /// `view?.window`, kept up to date by the view (as it keeps its own window), since every state change asks.
    /// Not `weak`, for speed; cleared by the view when it leaves the window or goes away (see `View.windowOfTree`).
    var windowOfView: GestureWindow? {
        get { windowReference?.takeUnretainedValue() }
        set {
            windowReference = newValue.map(Unmanaged.passUnretained)
            // Out of a window, no arena will reset it: its targets must not stay held (see `TargetAction`).
            if newValue == nil { letGoOfTargets() }
        }
    }
    /// Behind `windowOfView`: an `Unmanaged` reference rather than an `unowned(unsafe)` one, because reading the latter
    /// always makes a strong copy, and the `state` setter, on every move of every recognizer, would then retain and
    /// release the window. (Plain data for exclusivity: see `View.bounds`.)
    /// Invariant: every path that ends the window clears this first (the view's `treeDidMove` and deinit, removal).
    @exclusivity(unchecked) private var windowReference: Unmanaged<GestureWindow>?

    /// The current state. Set it from the touch methods; the engine may hold a request back
    /// (waiting for a `require(toFail:)` dependency) or refuse it (a delegate veto, another recognizer winning).
    public var state: GestureState {
        get { currentState }
        set {
            guard let window = windowReference else { return applyWithoutWindow(newValue) }
            window._withUnsafeGuaranteedRef { window in
                if window.processingDepth > 0 {
                    // Inside an event, a timer or a settling pass (every move's state change): the window is running
                    // `send`, `process` or `finishProcessing`, methods of its own, so it is alive until they return,
                    // and holding it again would retain and release it for every recognizer on every event.
                    window.arena.request(self, newValue)
                } else {
                    // Set from outside (a test, the app): the window is held for the call, as the arena's reference
                    // to it is not (see `GestureArena.window`), in case an action lets go of it.
                    let held = Unmanaged.passRetained(window)
                    defer { held.release() }
                    window.arena.request(self, newValue)
                }
            }
        }
    }

    private func applyWithoutWindow(_ newState: GestureState) {
        let old = currentState
        guard StateTransitionTable.allows(from: old, to: newState) else {
            IllegalTransitionReporting.reportWithoutWindow(
                IllegalTransition(recognizerName: name, from: old, to: newState))
            return
        }
        currentState = newState
        if newState != .failed { sendActions() }
    }

    // MARK: Overridable hooks (the tutorials' interface)

    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    /// Whether this recognizer wants touchpad gestures of this kind (XI 2.4 pinch, swipe). Default: none.
    open func acceptsTouchpadGesture(_ kind: TouchpadGesture.Kind) -> Bool { false }
    /// Called for every event of a touchpad gesture this recognizer accepted.
    open func touchpadGestureChanged(_ gesture: TouchpadGesture) {}

    /// Whether this recognizer wants scrolls of this type (a wheel, a touchpad's two-finger scroll). Default: none.
    open func acceptsScroll(_ type: ScrollType) -> Bool { false }
    /// Called for every moment of a scroll this recognizer accepted.
    open func scrollChanged(_ scroll: ScrollGesture) {}

    /// Called after the gesture ended, failed or was cancelled, before the recognizer takes new touches.
    /// Clear per-gesture properties here.
    open func reset() {}

    /// Override to make this recognizer wait for `other` to fail (asked for each recognizer on the same event).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Override to make `other` wait for this recognizer to fail.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
    /// Whether this recognizer, once it begins, makes `other` fail (when they are not simultaneous). Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, once it begins, makes this recognizer fail (when they are not simultaneous). Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Finishes a continuous gesture: ended (or cancelled) if it began, failed if it never did — the usual answer
    /// to the last finger lifting, a touch being cancelled, or a touchpad gesture ending.
    public func finishContinuousGesture(cancelled: Bool = false) {
        state = state.isActive ? (cancelled ? .cancelled : .ended) : .failed
    }

    /// Moves a continuous gesture on after new input: a possible one begins once `shouldBegin` holds, one under
    /// way reports a change. Terminal states are left alone (the arena may have failed it during this event).
    public func advanceContinuousGesture(beginIf shouldBegin: @autoclosure () -> Bool) {
        if state == .possible {
            if shouldBegin() { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    /// Answers fingers lifting from a continuous gesture: one under way ends once fewer than `minimumTouches`
    /// remain; a possible one fails when none remain (it can no longer begin).
    public func endContinuousGesture(touchesLeft remaining: Int, minimumTouches: Int = 1) {
        if state.isActive {
            if remaining < minimumTouches { state = .ended }
        } else if remaining == 0 {
            failIfPossible()
        }
    }

    /// Fails the gesture if it has not decided yet; does nothing once it began, ended or failed. The usual answer
    /// to input that rules the gesture out.
    public func failIfPossible() {
        if state == .possible { state = .failed }
    }

    // MARK: Failing with a reason

    /// Why the last gesture failed, as given to `fail(because:)`; nil if it did not fail that way. It outlives the
    /// reset, so that a scene or a report can read it once the gesture is over, and is cleared when the recognizer's
    /// next gesture starts (its first touch arrives).
    public internal(set) var failure: (any Sendable)?

    /// Fails the gesture and keeps `reason` in `failure`: an enum case of the recognizer's own, or a sentence. Does
    /// nothing once the gesture is over (recognized, ended, cancelled or failed), so the first reason given stands.
    public func fail(because reason: some Sendable) {
        guard state == .possible || state.isActive else { return }
        failure = reason
        state = .failed
    }

    // MARK: Relations

    /// Makes this recognizer wait until `other` fails: if `other` recognizes instead, this one fails.
    /// The dependency is one-way: `other` does not wait for this one.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        if other.requiresFailure(of: self) {
            IllegalTransitionReporting.logger.error(
                "\(name) cannot require \(other.name) to fail: \(other.name) already waits for \(name)")
            return
        }
        failureRequirements.append(other)
    }

    /// The recognizers this one must wait for, declared with `require(toFail:)`.
    public var requiredToFail: [GestureRecognizer] { failureRequirements }

    /// True when this recognizer waits, directly or through others, for `other` to fail.
    func requiresFailure(of other: GestureRecognizer, visited: Set<ObjectIdentifier> = []) -> Bool {
        guard !visited.contains(ObjectIdentifier(self)) else { return false }
        let seen = visited.union([ObjectIdentifier(self)])
        return requiredToFail.contains { $0 === other || $0.requiresFailure(of: other, visited: seen) }
    }

    // MARK: Touches

    /// Stops delivering this touch to the recognizer (the touch still goes to the view and to other recognizers).
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// The touches this recognizer is tracking, ordered by id.
    public var touches: [Touch] { trackedTouches }

    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in a view's coordinates (nil: window). After the touches lifted,
    /// the last centroid they had, so that a tap's action can still ask where it happened. A gesture whose place is
    /// fixed (a multiple tap's first tap, a swipe's start: see `anchoredTouchLocations`) reports that place instead.
    public func location(in view: View?) -> Point {
        if let anchored = anchoredTouchLocations, let centroid = Point.centroid(of: anchored) {
            lastLocationInWindow = centroid
        } else if let centroid = Point.centroid(of: trackedTouches.map(\.locationInWindow)) {
            lastLocationInWindow = centroid
        }
        return view?.convert(lastLocationInWindow, from: nil) ?? lastLocationInWindow
    }

    /// The centroid of the touches down now, in window coordinates, whatever `location(in:)` reports.
    var centroidOfTrackedTouches: Point? { Point.centroid(of: trackedTouches.map(\.locationInWindow)) }

    /// The window locations of the first two tracked touches (nil with fewer than two), for pinch and rotation.
    /// Read in place: handing the list of touches to a function would retain the list and a touch on every move.
    @inline(__always)
    var firstTwoTouchLocations: (Point, Point)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].currentLocation, trackedTouches[1].currentLocation)
    }

    /// The location of one tracked touch (by index, in id order), or of one of the touches whose place is fixed
    /// (see `anchoredTouchLocations`).
    public func location(ofTouch index: Int, in view: View?) -> Point {
        if let anchored = anchoredTouchLocations {
            precondition(anchored.indices.contains(index), "\(name) has no touch at index \(index)")
            return view?.convert(anchored[index], from: nil) ?? anchored[index]
        }
        precondition(trackedTouches.indices.contains(index), "\(name) has no touch at index \(index)")
        return trackedTouches[index].location(in: view)
    }

    // MARK: Pointer and keyboard

    /// The pointer buttons of the gesture (UIKit's `buttonMask`): those held for the touches it took since its gesture
    /// began; empty for fingers and pens. Kept until the reset, so an action can read it after the lift.
    public var buttonMask: ButtonMask { gestureButtonMask }

    /// The keyboard modifiers held at the window's latest input event (UIKit's `modifierFlags`), so that an action or
    /// a delegate can ask whether Ctrl or Shift is held; empty outside a window.
    public var modifierFlags: KeyModifiers { window?.modifierFlags ?? [] }

    /// Whether a pointer touch made with `buttons` is for this recognizer. Every button is, but for a tap's
    /// `buttonMaskRequired`.
    func acceptsButtons(_ buttons: ButtonMask) -> Bool { true }

    // MARK: Time

    /// The clock of the recognizer's window (a recognizer outside a window has no time).
    public var clock: GestureClock? { window?.clock }

    /// Runs `action` after `delay` seconds on the window's clock, then lets the engine settle (resets, held touches).
    /// The timer is cancelled automatically when the recognizer resets.
    @discardableResult
    public func scheduleTimer(after delay: TimeInterval, _ action: @escaping () -> Void) -> TimerToken? {
        guard let window else { return nil }
        var token: TimerToken?
        // The window is looked up when the timer fires, not captured: a weak capture would give the window a side
        // table (see `View.windowOfTree`). A recognizer that has gone, or left its window, runs the action bare.
        token = window.clock.schedule(after: delay) { [weak self] in
            guard let self else { return action() }
            if let token { self.timers.removeAll { $0 == token } }
            guard let window = self.window else { return action() }
            window.process(action)
        }
        if let token { timers.append(token) }
        timerClock = window.clock
        return token
    }

    public func cancelTimers() {
        for token in timers { (timerClock ?? clock)?.cancel(token) }
        timers.removeAll()
    }

    var hasScheduledTimers: Bool { !timers.isEmpty }

    // MARK: Target-action

    /// Adds an action called on began, changed, ended and cancelled. Returns an id for `removeTarget`. A closure has
    /// no identity to compare, so each one added is a new action.
    @discardableResult
    public func addUntypedTarget(_ action: @escaping (GestureRecognizer) -> Void) -> Int {
        addTarget(finding: { action })
    }

    /// Adds an action whose target is looked up when it is needed (see `TargetAction`); `find` gives nil when the
    /// target has gone. Returns an id for `removeTarget`. With a `key` (the target and where the action was added),
    /// a second add of the same pair adds nothing and returns the first one's id, as UIKit ignores "a target-action
    /// pair that has already been added".
    @usableFromInline
    func addTarget(finding find: @escaping () -> ((GestureRecognizer) -> Void)?, key: TargetActionKey? = nil) -> Int {
        if let key, let existing = targets.first(where: { $0.key == key && $0.hasTarget }) { return existing.id }
        nextTargetID += 1
        targets.append(TargetAction(id: nextTargetID, find: find, key: key))
        return nextTargetID
    }

    /// Removes the action added with this id.
    public func removeTarget(_ id: Int) {
        targets.removeAll { $0.id == id }
    }

    /// Removes every action of `target`, or with nil every action of every target, closures too: UIKit's
    /// `removeTarget(nil, action: nil)`.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        let identity = ObjectIdentifier(target)
        targets.removeAll { $0.key?.target == identity }
    }

    func sendActions() {
        // A gesture under way in a window keeps its targets until it ends: the arena resets it then, and leaving
        // the window lets go of them too, so they are never held past the gesture (see `TargetAction`).
        let holdsTargets = windowReference != nil && !currentState.isTerminal
        // The actions of this moment, even if one of them adds or removes a target: the copy holds them all while
        // they run, so each is called without a retain of its own (see `forEachHeld`).
        targets.forEachHeld { $0.perform(for: self, holdingTarget: holdsTargets) }
    }

    /// The gesture is over (or the recognizer left its window): the targets are held weakly again.
    func letGoOfTargets() {
        targets.forEachHeld { $0.letGoOfTarget() }
    }

    // MARK: Engine-side reset

    func resetForNextGesture() {
        generation += 1
        // Ended and cancelled let go with their action; began → failed (the circle tutorial) sends none.
        letGoOfTargets()
        cancelTimers()
        trackedTouches.removeAll()
        gestureButtonMask = []
        anchoredTouchLocations = nil
        isTrackingTouchpad = false
        pendingState = nil
        currentState = .possible
        reset()
    }

    public var description: String { "\(name) (\(currentState))" }

    // MARK: - Inspector facts

    /// What an inspector shows about this recognizer beyond its state and touches. Override it to report your own
    /// numbers (start from `super.inspectorFacts`); the base reports nothing.
    open var inspectorFacts: InspectorFacts { InspectorFacts() }
}

/// Gives `addTarget` the recognizer's own type, so actions read like the tutorials:
/// `pan.addTarget(self, action: MonkeyScene.handlePan)` with `func handlePan(_ pan: PanGestureRecognizer)`.
public protocol TypedTargetAction: GestureRecognizer {}

extension GestureRecognizer: TypedTargetAction {}

// Inlinable, so that the closures are compiled in the scene's module for the concrete recognizer and target: the
// engine is a shared library, and the generic versions would make a generic cast and a curried method call for every
// action.
//
// The recognizer an action is given is always the one it was added to (`sendActions` passes `self`), whose type is
// `Self` or a subclass of it, so it is cast down without a run-time check: `as!` calls the runtime's dynamic cast
// for every action sent. (Debug builds still check `unsafeDowncast`.)
extension TypedTargetAction {
    /// Adds a closure called on began, changed, ended and cancelled.
    @inlinable
    @discardableResult
    public func addTarget(_ action: @escaping (Self) -> Void) -> Int {
        addUntypedTarget { recognizer in action(unsafeDowncast(recognizer, to: Self.self)) }
    }

    /// Adds a method of `target`, called on began, changed, ended and cancelled. The target is held weakly (as UIKit
    /// holds targets) but for the length of a gesture under way (see `TargetAction`).
    ///
    /// Adding the same pair again adds nothing, as in UIKit. Swift cannot compare two method references, so the pair
    /// is the target and the place in the source where the action is added: a set-up run twice adds its actions once
    /// (`removeTarget(target)` removes them all). The same method added from two places is two actions.
    @inlinable
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Int {
        // A `weak let` captured, rather than a `[weak target]` capture: that capture is a variable, and every action
        // would pay a run-time exclusivity check to read it.
        weak let weakTarget = target
        let key = TargetActionKey(target: ObjectIdentifier(target), file: file, line: line, column: column)
        return addTarget(
            finding: {
                guard let target = weakTarget else { return nil }
                let method = action(target)
                return { recognizer in method(unsafeDowncast(recognizer, to: Self.self)) }
            }, key: key)
    }
}
