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
    /// The line of controls under the hint, whole, for a scene that takes other input than the demo's and has no use
    /// for the app's keys (nil: the scene's `mouse` and the app's keys).
    public let controls: String?
    /// What the mouse does in this scene, as the controls line says it: from the fullest wording to the shortest, the
    /// strip taking the fullest that is readable in the window. Only what the scene answers to: a pinch is offered
    /// where something pinches.
    public let mouse: [String]

    /// The demo's every mouse-as-fingers control, for a scene that answers to all of them.
    public static let everyMouseControl = [
        "Mouse: drag = one finger · Ctrl+drag = pinch & rotate · Ctrl+Shift+drag = two-finger pan · Ctrl+wheel = zoom",
        "Mouse: drag · Ctrl+drag pinch/rotate · Ctrl+Shift+drag pan · Ctrl+wheel zoom",
        "Drag · Ctrl+drag pinch/rotate · Ctrl+wheel zoom",
        "Drag · Ctrl+drag pinch/rotate",
    ]

    public init(
        kind: SceneKind, title: String, hint: String, images: [String], sounds: [SoundEffect] = [],
        keys: [SceneKey] = [], controls: String? = nil, mouse: [String] = everyMouseControl
    ) {
        self.kind = kind
        self.title = title
        self.hint = hint
        self.images = images
        self.sounds = sounds
        self.keys = keys
        self.controls = controls
        self.mouse = mouse.isEmpty ? Self.everyMouseControl : mouse
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
