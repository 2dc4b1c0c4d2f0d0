import GestureEngine

/// Where the app's pieces go in a window: the hint strip at the top, the tab bar at the bottom, the scene between.
public enum AppLayout {
    /// The hint strip's height.
    public static let hintHeight = 64.0
    /// The tab bar's height.
    public static let tabBarHeight = 64.0
    /// The images the shell itself needs, beside the scenes' (the app icon).
    public static let shellImages = ["icon"]

    /// The area the scene fills: between the hint and the tab bar.
    public static func sceneArea(in size: Size) -> Rect {
        Rect(x: 0, y: hintHeight, width: size.width, height: max(0, size.height - hintHeight - tabBarHeight))
    }

    /// The tab bar, along the bottom edge.
    public static func tabBarFrame(in size: Size) -> Rect {
        Rect(x: 0, y: size.height - tabBarHeight, width: size.width, height: tabBarHeight)
    }
}
