import CalibrationProfile
import GestureEngine
import SceneSupport

/// "Teach it my way" in a scene: a button (and key C) that starts recording the person's next three attempts at the
/// scene's gesture, Escape to stop, the hint counting the attempts, and the result in words under the button. The
/// work is `CalibrationSession`'s; this is its face.
public final class TeachingControls {
    public let session: CalibrationSession
    /// Top right of the scene, for touchscreens without a keyboard.
    public let button: ToggleButton
    private let context: SceneContext

    /// The keys a scene with these controls declares.
    public static let keys = [
        SceneKey("c", "teach it your way: record your next three attempts"), SceneKey("Escape", "stop teaching"),
    ]

    /// Controls for a gesture's recognizer, their button added to `root`; the profile is read now.
    public init(gesture: CalibratedGesture, recognizer: any CalibratableRecognizer, root: View, context: SceneContext) {
        self.context = context
        session = CalibrationSession(gesture: gesture, recognizer: recognizer, profilePath: context.calibrationProfile)
        let teach = ToggleButton.teachButton(in: root)
        button = teach.button
        teach.tap.addTarget { [weak self] _ in self?.toggle() }
    }

    /// Whether a touch belongs to the button rather than to the scene's gesture.
    public func owns(_ touch: Touch) -> Bool {
        touch.view?.isDescendant(of: button) ?? false
    }

    /// Places the button with its top right corner at `topRight` (in the scene's root).
    public func layout(topRight: Point) {
        let height = max(34, context.minimumTargetSize)
        button.frame = Rect(
            x: topRight.x - button.bounds.width, y: topRight.y, width: button.bounds.width, height: height)
    }

    /// Starts teaching, or stops it if it is under way.
    public func toggle() {
        if session.isRecording { session.cancel() } else { session.start() }
        button.isOn = session.isRecording
        context.needsDisplay = true
    }

    /// Key C starts (or restarts) teaching; Escape stops it. False when the key has nothing to do now.
    public func handle(_ key: SceneKey) -> Bool {
        switch key.key {
        case "c":
            session.start()
        case "Escape":
            guard session.cancel() else { return false }
        default:
            return false
        }
        button.isOn = session.isRecording
        context.needsDisplay = true
        return true
    }

    /// The scene's recognizer finished a stroke: an attempt, if teaching. True if it was taken as one (the scene
    /// then leaves out what the gesture usually does).
    public func recognizerFinished() -> Bool {
        guard session.isRecording else { return false }
        let taken = session.recognizerFinished()
        button.isOn = session.isRecording
        context.needsDisplay = true
        return taken
    }

    /// The hint while teaching, else the scene's own.
    public func hint(otherwise hint: String) -> String { session.hint ?? hint }

    /// The button, and the last result under it (right-aligned, wrapped to the scene's width).
    public func draw(into list: inout DisplayList, width: Double) {
        button.draw(into: &list)
        guard let message = session.message else { return }
        let frame = Rect(origin: button.convert(.zero, to: nil), size: button.bounds.size)
        let lines = TextWrapping.lines(message, width: max(200, width - 40), fontSize: 15)
        for (index, line) in lines.enumerated() {
            list.text(
                line, at: Point(x: frame.maxX, y: frame.maxY + 24 + Double(index) * 20), size: 15, color: .accent,
                alignment: .right, bold: true)
        }
    }
}
