/// A rectangle in a tree of views, as UIKit's UIView: it has a position (`center`), a size (`bounds`),
/// an affine `transform` about its centre, subviews, and gesture recognizers.
///
/// Subclass it to handle touches yourself (`touchesBegan…`); the scene subclasses it to draw.
open class View: CustomStringConvertible {
    /// A name for logs and inspectors ("monkey", "knob").
    public var name: String
    // Exclusivity: Swift checks at run time that no two accesses to a class's stored property overlap when one of
    // them writes, a thread-local lookup and a table insert per access, on the engine's hot path (what that costs:
    // docs/performance-profiles.md, "The engine's fast paths"). `@exclusivity(unchecked)` turns the check off only
    // where no overlap can happen or none can do harm:
    // - plain data (numbers, points, enums: no references, no arrays, no strings), as these three are: they are read
    //   on every coordinate conversion, and an overlapping access can at worst read a stale number; it cannot free or
    //   corrupt memory, which is what the check protects. The same holds for an `unowned(unsafe)` reference
    //   (`superview`, the window and view back references): storing one is a plain pointer store.
    // - the engine's own lists read on every event (a recognizer's touches and actions, a touch's recognizers, the
    //   arena's participants, subviews, velocity samples), which nothing outside the engine can change, and which the
    //   engine changes only by one standard-library call at a time (append, insert, a remove by identity or id, a
    //   sort by id) that calls back into no other code. So while one access is under way no second one can start on
    //   the same thread, and engine objects are not shared between threads (they are not `Sendable`): the check could
    //   never fire. Each such property says so where it is declared ("engine-only list").
    // Anything else that owns references (strong or weak ones, arrays, strings) stays checked.

    /// The view's own coordinate system: usually origin (0, 0) and the view's size.
    @exclusivity(unchecked) public var bounds: Rect
    /// Where the centre of the view is, in its superview's coordinates.
    @exclusivity(unchecked) public var center: Point
    /// Scale, rotation and translation about the centre, applied after layout.
    @exclusivity(unchecked) public var transform: AffineTransform = .identity
    /// When false, hit testing skips this view and its subviews.
    public var isUserInteractionEnabled = true
    /// Hidden views are neither hit nor drawn.
    public var isHidden = false

    /// The view this one is a subview of. Not `weak`, for the reason given at `windowOfTree` (the window is every
    /// tree's top superview).
    /// Invariant: every path that ends the superview clears this first (`removeFromSuperview`, the superview's deinit).
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    /// Unchecked for exclusivity: an engine-only list (see `bounds`); a pan's handler brings its view to the front
    /// on every move.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    public init(name: String, frame: Rect) {
        self.name = name
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
    }

    /// The view's untransformed rectangle in its superview's coordinates.
    /// Setting it moves and resizes the view, as UIKit's frame does for an untransformed view.
    public var frame: Rect {
        get { Rect(center: center, size: bounds.size) }
        set {
            center = newValue.center
            bounds.size = newValue.size
        }
    }

    /// The window at the root of this view's tree, if it is in one.
    public var window: GestureWindow? { windowOfTree }

    /// The nearest window among this view and its ancestors. Kept up to date as views are added and removed rather
    /// than found by walking up the superviews: a recognizer asks for it on every state change.
    ///
    /// Not `weak`: a single weak reference gives an object a side table for good, after which every retain and
    /// release of it takes the runtime's slow path, and the window is retained several times per event. Instead it
    /// is cleared explicitly, and so are `superview`, `GestureRecognizer.view` and `GestureRecognizer.windowOfView`.
    /// Invariant: every path that ends the window clears this first (`treeDidMove`, its or an ancestor's deinit).
    @exclusivity(unchecked) unowned(unsafe) var windowOfTree: GestureWindow?

    /// Whether this view's superview is its window (a scene's root view is), kept by `treeDidMove` as `windowOfTree`
    /// is: then `transformToWindow` is one step. Every handler converts to the root's coordinates on every event, and
    /// a walk up holds the window and the superview, a retain and release of each per conversion.
    @exclusivity(unchecked) private(set) var isDirectlyInWindow = false

    /// Whatever still holds this view's subviews or recognizers must not see it, or its window, any more.
    deinit {
        for subview in subviews {
            subview.superview = nil
            subview.treeDidMove(to: nil)
        }
        for recognizer in gestureRecognizers {
            recognizer.view = nil
            recognizer.windowOfView = nil
        }
    }

    /// This view's tree now hangs below `newWindow` (nil: no window). A window stays its own window, with its tree.
    func treeDidMove(to newWindow: GestureWindow?) {
        windowOfTree = newWindow
        isDirectlyInWindow = newWindow != nil && superview === newWindow
        for recognizer in gestureRecognizers { recognizer.windowOfView = newWindow }
        for subview in subviews { subview.treeDidMove(to: newWindow) }
    }

    // MARK: Tree

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.treeDidMove(to: window)
    }

    /// Adds a subview behind all the others (drawn first, hit last).
    public func insertSubviewAtBack(_ view: View) {
        view.removeFromSuperview()
        subviews.insert(view, at: 0)
        view.superview = self
        view.treeDidMove(to: window)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.subviews.removeAll { $0 === self }
        superview = nil
        treeDidMove(to: nil)
        oldWindow?.viewWasRemoved(self)
    }

    /// Moves a subview to the front (drawn last, hit first).
    public func bringSubviewToFront(_ view: View) {
        // Already in front: nothing to do. A pan's handler asks on every move, and removing and appending the
        // subview each time would move the list for nothing.
        if subviews.last === view { return }
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Recognizers

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        recognizer.windowOfView = window
    }

    /// Every recognizer in this view's tree, depth first: the view's own, in the order they were added, then each
    /// subview's tree in subview order.
    public var allGestureRecognizers: [GestureRecognizer] {
        gestureRecognizers + subviews.flatMap(\.allGestureRecognizers)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        window?.recognizerWillBeRemoved(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        recognizer.windowOfView = nil
    }

    // MARK: Coordinates

    /// Maps this view's bounds coordinates to its superview's: about the centre, through `transform`.
    /// Always inlined: a few multiplications, asked for on every coordinate conversion, where a call costs about as
    /// much as the arithmetic.
    public var transformToSuperview: AffineTransform {
        @inline(__always) get {
            AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(transform)
                .concatenating(AffineTransform(translationX: center.x, y: center.y))
        }
    }

    /// Maps this view's bounds coordinates to window coordinates.
    public var transformToWindow: AffineTransform {
        // The walk stops at this view's window, found by identity (`windowOfTree`) rather than by asking each
        // ancestor `is GestureWindow`, a dynamic cast per level on every coordinate conversion.
        if isDirectlyInWindow { return transformToSuperview }
        let window = windowOfTree
        if self === window { return .identity }
        var result = transformToSuperview
        var parent = superview
        while let view = parent, view !== window {
            result = result.concatenating(view.transformToSuperview)
            parent = view.superview
        }
        return result
    }

    /// Converts a point from this view's coordinates to another view's (nil: window coordinates).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = transformToWindow.apply(to: point)
        guard let view else { return inWindow }
        return view.transformToWindow.inverted?.apply(to: inWindow) ?? inWindow
    }

    /// Where the view lies in the window: the smallest upright rectangle holding its bounds' four corners, so a
    /// turned view gives the box around it (UIKit's `convert(bounds, to: nil)`).
    public var frameInWindow: Rect {
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ].map { convert($0, to: nil) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Converts a point from another view's coordinates (nil: window coordinates) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.transformToWindow.apply(to: point) ?? point
        return transformToWindow.inverted?.apply(to: inWindow) ?? inWindow
    }

    /// Converts a vector (a translation or a velocity) from window coordinates to this view's.
    public func convertVector(fromWindow vector: Point) -> Point {
        transformToWindow.inverted?.applyToVector(vector) ?? vector
    }

    /// Converts a vector from this view's coordinates to window coordinates.
    public func convertVector(toWindow vector: Point) -> Point {
        transformToWindow.applyToVector(vector)
    }

    // MARK: Hit testing

    /// Whether a point in this view's coordinates is inside it. Override for non-rectangular views.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing the point (given in this view's coordinates),
    /// front-most subviews first — through every view's transform.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.transformToSuperview.inverted?.apply(to: point) ?? point
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Touches (override to handle touches in the view itself)

    /// Asked when a recognizer attached to this view wants to leave `.possible`, before its delegate is: false makes
    /// it fail. Override it to keep particular gestures from being recognized on this view. Default true.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    public var description: String { name }
}
