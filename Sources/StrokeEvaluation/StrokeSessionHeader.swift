/// The header line `gesturelab collect` writes before a session's strokes: who drew them (a number, never a name),
/// on what, when, and the plan they were asked in. It describes every stroke line after it, up to the next header.
/// In the file: `{"session": {"subject": 734021, "device": {"name": "…", "kind": "touchscreen"}, …}}`.
public struct StrokeSessionHeader: Codable, Sendable, Equatable {
    /// The input device a session's strokes were drawn with, as XInput names it.
    public struct Device: Codable, Sendable, Equatable {
        /// The device's name ("Wacom Intuos Pen stylus"), or "unknown" when XInput lists no such device.
        public var name: String
        /// "touchscreen", "touchpad", "pen", "mouse" or "unknown".
        public var kind: String

        public init(name: String, kind: String) {
            self.name = name
            self.kind = kind
        }

        public static let unknown = Device(name: "unknown", kind: "unknown")
    }

    /// Which file layout this is; "gesturelab-strokes".
    public var format: String
    /// The participant: a number, as in the published stroke sets, so per-person tables work across files.
    public var subject: Int
    public var device: Device
    /// The monitor's size in millimetres, when it reports one (Xvfb and many projectors do not).
    public var screenMillimetres: [Double]?
    /// Device pixels per point; the stroke's coordinates are in points.
    public var scale: Double
    /// When the session started, ISO 8601 in UTC.
    public var date: String
    /// The GestureLab that wrote the file.
    public var gestureLab: String
    /// The seed of the prompts' order: with the kinds, speeds and repetitions it gives the same order again.
    public var seed: UInt64
    public var kinds: [String]
    public var speeds: [String]
    public var repetitions: Int

    public static let formatName = "gesturelab-strokes"

    public init(
        subject: Int, device: Device, screenMillimetres: [Double]?, scale: Double, date: String, gestureLab: String,
        seed: UInt64, kinds: [String], speeds: [String], repetitions: Int
    ) {
        format = Self.formatName
        self.subject = subject
        self.device = device
        self.screenMillimetres = screenMillimetres
        self.scale = scale
        self.date = date
        self.gestureLab = gestureLab
        self.seed = seed
        self.kinds = kinds
        self.speeds = speeds
        self.repetitions = repetitions
    }
}

/// Which prompt a stroke answers: who, what, at which speed, which repetition. In a collected file a later stroke
/// with the same key replaces an earlier one (a redo), and a `withdrawn` line removes it.
public struct StrokeKey: Codable, Sendable, Hashable, CustomStringConvertible {
    public var subject: Int
    public var name: String
    public var speed: String
    public var sample: Int

    public init(subject: Int, name: String, speed: String, sample: Int) {
        self.subject = subject
        self.name = name
        self.speed = speed
        self.sample = sample
    }

    public var description: String { "\(name) \(speed) #\(sample) of subject \(subject)" }
}
