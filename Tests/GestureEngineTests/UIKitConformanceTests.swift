import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

/// Behaviour checked against Apple's UIKit documentation. Each test names the page and quotes (or states) the
/// documented fact it checks; the expected values come from that text, not from running this code.
@Suite("UIKit conformance: the documented behaviour of every built-in recognizer and of touch delivery")
struct UIKitConformanceTests {
    // MARK: Pinch and rotation: both fingers

    /// Two fingers pinching apart, then lifting `gap` seconds apart while the remaining finger keeps moving.
    private func pinchThenLift(gap: TimeInterval, recognizer: GestureRecognizer, turning: Bool) -> Bench {
        let bench = Bench(size: Size(width: 800, height: 800))
        bench.onWindow(recognizer)
        let center = Point(x: 400, y: 400)
        func finger2(_ step: Double) -> Point {
            turning
                ? pointOnCircle(center: center, radius: 100, degrees: step * 3)
                : center + Point(x: 100 + step * 4, y: 0)
        }
        bench.driver.twoFingersDown(center, finger2(0))
        bench.driver.move(2, steps: 1...10, every: 0.01, to: finger2)
        bench.driver.wait(0.01)
        if gap == 0 {
            bench.driver.twoFingersUp(center, finger2(10))
            return bench
        }
        bench.driver.up(1, at: center)
        // The remaining finger keeps moving (fast) while it is alone: nothing may follow it.
        var elapsed = 0.0
        var step = 10.0
        while elapsed + 0.01 < gap {
            bench.driver.wait(0.01)
            elapsed += 0.01
            step += 5
            bench.driver.move(2, to: finger2(step))
        }
        bench.driver.wait(gap - elapsed)
        bench.driver.up(2)
        return bench
    }

    @Test(
        "UIPinchGestureRecognizer: 'The gesture changes when a finger moves (while both fingers remain touching). It ends when the user lifts both fingers.' — no jump while one finger remains",
        arguments: [0.0, 0.02, 0.08, 0.15])
    func pinchEndsWhenBothFingersLift(gap: Double) {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var scales: [(GestureState, Double)] = []
        pinch.addTarget { scales.append(($0.state, $0.scale)) }
        let bench = pinchThenLift(gap: gap, recognizer: pinch, turning: false)
        // Span 100 → 140 px while both fingers are down: the scale is 1.4 and stays there.
        let expected = 1.4
        #expect(scales.last?.0 == .ended)
        #expect(scales.filter { $0.0 == .ended }.count == 1)
        for (state, scale) in scales where state == .changed || state == .ended {
            #expect(scale <= expected + 1e-9, "gap \(gap): scale \(scale) jumped past \(expected) in state \(state)")
        }
        #expect(abs((scales.last?.1 ?? 0) - expected) < 1e-9)
        let endTime = bench.log.entries.last { $0.text == "pinch: changed → ended" }?.time
        #expect(abs((endTime ?? -1) - (0.11 + gap)) < 1e-9, "ends when the second finger lifts")
    }

    @Test(
        "UIRotationGestureRecognizer: 'The gesture changes when a finger moves while both fingers remain touching. It ends when the user lifts both fingers.' — no jump while one finger remains",
        arguments: [0.0, 0.02, 0.08, 0.15])
    func rotationEndsWhenBothFingersLift(gap: Double) {
        let rotation = RotationGestureRecognizer(name: "rotation")
        var angles: [(GestureState, Double)] = []
        rotation.addTarget { angles.append(($0.state, $0.rotation)) }
        let bench = pinchThenLift(gap: gap, recognizer: rotation, turning: true)
        // Finger 2 turned 30° around finger 1 while both were down.
        let expected = radians(fromDegrees: 30)
        #expect(angles.last?.0 == .ended)
        for (_, angle) in angles { #expect(angle <= expected + 1e-9, "gap \(gap): rotation \(angle) jumped") }
        #expect(abs((angles.last?.1 ?? 0) - expected) < 1e-9)
        let endTime = bench.log.entries.last { $0.text == "rotation: changed → ended" }?.time
        #expect(abs((endTime ?? -1) - (0.11 + gap)) < 1e-9, "ends when the second finger lifts")
    }

    @Test("UIPinchGestureRecognizer: a finger that lifts and comes down again continues the pinch without a jump")
    func pinchFingerRejoins() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let pinch = bench.onWindow(PinchGestureRecognizer(name: "pinch"))
        bench.driver.twoFingersDown(Point(x: 300, y: 400), Point(x: 400, y: 400))
        bench.driver.move(2, to: Point(x: 500, y: 400))  // span 100 → 200: scale 2
        bench.driver.up(1)
        bench.driver.down(3, at: Point(x: 450, y: 400))  // a new partner 50 px away: the ratio re-bases
        #expect(abs(pinch.scale - 2) < 1e-9)
        bench.driver.move(3, to: Point(x: 400, y: 400))  // span 50 → 100: doubles again
        #expect(abs(pinch.scale - 4) < 1e-9)
        #expect(pinch.state == .changed)
    }

    // MARK: Velocity

    @Test(
        "UIRotationGestureRecognizer.velocity: 'The velocity of the rotation gesture in radians per second' — a finger turning at a steady 2 rad/s reads 2 rad/s, even when the action sets rotation to 0 each step"
    )
    func rotationVelocityFromTouches() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let rotation = bench.onWindow(RotationGestureRecognizer(name: "rotation"))
        var velocities: [Double] = []
        rotation.addTarget { recognizer in
            velocities.append(recognizer.velocity)
            recognizer.rotation = 0  // as the tutorials do after applying it
        }
        bench.driver.turnSecondFinger(around: Point(x: 400, y: 400), steps: 30, radiansPerStep: 0.02)
        let last = try! #require(velocities.last)
        #expect(abs(last - 2) < 0.02, "velocity \(last) rad/s")
    }

    @Test(
        "UIRotationGestureRecognizer.rotation: 'setting the rotation resets the velocity'")
    func settingRotationResetsVelocity() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let rotation = bench.onWindow(RotationGestureRecognizer(name: "rotation"))
        bench.driver.turnSecondFinger(around: Point(x: 400, y: 400), steps: 10, radiansPerStep: radians(fromDegrees: 2))
        #expect(rotation.velocity > 0)
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
    }

    @Test(
        "UIPinchGestureRecognizer.velocity: 'The velocity of the pinch in scale factor per second' — fingers separating steadily from 100 to 160 px in 0.3 s read 2 /s"
    )
    func pinchVelocityFromTouches() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let pinch = bench.onWindow(PinchGestureRecognizer(name: "pinch"))
        var velocities: [Double] = []
        pinch.addTarget { velocities.append($0.velocity) }
        bench.driver.twoFingersDown(Point(x: 300, y: 400), Point(x: 400, y: 400))
        bench.driver.move(2, steps: 1...30, every: 0.01) { Point(x: 400 + 2 * $0, y: 400) }
        let last = try! #require(velocities.last)
        #expect(abs(last - 2) < 0.02, "velocity \(last) /s")
    }

    // MARK: Screen-edge pan

    @Test("UIScreenEdgePanGestureRecognizer: 'This gesture recognizer ignores any touches beyond the first touch.'")
    func screenEdgePanIgnoresSecondFinger() {
        let bench = Bench()
        let edge = bench.onWindow(ScreenEdgePanGestureRecognizer(name: "edge"))
        edge.edges = .left
        bench.driver.down(1, at: Point(x: 5, y: 200))
        bench.driver.move(1, to: Point(x: 40, y: 200))
        #expect(edge.state == .began)
        bench.driver.down(2, at: Point(x: 200, y: 300))
        #expect(edge.numberOfTouches == 1)
        bench.driver.move(2, to: Point(x: 300, y: 300))
        #expect(edge.translation(in: nil) == Point(x: 35, y: 0))
        bench.driver.move(1, to: Point(x: 60, y: 200))
        #expect(edge.translation(in: nil) == Point(x: 55, y: 0))
        bench.driver.up(1)
        #expect(bench.log.story == "edge: possible → began; edge: began → changed; edge: changed → ended")
    }

    @Test("UIScreenEdgePanGestureRecognizer: two fingers landing together: only the first is tracked")
    func screenEdgePanTwoAtOnce() {
        let bench = Bench()
        let edge = bench.onWindow(ScreenEdgePanGestureRecognizer(name: "edge"))
        edge.edges = .left
        bench.driver.twoFingersDown(Point(x: 5, y: 200), Point(x: 200, y: 200))
        #expect(edge.numberOfTouches == 1)
        #expect(edge.touches.first?.id == 1)
    }

    // MARK: Defaults

    @Test(
        "Documented defaults: tap 1 tap 1 finger; long press 0.5 s, 10 pt, 0 taps, 1 finger; pan 1…NSUIntegerMax fingers; swipe right 1 finger; cancelsTouchesInView true, delaysTouchesBegan false, delaysTouchesEnded true"
    )
    func documentedDefaults() {
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.state == .possible, "UIGestureRecognizer.State: the default state is possible")
    }

    // MARK: Built-in recognizers

    @Test(
        "UITapGestureRecognizer: discrete; 'the specified number of fingers must tap the view a specified number of times' — one action, when the second tap lifts, with the state ended (recognized)"
    )
    func doubleTap() {
        let bench = Bench()
        let double = bench.onWindow(TapGestureRecognizer(name: "double", taps: 2))
        bench.logActions(of: double)
        bench.driver.doubleTap(at: Point(x: 100, y: 100), then: Point(x: 102, y: 101))
        #expect(bench.log.story == "double: possible → ended; double action (ended)")
    }

    @Test(
        "UILongPressGestureRecognizer: 'The gesture begins when the number of allowable fingers have been pressed for the specified period… changes whenever a finger moves, and it ends when any of the fingers are lifted.'"
    )
    func longPress() {
        let bench = Bench()
        let press = bench.onWindow(LongPressGestureRecognizer(name: "press"))
        press.numberOfTouchesRequired = 2
        bench.driver.twoFingersDown(Point(x: 100, y: 100), Point(x: 200, y: 100))
        bench.driver.wait(0.49)
        #expect(press.state == .possible)
        bench.driver.wait(0.02)
        #expect(press.state == .began)
        bench.driver.move(1, to: Point(x: 150, y: 150))
        bench.driver.up(2)
        #expect(bench.log.story == "press: possible → began; press: began → changed; press: changed → ended")
    }

    @Test("UILongPressGestureRecognizer: moving beyond allowableMovement (10 pt) before it begins makes it fail")
    func longPressMovedTooFar() {
        let bench = Bench()
        bench.onWindow(LongPressGestureRecognizer(name: "press"))
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.wait(0.1)
        bench.driver.move(1, to: Point(x: 111, y: 100))
        #expect(bench.log.story == "press: possible → failed")
    }

    @Test(
        "UIPanGestureRecognizer: 'It begins when the minimum number of fingers allowed has moved enough to be considered a pan. It changes when a finger moves… It ends when all fingers are lifted.'"
    )
    func panLifecycle() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.down(2, at: Point(x: 200, y: 100))
        bench.driver.move(1, to: Point(x: 130, y: 100))
        bench.driver.move(2, to: Point(x: 230, y: 100))
        bench.driver.up(1)
        #expect(pan.state == .changed)
        bench.driver.up(2)
        #expect(bench.log.story == "pan: possible → began; pan: began → changed; pan: changed → ended")
    }

    @Test("UISwipeGestureRecognizer: discrete — recognized once, ended, for a quick stroke in its direction")
    func swipeIsDiscrete() {
        let bench = Bench()
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        bench.logActions(of: swipe)
        bench.driver.drag(along: (0...6).map { Point(x: 100 + Double($0) * 20, y: 100) }, interval: 0.02)
        #expect(bench.log.story == "swipe: possible → ended; swipe action (ended)")
    }

    // MARK: Delivery rules

    @Test(
        "UIGestureRecognizer.cancelsTouchesInView: when true and the gesture is recognized, 'previously delivered touches are cancelled through a touchesCancelled(_:with:) message sent to the view'"
    )
    func cancelsTouchesInView() {
        let bench = Bench()
        let view = bench.box()
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 15, y: 10), Point(x: 40, y: 10)])
        #expect(
            bench.log.story
                == "box touchesBegan 1; box touchesMoved 1; pan: possible → began; box touchesCancelled 1; "
                + "pan: began → ended")
    }

    @Test(
        "UIGestureRecognizer.delaysTouchesEnded: 'If the gesture recognizer does not recognize its gesture, the window delivers these objects in a call to the view's touchesEnded(_:with:)'"
    )
    func delaysTouchesEndedThenDelivers() {
        let bench = Bench()
        let view = bench.box()
        let double = TapGestureRecognizer(name: "double", taps: 2)
        view.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "box touchesBegan 1")
        bench.driver.wait(0.5)
        #expect(bench.log.story == "box touchesBegan 1; double: possible → failed; box touchesEnded 1")
    }

    @Test(
        "UIGestureRecognizer.delaysTouchesBegan: when true, began touches are held back; 'If the gesture recognizer subsequently recognizes its gesture, these touch objects are discarded.'"
    )
    func delaysTouchesBeganDiscards() {
        let bench = Bench()
        let view = bench.box()
        let tap = TapGestureRecognizer(name: "tap")
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "tap: possible → ended")
    }

    @Test(
        "require(toFail:): 'If otherGestureRecognizer transitions to failed, the receiver transitions to its normal next state. If otherGestureRecognizer transitions to recognized or began, the receiver transitions to failed.'"
    )
    func requireToFail() {
        let bench = Bench()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double", taps: 2)
        single.require(toFail: double)
        bench.window.addGestureRecognizer(single)
        bench.window.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        bench.driver.wait(0.5)
        bench.driver.doubleTap(at: Point(x: 50, y: 50))
        #expect(
            bench.log.story
                == "single: waits for double to fail; double: possible → failed; single: possible → ended; "
                + "single: waits for double to fail; double: possible → ended; single: possible → failed")
    }

    @Test(
        "gestureRecognizerShouldBegin(_:): 'If this method returns false, the gesture recognizer transitions to the failed state.'"
    )
    func shouldBeginFalse() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        bench.window.addGestureRecognizer(tap)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "tap: possible → failed")
    }

    @Test(
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:): returning true lets both recognize; by default 'no two gestures can be recognized simultaneously'"
    )
    func simultaneous() {
        for allowed in [false, true] {
            let bench = Bench()
            let pan = PanGestureRecognizer(name: "pan")
            let pinch = PinchGestureRecognizer(name: "pinch")
            let delegate = ConfigurableDelegate()
            delegate.simultaneous = allowed
            pan.delegate = delegate
            bench.window.addGestureRecognizer(pan)
            bench.window.addGestureRecognizer(pinch)
            bench.driver.twoFingersDown(Point(x: 100, y: 200), Point(x: 200, y: 200))
            bench.driver.twoFingersMove(Point(x: 80, y: 200), Point(x: 240, y: 200))
            let both = pan.state == .began && pinch.state == .began
            #expect(both == allowed, "simultaneous \(allowed): \(bench.log.story)")
        }
    }

    @Test("UIGestureRecognizer: the action is sent on began, changed, ended and cancelled, never on failed")
    func noActionOnFailed() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "tap"))
        bench.logActions(of: tap)
        bench.driver.down(1, at: Point(x: 50, y: 50))
        bench.driver.move(1, to: Point(x: 90, y: 50))
        bench.driver.up(1)
        #expect(bench.log.story == "tap: possible → failed")
    }

    @Test(
        "gestureRecognizer(_:shouldReceive:): return false 'to prevent the gesture recognizer from seeing this touch object' — the view still hears it"
    )
    func shouldReceiveFalse() {
        let bench = Bench()
        let view = bench.box()
        let tap = TapGestureRecognizer(name: "tap")
        let delegate = ConfigurableDelegate()
        delegate.receives = { _ in false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(tap.numberOfTouches == 0)
        #expect(bench.log.story == "box touchesBegan 1; box touchesEnded 1")
    }

    @Test(
        "UIGestureRecognizer.isEnabled: 'If you change this property to false while a gesture recognizer is currently recognizing a gesture, the gesture recognizer transitions to a cancelled state.'"
    )
    func disablingCancels() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.logActions(of: pan)
        bench.driver.down(1, at: Point(x: 10, y: 10))
        bench.driver.move(1, to: Point(x: 40, y: 10))
        pan.isEnabled = false
        bench.driver.up(1)
        #expect(
            bench.log.story
                == "pan: possible → began; pan action (began); pan: began → cancelled; pan action (cancelled)")
    }

    @Test(
        "UIGestureRecognizer.reset(): called 'after the gesture recognizer's state has been set to ended' — it is possible again, ready for the next gesture"
    )
    func resetAfterEnd() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 70, y: 10)])
        #expect(pan.state == .possible && pan.translation(in: nil) == .zero && pan.numberOfTouches == 0)
    }

    @Test(
        "UITapGestureRecognizer.numberOfTouchesRequired: 'The number of fingers required to tap for the gesture to be recognized' — two fingers recognize, one does not"
    )
    func twoFingerTap() {
        let bench = Bench()
        bench.onWindow(TapGestureRecognizer(name: "tap", taps: 1, fingers: 2))
        bench.driver.tap(at: Point(x: 50, y: 50))
        bench.driver.wait(1)
        bench.driver.twoFingerTap(Point(x: 50, y: 50), Point(x: 90, y: 50))
        #expect(bench.log.story == "tap: possible → failed; tap: possible → ended")
    }

    @Test(
        "UIGestureRecognizer.location(in:): 'The location is usually the centroid of the touches involved in the gesture.'"
    )
    func locationIsCentroid() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.down(2, at: Point(x: 200, y: 300))
        #expect(pan.location(in: nil) == Point(x: 150, y: 200))
    }

    @Test(
        "UISwipeGestureRecognizer.direction: 'The permitted direction of the swipe for this gesture recognizer' — a left swipe does not recognize a right-only recognizer"
    )
    func swipeDirection() {
        let bench = Bench()
        bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        bench.driver.drag(along: (0...6).map { Point(x: 300 - Double($0) * 20, y: 100) }, interval: 0.02)
        #expect(bench.log.story == "swipe: possible → failed")
    }
}
