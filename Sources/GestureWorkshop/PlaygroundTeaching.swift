import CalibrationProfile
import GestureEngine
import SceneSupport

/// "Teach it my way" on the playground: a button (and key C) that records the attendee's next three strokes on the
/// canvas, Escape to stop, the hint counting the attempts. The strokes the recognizer refused go to `calibrator`
/// (a watched child process in the window, the calibration itself in tests), and its result is applied to the
/// recognizer on the canvas and said under the button. A new version of the file drops the calibration: the check
/// on other strokes was made with the old code.
public final class PlaygroundTeaching: GestureObserver {
    /// Top right of the canvas, for touchscreens without a keyboard.
    public let button: ToggleButton
    /// Starts the calibration of refused attempts; set with each version of the file (nil: none can be taught).
    public var calibrator: ((PlaygroundCalibration.Request) -> PendingCalibration)?
    public private(set) var isRecording = false
    /// What to tell the attendee now: a result, a hint, why a calibration was dropped.
    public private(set) var message: String?
    /// The limits in use in place of the recognizer's own, by name.
    public private(set) var calibrated: [String: Double] = [:]
    /// Whether a calibration is being worked out.
    public var isCalibrating: Bool { pending != nil }

    private let canvas: View
    private let context: SceneContext
    private weak var recognizer: GestureRecognizer?
    /// The recognizer's limits as it came (what teaching starts from, and what Escape restores).
    private var general: [TunableLimit] = []
    private var limitsBefore: [String: Double] = [:]
    private var attempts: [(stroke: RecordedStroke, accepted: Bool)] = []
    /// The stroke being drawn while recording: its finger, points, and whether the recognizer took it.
    private var stroke: (touch: Touch, points: [[Double]], start: Double, accepted: Bool)?
    private var pending: PendingCalibration?
    /// How often a calibration under way is looked at.
    static let pollInterval = 0.1

    init(canvas: View, root: View, context: SceneContext) {
        self.canvas = canvas
        self.context = context
        let teach = ToggleButton.teachButton(in: root)
        button = teach.button
        teach.tap.addTarget { [weak self] _ in self?.toggle() }
        context.window.addObserver(self)
    }

    /// The message's lines as drawn under the button, wrapped to `width`.
    func messageLines(width: Double, scale: Double) -> [String] {
        guard let message else { return [] }
        return TextWrapping.balancedLines(message, width: max(200, width), fontSize: 15 * scale)
    }

    /// How far below the button the message reaches (0 with no message).
    func messageDepth(width: Double, scale: Double) -> Double {
        let count = messageLines(width: width, scale: scale).count
        return count == 0 ? 0 : (24 + 20 * Double(count - 1) + 8) * scale
    }

    /// A new recognizer (a new version of the file) is on the canvas: any calibration of the old one is dropped.
    func recognizerInstalled(_ newRecognizer: GestureRecognizer, version: Int) {
        let hadCalibration = !calibrated.isEmpty || isRecording || pending != nil
        recognizer = newRecognizer
        general = (newRecognizer as? any TunableLimits)?.tunableLimits ?? []
        calibrated = [:]
        isRecording = false
        attempts = []
        stroke = nil
        pending = nil
        button.isOn = false
        message =
            hadCalibration
            ? "calibration dropped: version \(version) is new code, and the check on other strokes was made with "
                + "the old one (C teaches it again)" : nil
        context.needsDisplay = true
    }

    /// Starts teaching, or stops it if it is under way.
    public func toggle() {
        if isRecording { cancel() } else { start() }
    }

    /// Key C starts (or restarts) teaching; Escape stops it.
    func handle(_ key: SceneKey) -> Bool {
        switch key.key {
        case "c": start()
        case "Escape": return cancel()
        default: return false
        }
        return true
    }

    /// Records the next strokes, from the recognizer's own limits.
    public func start() {
        guard let recognizer else {
            message = "no recognizer is loaded yet: nothing to teach"
            context.needsDisplay = true
            return
        }
        guard let tunable = recognizer as? any TunableLimits, !general.isEmpty else {
            message = PlaygroundCalibration.namesNoLimits
            context.needsDisplay = true
            return
        }
        if !isRecording { limitsBefore = calibrated }
        for limit in general { tunable.setTunableLimit(limit.name, to: limit.value) }
        calibrated = [:]
        attempts = []
        stroke = nil
        pending = nil
        isRecording = true
        button.isOn = true
        message = nil
        context.needsDisplay = true
    }

    /// Stops recording, the limits as they were; false when nothing was being recorded.
    @discardableResult
    public func cancel() -> Bool {
        guard isRecording else { return false }
        isRecording = false
        attempts = []
        stroke = nil
        apply(limitsBefore)
        button.isOn = false
        message = "teaching stopped: the limits are as before"
        context.needsDisplay = true
        return true
    }

    /// The hint while teaching, else nil.
    var hint: String? {
        if isRecording {
            // The count first: a narrow window cuts the hint's end.
            return "Teach it my way, attempt \(attempts.count + 1) of \(PlaygroundCalibration.attemptsNeeded): "
                + "draw your stroke as you usually do · Esc stops"
        }
        return pending == nil ? nil : "Teach it my way: checking the widened limits on other strokes…"
    }

    private func apply(_ limits: [String: Double]) {
        calibrated = limits
        guard let tunable = recognizer as? any TunableLimits else { return }
        for limit in general { tunable.setTunableLimit(limit.name, to: limits[limit.name] ?? limit.value) }
    }

    // MARK: Recording the strokes

    public func view(_ view: View, didReceive phase: TouchPhase, of touch: Touch) {
        guard isRecording, view === canvas else { return }
        let point = [touch.locationInWindow.x, touch.locationInWindow.y]
        switch phase {
        case .began:
            guard stroke == nil else { return }  // a second finger is not part of the attempt
            stroke = (touch, [point + [0]], touch.timestamp, false)
        case .moved, .stationary:
            guard var current = stroke, current.touch === touch else { return }
            current.points.append(point + [(touch.timestamp - current.start) * 1000])
            stroke = current
        case .ended, .cancelled:
            guard var current = stroke, current.touch === touch else { return }
            if phase == .ended { current.points.append(point + [(touch.timestamp - current.start) * 1000]) }
            stroke = nil
            let frame = canvas.frameInWindow
            attempts.append((RecordedStroke(points: current.points, viewFrame: frame), current.accepted))
            if attempts.count == PlaygroundCalibration.attemptsNeeded { finish() }
            context.needsDisplay = true
        }
    }

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        guard recognizer === self.recognizer, new == .began || new == .ended, stroke != nil else { return }
        stroke?.accepted = true
    }

    public var observesRepeatedChanges: Bool { false }

    /// Three attempts: the refused ones go to the calibrator; none refused widens nothing.
    private func finish() {
        isRecording = false
        button.isOn = false
        let refused = attempts.filter { !$0.accepted }.map(\.stroke)
        attempts = []
        guard !refused.isEmpty else {
            apply(limitsBefore)
            message = CalibrationWording.alreadyPasses(plural: "strokes")
            return
        }
        guard let calibrator else {
            apply(limitsBefore)
            message = "not calibrated: this version cannot be taught (it is not a file the workshop compiled)"
            return
        }
        message = "checking the widened limits on other strokes…"
        let started = calibrator(PlaygroundCalibration.Request(attempts: refused))
        pending = started
        poll(started)
    }

    private func poll(_ started: PendingCalibration) {
        guard pending === started else { return }  // a new version came, or teaching started again
        guard let result = started.result else {
            _ = context.clock.schedule(after: Self.pollInterval) { [weak self] in self?.poll(started) }
            return
        }
        pending = nil
        apply(result.widened.isEmpty ? limitsBefore : result.widened)
        message = result.message
        context.needsDisplay = true
    }

    /// The button, and the message under it (right-aligned, wrapped to the canvas's width).
    func draw(into list: inout DisplayList, width: Double, scale: Double) {
        button.draw(into: &list)
        let frame = button.frameInWindow
        let fontSize = 15 * scale
        let lines = messageLines(width: width, scale: scale)
        // The message lies over the canvas, where the attendee's strokes are drawn.
        list.textBackdrop(
            lines, firstBaseline: Point(x: frame.maxX, y: frame.maxY + 24 * scale), lineHeight: 20 * scale,
            size: fontSize, alignment: .right, bold: true)
        for (index, line) in lines.enumerated() {
            list.text(
                line, at: Point(x: frame.maxX, y: frame.maxY + 24 * scale + Double(index) * 20 * scale),
                size: fontSize, color: .accentText, alignment: .right, bold: true)
        }
    }
}
