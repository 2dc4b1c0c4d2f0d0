import GestureEngine

/// Where the app's pieces go in a window: the hint strip at the top, the tab bar at the bottom, the scene between.
public enum AppLayout {
    /// The hint strip's height.
    public static let hintHeight = 64.0
    /// The tab bar's design height; it is taller where a finger needs more (`minimumTarget`).
    public static let tabBarHeight = 64.0
    /// The images the shell itself needs, beside the scenes' (the app icon).
    public static let shellImages = ["icon"]

    /// The area the scene fills: between the hint and the tab bar.
    public static func sceneArea(in size: Size, minimumTarget: Double = 0) -> Rect {
        let bar = tabBarHeight(minimumTarget: minimumTarget)
        return Rect(x: 0, y: hintHeight, width: size.width, height: max(0, size.height - hintHeight - bar))
    }

    /// The tab bar's height on a screen whose smallest touch target is `minimumTarget` points.
    public static func tabBarHeight(minimumTarget: Double) -> Double { max(tabBarHeight, minimumTarget) }

    /// The tab bar, along the bottom edge.
    public static func tabBarFrame(in size: Size, minimumTarget: Double = 0) -> Rect {
        let bar = tabBarHeight(minimumTarget: minimumTarget)
        return Rect(x: 0, y: size.height - bar, width: size.width, height: bar)
    }
}
