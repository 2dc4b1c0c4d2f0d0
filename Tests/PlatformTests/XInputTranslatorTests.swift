import CX11
import GestureEngine
import Testing
import X11Platform

@Suite("Translating XInput2 events to engine input")
struct XInputTranslatorTests {
    private func deviceEvent(_ type: Int32, detail: Int32, x: Double, y: Double, mods: Int32 = 0, flags: Int32 = 0)
        -> XIDeviceEvent
    {
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.evtype = type
        event.detail = detail
        event.event_x = x
        event.event_y = y
        event.root_x = x + 100  // the root position must not be used: the window is not at the origin
        event.root_y = y + 50
        event.mods.effective = mods
        event.flags = flags
        return event
    }

    @Test("touch begin, update and end keep the XI2 touch id and the window coordinates")
    func touches() {
        #expect(
            XInputTranslator.translate(deviceEvent(XI_TouchBegin, detail: 42, x: 10.5, y: 20.25))
                == .touches([TouchSample(id: 42, phase: .began, location: Point(x: 10.5, y: 20.25))]))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_TouchUpdate, detail: 42, x: 11, y: 21))
                == .touches([TouchSample(id: 42, phase: .moved, location: Point(x: 11, y: 21))]))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_TouchEnd, detail: 42, x: 12, y: 22))
                == .touches([TouchSample(id: 42, phase: .ended, location: Point(x: 12, y: 22))]))
    }

    @Test("buttons and motion are the pointer, with modifiers; wheel clicks are scrolls")
    func pointer() {
        let control = Int32(ControlMask)
        let shift = Int32(ShiftMask)
        #expect(
            XInputTranslator.translate(deviceEvent(XI_ButtonPress, detail: 1, x: 5, y: 6, mods: control))
                == .pointer(PointerSample(action: .press, button: 1, location: Point(x: 5, y: 6), modifiers: .control)))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_Motion, detail: 0, x: 7, y: 8, mods: control | shift))
                == .pointer(
                    PointerSample(
                        action: .motion, button: 0, location: Point(x: 7, y: 8), modifiers: [.control, .shift])))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_ButtonRelease, detail: 1, x: 9, y: 8))
                == .pointer(PointerSample(action: .release, button: 1, location: Point(x: 9, y: 8))))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_ButtonPress, detail: 4, x: 1, y: 2, mods: control))
                == .scroll(ScrollSample(delta: Point(x: 0, y: -1), location: Point(x: 1, y: 2), modifiers: .control)))
        #expect(
            XInputTranslator.translate(deviceEvent(XI_ButtonRelease, detail: 4, x: 1, y: 2)) == nil,
            "a wheel release is no event")
    }

    @Test(
        "UITouch.TouchType from the XInput device kind: a pen's buttons and motion make 'pencil' touches, a mouse's and a touchpad's 'indirectPointer'; a touchscreen's touches are 'direct'"
    )
    func touchTypesFromDeviceKinds() {
        let press = deviceEvent(XI_ButtonPress, detail: 1, x: 5, y: 6)
        for (kind, type) in [("pen", TouchType.pencil), ("mouse", .indirectPointer), ("touchpad", .indirectPointer)] {
            #expect(
                XInputTranslator.translate(press, deviceKind: kind)
                    == .pointer(PointerSample(action: .press, button: 1, location: Point(x: 5, y: 6), type: type)),
                "\(kind)")
        }
        #expect(
            XInputTranslator.translate(deviceEvent(XI_TouchBegin, detail: 3, x: 1, y: 2), deviceKind: "touchscreen")
                == .touches([TouchSample(id: 3, phase: .began, location: Point(x: 1, y: 2), type: .direct)]))
    }

    @Test(
        "UIScrollType: 'continuous … from a device like a trackpad', 'discrete … from a device like a mouse with a scroll wheel' — a touchpad's wheel clicks are continuous, a mouse's discrete"
    )
    func scrollTypesFromDeviceKinds() {
        let click = deviceEvent(XI_ButtonPress, detail: 5, x: 1, y: 2)
        #expect(
            XInputTranslator.translate(click, deviceKind: "touchpad")
                == .scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 1, y: 2), type: .continuous)))
        #expect(
            XInputTranslator.translate(click, deviceKind: "mouse")
                == .scroll(ScrollSample(delta: Point(x: 0, y: 1), location: Point(x: 1, y: 2), type: .discrete)))
    }

    @Test("the pointer leaving the window (XI_Leave) is a pointer exit, so nothing stays hovered; XI_Enter is nothing")
    func leaving() {
        var leave = XIEnterEvent()
        leave.evtype = XI_Leave
        leave.event_x = 30
        leave.event_y = 40
        leave.mods.effective = Int32(ShiftMask)
        #expect(
            XInputTranslator.translateLeave(leave)
                == .pointer(PointerSample(action: .exit, button: 0, location: Point(x: 30, y: 40), modifiers: .shift)))
        leave.evtype = XI_Enter
        #expect(XInputTranslator.translateLeave(leave) == nil)
    }

    @Test("pointer events emulated from a touch are dropped, so a finger counts once")
    func emulated() {
        let emulated = Int32(XIPointerEmulated)
        #expect(XInputTranslator.translate(deviceEvent(XI_ButtonPress, detail: 1, x: 5, y: 6, flags: emulated)) == nil)
        #expect(XInputTranslator.translate(deviceEvent(XI_Motion, detail: 0, x: 5, y: 6, flags: emulated)) == nil)
        // Wheel clicks arrive as emulated buttons on devices that also scroll smoothly: still one click.
        #expect(XInputTranslator.translate(deviceEvent(XI_ButtonPress, detail: 5, x: 5, y: 6, flags: emulated)) != nil)
    }

    @Test("a touchpad pinch carries finger count, scale and the angle delta in radians")
    func pinch() {
        var event = XIGesturePinchEvent()
        event.type = GenericEvent
        event.evtype = XI_GesturePinchUpdate
        event.detail = 2
        event.event_x = 300
        event.event_y = 200
        event.delta_x = 1.5
        event.delta_y = -2
        event.scale = 1.25
        event.delta_angle = 9
        #expect(
            XInputTranslator.translate(event)
                == .touchpad(
                    TouchpadGesture(
                        kind: .pinch, phase: .changed, fingerCount: 2, location: Point(x: 300, y: 200),
                        delta: Point(x: 1.5, y: -2), scale: 1.25, rotationDelta: 9 * Double.pi / 180)))
        event.evtype = XI_GesturePinchBegin
        #expect(phase(of: XInputTranslator.translate(event)) == .began)
        event.evtype = XI_GesturePinchEnd
        event.flags = Int32(XIGesturePinchEventCancelled)
        #expect(phase(of: XInputTranslator.translate(event)) == .cancelled)
    }

    private func phase(of kind: InputEvent.Kind?) -> TouchpadGesture.Phase? {
        guard case .touchpad(let gesture)? = kind else { return nil }
        return gesture.phase
    }

    @Test("a touchpad swipe carries its movement")
    func swipe() {
        var event = XIGestureSwipeEvent()
        event.evtype = XI_GestureSwipeUpdate
        event.detail = 3
        event.event_x = 10
        event.event_y = 20
        event.delta_x = 4
        event.delta_y = 0
        #expect(
            XInputTranslator.translate(event)
                == .touchpad(
                    TouchpadGesture(
                        kind: .swipe, phase: .changed, fingerCount: 3, location: Point(x: 10, y: 20),
                        delta: Point(x: 4, y: 0))))
    }

    @Test("a touch event translated and sent drives the engine like any touch")
    func touchDrivesEngine() throws {
        let driver = VirtualTouchDriver(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        driver.window.addGestureRecognizer(pan)
        for (type, x) in [(XI_TouchBegin, 10.0), (XI_TouchUpdate, 40), (XI_TouchUpdate, 70), (XI_TouchEnd, 70)] {
            let kind = try #require(XInputTranslator.translate(deviceEvent(type, detail: 3, x: x, y: 100)))
            driver.send(InputEvent(time: driver.now, kind))
            driver.wait(0.016)
        }
        #expect(pan.state == .possible)
        let log = TransitionLog(window: driver.window)
        for (type, x) in [(XI_TouchBegin, 10.0), (XI_TouchUpdate, 40), (XI_TouchEnd, 40)] {
            driver.send(
                InputEvent(
                    time: driver.now,
                    try #require(XInputTranslator.translate(deviceEvent(type, detail: 4, x: x, y: 100)))))
        }
        #expect(log.story == "pan: possible → began; pan: began → ended")
    }
}
