import CX11

/// An input device as XInput names it, and what kind of device that is.
public struct InputDeviceDescription: Sendable, Equatable {
    public let name: String
    /// "touchscreen", "touchpad", "pen", "mouse" or "unknown".
    public let kind: String

    public init(name: String, kind: String) {
        self.name = name
        self.kind = kind
    }
}

/// Looks up the XInput device an event came from (its `sourceid`): its name, and its kind from its touch class
/// (direct touch is a touchscreen, dependent touch a touchpad) or, for a pointer, from its name (tablets call their
/// pens "stylus" or "pen"; a pen is an XI2 pointer device).
public enum InputDevices {
    public static func describe(display: OpaquePointer, deviceID: Int32, fromTouch: Bool) -> InputDeviceDescription {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, deviceID, &count), count > 0 else {
            // Injected touches (see docs: xi2-injection.md) name a device the server does not list.
            return InputDeviceDescription(name: "unknown", kind: fromTouch ? "touchscreen" : "unknown")
        }
        defer { XIFreeDeviceInfo(info) }
        let device = info.pointee
        let name = device.name.map { String(cString: $0) } ?? "unknown"
        var touchMode: Int32?
        for index in 0..<Int(device.num_classes) {
            guard let deviceClass = device.classes[index], deviceClass.pointee.type == XITouchClass else { continue }
            let touch = UnsafeRawPointer(deviceClass).assumingMemoryBound(to: XITouchClassInfo.self).pointee
            touchMode = touch.mode
        }
        return InputDeviceDescription(name: name, kind: kind(name: name, touchMode: touchMode, fromTouch: fromTouch))
    }

    /// The kind from what XInput says: a touch class decides; otherwise the name (kept pure for the tests).
    public static func kind(name: String, touchMode: Int32?, fromTouch: Bool) -> String {
        if let touchMode { return touchMode == XIDirectTouch ? "touchscreen" : "touchpad" }
        if fromTouch { return "touchscreen" }
        let lower = name.lowercased()
        if ["stylus", "pen", "eraser"].contains(where: { lower.contains($0) }) { return "pen" }
        if ["touchpad", "trackpad", "synaptics", "glidepoint"].contains(where: { lower.contains($0) }) {
            return "touchpad"
        }
        return "mouse"
    }
}
