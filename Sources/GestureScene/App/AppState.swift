import GestureEngine

/// A machine-readable snapshot of what the app shows, written as JSON by `--state-out` (for end-to-end tests
/// and QA): which scene, and where every object is.
public struct AppState: Codable, Sendable, Equatable {
    /// Where an image is and how it is turned and scaled.
    public struct Sprite: Codable, Sendable, Equatable {
        public var center: Point
        public var scale: Double
        public var rotationDegrees: Double
        public var isSliding: Bool
    }

    public var scene: SceneKind
    public var windowWidth: Double
    public var windowHeight: Double
    public var monkey: Sprite?
    public var banana: Sprite?
    public var knobBearingDegrees: Double?
    public var selectedTargets: [String]?
    public var lastCircleFailure: String?
    public var photoLibraryOpen: Bool?
    public var galleryRecognized: [String]?
    /// Workshop mode: the attendee's recognizer on the playground.
    public var playground: PlaygroundState?
    public var soundsPlayed: Int
    public var lastSound: SoundEffect?

    public init(scene: SceneKind, windowSize: Size, soundsPlayed: Int, lastSound: SoundEffect?) {
        self.scene = scene
        windowWidth = windowSize.width
        windowHeight = windowSize.height
        self.soundsPlayed = soundsPlayed
        self.lastSound = lastSound
    }
}
