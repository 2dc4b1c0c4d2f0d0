import GestureEngine
import Testing

/// A view that runs a closure when a touch begins on it, after logging it.
private final class HookView: View {
    var log: TransitionLog?
    var onBegan: (() -> Void)?

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        log?.note("\(name) touchesBegan \(touches.map { String($0.id) }.joined(separator: ","))")
        onBegan?()
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        log?.note("\(name) touchesEnded \(touches.map { String($0.id) }.joined(separator: ","))")
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        log?.note("\(name) touchesCancelled \(touches.map { String($0.id) }.joined(separator: ","))")
        onCancelled?()
    }
    var onCancelled: (() -> Void)?
}

/// A delegate whose shouldBegin runs a closure first.
private final class HookDelegate: GestureRecognizerDelegate {
    var onShouldBegin: ((GestureRecognizer) -> Void)?
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        onShouldBegin?(recognizer)
        return true
    }
}

/// Changing the tree from inside an action, a delegate call or a view callback: the engine settles (resets
/// recognizers, delivers held touches) only when the outermost event or timer has finished, so nothing is reset
/// mid-transition. UIKit: disabling a recognizer that is recognizing cancels it ("If you change this property to
/// false while a gesture recognizer is currently recognizing a gesture, the gesture recognizer transitions to a
/// cancelled state"), and a recognized gesture with cancelsTouchesInView cancels the view's touches.
@Suite("Re-entrancy: adding, removing and disabling from actions, delegates and view callbacks")
struct ReentrancyTests {
    /// A 400×400 box in a window, with `recognizer` on it.
    private func box<Recognizer: GestureRecognizer>(with recognizer: Recognizer) -> (Bench, RecordingView, Recognizer) {
        let bench = Bench()
        return (bench, bench.box(carrying: recognizer), recognizer)
    }

    private func tapBench() -> (Bench, RecordingView, TapGestureRecognizer) {
        box(with: TapGestureRecognizer(name: "tap"))
    }

    private func panBench() -> (Bench, RecordingView, PanGestureRecognizer) {
        box(with: PanGestureRecognizer(name: "pan"))
    }

    @Test("actions that remove and add targets while actions are sent: this moment's actions all run, the next see it")
    func actionsChangeTheTargets() {
        let (bench, _, pan) = panBench()
        var second = 0
        var added: Int?
        var first = 0
        first = pan.addTarget { pan in
            bench.log.note("first \(pan.state)")
            // Its own target and the one after it go, a new one comes: only from the next moment on.
            pan.removeTarget(first)
            pan.removeTarget(second)
            if added == nil { added = pan.addTarget { pan in bench.log.note("added \(pan.state)") } }
        }
        second = pan.addTarget { pan in bench.log.note("second \(pan.state)") }
        bench.driver.drag(along: (0..<4).map { Point(x: 100 + Double($0) * 20, y: 100) })
        // (The log notes changes of state only, so the second `changed` shows as its action alone.)
        #expect(
            bench.log.story
                == "box touchesBegan 1; pan: possible → began; box touchesCancelled 1; first began; second began; "
                + "pan: began → changed; added changed; added changed; pan: changed → ended; added ended")
    }

    @Test(
        "a pan disabled by its view's touchesCancelled, which comes before the began action: it is cancelled, and its actions are told cancelled once, never began"
    )
    func panDisabledByTheViewsCancellation() {
        let bench = Bench()
        let view = HookView(name: "box", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view.log = bench.log
        bench.window.addSubview(view)
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        bench.logActions(of: pan)
        view.onCancelled = { pan.isEnabled = false }
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 70, y: 10)])
        #expect(
            bench.log.story
                == "box touchesBegan 1; pan: possible → began; box touchesCancelled 1; pan: began → cancelled; "
                + "pan action (cancelled)")
        #expect(pan.state == .possible && bench.illegal.isEmpty)
    }

    @Test("a tap that disables itself in its action: the action sees ended, the view hears touchesCancelled")
    func tapDisablesItself() {
        let (bench, _, tap) = tapBench()
        tap.addTarget { tap in
            bench.log.note("action sees \(tap.state)")
            tap.isEnabled = false
            bench.log.note("after disabling, state \(tap.state)")
        }
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(
            bench.log.story
                == "box touchesBegan 1; tap: possible → ended; box touchesCancelled 1; action sees ended; "
                + "after disabling, state ended")
        #expect(tap.state == .possible)
        bench.driver.wait(1)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story.hasSuffix("after disabling, state ended; box touchesBegan 1; box touchesEnded 1"))
    }

    @Test("a tap that removes itself from its view in its action: cancelled view touches, reset afterwards")
    func tapRemovesItself() {
        let (bench, view, tap) = tapBench()
        tap.addTarget { tap in
            view.removeGestureRecognizer(tap)
            bench.log.note("after removing, state \(tap.state)")
        }
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(
            bench.log.story
                == "box touchesBegan 1; tap: possible → ended; box touchesCancelled 1; after removing, state ended")
        #expect(tap.state == .possible && tap.view == nil)
        #expect(bench.window.participatingRecognizers.isEmpty)
    }

    @Test("a pan whose action removes its view from the window is cancelled; later moves change nothing")
    func panRemovesItsView() {
        let (bench, view, pan) = panBench()
        pan.addTarget { pan in
            bench.log.note("pan action (\(pan.state))")
            if pan.state == .changed { view.removeFromSuperview() }
        }
        bench.driver.down(1, at: Point(x: 10, y: 10))
        bench.driver.move(1, to: Point(x: 30, y: 10))
        bench.driver.move(1, to: Point(x: 50, y: 10))
        bench.driver.move(1, to: Point(x: 70, y: 10))
        bench.driver.up(1)
        #expect(
            bench.log.story
                == "box touchesBegan 1; pan: possible → began; box touchesCancelled 1; pan action (began); "
                + "pan: began → changed; pan action (changed); pan: changed → cancelled; pan action (cancelled)")
        #expect(pan.state == .possible)
        #expect(bench.window.activeTouches.isEmpty && bench.window.participatingRecognizers.isEmpty)
    }

    @Test("a recognizer added from an action takes part from the next touch on, not the current one")
    func addFromAction() {
        let (bench, view, tap) = tapBench()
        let second = TapGestureRecognizer(name: "second")
        second.cancelsTouchesInView = false
        tap.cancelsTouchesInView = false
        tap.addTarget { _ in
            if second.view == nil { view.addGestureRecognizer(second) }
        }
        bench.driver.tap(at: Point(x: 50, y: 50))
        bench.driver.wait(1)
        bench.driver.tap(at: Point(x: 50, y: 50))
        // On the second tap both take part; the first to recognize wins and, not being simultaneous, the other
        // fails (UIKit: by default no two gestures are recognized simultaneously).
        #expect(
            bench.log.story
                == "box touchesBegan 1; tap: possible → ended; box touchesEnded 1; box touchesBegan 1; "
                + "tap: possible → ended; second: possible → failed; box touchesEnded 1")
    }

    @Test("a delegate that disables its recognizer while asked shouldBegin: the recognizer fails, it never begins")
    func delegateDisables() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = HookDelegate()
        delegate.onShouldBegin = { $0.isEnabled = false }
        pan.delegate = delegate
        bench.window.addGestureRecognizer(pan)
        bench.logActions(of: pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 60, y: 10)])
        #expect(bench.log.story == "pan: possible → failed")
        #expect(bench.illegal.isEmpty)
    }

    @Test("a long press that disables itself when it begins (a timer) is cancelled, with its action told so")
    func longPressDisablesItselfFromTimer() {
        let bench = Bench()
        let view = bench.box()
        let press = LongPressGestureRecognizer(name: "press")
        view.addGestureRecognizer(press)
        press.addTarget { press in
            bench.log.note("press action (\(press.state))")
            if press.state == .began { press.isEnabled = false }
        }
        bench.driver.down(1, at: Point(x: 50, y: 50))
        bench.driver.wait(0.6)
        bench.driver.up(1)
        #expect(
            bench.log.story
                == "box touchesBegan 1; press: possible → began; box touchesCancelled 1; press action (began); "
                + "press: began → cancelled; press action (cancelled)")
        #expect(press.state == .possible && bench.window.participatingRecognizers.isEmpty)
    }

    @Test("a view that disables a recognizer in touchesBegan: it fails at the end of the event, not mid-delivery")
    func viewCallbackDisables() {
        let bench = Bench()
        let view = HookView(name: "box", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view.log = bench.log
        bench.window.addSubview(view)
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        view.onBegan = { pan.isEnabled = false }
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 60, y: 10)])
        #expect(bench.log.story == "box touchesBegan 1; pan: possible → failed; box touchesEnded 1")
        #expect(bench.illegal.isEmpty)
    }

    @Test("a double tap whose view leaves the window between its taps is reset, and its timer can no longer fail it")
    func viewRemovedWhileWaiting() {
        let bench = Bench()
        let view = bench.box()
        let double = TapGestureRecognizer(name: "double", taps: 2)
        view.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        view.removeFromSuperview()
        bench.driver.wait(1)
        #expect(double.state == .possible)
        bench.window.addSubview(view)
        bench.driver.doubleTap(at: Point(x: 50, y: 50))
        // Leaving the window fails it (the first tap's held touchesEnded is delivered); back in the window, a double
        // tap recognizes and cancels both of its touches in the view (delaysTouchesEnded held the first one's end).
        #expect(
            bench.log.story
                == "box touchesBegan 1; double: possible → failed; box touchesEnded 1; box touchesBegan 1; "
                + "box touchesBegan 1; double: possible → ended; box touchesCancelled 1; box touchesCancelled 1")
        #expect(bench.illegal.isEmpty)
    }
}
