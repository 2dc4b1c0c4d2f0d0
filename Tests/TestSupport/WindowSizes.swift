import GestureEngine

/// Window sizes the layout tests try, from the smallest the app allows to a large desktop window.
public enum WindowSizes {
    /// Five sizes from 320 × 240 to 1280 × 800, the 4:3 ones and the default 1024 × 720 among them.
    public static let smallToLarge = [
        Size(width: 320, height: 240), Size(width: 480, height: 360), Size(width: 640, height: 480),
        Size(width: 1024, height: 720), Size(width: 1280, height: 800),
    ]
}
