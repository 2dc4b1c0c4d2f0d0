import GestureEngine
import SceneSupport
import TutorialRecognizers

/// The circle-selection tutorial: circle one of the pictures to select it. The path is drawn live in yellow;
/// the fitted circle's centre decides which picture was circled; a failed circle fades out in red with the reason.
public final class CircleGameScene: DemoScene, GestureRecognizerDelegate {
    public static let info = SceneInfo(
        kind: .circles, title: "Circle Game",
        hint: "Circle a picture with one finger to select it. D shows the fitted circle; C teaches it your circles.",
        images: targetNames.map { "target-\($0)" },
        keys: [SceneKey("d", "show or hide the fitted circle")] + TeachingControls.keys,
        mouse: [
            "Mouse: drag = draw with one finger · click = tap a button", "Mouse: drag to draw · click = tap",
            "Drag to draw",
        ])

    public let root: View
    public let targets: [CircleTargetView]
    public let circle = CircleGestureRecognizer(name: "circle")
    /// A button (top right) that shows or hides the fitted circle, for touchscreens without a keyboard.
    public let fitToggle = ToggleButton(
        name: "fitToggle", frame: Rect(x: 0, y: 0, width: ToggleButton.width, height: 34),
        title: { isOn in "\(isOn ? "Hide" : "Show") fitted circle (D)" },
        compactTitle: { isOn in "\(isOn ? "Hide" : "Show") fit (D)" })
    /// "Teach it my way": the button, key C and the circle recognizer's calibration.
    public let teaching: TeachingControls
    public private(set) var selected: Set<String> = []
    public private(set) var lastFailure: String?
    /// Draws the fitted circle and its error (key D).
    public var showsFit: Bool {
        get { fitToggle.isOn }
        set { fitToggle.isOn = newValue }
    }

    let context: SceneContext
    /// True while the recognizer's path is drawn live (from its began to its end).
    var isDrawingLive = false
    /// The path being drawn, in the scene's coordinates: the recognizer's own, read when drawing. A copy kept here
    /// shared the recognizer's storage, so its next point copied the whole path (copy-on-write) and a stroke cost
    /// time in proportion to its length squared.
    var livePath: [Point] { isDrawingLive ? circle.path : [] }
    /// A rejected path fading out, with the reason.
    public let refused: RefusedStroke
    /// Sparks around a picture just circled.
    var celebration: (center: Point, progress: Double)?
    /// What the last circle did, at the bottom.
    var message: String?
    private lazy var watcher = TransitionWatcher { [weak self] recognizer, _, new in
        // The state first: it is cheap, and this runs on every transition of every recognizer in the window.
        if new == .failed && recognizer === self?.circle { self?.circleFailed() }
    }

    static let targetNames = ["star", "moon", "heart", "gem", "flower"]
    /// The line along the scene's bottom where the message is written: its 18-point words and the room above them.
    static let messageLineHeight = 48.0
    /// The longest message: what the room beside the buttons is measured against.
    static let noPictureMessage = "A fine circle, but no picture inside it."

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "circleScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        teaching = TeachingControls(gesture: .circle, recognizer: circle, root: root, context: context)
        refused = RefusedStroke(context: context)
        targets = Self.targetNames.map {
            CircleTargetView(
                name: $0, imageName: "target-\($0)",
                frame: Rect(
                    x: 0, y: 0, width: CircleGameLayout.designedDiameter, height: CircleGameLayout.designedDiameter))
        }
        for target in targets {
            target.isUserInteractionEnabled = false  // the circle is drawn on the scene, around the pictures
            root.addSubview(target)
        }
        circle.addTarget(self, action: CircleGameScene.handleCircle)
        circle.delegate = self
        root.addGestureRecognizer(circle)
        root.addSubview(fitToggle)
        let toggleTap = TapGestureRecognizer(name: "fitToggleTap")
        toggleTap.addTarget { [weak self] _ in self?.toggleFit() }
        fitToggle.addGestureRecognizer(toggleTap)
        context.window.addObserver(watcher)
    }

    deinit {
        context.window.removeObserver(watcher)
    }

    public func layout(in area: Rect) {
        let oldArea = root.frameInWindow
        root.frame = area
        let toggleHeight = max(34, context.minimumTargetSize)  // the design height, or finger-sized where that is more
        // Where the two buttons, one over the other, reach down into the message line and leave too little room
        // beside them for the longest message at its size, they go narrow, with short titles. The message is
        // written beside them.
        let reachesMessageLine = 10 + 2 * toggleHeight + 8 > area.height - Self.messageLineHeight
        let longestMessage = LabelPlacement.centredBox(Self.noPictureMessage, baseline: .zero, size: 18, bold: true)
        let compact = reachesMessageLine && area.width - ToggleButton.width - 24 - 16 < longestMessage.width
        fitToggle.place(topRight: Point(x: area.width - 12, y: 10), height: toggleHeight, compact: compact)
        teaching.layout(topRight: Point(x: area.width - 12, y: 10 + toggleHeight + 8), compact: compact)
        let placed = CircleGameLayout(size: area.size, buttons: fitToggle.frame.union(teaching.button.frame))
        for (target, center) in zip(targets, placed.centers) {
            target.frame = Rect(center: center, size: Size(width: placed.diameter, height: placed.diameter))
            target.showsName = placed.showsNames
        }
        // A refused stroke still fading moves with the scene, so that opening the inspector does not cut it off.
        refused.relayout(
            from: oldArea, to: root.frameInWindow, avoiding: root.aimedAtFrames + namedPictureFrames)
    }

    /// A circle starting on a button is no circle: the button's tap gets it.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(touch.view?.isDescendant(of: fitToggle) ?? false) && !teaching.owns(touch)
    }

    private func toggleFit() {
        showsFit.toggle()
        context.needsDisplay = true
    }

    func handleCircle(_ circle: CircleGestureRecognizer) {
        switch circle.state {
        case .began:
            isDrawingLive = true
            refused.clear()
            message = nil
        case .changed:
            isDrawingLive = true
        case .ended:
            isDrawingLive = false
            // An attempt while teaching selects nothing: the person is showing how they draw.
            if teaching.recognizerFinished() { break }
            teaching.strokeJudged(accepted: true)
            if let center = circle.fitResult?.center { select(at: center) }
        default:
            isDrawingLive = false
        }
        context.needsDisplay = true
    }

    /// The tutorial's rule: the picture whose frame holds the fitted circle's centre is the one circled.
    private func select(at center: Point) {
        guard let target = targets.first(where: { $0.frame.contains(center) }) else {
            message = Self.noPictureMessage
            return
        }
        selected.insert(target.name)
        target.isSelected = true
        lastFailure = nil
        message = "You circled the \(target.name)!"
        context.animator.animate(
            duration: 0.9, easing: .easeOut,
            update: { [weak self] progress in
                self?.celebration = (target.center, progress)
            }, completion: { [weak self] in self?.celebration = nil })
    }

    private func circleFailed() {
        let reason = circle.failureReason?.rawValue ?? "not a circle"
        lastFailure = reason
        message = nil
        let points = circle.path.isEmpty ? livePath : circle.path
        isDrawingLive = false
        guard circle.failureReason != .cancelled else { return }
        if !teaching.recognizerFinished() { teaching.strokeJudged(accepted: false) }
        let offset = root.convert(.zero, to: nil)
        // Clear of the pictures and of their names under them, where there is room.
        refused.show(
            points.map { $0 + offset }, saying: "Not a circle: \(reason)",
            within: root.frameInWindow, avoiding: root.aimedAtFrames + namedPictureFrames)
    }

    /// Each picture with its name under it, in window coordinates: what words drawn over the scene keep clear of.
    var namedPictureFrames: [Rect] {
        let offset = root.convert(.zero, to: nil)
        return targets.map { target in
            let box = CircleGameLayout.box(
                at: target.frame.center, diameter: target.frame.width, named: target.showsName)
            return Rect(origin: box.origin + offset, size: box.size)
        }
    }

    public func handle(_ key: SceneKey) -> Bool {
        guard key.key == "d" else { return teaching.handle(key) }
        toggleFit()
        return true
    }

    public var hint: String { teaching.hint(otherwise: Self.info.hint) }

    public var state: State {
        State(selectedTargets: selected.sorted(), lastFailure: lastFailure, teaching: teaching.message)
    }
}
