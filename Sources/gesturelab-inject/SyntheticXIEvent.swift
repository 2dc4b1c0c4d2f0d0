/// Builds XI2 events as they travel on the wire (little-endian), following the field tables of XI2proto.h:
/// touch events as `xXIDeviceEvent` (80 bytes), touchpad gestures as `xXIGesturePinchEvent` (100 bytes) and
/// `xXIGestureSwipeEvent` (92 bytes). libXi decodes them like events from real hardware. Positions and movements are
/// given in points, like the app's layout and its traces, and go on the wire in device pixels (× the target's scale).
struct SyntheticXIEvent {
    /// Where the event is delivered, and the numbers every event needs.
    struct Target {
        var opcode: UInt8
        var window: UInt32
        var root: UInt32
        /// The window's origin on the screen, to fill in root coordinates.
        var origin: (x: Double, y: Double)
        /// Device pixels per point, as the app has it.
        var scale: Double = 1
        var deviceID: UInt16 = 2  // the master pointer
        var sourceID: UInt16 = 2
    }

    static let touchBegin: UInt16 = 18, touchUpdate: UInt16 = 19, touchEnd: UInt16 = 20
    static let pinchBegin: UInt16 = 27, pinchUpdate: UInt16 = 28, pinchEnd: UInt16 = 29
    static let swipeBegin: UInt16 = 30, swipeUpdate: UInt16 = 31, swipeEnd: UInt16 = 32

    private var bytes: [UInt8] = []

    private mutating func u8(_ value: UInt8) { bytes.append(value) }
    private mutating func u16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
    private mutating func fixed(_ value: Double) { u32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }

    /// The 32-byte GenericEvent header and the fields every XI2 device event shares.
    private mutating func header(
        _ target: Target, sequence: UInt16, totalLength: Int, evtype: UInt16, time: UInt32, detail: UInt32
    ) {
        u8(35)  // GenericEvent
        u8(target.opcode)
        u16(sequence)
        u32(UInt32((totalLength - 32) / 4))
        u16(evtype)
        u16(target.deviceID)
        u32(time)
        u32(detail)
        u32(target.root)
        u32(target.window)
        u32(0)  // child
    }

    /// Root and window coordinates of a point given in points.
    private mutating func position(_ target: Target, x: Double, y: Double) {
        fixed(x * target.scale + target.origin.x)
        fixed(y * target.scale + target.origin.y)
        fixed(x * target.scale)
        fixed(y * target.scale)
    }

    /// A touch begin (18), update (19) or end (20) with no buttons or valuators.
    static func touch(
        _ evtype: UInt16, id: UInt32, x: Double, y: Double, target: Target, sequence: UInt16, time: UInt32
    ) -> [UInt8] {
        var event = SyntheticXIEvent()
        event.header(target, sequence: sequence, totalLength: 80, evtype: evtype, time: time, detail: id)
        event.position(target, x: x, y: y)
        event.u16(0)  // buttons_len
        event.u16(0)  // valuators_len
        event.u16(target.sourceID)
        event.u16(0)
        event.u32(0)  // flags
        for _ in 0..<4 { event.u32(0) }  // modifiers: base, latched, locked, effective
        for _ in 0..<4 { event.u8(0) }  // group
        return event.bytes
    }

    /// A touchpad pinch: `fingers` touches, scale relative to the start, angle change in degrees.
    static func pinch(
        _ evtype: UInt16, fingers: UInt32, x: Double, y: Double, dx: Double, dy: Double, scale: Double, angle: Double,
        cancelled: Bool = false, target: Target, sequence: UInt16, time: UInt32
    ) -> [UInt8] {
        var event = SyntheticXIEvent()
        event.header(target, sequence: sequence, totalLength: 100, evtype: evtype, time: time, detail: fingers)
        event.position(target, x: x, y: y)
        for value in [dx, dy, dx, dy] { event.fixed(value * target.scale) }
        for value in [scale, angle] { event.fixed(value) }
        event.u16(target.sourceID)
        event.u16(0)
        for _ in 0..<4 { event.u32(0) }
        for _ in 0..<4 { event.u8(0) }
        event.u32(cancelled ? 1 : 0)
        return event.bytes
    }

    /// A touchpad swipe: `fingers` touches moving by (dx, dy).
    static func swipe(
        _ evtype: UInt16, fingers: UInt32, x: Double, y: Double, dx: Double, dy: Double,
        target: Target, sequence: UInt16, time: UInt32
    ) -> [UInt8] {
        var event = SyntheticXIEvent()
        event.header(target, sequence: sequence, totalLength: 92, evtype: evtype, time: time, detail: fingers)
        event.position(target, x: x, y: y)
        for value in [dx, dy, dx, dy] { event.fixed(value * target.scale) }
        event.u16(target.sourceID)
        event.u16(0)
        for _ in 0..<4 { event.u32(0) }
        for _ in 0..<4 { event.u8(0) }
        event.u32(0)
        return event.bytes
    }
}
