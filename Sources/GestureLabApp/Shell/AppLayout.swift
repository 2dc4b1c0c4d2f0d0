import GestureEngine

/// Where the app's pieces go in a window: the hint strip at the top, the tab bar at the bottom, the scene between,
/// and the inspector, while it is shown, in a column at the right of the scene.
public enum AppLayout {
    /// The hint strip's height.
    public static let hintHeight = 64.0
    /// The tab bar's design height; it is taller where a finger needs more (`minimumTarget`).
    public static let tabBarHeight = 64.0
    /// The images the shell itself needs, beside the scenes' (the app icon).
    public static let shellImages = ["icon"]
    /// The inspector's column at its design size: its panel and state-machine diagram, with margins.
    public static let inspectorWidth = 348.0
    /// The narrowest scene laid out beside the inspector (the window's minimum width); in a narrower window the
    /// inspector is drawn over the scene instead, as there is no room for both.
    public static let narrowestSceneBesideInspector = 320.0
    /// How much smaller than its design size the inspector may be drawn to stay beside the scene: a 640-point window
    /// then keeps the whole scene in view, the smallest of its text (11 points) still over 9.
    public static let smallestInspectorScale = 0.85

    /// The area between the hint and the tab bar (the window's bottom in an app without one): the scene's, and the
    /// inspector's while it is shown.
    public static func contentArea(in size: Size, minimumTarget: Double = 0, tabBar: Bool = true) -> Rect {
        let bar = tabBar ? tabBarHeight(minimumTarget: minimumTarget) : 0
        return Rect(x: 0, y: hintHeight, width: size.width, height: max(0, size.height - hintHeight - bar))
    }

    /// The area the scene fills: between the hint and the tab bar, left of the inspector's column when the
    /// inspector takes `inspectorWidth` points (0 while it is hidden) and the window has room for both.
    public static func sceneArea(
        in size: Size, minimumTarget: Double = 0, inspectorWidth: Double = 0, tabBar: Bool = true
    ) -> Rect {
        var area = contentArea(in: size, minimumTarget: minimumTarget, tabBar: tabBar)
        if inspectorWidth > 0 && area.width - inspectorWidth >= narrowestSceneBesideInspector {
            area.size.width -= inspectorWidth
        }
        return area
    }

    /// The inspector's column: the right `inspectorWidth` points of the content area.
    public static func inspectorColumn(
        in size: Size, minimumTarget: Double = 0, inspectorWidth: Double, tabBar: Bool = true
    ) -> Rect {
        let area = contentArea(in: size, minimumTarget: minimumTarget, tabBar: tabBar)
        return Rect(x: area.maxX - inspectorWidth, y: area.minY, width: inspectorWidth, height: area.height)
    }

    /// The tab bar's height on a screen whose smallest touch target is `minimumTarget` points.
    public static func tabBarHeight(minimumTarget: Double) -> Double { max(tabBarHeight, minimumTarget) }

    /// The tab bar, along the bottom edge.
    public static func tabBarFrame(in size: Size, minimumTarget: Double = 0) -> Rect {
        let bar = tabBarHeight(minimumTarget: minimumTarget)
        return Rect(x: 0, y: size.height - bar, width: size.width, height: bar)
    }
}
