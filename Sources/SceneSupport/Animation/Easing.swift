/// Easing curves: map progress 0…1 to eased progress 0…1.
public enum Easing: Sendable {
    case linear, easeOut, easeInOut

    public func apply(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - ((-2 * t + 2) * (-2 * t + 2) * (-2 * t + 2)) / 2
        }
    }
}
