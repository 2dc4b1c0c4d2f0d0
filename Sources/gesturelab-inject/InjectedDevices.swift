import CX11

/// The devices the injected events come from, as the server would list them if they were real: a touchscreen
/// (direct touch) for `touch` and a touchpad (dependent touch) for `pinch` and `swipe`, both slave pointers attached
/// to the master pointer. The proxy adds them to every XIQueryDevice reply for all devices and answers a query for
/// either alone (the server itself would refuse it: it knows no such device), so `gesturelab devices` and the app's
/// device lookup see them like hardware.
struct InjectedDevices {
    static let touchscreenID: UInt16 = 50
    static let touchpadID: UInt16 = 51
    /// Fingers each device follows at once (a common touchscreen's and touchpad's).
    static let touchscreenTouches: UInt8 = 10
    static let touchpadTouches: UInt8 = 5

    private let devices: [UInt16: [UInt8]]

    /// The devices, with valuator labels interned on `display` and the touchscreen's axes spanning its screen.
    init(display: OpaquePointer) {
        let screen = XDefaultScreen(display)
        let width = Int32(XDisplayWidth(display, screen))
        let height = Int32(XDisplayHeight(display, screen))
        // XI resolutions are units per metre; a screen's pixels per metre come from its size in millimetres.
        let widthMM = max(Int(XDisplayWidthMM(display, screen)), 1)
        let heightMM = max(Int(XDisplayHeightMM(display, screen)), 1)
        func atom(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: XInternAtom(display, name, 0)) }
        let absolute: UInt8 = 1
        let relative: UInt8 = 0
        var touchscreen = DeviceInfo(id: Self.touchscreenID, name: "GestureLab inject touchscreen")
        touchscreen.valuator(
            atom("Abs MT Position X"), min: 0, max: width - 1,
            resolution: UInt32(Int(width) * 1000 / widthMM), mode: absolute)
        touchscreen.valuator(
            atom("Abs MT Position Y"), min: 0, max: height - 1,
            resolution: UInt32(Int(height) * 1000 / heightMM), mode: absolute)
        touchscreen.valuator(atom("Abs MT Touch Major"), min: 0, max: 255, resolution: 0, mode: absolute)
        touchscreen.valuator(atom("Abs MT Touch Minor"), min: 0, max: 255, resolution: 0, mode: absolute)
        touchscreen.valuator(atom("Abs MT Pressure"), min: 0, max: 255, resolution: 0, mode: absolute)
        touchscreen.touch(direct: true, touches: Self.touchscreenTouches)
        var touchpad = DeviceInfo(id: Self.touchpadID, name: "GestureLab inject touchpad")
        touchpad.valuator(atom("Rel X"), min: -1, max: -1, resolution: 0, mode: relative)
        touchpad.valuator(atom("Rel Y"), min: -1, max: -1, resolution: 0, mode: relative)
        // A 100 × 70 mm pad at 12 units per millimetre, as libinput's quirks list typical pads.
        touchpad.valuator(atom("Abs MT Position X"), min: 0, max: 1200, resolution: 12000, mode: absolute)
        touchpad.valuator(atom("Abs MT Position Y"), min: 0, max: 840, resolution: 12000, mode: absolute)
        touchpad.touch(direct: false, touches: Self.touchpadTouches)
        devices = [Self.touchscreenID: touchscreen.bytes, Self.touchpadID: touchpad.bytes]
    }

    /// The packet to send the client instead of `packet`, when it answers one of its XIQueryDevice requests that the
    /// proxy completes: the server's list with these devices added, or one of them alone where the server said
    /// BadDevice. Other packets pass as they are.
    func rewrite(_ packet: [UInt8], queries: inout [UInt16: UInt16]) -> [UInt8] {
        guard packet.count >= 32, packet[0] <= 1 else { return packet }
        let sequence = UInt16(packet[2]) | UInt16(packet[3]) << 8
        guard let asked = queries.removeValue(forKey: sequence) else { return packet }
        if packet[0] == 1 && asked == 0 {  // XIAllDevices: the server's devices, then ours
            let count = UInt16(packet[8]) | UInt16(packet[9]) << 8
            return Self.reply(
                sequence: sequence, count: count + UInt16(devices.count),
                body: Array(packet[32...]) + devices.keys.sorted().flatMap { devices[$0]! })
        }
        if packet[0] == 0, let device = devices[asked] {  // the server's BadDevice for one of ours
            return Self.reply(sequence: sequence, count: 1, body: device)
        }
        return packet
    }

    /// An xXIQueryDeviceReply: 32 bytes, then the devices.
    private static func reply(sequence: UInt16, count: UInt16, body: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [1, 0]
        bytes += le16(sequence) + le32(UInt32(body.count / 4)) + le16(count) + [UInt8](repeating: 0, count: 22)
        return bytes + body
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> UInt32($0 * 8)) & 0xFF) } }
}

/// One device as XIQueryDevice's reply lists it (XI2proto.h: xXIDeviceInfo, then its classes).
private struct DeviceInfo {
    let id: UInt16
    let name: String
    private var classes: [[UInt8]] = []
    private var valuators: UInt16 = 0

    init(id: UInt16, name: String) {
        self.id = id
        self.name = name
    }

    /// An xXIValuatorInfo (44 bytes): label, range as FP32.32, resolution, mode.
    mutating func valuator(_ label: UInt32, min: Int32, max: Int32, resolution: UInt32, mode: UInt8) {
        let le16 = InjectedDevices.le16
        let le32 = InjectedDevices.le32
        var bytes = le16(2) + le16(11) + le16(id) + le16(valuators) + le32(label)
        bytes += le32(UInt32(bitPattern: min)) + le32(0) + le32(UInt32(bitPattern: max)) + le32(0)
        bytes += le32(0) + le32(0) + le32(resolution) + [mode, 0, 0, 0]
        classes.append(bytes)
        valuators += 1
    }

    /// An xXITouchInfo (8 bytes): direct (a touchscreen) or dependent (a touchpad) and how many touches.
    mutating func touch(direct: Bool, touches: UInt8) {
        classes.append(
            InjectedDevices.le16(8) + InjectedDevices.le16(2) + InjectedDevices.le16(id) + [direct ? 1 : 2, touches])
    }

    /// The xXIDeviceInfo: a slave pointer (use 3) attached to the master pointer (2), enabled, then its name padded
    /// to 4 bytes and its classes.
    var bytes: [UInt8] {
        let le16 = InjectedDevices.le16
        let nameBytes = Array(name.utf8)
        var bytes = le16(id) + le16(3) + le16(2) + le16(UInt16(classes.count)) + le16(UInt16(nameBytes.count)) + [1, 0]
        bytes += nameBytes + [UInt8](repeating: 0, count: (4 - nameBytes.count % 4) % 4)
        return bytes + classes.flatMap { $0 }
    }
}
