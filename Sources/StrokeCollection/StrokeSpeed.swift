/// The speeds the $1 study asked its participants for, and how the prompt says each.
public enum StrokeSpeed: String, CaseIterable, Sendable {
    case natural, slow, medium, fast

    /// The line under the prompt.
    public var prompt: String {
        switch self {
        case .natural: "at your own pace"
        case .slow: "draw it slowly and carefully"
        case .medium: "at a medium speed"
        case .fast: "draw it fast"
        }
    }

    /// What `collect` asks for when `--speeds` is not given.
    public static let defaults: [StrokeSpeed] = [.natural, .fast, .slow]
}
