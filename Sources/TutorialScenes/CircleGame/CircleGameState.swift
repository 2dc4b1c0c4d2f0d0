import SceneSupport

extension SceneKind {
    /// The circle-selection tutorial (`--scene circles`).
    public static let circles: SceneKind = "circles"
}

extension CircleGameScene {
    /// What the state file says about the circle game: the pictures circled so far, why the last circle failed
    /// (cleared by a successful one), and what "teach it my way" last said.
    public struct State: Codable, Equatable, Sendable {
        public var selectedTargets: [String]
        public var lastFailure: String?
        public var teaching: String?
    }
}
