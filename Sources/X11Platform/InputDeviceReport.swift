/// `gesturelab devices` as text, like `libinput list-devices`: one block per device, and what GestureLab does with
/// each (which input of the scene it drives, and the scale its positions are divided by).
public enum InputDeviceReport {
    /// The listing of `devices`; `scale` is the app's (device pixels per point, with where it came from), `version`
    /// the XInput version the server speaks.
    public static func text(
        _ devices: [InputDeviceInfo], display: String, version: (major: Int, minor: Int), scale: Double,
        scaleSource: String
    ) -> String {
        var blocks = [
            "XInput \(version.major).\(version.minor) on \(display), \(devices.count) devices; GestureLab's scale "
                + "\(format(scale))× (from \(scaleSource)): positions arrive in device pixels and are divided by it"
        ]
        let names = Dictionary(devices.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for device in devices {
            blocks.append(block(device, masterName: names[device.attachment], version: version, scale: scale))
        }
        return blocks.joined(separator: "\n\n")
    }

    static func block(
        _ device: InputDeviceInfo, masterName: String?, version: (major: Int, minor: Int), scale: Double
    ) -> String {
        var lines: [(String, String)] = [
            ("Device", device.name), ("Id", String(device.id)),
        ]
        let attachment = masterName.map { "\(device.attachment) (\($0))" } ?? String(device.attachment)
        switch device.use {
        case .slavePointer, .slaveKeyboard:
            lines.append(("Use", "\(device.use.rawValue), attached to \(attachment)"))
        case .masterPointer, .masterKeyboard:
            lines.append(("Use", "\(device.use.rawValue), paired with \(attachment)"))
        case .floatingSlave:
            lines.append(("Use", device.use.rawValue))
        }
        lines.append(("Kind", device.kind))
        lines.append(("Enabled", device.isEnabled ? "yes" : "no"))
        if let touch = device.touch {
            lines.append(
                (
                    "Touch",
                    "\(touch.isDirect ? "direct" : "dependent"), \(touch.maximumTouches) "
                        + (touch.maximumTouches == 1 ? "touch" : "touches")
                ))
        } else if device.use != .masterKeyboard && device.use != .slaveKeyboard {
            lines.append(("Touch", "none"))
        }
        if device.buttons > 0 || device.scrollAxes > 0 {
            lines.append(
                ("Buttons", "\(device.buttons)" + (device.scrollAxes > 0 ? ", \(device.scrollAxes) scroll axes" : "")))
        }
        for (index, valuator) in device.valuators.enumerated() {
            lines.append((index == 0 ? "Valuators" : "", describe(valuator)))
        }
        lines.append(("GestureLab", treatment(of: device, version: version, scale: scale)))
        return lines.map { label, value in
            (label.isEmpty ? "" : label + ":").padding(toLength: 18, withPad: " ", startingAt: 0) + value
        }.joined(separator: "\n")
    }

    /// "2 Abs MT Touch Major  absolute 0…255", with the resolution when the driver gives one.
    static func describe(_ valuator: InputDeviceInfo.Valuator) -> String {
        var text = "\(valuator.number) \(valuator.label)  "
        if valuator.isAbsolute {
            text += "absolute \(format(valuator.minimum))…\(format(valuator.maximum))"
        } else {
            text += "relative"
        }
        if valuator.resolution > 0 {
            text += ", resolution \(valuator.resolution) units/m (\(format(Double(valuator.resolution) / 1000))/mm)"
        }
        return text
    }

    /// What the app makes of the device's events.
    public static func treatment(of device: InputDeviceInfo, version: (major: Int, minor: Int), scale: Double)
        -> String
    {
        let divided = "positions ÷ \(format(scale)) into points"
        guard device.isEnabled else { return "disabled: GestureLab sees nothing of it" }
        let hasTouch = version.major > 2 || version.minor >= 2
        let hasGestures = version.major > 2 || version.minor >= 4
        switch device.use {
        case .floatingSlave:
            return "not attached to a master: GestureLab sees nothing of it (it listens on the master devices)"
        case .masterPointer:
            return "the app listens here (XIAllMasterDevices): every attached pointer's events arrive through it, "
                + "named by their source device"
        case .masterKeyboard:
            return "the app listens here: every attached keyboard's keys arrive through it"
        case .slaveKeyboard:
            return "keys: the app's shortcuts (scene keys, I inspector, R record, Space pause…)"
        case .slavePointer:
            break
        }
        switch device.kind {
        case "touchscreen" where hasTouch:
            let touches = device.touch.map { " (up to \($0.maximumTouches) at once)" } ?? ""
            return "the scene's touches: each finger is one touch\(touches) where it lands; \(divided); "
                + "the pointer events X emulates from a touch are ignored (the finger would count twice)"
        case "touchpad":
            let gestures =
                hasGestures
                ? "; two-finger pinches and three-finger swipes arrive as touchpad gestures (XI 2.4) for the "
                    + "scene's pinch, rotation and swipe recognizers"
                : "; no touchpad gestures (the server speaks XI \(version.major).\(version.minor), they need 2.4)"
            return "the pointer: a press and drag is one touch (the mouse's)\(gestures); \(divided)"
        case "pen", "eraser":
            return "the pointer: pressing the tip is one touch (the mouse's); pressure and tilt are not read; "
                + divided
        default:
            return "the pointer: button 1 held is one touch (the mouse's), the wheel scrolls; \(divided)"
        }
    }

    /// A number without a needless ".0".
    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }
}
