import GestureEngine

/// One XInput 2 event as `gesturelab devices --watch` prints it: the device it came from, its type, its touch id
/// (or button, key, finger count), its position in points, its valuators, its flags, and what the app makes of it.
public struct WatchedInputEvent: Sendable, Equatable {
    public var serverTime: UInt
    public var deviceID: Int
    public var deviceName: String
    public var deviceKind: String
    /// "touch-begin", "motion", "pinch-update"…
    public var type: String
    /// "touch 3", "button 1", "key Escape", "3 fingers"; empty for plain motion.
    public var detail: String
    /// Where, in points (window pixels ÷ the scale).
    public var location: Point
    /// Extra numbers of touchpad gestures: "scale 1.25 angle +3.00° delta (1.00, 0.00) pt".
    public var gesture: String
    /// The valuators the event carries, by label.
    public var valuators: [(label: String, value: Double)]
    /// "emulated pointer", "pending end", "key repeat"…
    public var flags: [String]
    /// What the app makes of it: "touch", "pointer", "scroll", "key", "touchpad gesture", or "ignored".
    public var app: String

    public init(
        serverTime: UInt, deviceID: Int, deviceName: String, deviceKind: String, type: String, detail: String,
        location: Point, gesture: String = "", valuators: [(label: String, value: Double)] = [], flags: [String] = [],
        app: String
    ) {
        self.serverTime = serverTime
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.deviceKind = deviceKind
        self.type = type
        self.detail = detail
        self.location = location
        self.gesture = gesture
        self.valuators = valuators
        self.flags = flags
        self.app = app
    }

    public static func == (left: WatchedInputEvent, right: WatchedInputEvent) -> Bool { left.line == right.line }

    /// The one line printed: `12345 ms  50 "GestureLab inject touchscreen" (touchscreen)  touch-begin  touch 1  at
    /// 100.00, 120.00 pt  valuators [Abs MT Pressure 40.00]  flags [emulated pointer]  → app: touch`.
    public var line: String {
        var parts = [
            "\(serverTime) ms", "\(deviceID) \"\(deviceName)\" (\(deviceKind))", type,
        ]
        if !detail.isEmpty { parts.append(detail) }
        parts.append("at \(Self.fixed(location.x)), \(Self.fixed(location.y)) pt")
        if !gesture.isEmpty { parts.append(gesture) }
        if !valuators.isEmpty {
            parts.append(
                "valuators [" + valuators.map { "\($0.label) \(Self.fixed($0.value))" }.joined(separator: ", ") + "]")
        }
        if !flags.isEmpty { parts.append("flags [" + flags.joined(separator: ", ") + "]") }
        parts.append("→ app: \(app)")
        return parts.joined(separator: "  ")
    }

    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 && hundredths != 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "")
            + "\(fraction)"
    }
}
