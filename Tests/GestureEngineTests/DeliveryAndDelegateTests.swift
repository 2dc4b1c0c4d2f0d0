import GestureEngine
import Testing

/// Takes the first finger only, as the tutorials' one-finger recognizers do.
private final class FirstFingerRecognizer: GestureRecognizer {
    var received: [String] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where numberOfTouches > 1 { ignore(touch, for: event) }
        received.append("began \(touches.filter { self.touches.contains($0) }.map(\.id))")
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        received.append("moved \(touches.map(\.id))")
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        received.append("ended \(touches.map(\.id))")
        state = .failed
    }
}

@Suite("Touch delivery, ignoring, disabling and delegates")
struct DeliveryAndDelegateTests {
    @Test("a recognizer that ignores the second touch never hears of it again; the view still does")
    func ignoredTouch() {
        let bench = Bench()
        let view = bench.box("pad")
        let recognizer = FirstFingerRecognizer(name: "firstFinger")
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        bench.driver.down(1, at: Point(x: 10, y: 10))
        bench.driver.down(2, at: Point(x: 100, y: 10))
        #expect(recognizer.numberOfTouches == 1)
        bench.driver.move(2, to: Point(x: 120, y: 10))
        bench.driver.move(1, to: Point(x: 20, y: 10))
        bench.driver.up(2)
        bench.driver.up(1)
        #expect(recognizer.received == ["began [1]", "began []", "moved [1]", "ended [1]"])
        #expect(
            bench.log.story
                == "pad touchesBegan 1; pad touchesBegan 2; pad touchesMoved 2; pad touchesMoved 1; pad touchesEnded 2; "
                + "firstFinger: possible → failed; pad touchesEnded 1")
    }

    @Test("disabling a recognizer mid-gesture cancels it, and it takes no new touches while disabled")
    func disablingCancels() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.logActions(of: pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 60, y: 10)], lift: false)
        pan.isEnabled = false
        #expect(pan.state == .possible)
        bench.driver.move(to: Point(x: 90, y: 10))
        bench.driver.up()
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 80, y: 10)])
        #expect(
            bench.log.story
                == "pan: possible → began; pan action (began); pan: began → changed; pan action (changed); "
                + "pan: changed → cancelled; pan action (cancelled)")
    }

    @Test("a delegate that says no to shouldBegin makes the recognizer fail")
    func shouldBeginVeto() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        bench.window.addGestureRecognizer(pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 60, y: 10)])
        #expect(bench.log.story == "pan: possible → failed")
    }

    @Test("a delegate that says no to shouldReceive keeps the touch from the recognizer")
    func shouldReceiveVeto() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = ConfigurableDelegate()
        delegate.receives = { touch in touch.locationInWindow.x > 200 }
        tap.delegate = delegate
        bench.window.addGestureRecognizer(tap)
        bench.driver.tap(at: Point(x: 100, y: 100))
        #expect(bench.log.story == "")
        bench.driver.tap(at: Point(x: 300, y: 100))
        #expect(bench.log.story == "tap: possible → ended")
    }

    @Test("cancelsTouchesInView sends touchesCancelled to the view when the pan begins")
    func cancelsTouchesInView() {
        for cancels in [true, false] {
            let bench = Bench()
            let view = bench.box("card")
            let pan = PanGestureRecognizer(name: "pan")
            pan.cancelsTouchesInView = cancels
            view.addGestureRecognizer(pan)
            bench.driver.drag(along: [
                Point(x: 10, y: 10), Point(x: 15, y: 10), Point(x: 40, y: 10), Point(x: 50, y: 10),
            ])
            if cancels {
                #expect(
                    bench.log.story
                        == "card touchesBegan 1; card touchesMoved 1; pan: possible → began; card touchesCancelled 1; "
                        + "pan: began → changed; pan: changed → ended")
            } else {
                #expect(
                    bench.log.story
                        == "card touchesBegan 1; card touchesMoved 1; pan: possible → began; card touchesMoved 1; "
                        + "pan: began → changed; card touchesMoved 1; pan: changed → ended; card touchesEnded 1")
            }
        }
    }

    @Test("delaysTouchesBegan holds the view's touches until the recognizer fails")
    func delaysTouchesBegan() {
        let bench = Bench()
        let view = bench.box("button")
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        bench.driver.down(at: Point(x: 100, y: 100))
        bench.driver.wait(0.1)
        bench.driver.move(to: Point(x: 102, y: 101))
        #expect(bench.log.story == "", "the view hears nothing while the swipe is undecided")
        bench.driver.wait(0.3)
        bench.driver.move(to: Point(x: 103, y: 101))
        bench.driver.wait(0.2)  // past the swipe's maximum duration
        bench.driver.up()
        #expect(
            bench.log.story
                == "swipe: possible → failed; button touchesBegan 1; button touchesMoved 1; button touchesMoved 1; "
                + "button touchesEnded 1")
        bench.log.clear()
        bench.driver.drag(along: (0...6).map { Point(x: 100 + Double($0) * 15, y: 100) }, interval: 0.02)
        #expect(bench.log.story == "swipe: possible → ended", "a recognized swipe swallows the held touches")
    }

    @Test("delaysTouchesEnded holds the view's touchesEnded while a double tap is undecided")
    func delaysTouchesEnded() {
        let bench = Bench()
        let view = bench.box("photo")
        let double = TapGestureRecognizer(name: "doubleTap", taps: 2)
        view.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "photo touchesBegan 1")
        bench.driver.wait(0.4)
        #expect(bench.log.story == "photo touchesBegan 1; doubleTap: possible → failed; photo touchesEnded 1")
    }

    @Test("a touch update for a touch that never began is ignored")
    func orphanUpdate() {
        let bench = Bench()
        bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.driver.move(7, to: Point(x: 10, y: 10))
        bench.driver.up(7, at: Point(x: 10, y: 10))
        #expect(bench.log.story == "")
        #expect(bench.window.activeTouches.isEmpty)
    }
}
