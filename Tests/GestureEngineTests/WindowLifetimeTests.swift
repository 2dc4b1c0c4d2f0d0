import GestureEngine
import Testing

/// A view whose own `deinit` looks at its subview, as a tidy subclass might.
private final class ParentReadingChildInDeinit: View {
    var seenFromDeinit: [String] = []
    var report: (([String]) -> Void)?

    deinit {
        // Transient use only: what a subclass may do with references to itself while it goes away.
        for subview in subviews { seenFromDeinit.append(subview.superview?.name ?? "nil") }
        report?(seenFromDeinit)
    }
}

/// Views and recognizers that outlive their window, or their superview, must stop naming it: the engine keeps these
/// back references without `weak` (for speed) and clears them itself, so a missed case would leave a dangling
/// reference. Expected values are UIKit's: a view or a recognizer with no window reads `window == nil`.
@Suite("Window and superview lifetimes")
struct WindowLifetimeTests {
    private func touch(_ phase: TouchPhase, at location: Point, _ window: GestureWindow, _ clock: VirtualClock) {
        window.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: location)])))
    }

    @Test("a view tree and its recognizers kept after their window is gone see no window")
    func treeOutlivesWindow() {
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let pan = PanGestureRecognizer()
        let parentTap = TapGestureRecognizer()
        child.addGestureRecognizer(pan)
        parent.addGestureRecognizer(parentTap)
        parent.addSubview(child)
        window?.addSubview(parent)
        #expect(child.window === window && pan.window === window && parentTap.window === window)

        weak let released = window
        window = nil
        #expect(released == nil)
        #expect(parent.window == nil && parent.superview == nil && parentTap.window == nil)
        #expect(child.window == nil && pan.window == nil)
        #expect(child.superview === parent && pan.view === child)  // the tree below the window stays as it was
    }

    @Test("a subtree kept after its superview is gone has no superview and no window")
    func subtreeOutlivesSuperview() {
        let window = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        var parent: View? = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let rotation = RotationGestureRecognizer()
        child.addGestureRecognizer(rotation)
        parent?.addSubview(child)
        window.addSubview(parent!)
        parent?.removeFromSuperview()
        parent = nil
        #expect(child.superview == nil && child.window == nil && rotation.window == nil && rotation.view === child)
    }

    @Test("a subview kept after its superview, never in a window, is released has no superview")
    func subviewOutlivesSuperviewOutsideAWindow() {
        var parent: View? = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        #expect(child.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1 + 10, y: 2 + 10))  // it is its own root now
    }

    @Test("a recognizer kept after its view is gone has no view and no window")
    func recognizerOutlivesView() {
        let window = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        var view: View? = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let pinch = PinchGestureRecognizer()
        view?.addGestureRecognizer(pinch)
        window.addSubview(view!)
        view?.removeFromSuperview()
        #expect(pinch.view === view && pinch.window == nil)
        view = nil
        #expect(pinch.view == nil)
    }

    @Test("a superview's own deinit may still read its subviews' superview; afterwards they have none")
    func subclassDeinitReadsChildSuperview() {
        var parent: ParentReadingChildInDeinit? = ParentReadingChildInDeinit(
            name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        var seen: [String] = []
        parent?.report = { seen = $0 }
        parent?.addSubview(child)
        parent = nil
        // As in UIKit, where -[UIView dealloc] detaches the subviews after the subclass's own dealloc has run.
        #expect(seen == ["parent"])
        #expect(child.superview == nil)
    }

    @Test("a double tap waiting for its second tap when the window goes away times out without it")
    func timerFiresAfterWindowIsGone() {
        let clock = VirtualClock()
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
        let view = View(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        window?.addSubview(view)
        touch(.began, at: Point(x: 100, y: 100), window!, clock)
        clock.advance(by: 0.05)
        touch(.ended, at: Point(x: 100, y: 100), window!, clock)
        #expect(doubleTap.state == .possible)  // waiting up to 0.35 s for the second tap

        window = nil
        clock.advance(by: 1)  // its timer fires: it must neither reach the freed window nor be lost
        #expect(doubleTap.window == nil)
        #expect(doubleTap.state == .failed)  // no window to reset it: it stays failed, as one outside a window does
    }

    @Test("a recognizer taking part in a gesture when its window goes away takes part afresh in the next window")
    func recognizerOutlivesItsWindowsArena() {
        let clock = VirtualClock()
        let view = View(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        var log: [String] = []
        doubleTap.addTarget { log.append("\($0.name): \($0.state)") }
        view.addGestureRecognizer(doubleTap)
        func tap(at x: Double, _ window: GestureWindow) {
            touch(.began, at: Point(x: x, y: 100), window, clock)
            clock.advance(by: 0.05)
            touch(.ended, at: Point(x: x, y: 100), window, clock)
            clock.advance(by: 0.05)
        }
        // Several rounds: a window made right after one is freed is often given the freed one's memory, and its
        // arena the old arena's, which is the case that must not make the recognizer think it is already enrolled.
        for _ in 1...5 {
            var old: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
            old?.addSubview(view)
            tap(at: 100, old!)  // the double tap waits for a second tap: it takes part in the old window's arena
            old = nil
            let window = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
            window.addSubview(view)
            clock.advance(by: 1)  // its wait times out in the new window: it fails there, and is reset there
            tap(at: 200, window)
            tap(at: 200, window)
            view.removeFromSuperview()
        }
        #expect(log == Array(repeating: "doubleTap: ended", count: 5))
    }

    @Test("a state set from outside any event, whose action lets go of the last reference to the window, finishes")
    func actionReleasesTheWindow() {
        // The recognizer's window reference is not a strong one, so setting `state` from outside an event must hold the
        // window itself while the action runs (under AddressSanitizer, a use after free otherwise).
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        let view = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window?.addSubview(view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        weak let released = window
        var heard: [GestureState] = []
        pan.addTarget { pan in
            heard.append(pan.state)
            window = nil  // the last strong reference
        }
        pan.state = .began
        #expect(heard == [.began])
        #expect(released == nil && window == nil)
        #expect(pan.window == nil && view.window == nil)
    }
}
