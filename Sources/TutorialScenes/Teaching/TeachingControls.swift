import CalibrationProfile
import GestureEngine
import SceneSupport

/// "Teach it my way" in a scene: a button (and key C) that starts recording the person's next three attempts at the
/// scene's gesture, Escape to stop, the hint counting the attempts, and the result in words under the button. When
/// strokes that came close are refused again and again, it suggests teaching. The work is `CalibrationSession`'s;
/// this is its face.
public final class TeachingControls {
    public let session: CalibrationSession
    /// Top right of the scene, for touchscreens without a keyboard.
    public let button: ToggleButton
    /// How many strokes in a row came close to the gesture and were refused (reset by an accepted one and by
    /// teaching).
    public private(set) var nearMissesInARow = 0
    private let context: SceneContext
    /// The message on show and its baseline's drop below the button, chosen when the message changes and kept while
    /// it stays the same: words that jumped as a refused stroke faded away would be hard to read.
    private var placedMessage: (message: String, drop: Double)?

    /// After this many near misses in a row the controls suggest teaching.
    public static let nearMissesBeforeSuggesting = 2
    /// A refused stroke is a near miss when its doubt is at most this many units over what the recognizer allows —
    /// one measure's worth (a unit is what a measure costs at its limit): it was likely meant as the gesture, drawn
    /// the person's way, which is what teaching is for. A stroke of another kind is off in several measures at once
    /// (a square as a circle: its corners, its uneven turning).
    public static let nearMissMargin = 1.0

    /// The widest a line under the button runs.
    static let messageWidth = 520.0

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

    /// Places the button with its top right corner at `topRight` (in the scene's root); narrow, with its short title,
    /// when `compact`.
    public func layout(topRight: Point, compact: Bool = false) {
        button.place(topRight: topRight, height: max(34, context.minimumTargetSize), compact: compact)
    }

    /// Starts teaching, or stops it if it is under way.
    public func toggle() {
        if session.isRecording { session.cancel() } else { startTeaching() }
        button.isOn = session.isRecording
        context.needsDisplay = true
    }

    /// Key C starts (or restarts) teaching; Escape stops it. False when the key has nothing to do now.
    public func handle(_ key: SceneKey) -> Bool {
        switch key.key {
        case "c":
            startTeaching()
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

    /// Starts (or restarts) recording attempts; the near misses that suggested it are done with.
    private func startTeaching() {
        session.start()
        nearMissesInARow = 0
    }

    /// The scene's recognizer accepted or refused a stroke that was no attempt: counts the near misses in a row.
    public func strokeJudged(accepted: Bool) {
        guard !session.isRecording else { return }
        if accepted {
            nearMissesInARow = 0
            return
        }
        // A stroke refused outright (too small, no shape at all) says nothing about how the person draws.
        guard let score = session.recognizer.weighedScore,
            score.total <= session.recognizer.scoreThreshold + Self.nearMissMargin
        else { return }
        nearMissesInARow += 1
        context.needsDisplay = true
    }

    /// The suggestion to teach, after near misses in a row.
    public var suggestion: String? {
        guard !session.isRecording, nearMissesInARow >= Self.nearMissesBeforeSuggesting else { return nil }
        let gesture = session.gesture.rawValue
        return "Close, but refused \(nearMissesInARow) times in a row. If that is how you draw \(gesture)s, press C "
            + "(or the button) and draw three."
    }

    /// What the controls say under the button: the suggestion, else the session's last word.
    public var message: String? { suggestion ?? session.message }

    /// The hint while teaching, else the scene's own.
    public func hint(otherwise hint: String) -> String { session.hint ?? hint }

    /// The button, and the last result under it (right-aligned, wrapped to a column that leaves the scene's middle
    /// free), placed clear of the pictures, boxes and buttons in `frames` and of the `ink` of a refused stroke where
    /// the scene has room (`messageDrop`). What it keeps clear of is only gathered when a new message is placed, not
    /// in every frame.
    public func draw(
        into list: inout DisplayList, width: Double, within area: Rect? = nil,
        avoiding frames: @autoclosure () -> [Rect] = [], ink: @autoclosure () -> [Point] = [],
        ifRoom spare: @autoclosure () -> [Rect] = []
    ) {
        button.draw(into: &list)
        guard let message else {
            placedMessage = nil
            return
        }
        let frame = button.frameInWindow
        let lines = TextWrapping.balancedLines(
            message, width: max(200, min(width - 40, Self.messageWidth)), fontSize: Self.messageSize)
        let drop: Double
        if let placed = placedMessage, placed.message == message {
            drop = placed.drop
        } else {
            drop = Self.messageDrop(
                lines, under: frame, within: area ?? frame, avoiding: frames(),
                ink: RefusedStroke.denselySampled(ink()), ifRoom: spare())
            placedMessage = (message, drop)
        }
        // The message lies over the scene, where a stroke or a picture may be.
        list.textBackdrop(
            lines, firstBaseline: Point(x: frame.maxX, y: frame.maxY + drop), lineHeight: Self.messageLineHeight,
            size: Self.messageSize, alignment: .right, bold: true)
        for (index, line) in lines.enumerated() {
            list.text(
                line, at: Point(x: frame.maxX, y: frame.maxY + drop + Double(index) * Self.messageLineHeight),
                size: Self.messageSize, color: .accentText, alignment: .right, bold: true)
        }
    }

    /// How far below the button the message's first baseline goes: just under it where that covers none of
    /// `frames`, no point of `ink` and none of `spare` (room kept for what the scene may say later); else the nearest
    /// place further down, a line at a time, that covers none of them; else the nearest that covers no frame and no
    /// ink; else the nearest that covers no frame; else just under it. Only places whose words stay inside `area` are
    /// tried. Display lists measure no text, so the width is estimated generously (`TextWrapping.characterWidth`).
    static func messageDrop(
        _ lines: [String], under button: Rect, within area: Rect, avoiding frames: [Rect], ink: [Point],
        ifRoom spare: [Rect] = []
    ) -> Double {
        func box(drop: Double) -> Rect? {
            let backdrop = TextBackdrop(
                lines, firstBaseline: Point(x: button.maxX, y: button.maxY + drop), lineHeight: messageLineHeight,
                size: messageSize, alignment: .right, bold: true)
            return backdrop.box { Double($0.count) * messageSize * TextWrapping.characterWidth(bold: true) }?.rect
        }
        let places = stride(from: firstDrop, through: max(firstDrop, area.maxY - button.maxY), by: messageLineHeight)
            .compactMap { drop in box(drop: drop).map { (drop: drop, box: $0) } }
            .filter { $0.drop == firstDrop || $0.box.maxY <= area.maxY }
        func coversFrame(_ box: Rect) -> Bool { frames.contains { $0.intersects(box) } }
        func coversInk(_ box: Rect) -> Bool { ink.contains { box.contains($0) } }
        func coversSpare(_ box: Rect) -> Bool { spare.contains { $0.intersects(box) } }
        let chosen =
            places.first { !coversFrame($0.box) && !coversInk($0.box) && !coversSpare($0.box) }
            ?? places.first { !coversFrame($0.box) && !coversInk($0.box) } ?? places.first { !coversFrame($0.box) }
        return chosen?.drop ?? firstDrop
    }

    /// The message's size and line height in points, and its first baseline's usual drop below the button.
    static let messageSize = 15.0
    static let messageLineHeight = 20.0
    static let firstDrop = 24.0
}
