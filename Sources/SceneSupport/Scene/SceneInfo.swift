/// What a scene says about itself before it exists: the app builds its tab, hint, help, image and sound lists from
/// this.
public struct SceneInfo: Sendable {
    /// The scene's name on the command line and in files.
    public let kind: SceneKind
    /// The tab's title.
    public let title: String
    /// What to try, shown at the top of the scene.
    public let hint: String
    /// The images the scene draws (asset names: `assets/NAME.png`).
    public let images: [String]
    /// The sounds the scene plays (asset names: `assets/NAME.wav`).
    public let sounds: [SoundEffect]
    /// The keys the scene handles besides the app's own.
    public let keys: [SceneKey]
    /// The line of controls under the hint, for a scene that takes other input than the demo's (nil: the demo's
    /// mouse-as-fingers line).
    public let controls: String?

    public init(
        kind: SceneKind, title: String, hint: String, images: [String], sounds: [SoundEffect] = [],
        keys: [SceneKey] = [], controls: String? = nil
    ) {
        self.kind = kind
        self.title = title
        self.hint = hint
        self.images = images
        self.sounds = sounds
        self.keys = keys
        self.controls = controls
    }
}

/// A key a scene handles, and what it does there. The app routes a press of it to the scene.
public struct SceneKey: Sendable, Hashable {
    /// The X keysym name ("d", "Escape"); letters match in either case.
    public let key: String
    /// What the key does, for help texts ("show the fitted circle").
    public let summary: String

    public init(_ key: String, _ summary: String) {
        self.key = key
        self.summary = summary
    }

    /// True when a key event is this key.
    public func matches(_ name: String) -> Bool {
        key.count == 1 ? name.lowercased() == key.lowercased() : name == key
    }
}
