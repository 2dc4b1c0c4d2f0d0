import CX11
import GestureEngine
import Testing

@testable import X11Platform

/// `gesturelab devices`' listing from devices described by hand as XInput lists them (XI2.h's uses and classes;
/// libinput's device names and valuator labels of a Wacom tablet and an ELAN touchscreen).
@Suite struct InputDeviceReportTests {
    private func valuator(_ number: Int, _ label: String, _ range: ClosedRange<Double>, resolution: Int = 0)
        -> InputDeviceInfo.Valuator
    {
        .init(
            number: number, label: label, minimum: range.lowerBound, maximum: range.upperBound, resolution: resolution,
            isAbsolute: true)
    }

    private var tablet: [InputDeviceInfo] {
        [
            InputDeviceInfo(
                id: 2, name: "Virtual core pointer", use: .masterPointer, attachment: 3, isEnabled: true, touch: nil,
                valuators: [], buttons: 10, scrollAxes: 2),
            InputDeviceInfo(
                id: 12, name: "Wacom Intuos S Pen stylus", use: .slavePointer, attachment: 2, isEnabled: true,
                touch: nil,
                valuators: [
                    valuator(0, "Abs X", 0...15200, resolution: 100_000), valuator(2, "Abs Pressure", 0...4095),
                    valuator(3, "Abs Tilt X", -64...63),
                ], buttons: 9, scrollAxes: 0),
            InputDeviceInfo(
                id: 13, name: "Wacom Intuos S Pen eraser", use: .slavePointer, attachment: 2, isEnabled: true,
                touch: nil, valuators: [valuator(2, "Abs Pressure", 0...4095)], buttons: 9, scrollAxes: 0),
            InputDeviceInfo(
                id: 14, name: "ELAN2514:00 04F3:2817", use: .slavePointer, attachment: 2, isEnabled: true,
                touch: .init(isDirect: true, maximumTouches: 10),
                valuators: [valuator(0, "Abs MT Position X", 0...3199), valuator(2, "Abs MT Touch Major", 0...255)],
                buttons: 0, scrollAxes: 0),
            InputDeviceInfo(
                id: 15, name: "SYNA8004:00 06CB:CD8B Touchpad", use: .floatingSlave, attachment: 0, isEnabled: true,
                touch: .init(isDirect: false, maximumTouches: 5), valuators: [], buttons: 2, scrollAxes: 2),
        ]
    }

    @Test("kinds: a touch class decides (direct: touchscreen), then the tool's name (pen, eraser)")
    func kinds() {
        #expect(tablet.map(\.kind) == ["pointer", "pen", "eraser", "touchscreen", "touchpad"])
    }

    @Test("each device's block: use and attachment, touch mode and count, valuators with range and resolution")
    func blocks() {
        let text = InputDeviceReport.text(
            tablet, display: ":0", version: (2, 4), scale: 1.5, scaleSource: "Xft.dpi")
        #expect(text.hasPrefix("XInput 2.4 on :0, 5 devices; GestureLab's scale 1.5× (from Xft.dpi)"))
        #expect(text.contains("Use:              slave pointer, attached to 2 (Virtual core pointer)"))
        #expect(text.contains("Touch:            direct, 10 touches"))
        #expect(text.contains("0 Abs X  absolute 0…15200, resolution 100000 units/m (100/mm)"))
        #expect(text.contains("                  3 Abs Tilt X  absolute -64…63\n"))
        #expect(text.contains("pressure and tilt are not read; positions ÷ 1.5 into points"))
        #expect(text.contains("not attached to a master: GestureLab sees nothing of it"))
        #expect(text.contains("Buttons:          10, 2 scroll axes"))
    }

    @Test("a touchscreen on XInput 2.1 has no touch events: the app gets the pointer X emulates")
    func oldServer() {
        let screen = tablet[3]
        #expect(InputDeviceReport.treatment(of: screen, version: (2, 1), scale: 1).hasPrefix("the pointer:"))
        #expect(InputDeviceReport.treatment(of: screen, version: (2, 2), scale: 1).hasPrefix("the scene's touches"))
    }

    @Test("--watch's flags: XI2.h's emulated pointer, pending end, emulating pointer and key repeat bits")
    func flags() {
        #expect(InputEventWatcher.flags(Int32(XIPointerEmulated), isTouch: false, isKey: false) == ["emulated pointer"])
        #expect(
            InputEventWatcher.flags(Int32(XITouchPendingEnd | XITouchEmulatingPointer), isTouch: true, isKey: false)
                == ["pending end", "emulating pointer"])
        #expect(InputEventWatcher.flags(Int32(XIKeyRepeat), isTouch: false, isKey: true) == ["key repeat"])
    }

    @Test("--watch's line: device, type, touch id, position in points, valuators, flags, the app's reading")
    func line() {
        let event = WatchedInputEvent(
            serverTime: 1234, deviceID: 14, deviceName: "ELAN2514:00 04F3:2817", deviceKind: "touchscreen",
            type: "motion", detail: "", location: Point(x: 10, y: 20.256),
            valuators: [("Abs MT Touch Major", 12)], flags: ["emulated pointer"], app: "ignored")
        #expect(
            event.line
                == "1234 ms  14 \"ELAN2514:00 04F3:2817\" (touchscreen)  motion  at 10.00, 20.26 pt  "
                + "valuators [Abs MT Touch Major 12.00]  flags [emulated pointer]  → app: ignored")
    }
}
