import CX11
import Testing
import X11Platform

/// Which kind of device a stroke came from, from what XInput says of it (XI2proto.h: a touch class's mode is
/// XIDirectTouch for a touchscreen, XIDependentTouch for a touchpad; tablets' pens are pointer devices).
@Suite struct InputDeviceKindTests {
    @Test(
        arguments: [
            ("ELAN Touchscreen", Int32(XIDirectTouch), false, "touchscreen"),
            ("SYNA Touchpad", Int32(XIDependentTouch), false, "touchpad"),
            ("Wacom Intuos S Pen stylus", nil, false, "pen"),
            ("Wacom Intuos S Pen eraser", nil, false, "pen"),
            ("SynPS/2 Synaptics TouchPad", nil, false, "touchpad"),
            ("Logitech USB Optical Mouse", nil, false, "mouse"),
            ("unknown", nil, true, "touchscreen"),
        ] as [(String, Int32?, Bool, String)])
    func kind(name: String, touchMode: Int32?, fromTouch: Bool, expected: String) {
        #expect(InputDevices.kind(name: name, touchMode: touchMode, fromTouch: fromTouch) == expected)
    }
}
