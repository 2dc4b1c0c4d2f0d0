import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

/// A second round of behaviour checked against Apple's UIKit documentation: where a gesture is, which recognizer
/// may prevent which, how many fingers a pan takes, chains of failure requirements, and the documented details of
/// the other built-in recognizers and of touch delivery. Each test names the page and quotes the sentence it checks;
/// the expected values come from that text (and the geometry of the touches played), not from running this code.
@Suite("UIKit conformance, round two: locations, prevention, finger counts, failure chains")
struct UIKitConformanceRoundTwoTests {
    // MARK: Where a gesture is

    /// What a recognizer's action saw, for the checks below.
    private final class Sighting {
        var location: Point?
        var locationInView: Point?
        var touchLocations: [Point] = []
    }

    /// Records, in `recognizer`'s action when it is recognized, its location (in the window and in `view`) and that of
    /// each of its touches.
    private func watch(_ recognizer: GestureRecognizer, in view: View? = nil, touches: Int = 1) -> Sighting {
        let sighting = Sighting()
        recognizer.addUntypedTarget { recognizer in
            guard recognizer.state == .ended else { return }
            sighting.location = recognizer.location(in: nil)
            sighting.locationInView = view.map { recognizer.location(in: $0) }
            sighting.touchLocations = (0..<touches).map { recognizer.location(ofTouch: $0, in: nil) }
        }
        return sighting
    }

    @Test(
        "UITapGestureRecognizer: 'if there are multiple taps, this location is the first tap' (location(in:)), and location(ofTouch:in:) 'if multiple taps are allowed, this location is that of the first tap'"
    )
    func doubleTapIsWhereTheFirstTapWas() {
        let bench = Bench()
        let view = bench.addView("photo", frame: Rect(x: 50, y: 50, width: 300, height: 300))
        let double = TapGestureRecognizer(name: "double", taps: 2)
        view.addGestureRecognizer(double)
        let sighting = watch(double, in: view)
        bench.driver.doubleTap(at: Point(x: 100, y: 100), then: Point(x: 112, y: 105))
        #expect(sighting.location == Point(x: 100, y: 100))
        #expect(sighting.locationInView == Point(x: 50, y: 50), "the view's origin is at (50, 50) in the window")
        #expect(sighting.touchLocations == [Point(x: 100, y: 100)])
    }

    @Test(
        "UITapGestureRecognizer: a two-finger double tap is at the first tap: 'if there are multiple touches, this location is the centroid of all fingers tapping the view'"
    )
    func twoFingerDoubleTapIsAtTheFirstTapsCentroid() {
        let bench = Bench()
        let double = bench.onWindow(TapGestureRecognizer(name: "double", taps: 2, fingers: 2))
        let sighting = watch(double, touches: 2)
        bench.driver.twoFingerTap(Point(x: 100, y: 100), Point(x: 140, y: 100))
        bench.driver.wait(0.1)
        bench.driver.twoFingerTap(Point(x: 106, y: 110), Point(x: 146, y: 110))
        #expect(sighting.location == Point(x: 120, y: 100))
        #expect(sighting.touchLocations == [Point(x: 100, y: 100), Point(x: 140, y: 100)])
    }

    @Test(
        "UITapGestureRecognizer: 'if there are multiple touches, this location is the centroid of all fingers tapping the view' — also when the fingers lift one after the other"
    )
    func twoFingerTapIsAtTheCentroidOfAllItsFingers() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "tap", taps: 1, fingers: 2))
        let sighting = watch(tap, touches: 2)
        bench.driver.twoFingersDown(Point(x: 100, y: 100), Point(x: 200, y: 100))
        bench.driver.wait(0.03)
        bench.driver.up(1)
        bench.driver.wait(0.02)
        bench.driver.up(2)
        #expect(bench.log.story == "tap: possible → ended")
        #expect(sighting.location == Point(x: 150, y: 100))
        #expect(sighting.touchLocations == [Point(x: 100, y: 100), Point(x: 200, y: 100)])
    }

    @Test(
        "UISwipeGestureRecognizer: 'You may determine the location where a swipe began by calling the UIGestureRecognizer methods location(in:) and location(ofTouch:in:).'"
    )
    func swipeIsWhereItBegan() {
        let bench = Bench()
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        let sighting = watch(swipe)
        bench.driver.drag(along: (0...6).map { Point(x: 100 + Double($0) * 20, y: 200) }, interval: 0.02)
        #expect(bench.log.story == "swipe: possible → ended")
        #expect(sighting.location == Point(x: 100, y: 200))
        #expect(sighting.touchLocations == [Point(x: 100, y: 200)])
    }

    @Test(
        "UISwipeGestureRecognizer: 'The former method gives you the centroid if more than one touch was involved in the gesture; the latter gives the location of a particular touch.' — a two-finger swipe, where it began"
    )
    func twoFingerSwipeIsWhereItBegan() {
        let bench = Bench(size: Size(width: 800, height: 600))
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        swipe.direction = .up
        swipe.numberOfTouchesRequired = 2
        let sighting = watch(swipe, touches: 2)
        for step in 0...6 {
            let y = 500 - Double(step) * 20
            if step == 0 {
                bench.driver.twoFingersDown(Point(x: 300, y: y), Point(x: 360, y: y))
            } else {
                bench.driver.twoFingersMove(Point(x: 300, y: y), Point(x: 360, y: y))
            }
            bench.driver.wait(0.02)
        }
        #expect(bench.log.story == "swipe: possible → ended")
        #expect(sighting.location == Point(x: 330, y: 500))
        #expect(sighting.touchLocations == [Point(x: 300, y: 500), Point(x: 360, y: 500)])
    }

    // MARK: Which recognizer may prevent which

    /// A single and a double tap on one view with no failure requirement between them, added in `order`.
    private func singleAndDoubleTap(singleFirst: Bool) -> Bench {
        let bench = Bench()
        let view = bench.addView("photo", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double", taps: 2)
        for tap in singleFirst ? [single, double] : [double, single] { view.addGestureRecognizer(tap) }
        bench.logActions(of: single, double)
        // The first tap lifts at 0.05, the second at 0.2.
        bench.driver.doubleTap(at: Point(x: 100, y: 100), then: Point(x: 102, y: 101))
        bench.driver.wait(1)
        return bench
    }

    @Test(
        "UIGestureRecognizerSubclass.h, canPrevent: 'a UITapGestureRecognizer never prevents another UITapGestureRecognizer with a higher tap count'; Preferring one gesture over another: 'Normally, the single-tap gesture would always be recognized before the double-tap gesture' — and the double tap is still recognized at the second tap",
        arguments: [true, false])
    func singleTapDoesNotPreventDoubleTap(singleFirst: Bool) {
        let bench = singleAndDoubleTap(singleFirst: singleFirst)
        let actions = bench.log.entries.filter { $0.text.hasSuffix("action (ended)") }
        #expect(actions.first?.text == "single action (ended)")
        #expect(actions.first.map { abs($0.time - 0.05) < 1e-9 } == true, "the single tap at the first lift")
        let doubles = actions.filter { $0.text == "double action (ended)" }
        #expect(doubles.count == 1)
        #expect(doubles.first.map { abs($0.time - 0.2) < 1e-9 } == true, "the double tap at the second lift")
        #expect(!bench.log.story.contains("double: possible → failed"))
    }

    /// One recognizer of each built-in kind, two taps with different tap counts.
    private func everyBuiltInRecognizer() -> [GestureRecognizer] {
        let double = TapGestureRecognizer(name: "doubleTap", taps: 2)
        let triple = TapGestureRecognizer(name: "tripleTap", taps: 3)
        return [
            TapGestureRecognizer(name: "tap"), double, triple, LongPressGestureRecognizer(name: "longPress"),
            PanGestureRecognizer(name: "pan"), ScreenEdgePanGestureRecognizer(name: "edge"),
            PinchGestureRecognizer(name: "pinch"), RotationGestureRecognizer(name: "rotation"),
            SwipeGestureRecognizer(name: "swipe"),
        ]
    }

    @Test(
        "UIGestureRecognizerSubclass.h: canPrevent/canBePrevented 'can be used by subclasses to define class-wide prevention rules; for example, a UITapGestureRecognizer never prevents another UITapGestureRecognizer with a higher tap count' — the only built-in exception to 'true'"
    )
    func preventionDefaultsOfEveryBuiltInPair() {
        let recognizers = everyBuiltInRecognizer()
        for preventing in recognizers {
            for prevented in recognizers where prevented !== preventing {
                var expected = true
                if let tap = preventing as? TapGestureRecognizer, let other = prevented as? TapGestureRecognizer,
                    other.numberOfTapsRequired > tap.numberOfTapsRequired
                {
                    expected = false
                }
                #expect(
                    preventing.canPrevent(prevented) == expected,
                    "\(preventing.name).canPrevent(\(prevented.name))")
                #expect(
                    prevented.canBePrevented(by: preventing) == expected,
                    "\(prevented.name).canBePrevented(by: \(preventing.name))")
            }
        }
    }

    @Test(
        "UIGestureRecognizerSubclass.h: a tap with a higher tap count still prevents one with a lower count — a double tap recognized on a lift fails a single tap still deciding on that lift"
    )
    func doubleTapPreventsSingleTap() {
        let bench = singleAndDoubleTap(singleFirst: false)
        #expect(
            bench.log.story.contains(
                "double: possible → ended; photo touchesCancelled 1; double action (ended); single: possible → failed"))
    }

    // MARK: How many fingers a pan takes

    @Test(
        "UIPanGestureRecognizer.maximumNumberOfTouches: 'The maximum number of fingers that can touch the view for gesture recognition.' — a one-finger pan does not begin under a two-finger drag"
    )
    func oneFingerPanIgnoresTwoFingerDrag() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        pan.maximumNumberOfTouches = 1
        bench.logActions(of: pan)
        bench.driver.twoFingersDown(Point(x: 100, y: 100), Point(x: 200, y: 100))
        for step in 1...5 {
            bench.driver.wait(0.016)
            let shift = Double(step) * 20
            bench.driver.twoFingersMove(Point(x: 100 + shift, y: 100), Point(x: 200 + shift, y: 100))
            #expect(pan.state == .possible)
        }
        bench.driver.twoFingersUp(Point(x: 200, y: 100), Point(x: 300, y: 100))
        #expect(bench.log.story == "pan: possible → failed")
    }

    @Test(
        "UIPanGestureRecognizer.maximumNumberOfTouches: a two-finger drag with a two-finger maximum pans; three fingers do not"
    )
    func panMaximumOfTwo() {
        for fingers in [2, 3] {
            let bench = Bench(size: Size(width: 800, height: 600))
            let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
            pan.maximumNumberOfTouches = 2
            let ids = Array(1...fingers)
            bench.driver.touches(
                ids.map { TouchSample(id: $0, phase: .began, location: Point(x: Double($0) * 100, y: 100)) })
            for step in 1...3 {
                bench.driver.touches(
                    ids.map {
                        TouchSample(
                            id: $0, phase: .moved, location: Point(x: Double($0) * 100, y: 100 + Double(step) * 10))
                    })
            }
            #expect((pan.state == .changed) == (fingers == 2), "\(fingers) fingers: \(bench.log.story)")
        }
    }

    // MARK: Chains of failure requirements

    /// Single, double and triple taps, each lower count required to wait for the next one to fail.
    private func tapChain() -> Bench {
        let bench = Bench()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double", taps: 2)
        let triple = TapGestureRecognizer(name: "triple", taps: 3)
        single.require(toFail: double)
        double.require(toFail: triple)
        for tap in [single, double, triple] { bench.window.addGestureRecognizer(tap) }
        bench.logActions(of: single, double, triple)
        return bench
    }

    private func actions(in log: TransitionLog) -> [String] {
        log.entries.map(\.text).filter { $0.contains(" action ") }
    }

    @Test(
        "require(toFail:): 'If otherGestureRecognizer transitions to recognized or began, the receiver transitions to failed.' — through a chain: three taps recognize only the triple tap"
    )
    func threeTapsFireOnlyTheTripleTap() {
        let bench = tapChain()
        bench.driver.doubleTap(at: Point(x: 100, y: 100))
        bench.driver.wait(0.1)
        bench.driver.tap(at: Point(x: 100, y: 100))
        #expect(actions(in: bench.log) == ["triple action (ended)"])
        #expect(
            bench.log.story.hasPrefix(
                "single: waits for double to fail; double: waits for triple to fail; triple: possible → ended; "
                    + "triple action (ended)"))
        bench.driver.wait(1)
        #expect(actions(in: bench.log) == ["triple action (ended)"])
        #expect(bench.log.story.contains("single: possible → failed"))
        #expect(bench.log.story.contains("double: possible → failed"))
    }

    @Test(
        "require(toFail:): 'If otherGestureRecognizer transitions to failed, the receiver transitions to its normal next state.' — two taps in the chain recognize only the double tap, once the triple tap fails"
    )
    func twoTapsFireOnlyTheDoubleTap() {
        let bench = tapChain()
        bench.driver.doubleTap(at: Point(x: 100, y: 100))
        #expect(actions(in: bench.log).isEmpty, "the double tap waits for the triple tap to fail")
        bench.driver.wait(1)
        #expect(actions(in: bench.log) == ["double action (ended)"])
        #expect(bench.log.story.contains("triple: possible → failed; double: possible → ended"))
        #expect(bench.log.story.hasSuffix("single: possible → failed"))
    }

    @Test("require(toFail:): one tap in the chain recognizes the single tap once the double and triple taps fail")
    func oneTapFiresOnlyTheSingleTap() {
        let bench = tapChain()
        bench.driver.tap(at: Point(x: 100, y: 100))
        bench.driver.wait(1)
        #expect(actions(in: bench.log) == ["single action (ended)"])
    }

    // MARK: The other built-in recognizers

    @Test(
        "UILongPressGestureRecognizer.allowableMovement: 'The maximum movement of the fingers on the view before the gesture fails.' — once it began, the fingers may move anywhere: 'The gesture recognizer transitions to the Change state whenever a finger moves'"
    )
    func longPressMovesFreelyOnceBegun() {
        let bench = Bench()
        bench.onWindow(LongPressGestureRecognizer(name: "press"))
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.move(1, to: Point(x: 108, y: 100))  // within 10 pt: still a press
        bench.driver.wait(0.6)
        bench.driver.move(1, to: Point(x: 250, y: 300))
        bench.driver.up(1)
        #expect(bench.log.story == "press: possible → began; press: began → changed; press: changed → ended")
    }

    @Test(
        "UILongPressGestureRecognizer.numberOfTapsRequired: 'The number of taps on the view required for the gesture to be recognized.' — with 1, a tap then a press begins; a press alone fails"
    )
    func longPressAfterATap() {
        let bench = Bench()
        let press = bench.onWindow(LongPressGestureRecognizer(name: "press"))
        press.numberOfTapsRequired = 1
        bench.driver.tap(at: Point(x: 100, y: 100))
        bench.driver.wait(0.1)
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.wait(0.6)
        #expect(press.state == .began)
        bench.driver.up(1)
        bench.driver.wait(1)
        bench.log.clear()
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.wait(0.6)
        bench.driver.up(1)
        #expect(bench.log.story == "press: possible → failed")
    }

    @Test(
        "UILongPressGestureRecognizer.numberOfTouchesRequired: 'The number of fingers on the view required for the gesture to be recognized.' — one finger held does not begin a two-finger press"
    )
    func longPressNeedsItsFingers() {
        let bench = Bench()
        let press = bench.onWindow(LongPressGestureRecognizer(name: "press"))
        press.numberOfTouchesRequired = 2
        bench.driver.down(1, at: Point(x: 100, y: 100))
        bench.driver.wait(1)
        #expect(press.state == .possible)
        bench.driver.up(1)
        #expect(bench.log.story == "press: possible → failed")
    }

    @Test(
        "UISwipeGestureRecognizer.numberOfTouchesRequired: 'The number of touches that must be present for the swipe gesture to be recognized.' — one finger does not make a two-finger swipe"
    )
    func twoFingerSwipeNeedsTwoFingers() {
        let bench = Bench()
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        swipe.numberOfTouchesRequired = 2
        bench.driver.drag(along: (0...6).map { Point(x: 100 + Double($0) * 20, y: 200) }, interval: 0.02)
        #expect(bench.log.story == "swipe: possible → failed")
    }

    /// Plays a one-finger stroke of `steps` equal steps from (100, 300), one every `interval` seconds, and lifts it.
    private func swipeStory(step: Point, steps: Int, interval: Double) -> String {
        let bench = Bench(size: Size(width: 800, height: 600))
        bench.window.addGestureRecognizer(SwipeGestureRecognizer(name: "swipe"))
        let start = Point(x: 100, y: 300)
        bench.driver.drag(along: (0...steps).map { start + step * Double($0) }, interval: interval)
        return bench.log.story
    }

    @Test(
        "UISwipeGestureRecognizer: 'Swipes can be slow or fast. A slow swipe requires high directional precision but a small distance' — 40 px straight at 125 px/s is a swipe; with a sideways drift of 2 px in 5 it is not"
    )
    func slowSwipeNeedsPrecision() {
        #expect(swipeStory(step: Point(x: 5, y: 0), steps: 8, interval: 0.04) == "swipe: possible → ended")
        #expect(swipeStory(step: Point(x: 5, y: 2), steps: 8, interval: 0.04) == "swipe: possible → failed")
    }

    @Test(
        "UISwipeGestureRecognizer: 'a fast swipe requires low directional precision but a large distance' — at 1,000 px/s a drift of 8 px in 20 is a swipe over 120 px, not over 40"
    )
    func fastSwipeNeedsDistance() {
        #expect(swipeStory(step: Point(x: 20, y: 8), steps: 6, interval: 0.02) == "swipe: possible → ended")
        #expect(swipeStory(step: Point(x: 20, y: 8), steps: 2, interval: 0.02) == "swipe: possible → failed")
    }

    @Test(
        "UISwipeGestureRecognizer.direction: 'The permitted direction of the swipe for this gesture recognizer' — a recognizer permitting left and right recognizes both"
    )
    func swipeEitherWay() {
        for leftward in [false, true] {
            let bench = Bench()
            let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
            swipe.direction = [.left, .right]
            let step = leftward ? -20.0 : 20.0
            bench.driver.drag(along: (0...6).map { Point(x: 200 + Double($0) * step, y: 200) }, interval: 0.02)
            #expect(bench.log.story == "swipe: possible → ended", "leftward \(leftward)")
        }
    }

    @Test(
        "UIPinchGestureRecognizer.velocity: 'The velocity of the pinch in scale factor per second.' — fingers closing steadily from 200 to 140 px in 0.3 s read -1 /s"
    )
    func pinchClosingHasNegativeVelocity() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let pinch = bench.onWindow(PinchGestureRecognizer(name: "pinch"))
        var velocities: [Double] = []
        pinch.addTarget { velocities.append($0.velocity) }
        bench.driver.twoFingersDown(Point(x: 300, y: 400), Point(x: 500, y: 400))
        bench.driver.move(2, steps: 1...30, every: 0.01) { Point(x: 500 - 2 * $0, y: 400) }
        // Span 200 - 200 t px: the scale is 1 - t, so its rate is -1 per second.
        let last = try! #require(velocities.last)
        #expect(abs(last + 1) < 0.02, "velocity \(last) /s")
        #expect(pinch.scale < 1)
    }

    @Test(
        "UIRotationGestureRecognizer.velocity: 'The velocity of the rotation gesture in radians per second.' — it has the sign of the rotation: turning the other way reads -2 rad/s"
    )
    func rotationVelocityHasTheSignOfTheRotation() {
        let bench = Bench(size: Size(width: 800, height: 800))
        let rotation = bench.onWindow(RotationGestureRecognizer(name: "rotation"))
        bench.driver.turnSecondFinger(around: Point(x: 400, y: 400), steps: 30, radiansPerStep: -0.02)
        #expect(rotation.rotation < 0)
        #expect(abs(rotation.velocity + 2) < 0.02, "velocity \(rotation.velocity) rad/s")
    }

    // MARK: Reset and touch delivery

    @Test(
        "UIGestureRecognizerSubclass.h, reset: 'after this is received all remaining active touches will be ignored (no further updates will be received for touches that had already begun but haven't ended)'"
    )
    func remainingTouchesAreIgnoredAfterReset() {
        let bench = Bench()
        let press = bench.onWindow(LongPressGestureRecognizer(name: "press"))
        press.numberOfTouchesRequired = 2
        bench.driver.twoFingersDown(Point(x: 100, y: 100), Point(x: 200, y: 100))
        bench.driver.wait(0.6)
        bench.driver.up(2)  // 'it ends when any of the fingers are lifted'
        #expect(press.state == .possible && press.numberOfTouches == 0)
        bench.driver.move(1, to: Point(x: 120, y: 100))
        bench.driver.wait(1)
        bench.driver.up(1)
        #expect(press.numberOfTouches == 0)
        #expect(bench.log.story == "press: possible → began; press: began → ended")
    }

    @Test(
        "UIGestureRecognizer.cancelsTouchesInView: 'If a gesture recognizer doesn't recognize its gesture or if the value of this property is false, the view receives all touches in the multi-touch sequence.'"
    )
    func viewKeepsTouchesWhenNotCancelling() {
        let bench = Bench()
        let view = bench.box()
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 70, y: 10)])
        #expect(
            bench.log.story
                == "box touchesBegan 1; pan: possible → began; box touchesMoved 1; pan: began → changed; "
                + "box touchesMoved 1; pan: changed → ended; box touchesEnded 1")
    }

    @Test(
        "UIGestureRecognizer.delaysTouchesEnded: 'Set this property to false to have touch objects in the UITouchPhaseEnded delivered to the view while the gesture recognizer is analyzing the same touches.'"
    )
    func endedDeliveredAtOnceWhenNotDelayed() {
        let bench = Bench()
        let view = bench.box()
        let double = TapGestureRecognizer(name: "double", taps: 2)
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "box touchesBegan 1; box touchesEnded 1")
    }

    @Test(
        "UIGestureRecognizer.delaysTouchesBegan: 'If the gesture recognizer, however, does not recognize its gesture, the window delivers these objects to the view in a touchesBegan(_:with:) message'"
    )
    func delayedBeganDeliveredOnFailure() {
        let bench = Bench()
        let view = bench.box()
        let double = TapGestureRecognizer(name: "double", taps: 2)
        double.delaysTouchesBegan = true
        view.addGestureRecognizer(double)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "")
        bench.driver.wait(1)
        #expect(bench.log.story == "double: possible → failed; box touchesBegan 1; box touchesEnded 1")
    }

    /// A recognizer that only writes into the log what it is told.
    private final class ListeningRecognizer: GestureRecognizer {
        var log: TransitionLog?
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { log?.note("\(name) touchesBegan") }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { log?.note("\(name) touchesEnded") }
    }

    @Test(
        "UIGestureRecognizerSubclass.h: 'UIGestureRecognizers receive touches before the view to which the touch was hit-tested', and they 'observe touches hit-tested to their view and their view's subviews'"
    )
    func recognizersHearTouchesBeforeTheView() {
        let bench = Bench()
        let parent = bench.box("parent")
        let child = bench.addView("child", frame: Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let listener = ListeningRecognizer(name: "listener")
        listener.log = bench.log
        listener.delaysTouchesEnded = false
        parent.addGestureRecognizer(listener)
        _ = child
        bench.driver.tap(at: Point(x: 50, y: 50))
        let lines = bench.log.entries.map(\.text)
        let order = ["listener touchesBegan", "child touchesBegan 1", "listener touchesEnded", "child touchesEnded 1"]
        #expect(lines.filter(order.contains) == order, "\(bench.log.story)")
    }

    @Test(
        "UIGestureRecognizerSubclass.h, ignore(_:for:): 'ignored touches won't be cancelled on the view even if cancelsTouchesInView is YES'"
    )
    func ignoredTouchIsNotCancelled() {
        let bench = Bench()
        let view = bench.box()
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        edge.edges = .left
        view.addGestureRecognizer(edge)
        bench.driver.down(1, at: Point(x: 5, y: 100))
        bench.driver.down(2, at: Point(x: 200, y: 300))  // 'ignores any touches beyond the first touch'
        bench.driver.move(1, to: Point(x: 60, y: 100))
        #expect(edge.state == .began)
        #expect(bench.log.story.contains("box touchesCancelled 1"))
        #expect(!bench.log.story.contains("box touchesCancelled 2"))
    }

    @Test(
        "UIGestureRecognizer.isEnabled: 'Disabled gesture recognizers do not receive touches.' — the view still does"
    )
    func disabledRecognizerReceivesNoTouches() {
        let bench = Bench()
        let view = bench.box()
        let tap = TapGestureRecognizer(name: "tap")
        tap.isEnabled = false
        view.addGestureRecognizer(tap)
        bench.driver.down(1, at: Point(x: 50, y: 50))
        #expect(tap.numberOfTouches == 0)
        bench.driver.up(1)
        #expect(bench.log.story == "box touchesBegan 1; box touchesEnded 1")
    }
}
