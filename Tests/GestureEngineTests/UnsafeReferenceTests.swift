import GestureEngine
import Testing

/// `GestureRecognizer.view` and `View.superview` are `unowned(unsafe)`: nothing keeps their target alive, and they are
/// safe only because every path that ends the target clears them first. These tests take the paths a workshop
/// attendee's code takes and the app never does, and read the references afterwards: each must read nil, never a
/// freed object. Run them under AddressSanitizer too (`swift build --build-tests --sanitize=address`), which turns a
/// missed path into a reported use after free instead of a value that merely looks right.
@Suite("Unsafe back references: every path that ends their target clears them")
struct UnsafeReferenceTests {
    @Test("a recognizer kept after its view and its window are gone (neither removed first) has no view")
    func recognizerOutlivesViewAndWindow() {
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        var view: View? = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let tap = TapGestureRecognizer()
        view?.addGestureRecognizer(tap)
        window?.addSubview(view!)
        weak let weakView = view
        view = nil  // the window still holds it
        #expect(tap.view === weakView && tap.window === window)
        window = nil
        #expect(weakView == nil)
        #expect(tap.view == nil && tap.window == nil)
    }

    @Test("a recognizer on the window itself, kept after the window is gone, has no view")
    func recognizerOutlivesItsWindowView() {
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        let pan = PanGestureRecognizer()
        window?.addGestureRecognizer(pan)
        window = nil
        #expect(pan.view == nil && pan.window == nil)
    }

    @Test("a view kept after its superview and its window are gone (nothing removed first) has no superview")
    func viewOutlivesSuperviewAndWindow() {
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: VirtualClock())
        var parent: View? = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var middle: View? = View(name: "middle", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        middle?.addSubview(child)
        parent?.addSubview(middle!)
        window?.addSubview(parent!)
        weak let weakParent = parent
        weak let weakMiddle = middle
        parent = nil
        middle = nil
        window = nil
        #expect(weakParent == nil && weakMiddle == nil)
        #expect(child.superview == nil && child.window == nil)
        #expect(child.convert(Point(x: 1, y: 1), to: nil) == Point(x: 11, y: 11), "it is the root of its own tree")
    }

    @Test("a view whose superview goes away while the view is on screen under a finger has no superview")
    func superviewGoesAwayUnderAFinger() {
        let driver = VirtualTouchDriver(size: Size(width: 400, height: 400))
        var parent: View? = View(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let pan = PanGestureRecognizer()
        child.addGestureRecognizer(pan)
        parent?.addSubview(child)
        driver.window.addSubview(parent!)
        driver.down(1, at: Point(x: 50, y: 50))
        driver.move(1, to: Point(x: 80, y: 50))
        #expect(pan.state == .began)
        weak let weakParent = parent
        parent?.removeFromSuperview()
        parent = nil
        #expect(weakParent == nil)
        #expect(child.superview == nil && child.window == nil && pan.view === child)
        driver.move(1, to: Point(x: 120, y: 50))
        driver.up(1)
        #expect(child.superview == nil && pan.window == nil)
    }

    @Test(
        "a view removed from inside its own recognizer's action, with nothing else holding it, goes; the recognizer then has no view"
    )
    func viewRemovedInItsOwnRecognizersAction() {
        let driver = VirtualTouchDriver(size: Size(width: 400, height: 400))
        var view: View? = View(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = PanGestureRecognizer()
        view?.addGestureRecognizer(pan)
        driver.window.addSubview(view!)
        weak let weakView = view
        view = nil  // only the window holds it now
        var seen: [String] = []
        pan.addTarget { pan in
            seen.append("\(pan.state) in \(pan.view?.name ?? "nil")")
            if pan.state == .began { pan.view?.removeFromSuperview() }
        }
        driver.down(1, at: Point(x: 50, y: 50))
        driver.move(1, to: Point(x: 80, y: 50))
        driver.move(1, to: Point(x: 90, y: 50))
        driver.up(1)
        // The touch held the view until the finger lifted; with the finger gone, nothing does.
        #expect(weakView == nil)
        #expect(pan.view == nil && pan.window == nil)
        #expect(seen == ["began in card", "cancelled in card"])
    }

    @Test("a tap whose action removes its view and drops the last reference to it: the view goes, the tap has no view")
    func tapRemovesItsViewAndLetsGo() {
        let driver = VirtualTouchDriver(size: Size(width: 400, height: 400))
        var view: View? = View(name: "button", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = TapGestureRecognizer()
        view?.addGestureRecognizer(tap)
        driver.window.addSubview(view!)
        weak let weakView = view
        tap.addTarget { tap in
            tap.view?.removeFromSuperview()
            view = nil
        }
        driver.tap(at: Point(x: 50, y: 50))
        driver.wait(1)
        #expect(weakView == nil)
        #expect(tap.view == nil && tap.window == nil && tap.state == .possible)
    }

    @Test(
        "a window freed mid-gesture: its views and recognizers, kept by the test, name neither it nor each other's gone parts"
    )
    func windowFreedMidGesture() {
        let clock = VirtualClock()
        var window: GestureWindow? = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
        var parent: View? = View(name: "parent", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = PanGestureRecognizer()
        let parentPinch = PinchGestureRecognizer()
        var windowPress: LongPressGestureRecognizer? = LongPressGestureRecognizer()
        child.addGestureRecognizer(pan)
        parent?.addGestureRecognizer(parentPinch)
        window?.addGestureRecognizer(windowPress!)
        parent?.addSubview(child)
        window?.addSubview(parent!)
        func send(_ phase: TouchPhase, _ x: Double) {
            window?.send(
                InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: Point(x: x, y: 50))])))
        }
        send(.began, 50)
        clock.advance(by: 0.02)
        send(.moved, 80)
        #expect(pan.state == .began)
        weak let weakWindow = window
        weak let weakParent = parent
        parent = nil
        window = nil
        #expect(weakWindow == nil && weakParent == nil)
        #expect(child.superview == nil && child.window == nil)
        #expect(pan.view === child && pan.window == nil)
        #expect(parentPinch.view == nil && parentPinch.window == nil)
        #expect(windowPress?.view == nil && windowPress?.window == nil)
        clock.advance(by: 1)  // the long press's timer fires with its window gone
        windowPress = nil
        #expect(pan.state == .began, "no window is left to end or reset it")
        pan.state = .changed  // set from outside, with no window: its action runs bare
        pan.state = .ended
        #expect(pan.view === child)
    }
}
