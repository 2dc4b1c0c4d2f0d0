import CX11

/// Every device XInput 2 lists on a display (`XIQueryDevice(XIAllDevices)`), masters and slaves, with their touch
/// classes and valuators: what `gesturelab devices` prints.
public enum InputDeviceList {
    /// The devices by id; empty when the server has no XInput 2.
    public static func query(display: OpaquePointer) -> [InputDeviceInfo] {
        var count: Int32 = 0
        guard let list = XIQueryDevice(display, XIAllDevices, &count) else { return [] }
        defer { XIFreeDeviceInfo(list) }
        return (0..<Int(count)).map { info(list[$0], display: display) }.sorted { $0.id < $1.id }
    }

    /// One device's entry, or nil when the server does not know the id.
    public static func query(display: OpaquePointer, deviceID: Int32) -> InputDeviceInfo? {
        var count: Int32 = 0
        guard let list = XIQueryDevice(display, deviceID, &count), count > 0 else { return nil }
        defer { XIFreeDeviceInfo(list) }
        return info(list[0], display: display)
    }

    private static func info(_ device: XIDeviceInfo, display: OpaquePointer) -> InputDeviceInfo {
        var touch: InputDeviceInfo.Touch?
        var valuators: [InputDeviceInfo.Valuator] = []
        var buttons = 0
        var scrollAxes = 0
        for index in 0..<Int(device.num_classes) {
            guard let raw = device.classes[index] else { continue }
            let pointer = UnsafeRawPointer(raw)
            switch raw.pointee.type {
            case XITouchClass:
                let info = pointer.assumingMemoryBound(to: XITouchClassInfo.self).pointee
                touch = .init(isDirect: info.mode == XIDirectTouch, maximumTouches: Int(info.num_touches))
            case XIValuatorClass:
                let info = pointer.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                valuators.append(
                    .init(
                        number: Int(info.number), label: atomName(info.label, display: display), minimum: info.min,
                        maximum: info.max, resolution: Int(info.resolution), isAbsolute: info.mode == XIModeAbsolute))
            case XIButtonClass:
                buttons = Int(pointer.assumingMemoryBound(to: XIButtonClassInfo.self).pointee.num_buttons)
            case XIScrollClass:
                scrollAxes += 1
            default:
                break
            }
        }
        let use: InputDeviceInfo.Use =
            switch device.use {
            case XIMasterPointer: .masterPointer
            case XIMasterKeyboard: .masterKeyboard
            case XISlavePointer: .slavePointer
            case XISlaveKeyboard: .slaveKeyboard
            default: .floatingSlave
            }
        return InputDeviceInfo(
            id: Int(device.deviceid), name: device.name.map { String(cString: $0) } ?? "unnamed", use: use,
            attachment: Int(device.attachment), isEnabled: device.enabled != 0, touch: touch,
            valuators: valuators.sorted { $0.number < $1.number }, buttons: buttons, scrollAxes: scrollAxes)
    }

    /// An atom's name ("Abs MT Touch Major"); "unlabelled" for None.
    static func atomName(_ atom: Atom, display: OpaquePointer) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "unlabelled" }
        defer { XFree(name) }
        return String(cString: name)
    }
}
