import Foundation
import GestureEngine
import Testing

/// A third round of behaviour checked against Apple's UIKit documentation and headers: the order in which a view
/// hears its touches cancelled, multi-finger swipes judged finger by finger, and the API UIKit added for pointers
/// (touch types, buttons, modifier keys, scrolling, hover), the view's veto and target-action bookkeeping. Each test
/// names the page and quotes the sentence it checks; the expected values come from that text and the input played.
@Suite("UIKit conformance, round three: cancellation order, swipes per finger, the pointer-era API")
struct UIKitConformanceRoundThreeTests {
    // MARK: The view's touches are cancelled before the action

    @Test(
        "UIGestureRecognizer.h, cancelsTouchesInView: touchesCancelled is sent to the view 'immediately before the action method is called' — a tap"
    )
    func tapCancelsTheViewBeforeItsAction() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        _ = bench.box(carrying: tap)
        bench.logActions(of: tap)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(
            bench.log.story == "box touchesBegan 1; tap: possible → ended; box touchesCancelled 1; tap action (ended)")
    }

    @Test(
        "UIGestureRecognizer.h, cancelsTouchesInView: 'immediately before the action method is called' — a pan's view hears the cancellation before the pan's began action"
    )
    func panCancelsTheViewBeforeItsAction() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "pan")
        _ = bench.box(carrying: pan)
        bench.logActions(of: pan)
        bench.driver.drag(along: [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 70, y: 10)])
        #expect(
            bench.log.story
                == "box touchesBegan 1; pan: possible → began; box touchesCancelled 1; pan action (began); "
                + "pan: began → changed; pan action (changed); pan: changed → ended; pan action (ended)")
    }

    @Test(
        "UIGestureRecognizer.h, cancelsTouchesInView: 'immediately before the action method is called' — a long press begun by its timer"
    )
    func longPressCancelsTheViewBeforeItsAction() {
        let bench = Bench()
        let press = LongPressGestureRecognizer(name: "press")
        _ = bench.box(carrying: press)
        bench.logActions(of: press)
        bench.driver.down(1, at: Point(x: 50, y: 50))
        bench.driver.wait(0.6)
        bench.driver.up(1)
        #expect(
            bench.log.story
                == "box touchesBegan 1; press: possible → began; box touchesCancelled 1; press action (began); "
                + "press: began → ended; press action (ended)")
    }

    /// A view that tidies up in `touchesCancelled`, as the issue describes, and a flag the action reads.
    private final class TidyingView: View {
        var tidied = false
        override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { tidied = true }
    }

    @Test(
        "UIGestureRecognizer.h, cancelsTouchesInView: code that tidies a view up in touchesCancelled finds it tidied in the action"
    )
    func actionSeesTheViewTidied() {
        let bench = Bench()
        let view = TidyingView(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        bench.window.addSubview(view)
        let tap = TapGestureRecognizer(name: "tap")
        view.addGestureRecognizer(tap)
        var tidiedInAction: Bool?
        tap.addTarget { _ in tidiedInAction = view.tidied }
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(tidiedInAction == true)
    }

    // MARK: A multi-finger swipe is judged per finger

    /// Two fingers down at (100, 300) and (100, 400); then `steps` moves 0.03 s apart, finger 1 by `first` and
    /// finger 2 by `second` each time; then both lift.
    private func twoFingerSwipeStory(first: Point, second: Point, steps: Int = 5) -> String {
        let bench = Bench(size: Size(width: 800, height: 600))
        let swipe = bench.onWindow(SwipeGestureRecognizer(name: "swipe"))
        swipe.numberOfTouchesRequired = 2
        var one = Point(x: 100, y: 300)
        var two = Point(x: 100, y: 400)
        bench.driver.twoFingersDown(one, two)
        for _ in 0..<steps {
            bench.driver.wait(0.03)
            one += first
            two += second
            bench.driver.twoFingersMove(one, two)
        }
        bench.driver.twoFingersUp(one, two)
        return bench.log.story
    }

    @Test(
        "UISwipeGestureRecognizer.h: 'Recognizes: when numberOfTouchesRequired have moved mostly in the specified direction, enough to be considered a swipe' — one finger resting while the other swipes 200 pt in 0.15 s is no two-finger swipe"
    )
    func restingFingerMakesNoTwoFingerSwipe() {
        #expect(twoFingerSwipeStory(first: Point(x: 40, y: 0), second: .zero) == "swipe: possible → failed")
    }

    @Test(
        "UISwipeGestureRecognizer.h: 'when numberOfTouchesRequired have moved mostly in the specified direction' — both fingers 200 pt right in 0.15 s is a two-finger swipe"
    )
    func bothFingersMakeATwoFingerSwipe() {
        #expect(twoFingerSwipeStory(first: Point(x: 40, y: 0), second: Point(x: 40, y: 0)) == "swipe: possible → ended")
    }

    @Test(
        "UISwipeGestureRecognizer.h: each finger moves 'mostly in the specified direction' — one finger right and one up (their centroid going up and right at 45°) is no swipe"
    )
    func fingersInDifferentDirectionsMakeNoSwipe() {
        #expect(
            twoFingerSwipeStory(first: Point(x: 40, y: 0), second: Point(x: 0, y: -40)) == "swipe: possible → failed")
    }

    // MARK: Touch types

    /// Sends one pointer sample at the driver's time.
    private func pointer(
        _ bench: Bench, _ action: PointerSample.Action, at location: Point, button: Int = 1,
        type: TouchType = .indirectPointer, modifiers: KeyModifiers = []
    ) {
        bench.driver.send(
            InputEvent(
                time: bench.driver.now,
                .pointer(
                    PointerSample(action: action, button: button, location: location, modifiers: modifiers, type: type)
                )))
    }

    /// A press, moves to the right in 20 pt steps 16 ms apart, and a release, with the pointer.
    private func pointerDrag(_ bench: Bench, from start: Point, steps: Int = 4, button: Int = 1, type: TouchType) {
        pointer(bench, .press, at: start, button: button, type: type)
        for step in 1...steps {
            bench.driver.wait(0.016)
            pointer(bench, .motion, at: start + Point(x: Double(step) * 20, y: 0), button: 0, type: type)
        }
        pointer(bench, .release, at: start + Point(x: Double(steps) * 20, y: 0), button: button, type: type)
    }

    @Test(
        "UITouch.TouchType: a finger is 'direct' ('A touch resulting from direct contact with the screen'), the mouse 'indirectPointer' ('A touch resulting from a button-based, indirect input device'), a pen 'pencil'"
    )
    func touchesKnowWhatMadeThem() {
        let bench = Bench()
        var types: [TouchType] = []
        let recognizer = bench.onWindow(ManualRecognizer(name: "watcher"))
        recognizer.requiresExclusiveTouchType = false
        bench.driver.down(1, at: Point(x: 10, y: 10))
        pointer(bench, .press, at: Point(x: 100, y: 100))
        types = recognizer.touches.map(\.type)
        #expect(types == [.direct, .indirectPointer])
        pointer(bench, .release, at: Point(x: 100, y: 100))
        bench.driver.up(1)
        pointer(bench, .press, at: Point(x: 200, y: 200), type: .pencil)
        #expect(bench.window.activeTouches.values.map(\.type) == [.pencil])
    }

    @Test(
        "UIGestureRecognizer.allowedTouchTypes: 'The default value of this property contains all touch types.' — a pan follows a finger, the mouse and a pen alike"
    )
    func everyTouchTypeIsAllowedByDefault() {
        for type in TouchType.allCases {
            let bench = Bench()
            let pan = PanGestureRecognizer(name: "pan")
            #expect(pan.allowedTouchTypes == Set(TouchType.allCases))
            _ = bench.box(carrying: pan)
            if type == .direct {
                bench.driver.drag(along: (0...4).map { Point(x: 50 + Double($0) * 20, y: 50) })
            } else {
                pointerDrag(bench, from: Point(x: 50, y: 50), type: type)
            }
            #expect(bench.log.story.contains("pan: possible → began"), "\(type): \(bench.log.story)")
        }
    }

    @Test(
        "UIGestureRecognizer.allowedTouchTypes: 'an array of touch types that recognizes whether the touch is direct or indirect' — a knob that leaves pens out does not turn under a pen; its view still hears the pen"
    )
    func disallowedTouchTypeGoesToTheViewOnly() {
        let bench = Bench()
        let pan = PanGestureRecognizer(name: "knob")
        pan.allowedTouchTypes = [.direct, .indirectPointer]
        _ = bench.box(carrying: pan)
        pointerDrag(bench, from: Point(x: 50, y: 50), type: .pencil)
        #expect(
            bench.log.story
                == "box touchesBegan 1000001; box touchesMoved 1000001; box touchesMoved 1000001; "
                + "box touchesMoved 1000001; box touchesMoved 1000001; box touchesEnded 1000001")
        bench.log.clear()
        pointerDrag(bench, from: Point(x: 50, y: 50), type: .indirectPointer)
        #expect(bench.log.story.contains("knob: possible → began"))
    }

    @Test(
        "UIGestureRecognizer.requiresExclusiveTouchType: 'When the value of this property is true, the gesture recognizer automatically ignores new touches whose type doesn't match the type of the initial touch. When the value is false, the gesture recognizer receives all touches whose types are listed in the allowedTouchTypes property.'"
    )
    func exclusiveTouchType() {
        for exclusive in [true, false] {
            let bench = Bench()
            let recognizer = bench.onWindow(ManualRecognizer(name: "watcher"))
            #expect(ManualRecognizer(name: "fresh").requiresExclusiveTouchType, "true by default")
            recognizer.requiresExclusiveTouchType = exclusive
            bench.driver.down(1, at: Point(x: 10, y: 10))
            pointer(bench, .press, at: Point(x: 100, y: 100))
            bench.driver.down(2, at: Point(x: 200, y: 10))
            #expect(recognizer.touches.map(\.id) == (exclusive ? [1, 2] : [1, 2, PointerTouchAdapter.primaryTouchID]))
        }
    }

    // MARK: Buttons

    @Test(
        "UITapGestureRecognizer.buttonMaskRequired: 'The bit mask of the buttons the user must press for gesture recognition.' — by default the primary button: a secondary click is no tap; the view still hears it"
    )
    func secondaryClickIsNoTap() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        #expect(tap.buttonMaskRequired == .primary)
        _ = bench.box(carrying: tap)
        pointer(bench, .press, at: Point(x: 50, y: 50), button: 3)
        bench.driver.wait(0.05)
        pointer(bench, .release, at: Point(x: 50, y: 50), button: 3)
        bench.driver.wait(1)
        #expect(bench.log.story == "box touchesBegan 1000001; box touchesEnded 1000001")
        pointer(bench, .press, at: Point(x: 50, y: 50), button: 1)
        bench.driver.wait(0.05)
        pointer(bench, .release, at: Point(x: 50, y: 50), button: 1)
        #expect(bench.log.story.hasSuffix("tap: possible → ended; box touchesCancelled 1000001"))
    }

    @Test(
        "UITapGestureRecognizer.buttonMaskRequired: 'the buttons the user must press' — a tap asking for the secondary button takes a right click and not a left one; a finger has no buttons and taps either way"
    )
    func tapForTheSecondaryButton() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "menu"))
        tap.buttonMaskRequired = .secondary
        for button in [1, 3] {
            pointer(bench, .press, at: Point(x: 50, y: 50), button: button)
            bench.driver.wait(0.05)
            pointer(bench, .release, at: Point(x: 50, y: 50), button: button)
            bench.driver.wait(1)
        }
        #expect(bench.log.story == "menu: possible → ended")
        bench.log.clear()
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(bench.log.story == "menu: possible → ended")
    }

    @Test(
        "UIGestureRecognizer.buttonMask: 'A bit mask of the buttons in the gesture represented by the gesture recognizer.' — a right drag's pan reads secondary, a finger's reads none"
    )
    func panKnowsItsButtons() {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        var seen: [ButtonMask] = []
        pan.addTarget { pan in if pan.state == .ended { seen.append(pan.buttonMask) } }
        pointerDrag(bench, from: Point(x: 50, y: 50), button: 3, type: .indirectPointer)
        bench.driver.drag(along: (0...4).map { Point(x: 50 + Double($0) * 20, y: 50) })
        #expect(seen == [.secondary, []])
        #expect(ButtonMask(x11Button: 1) == .primary && ButtonMask(x11Button: 3) == .secondary)
        #expect(ButtonMask(x11Button: 2) == .button(3), "UIKit numbers the middle button 3")
    }

    // MARK: Modifier keys

    @Test(
        "UIEvent.modifierFlags: 'The set of modifier keys that are pressed for the current event.' — a recognizer's action reads Shift held with a click, and with a finger while Shift_L is down"
    )
    func modifierFlagsOfTheCurrentEvent() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "tap"))
        var seen: [KeyModifiers] = []
        tap.addTarget { seen.append($0.modifierFlags) }
        pointer(bench, .press, at: Point(x: 50, y: 50), modifiers: .shift)
        pointer(bench, .release, at: Point(x: 50, y: 50), modifiers: .shift)
        bench.driver.wait(1)
        bench.driver.send(InputEvent(time: bench.driver.now, .key(KeySample(key: "Shift_L", isPress: true))))
        bench.driver.tap(at: Point(x: 200, y: 200))
        bench.driver.wait(1)
        bench.driver.send(
            InputEvent(time: bench.driver.now, .key(KeySample(key: "Shift_L", isPress: false, modifiers: .shift))))
        bench.driver.tap(at: Point(x: 300, y: 300))
        #expect(seen == [.shift, .shift, []])
    }

    /// A delegate that lets its recognizer begin only while Shift is held.
    private final class ShiftRequired: GestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            recognizer.modifierFlags.contains(.shift)
        }
    }

    @Test(
        "UIGestureRecognizer.modifierFlags with gestureRecognizerShouldBegin(_:): a pan that requires Shift held begins with Shift and fails without"
    )
    func recognizerRequiringShift() {
        for shift in [false, true] {
            let bench = Bench()
            let delegate = ShiftRequired()
            bench.keepAlive(delegate)
            let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
            pan.delegate = delegate
            let modifiers: KeyModifiers = shift ? .shift : []
            pointer(bench, .press, at: Point(x: 50, y: 50), modifiers: modifiers)
            for step in 1...3 {
                pointer(bench, .motion, at: Point(x: 50 + Double(step) * 20, y: 50), button: 0, modifiers: modifiers)
            }
            pointer(bench, .release, at: Point(x: 110, y: 50), modifiers: modifiers)
            #expect(bench.log.story.hasPrefix(shift ? "pan: possible → began" : "pan: possible → failed"))
        }
    }

    // MARK: Scrolling

    /// A pan on the whole window, and `clicks` scroll steps of `delta` 50 ms apart from `type`; then a wait for the
    /// scroll to end. The pan's translations at each action are written into the log.
    private func scrollStory(mask: ScrollTypeMask, type: ScrollType, clicks: Int = 3, delta: Point = Point(x: 0, y: 1))
        -> (story: String, translations: [Point])
    {
        let bench = Bench()
        let pan = bench.onWindow(PanGestureRecognizer(name: "pan"))
        pan.allowedScrollTypesMask = mask
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        for _ in 0..<clicks {
            bench.driver.send(
                InputEvent(
                    time: bench.driver.now,
                    .scroll(ScrollSample(delta: delta, location: Point(x: 200, y: 200), type: type))
                ))
            bench.driver.wait(0.05)
        }
        bench.driver.wait(1)
        return (bench.log.story, translations)
    }

    @Test(
        "UIPanGestureRecognizer.allowedScrollTypesMask: 'Setting this mask enables the pan gesture to recognize scroll events' — so with none set (the default) a wheel does not pan"
    )
    func noScrollingByDefault() {
        #expect(PanGestureRecognizer(name: "pan").allowedScrollTypesMask == [])
        #expect(scrollStory(mask: [], type: .discrete).story == "")
    }

    @Test(
        "UIPanGestureRecognizer.allowedScrollTypesMask: 'like a mouse scroll movement or a two-finger scroll on a track pad' — three wheel clicks down drag the content up by three steps, and the pan ends when they stop"
    )
    func wheelPans() {
        let (story, translations) = scrollStory(mask: .discrete, type: .discrete)
        #expect(story == "pan: possible → began; pan: began → changed; pan: changed → ended")
        let step = GestureDefaults.scrollStepLength
        #expect(
            translations == [
                Point(x: 0, y: -step), Point(x: 0, y: -2 * step), Point(x: 0, y: -3 * step),
                Point(x: 0, y: -3 * step),
            ])
    }

    @Test(
        "UIScrollTypeMask: '.continuous: A continuous scroll type from a device, like a trackpad', '.discrete: … like a mouse' — each mask takes its own device only"
    )
    func scrollTypesAreTold() {
        #expect(scrollStory(mask: .continuous, type: .discrete).story == "")
        #expect(scrollStory(mask: .continuous, type: .continuous).story.hasPrefix("pan: possible → began"))
        #expect(scrollStory(mask: .discrete, type: .continuous).story == "")
        #expect(scrollStory(mask: .all, type: .continuous).story.hasPrefix("pan: possible → began"))
    }

    @Test("allowedScrollTypesMask: a scroll is given to the pans of the view under the pointer, not to others")
    func scrollGoesToTheViewUnderThePointer() {
        let bench = Bench()
        let left = bench.addView("left", frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let right = bench.addView("right", frame: Rect(x: 200, y: 0, width: 200, height: 400))
        let leftPan = PanGestureRecognizer(name: "leftPan")
        let rightPan = PanGestureRecognizer(name: "rightPan")
        for (view, pan) in [(left, leftPan), (right, rightPan)] {
            pan.allowedScrollTypesMask = .all
            view.addGestureRecognizer(pan)
        }
        bench.driver.send(
            InputEvent(time: 0, .scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 300, y: 50)))))
        bench.driver.wait(1)
        #expect(bench.log.story == "rightPan: possible → began; rightPan: began → ended")
    }

    // MARK: Hover

    /// A hover recognizer on a 100 × 100 box at (100, 100), logging its actions and where they say the pointer is.
    private func hoverBench() -> (Bench, HoverGestureRecognizer) {
        let bench = Bench()
        let hover = HoverGestureRecognizer(name: "hover")
        bench.addView("box", frame: Rect(x: 100, y: 100, width: 100, height: 100)).addGestureRecognizer(hover)
        hover.addTarget { [unowned bench] hover in bench.log.note("hover at \(hover.location(in: hover.view))") }
        return (bench, hover)
    }

    @Test(
        "UIHoverGestureRecognizer: 'a target and action that the system calls when the pointer enters, exits, and moves across the view' — began as it enters, changed as it moves, ended as it leaves; the location is the pointer's"
    )
    func hoverFollowsThePointer() {
        let (bench, _) = hoverBench()
        for x in [50.0, 120, 150, 250] {
            pointer(bench, .motion, at: Point(x: x, y: 150), button: 0)
        }
        #expect(
            bench.log.story
                == "hover: possible → began; hover at (20, 50); hover: began → changed; hover at (50, 50); "
                + "hover: changed → ended; hover at (150, 50)")
    }

    @Test(
        "UIHoverGestureRecognizer: it is for 'when the pointer moves over an element, with no other user interactions, such as clicking the mouse button' — a press ends it, the pointer leaving the window ends it, and a finger never hovers"
    )
    func hoverEndsWithAPressOrAnExit() {
        let (bench, hover) = hoverBench()
        pointer(bench, .motion, at: Point(x: 150, y: 150), button: 0)
        pointer(bench, .press, at: Point(x: 150, y: 150))
        #expect(hover.state == .possible, "ended, then reset")
        pointer(bench, .release, at: Point(x: 150, y: 150))
        pointer(bench, .motion, at: Point(x: 160, y: 150), button: 0)
        #expect(hover.state == .began)
        pointer(bench, .exit, at: Point(x: 160, y: 150), button: 0)
        #expect(hover.state == .possible)
        bench.log.clear()
        bench.driver.drag(along: [Point(x: 150, y: 150), Point(x: 170, y: 150)])
        #expect(bench.log.story == "box touchesBegan 1; box touchesMoved 1; box touchesEnded 1")
    }

    @Test(
        "UIHoverGestureRecognizer: a hover under way takes no touches, so a finger dragging on the hovered view still pans it"
    )
    func hoverDoesNotPreventAPan() {
        let (bench, hover) = hoverBench()
        let pan = PanGestureRecognizer(name: "pan")
        hover.view?.addGestureRecognizer(pan)
        pointer(bench, .motion, at: Point(x: 110, y: 150), button: 0)
        bench.driver.drag(along: (0...3).map { Point(x: 120 + Double($0) * 20, y: 120) })
        #expect(hover.state == .changed || hover.state == .began)
        #expect(bench.log.story.contains("pan: possible → began"))
        #expect(hover.numberOfTouches == 0)
    }

    // MARK: The view's veto

    /// A view that answers `gestureRecognizerShouldBegin(_:)` as told, writing the question into the log.
    private final class VetoingView: View {
        var log: TransitionLog?
        var allows = true
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            log?.note("\(name) asked about \(recognizer.name)")
            return allows
        }
    }

    /// A delegate that notes being asked.
    private final class NotingDelegate: GestureRecognizerDelegate {
        let log: TransitionLog
        init(log: TransitionLog) { self.log = log }
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            log.note("delegate asked about \(recognizer.name)")
            return true
        }
    }

    @Test(
        "UIView.gestureRecognizerShouldBegin(_:): 'Asks the view if the gesture recognizer should continue tracking touch events'; false: it 'should transition to the failed state' — and the view is asked before the delegate"
    )
    func viewVetoesBeforeTheDelegate() {
        for allows in [true, false] {
            let bench = Bench()
            let view = VetoingView(name: "slider", frame: Rect(x: 0, y: 0, width: 300, height: 300))
            view.log = bench.log
            view.allows = allows
            bench.window.addSubview(view)
            let tap = TapGestureRecognizer(name: "tap")
            let delegate = NotingDelegate(log: bench.log)
            bench.keepAlive(delegate)
            tap.delegate = delegate
            view.addGestureRecognizer(tap)
            bench.driver.tap(at: Point(x: 50, y: 50))
            let expected =
                allows
                ? "slider asked about tap; delegate asked about tap; tap: possible → ended"
                : "slider asked about tap; tap: possible → failed"
            #expect(bench.log.story == expected)
        }
    }

    // MARK: Targets

    /// A scene whose set-up adds its action, and counts the calls.
    private final class Scene {
        var calls = 0
        func setUp(_ tap: TapGestureRecognizer) { tap.addTarget(self, action: Scene.handleTap) }
        func handleTap(_ tap: TapGestureRecognizer) { calls += 1 }
        func handleAgain(_ tap: TapGestureRecognizer) { calls += 100 }
    }

    @Test(
        "UIGestureRecognizer.addTarget(_:action:): 'if you request to add a target-action pair that has already been added, then the request is ignored.'"
    )
    func secondAddOfThePairIsIgnored() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "tap"))
        let scene = Scene()
        scene.setUp(tap)
        scene.setUp(tap)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(scene.calls == 1)
        tap.addTarget(scene, action: Scene.handleAgain)
        bench.driver.wait(1)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(scene.calls == 102, "another method is another pair")
    }

    @Test(
        "UIGestureRecognizer.removeTarget(_:action:): 'Passing nil for target matches all targets and passing NULL for action matches all actions.' — and one target removes all of its own actions"
    )
    func removeAllTargets() {
        let bench = Bench()
        let tap = bench.onWindow(TapGestureRecognizer(name: "tap"))
        let scene = Scene()
        let other = Scene()
        scene.setUp(tap)
        tap.addTarget(scene, action: Scene.handleAgain)
        other.setUp(tap)
        var closureCalls = 0
        tap.addTarget { _ in closureCalls += 1 }
        tap.removeTarget(scene)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(scene.calls == 0 && other.calls == 1 && closureCalls == 1)
        tap.removeTarget(nil)
        bench.driver.wait(1)
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(scene.calls == 0 && other.calls == 1 && closureCalls == 1)
        #expect(bench.log.story == "tap: possible → ended; tap: possible → ended", "the tap still recognizes")
    }
}
