import GestureEngine
import SceneSupport

extension SceneKind {
    /// The pinch-and-pan tutorial (`--scene monkey`).
    public static let monkey: SceneKind = "monkey"
}

extension SoundEffect {
    /// The monkey eating the banana: a tap.
    public static let chomp: SoundEffect = "chomp"
    /// The monkey laughing: a tickle.
    public static let hehehe: SoundEffect = "hehehe"
}

extension MonkeyScene {
    /// What the state file says about the monkey scene: where each image is and how it is turned and scaled.
    public struct State: Codable, Equatable, Sendable {
        public var monkey: Sprite
        public var banana: Sprite
    }

    /// Where an image is (its centre in the window), how it is scaled and turned, and whether it is still sliding.
    public struct Sprite: Codable, Equatable, Sendable {
        public var center: Point
        public var scale: Double
        public var rotationDegrees: Double
        public var isSliding: Bool
    }
}
