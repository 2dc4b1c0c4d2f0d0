import SceneSupport

extension SceneKind {
    /// The one-finger rotation tutorial (`--scene knob`).
    public static let knob: SceneKind = "knob"
}

extension KnobScene {
    /// What the state file says about the knob: the bearing its label shows, 0–359°.
    public struct State: Codable, Equatable, Sendable {
        public var bearingDegrees: Double
    }
}
