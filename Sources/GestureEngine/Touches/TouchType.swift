/// What made a touch, as UIKit's UITouch.TouchType: a finger on a touchscreen (`direct`), the mouse or a touchpad's
/// pointer with a button held (`indirectPointer`), or a pen on a tablet (`pencil`). The X11 layer reads it from the
/// XInput device kind; the pointer adapter's touches are `indirectPointer`, or `pencil` for a pen.
public enum TouchType: String, Hashable, Sendable, CaseIterable {
    /// UIKit: "A touch resulting from direct contact with the screen."
    case direct
    /// UIKit: "A touch resulting from a button-based, indirect input device that describes the input sequence from
    /// button press to button release."
    case indirectPointer
    /// UIKit: "A touch from Apple Pencil." Here, any pen or stylus.
    case pencil
}
