/// The four tutorial scenes, named as on the command line (`--scene monkey`), and the workshop's playground.
public enum SceneKind: String, CaseIterable, Sendable, Codable {
    case monkey, knob, circles, chevron
    /// Workshop mode's canvas for an attendee's recognizer (`gesturelab workshop`); not a tab.
    case playground

    /// The tutorial scenes, one tab each (the playground opens only with `gesturelab workshop`).
    public static let allCases: [SceneKind] = [.monkey, .knob, .circles, .chevron]

    /// The tab's title.
    public var title: String {
        switch self {
        case .monkey: "Monkey & Banana"
        case .knob: "Swirl Knob"
        case .circles: "Circle Game"
        case .chevron: "Chevron"
        case .playground: "Playground"
        }
    }

    /// What to try, shown at the top of the scene.
    public var hint: String {
        switch self {
        case .monkey: "Drag, pinch and rotate the monkey and the banana, all at once with two fingers. Tap to feed, rub side to side to tickle."
        case .knob: "Turn the knob with one finger. Double-tap it to send it back to 0°."
        case .circles: "Circle a picture with one finger to select it. Press D for the fitted circle."
        case .chevron: "Draw a \u{201C}>\u{201D} anywhere to open the photo library. Try the gallery at the bottom, too."
        case .playground: "Your recognizer is on the canvas: draw on it. Save the file to reload it."
        }
    }
}
