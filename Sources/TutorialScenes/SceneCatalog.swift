import SceneSupport

/// The tutorial scenes the app offers, in tab order.
public enum SceneCatalog {
    /// A fresh scene of the given kind.
    public static func makeScene(_ kind: SceneKind, context: SceneContext) -> DemoScene {
        switch kind {
        case .monkey: MonkeyScene(context: context)
        case .knob: KnobScene(context: context)
        case .circles: CircleGameScene(context: context)
        case .chevron: ChevronScene(context: context)
        }
    }
}
