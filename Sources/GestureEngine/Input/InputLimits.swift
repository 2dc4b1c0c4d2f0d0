/// What input numbers a screen can produce. Anything beyond is a broken device, a corrupt file or hostile input:
/// the window ignores it (logging why), and the trace reader refuses it with file:line.
///
/// The limits are generous: X11 windows are at most 32767 px on a side (the protocol's 16-bit sizes), and XI2
/// coordinates are 16.16 fixed point, so no real event lies beyond ±32768 px; ±100000 leaves room for any
/// scaling. Touchpads report a scale of a few times at most and turn far less than a full turn between events.
public enum InputLimits {
    /// The largest magnitude (px) of a coordinate or a movement.
    public static let maximumCoordinate = 100_000.0
    /// The largest window side (px).
    public static let maximumWindowSide = 32_767.0
    /// Touchpad pinch scale, relative to the gesture's start.
    public static let touchpadScale = 0.001...1000.0
    /// The largest touchpad rotation (radians) between two events.
    public static let maximumRotationStep = Double.pi

    /// A finite coordinate within ±`maximumCoordinate`.
    public static func isUsable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumCoordinate
    }

    public static func isUsable(_ point: Point) -> Bool { isUsable(point.x) && isUsable(point.y) }

    /// A window size from 1×1 to `maximumWindowSide` on each side.
    public static func isUsable(_ size: Size) -> Bool {
        (1...maximumWindowSide).contains(size.width) && (1...maximumWindowSide).contains(size.height)
    }

    /// Why an event cannot be used as it is, or nil when every number in it is one a screen can produce.
    /// (Touch samples are checked one by one by the window, so that a bad sample does not drop the others.)
    public static func problem(with kind: InputEvent.Kind) -> String? {
        switch kind {
        case .touches(let samples):
            return samples.contains { !isUsable($0.location) } ? "a touch location is out of range" : nil
        case .pointer(let sample):
            return isUsable(sample.location) ? nil : "the pointer location is out of range"
        case .touchpad(let gesture):
            guard isUsable(gesture.location), isUsable(gesture.delta) else {
                return "a touchpad location is out of range"
            }
            guard gesture.kind == .swipe || gesture.phase != .changed || touchpadScale.contains(gesture.scale) else {
                return "the touchpad scale is out of range"
            }
            guard gesture.rotationDelta.isFinite, abs(gesture.rotationDelta) <= maximumRotationStep else {
                return "the touchpad rotation is out of range"
            }
            return nil
        case .scroll(let sample):
            return isUsable(sample.location) && isUsable(sample.delta) ? nil : "a scroll value is out of range"
        case .key:
            return nil
        case .resize(let size):
            return isUsable(size) ? nil : "the window size is out of range"
        }
    }
}
