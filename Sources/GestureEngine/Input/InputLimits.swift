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

    /// Why an event cannot be used as it is, or nil when every number in it is one a screen can produce. The one
    /// check of input numbers: the window logs the answer, the trace reader refuses the line with it.
    /// (Touch samples are checked one by one by the window, so that a bad sample does not drop the others.)
    public static func problem(with kind: InputEvent.Kind) -> String? {
        switch kind {
        case .touches(let samples):
            return samples.lazy.compactMap { problem(with: $0.location) }.first
        case .pointer(let sample):
            return problem(with: sample.location)
        case .touchpad(let gesture):
            if let problem = problem(with: gesture.location) ?? problem(with: gesture.delta) { return problem }
            guard gesture.scale.isFinite, gesture.rotationDelta.isFinite else {
                return "a touchpad value is not a finite number"
            }
            guard gesture.kind == .swipe || gesture.phase != .changed || touchpadScale.contains(gesture.scale),
                abs(gesture.rotationDelta) <= maximumRotationStep
            else { return "a touchpad scale or rotation is out of range" }
            return nil
        case .scroll(let sample):
            return problem(with: sample.delta) ?? problem(with: sample.location)
        case .key:
            return nil
        case .resize(let size):
            guard size.width.isFinite, size.height.isFinite else { return "a window size is not a finite number" }
            guard size.width >= 1, size.height >= 1 else { return "a window size must be at least 1×1" }
            return isUsable(size) ? nil : "a window size is out of range (at most \(Int(maximumWindowSide)) px a side)"
        }
    }

    /// Why a point cannot be used, or nil.
    private static func problem(with point: Point) -> String? {
        guard point.x.isFinite, point.y.isFinite else { return "a coordinate is not a finite number" }
        guard isUsable(point) else { return "a coordinate is out of range (beyond ±\(Int(maximumCoordinate)) px)" }
        return nil
    }
}
