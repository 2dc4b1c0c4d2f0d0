/// The smallest size of a control a finger can hit: 9 mm on the glass where the screen's physical size is known
/// (XRandR), else 44 points (Apple's minimum hit target). Never below 44 points either way.
public enum TouchTargetSize {
    /// The finger-sized minimum in millimetres.
    public static let minimumMillimetres = 9.0
    /// The minimum in points when the screen's size is unknown (and the floor when it is known).
    public static let minimumPoints = 44.0
    /// An upper bound, so that a monitor reporting a nonsense size cannot make the tab bar fill the window.
    public static let maximumPoints = 120.0

    /// The minimum target in points, for a screen of `pixelsPerMillimetre` (nil when unknown) at `scale`.
    public static func points(pixelsPerMillimetre: Double?, scale: Double) -> Double {
        guard let pixelsPerMillimetre, pixelsPerMillimetre > 0, scale > 0 else { return minimumPoints }
        let fromMillimetres = minimumMillimetres * pixelsPerMillimetre / scale
        return min(max(minimumPoints, fromMillimetres), maximumPoints)
    }
}
