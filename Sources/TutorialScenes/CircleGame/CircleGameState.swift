import SceneSupport

extension SceneKind {
    /// The circle-selection tutorial (`--scene circles`).
    public static let circles: SceneKind = "circles"
}

extension CircleGameScene {
    /// What the state file says about the circle game: the pictures circled so far, and why the last circle failed
    /// (cleared by a successful one).
    public struct State: Codable, Equatable, Sendable {
        public var selectedTargets: [String]
        public var lastFailure: String?
    }
}
