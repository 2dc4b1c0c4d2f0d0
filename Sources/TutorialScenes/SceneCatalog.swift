import SceneSupport

/// The scenes an app offers, in tab order (keys 1, 2, 3…). Adding a tutorial: a folder with its scene, and one
/// line in `tutorials`.
public struct SceneCatalog: Sendable {
    /// The scene types, in tab order.
    public let scenes: [any DemoScene.Type]
    /// False for an app of one scene whose window shows no tab bar (`gesturelab collect`: a participant has no
    /// other scene to go to, and a lone tab reads as a button that does nothing).
    public let showsTabBar: Bool

    /// A catalog of at least one scene, each kind once (the tab bar, the keys and `--scene` need both).
    public init(_ scenes: [any DemoScene.Type], showsTabBar: Bool = true) {
        precondition(!scenes.isEmpty, "a scene catalog needs at least one scene")
        let kinds = scenes.map { $0.info.kind }
        precondition(Set(kinds).count == kinds.count, "a scene kind is registered twice: \(kinds)")
        precondition(showsTabBar || scenes.count == 1, "only a one-scene app can go without its tab bar")
        self.scenes = scenes
        self.showsTabBar = showsTabBar
    }

    /// The four tutorials.
    public static let tutorials = SceneCatalog([
        MonkeyScene.self,
        KnobScene.self,
        CircleGameScene.self,
        ChevronScene.self,
    ])

    /// What each scene says about itself, in tab order.
    public var infos: [SceneInfo] { scenes.map { $0.info } }

    /// The scenes' names, in tab order.
    public var kinds: [SceneKind] { scenes.map { $0.info.kind } }

    /// Every image the scenes draw.
    public var images: [String] { scenes.flatMap { $0.info.images } }

    /// Every sound the scenes play.
    public var sounds: [SoundEffect] { scenes.flatMap { $0.info.sounds } }

    /// The scene type of a kind, if the catalog has it.
    public func scene(_ kind: SceneKind) -> (any DemoScene.Type)? {
        scenes.first { $0.info.kind == kind }
    }
}
