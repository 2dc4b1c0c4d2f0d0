import GestureEngine
import SceneSupport
import StrokeCollection
import StrokeEvaluation
import TutorialScenes

extension SceneKind {
    /// `gesturelab collect`'s guided window; not one of the tutorials' tabs.
    public static let collect: SceneKind = "collect"
}

extension SceneCatalog {
    /// `gesturelab collect`'s app: the Collect scene alone.
    public static let collect = SceneCatalog([CollectScene.self], showsTabBar: false)
}

/// The guided window of `gesturelab collect`: a card on the left says what to draw ("Draw a circle (3 of 9)", the
/// speed, an example with its start and direction) above a progress bar and the Redo, Skip and Pause buttons; the
/// large canvas on the right takes the stroke. Each finished stroke goes to the session (and so to disk) before the
/// card moves on. The session is pure Swift (`CollectionSession`); this scene shows it and feeds it.
public final class CollectScene: DemoScene {
    public static let info = SceneInfo(
        kind: .collect, title: "Collect strokes",
        hint: "Draw the shape on the card in one stroke, as the example shows. Backspace: redo · S: skip · P: pause",
        images: [],
        keys: [
            SceneKey("BackSpace", "take back the last stroke and draw it again"),
            SceneKey("s", "skip this one"),
            SceneKey("p", "pause or go on"),
            SceneKey("space", "pause or go on"),
        ],
        // A participant draws one stroke at a time: the demo's two-finger mouse modes do not apply here.
        controls: "Finger, pen or mouse: press, draw one stroke, lift · F11 full screen · Ctrl+Q quit")

    public let root: View
    public let canvas: StrokeCanvas
    public let redoButton = CollectButton(name: "redoButton", title: "Redo (⌫)")
    public let skipButton = CollectButton(name: "skipButton", title: "Skip (S)")
    public let pauseButton = CollectButton(name: "pauseButton", title: "Pause (P)")
    public private(set) var session: CollectionSession?
    /// Where the strokes go, for the finishing message.
    public var fileName = ""
    /// Which device the input comes from now; the platform layer sets it (XInput knows, the scene does not).
    public var currentDevice: () -> StrokeSessionHeader.Device = { .unknown }
    /// The last message and whether it is an error.
    public private(set) var message: (text: String, isError: Bool)?
    /// The last saved stroke, shown faintly until the next one starts.
    var lastStroke: [Point] = []
    private var strokeDevice = StrokeSessionHeader.Device.unknown
    let context: SceneContext
    /// The card on the left (what to draw, the progress, the buttons), in the scene's coordinates.
    public private(set) var panel = Rect(x: 0, y: 0, width: 0, height: 0)

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "collectScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        canvas = StrokeCanvas(name: "canvas", frame: Rect(x: 0, y: 0, width: 500, height: 500))
        root.addSubview(canvas)
        for (button, action) in [
            (redoButton, { [weak self] in self?.redo() }), (skipButton, { [weak self] in self?.skip() }),
            (pauseButton, { [weak self] in self?.togglePause() }),
        ] as [(CollectButton, () -> Void)] {
            let tap = TapGestureRecognizer(name: "\(button.name)Tap")
            tap.addTarget { _ in action() }
            button.addGestureRecognizer(tap)
            root.addSubview(button)
        }
        canvas.onStrokeBegan = { [weak self] in
            guard let self else { return }
            strokeDevice = currentDevice()
            lastStroke = []
            context.needsDisplay = true
        }
        canvas.onStrokeEnded = { [weak self] points in self?.strokeEnded(points) }
    }

    /// Starts showing a session; `fileName` is where its strokes go.
    public func start(_ session: CollectionSession, fileName: String) {
        self.session = session
        self.fileName = fileName
        message =
            session.answeredCount > 0
            ? ("Welcome back: \(session.answeredCount) of \(session.total) already done", false) : nil
        updateButtons()
        context.needsDisplay = true
    }

    public func layout(in area: Rect) {
        root.frame = area
        // The card and the canvas stay inside the scene however small the window: the margins halve in a short
        // one, and the card gives way to keep the canvas `narrowestCanvas` wide.
        let margin = area.height < 240 ? 8.0 : 16.0
        let panelWidth = max(0, min(360, max(240, area.width * 0.32), area.width - 3 * margin - Self.narrowestCanvas))
        let cardHeight = max(0, area.height - 2 * margin)
        panel = Rect(x: margin, y: margin, width: panelWidth, height: cardHeight)
        canvas.frame = Rect(
            x: panel.maxX + margin, y: margin, width: max(0, area.width - panel.maxX - 2 * margin), height: cardHeight)
        let gap = 8.0
        let inset = Self.buttonInset
        let width = (panel.width - 2 * inset - 2 * gap) / 3
        for (index, button) in [redoButton, skipButton, pauseButton].enumerated() {
            button.frame = Rect(
                x: panel.minX + inset + Double(index) * (width + gap), y: buttonRowTop(in: panel), width: width,
                height: buttonHeight)
        }
    }

    /// The narrowest the canvas is made, for the card's sake, in a small window.
    static let narrowestCanvas = 100.0

    /// How far the buttons keep from the card's sides and bottom: inside it, clear of its rounded border.
    static let buttonInset = 12.0

    /// The buttons' height: a finger's size on this screen, never under 44 points.
    var buttonHeight: Double { max(44, context.minimumTargetSize) }

    /// Where the row of buttons starts in a card: the card's words and progress end above it.
    func buttonRowTop(in card: Rect) -> Double {
        card.maxY - Self.buttonInset - buttonHeight
    }

    public func handle(_ key: SceneKey) -> Bool {
        switch key.key {
        case "BackSpace": redo()
        case "s": skip()
        case "p", "space": togglePause()
        default: return false
        }
        return true
    }

    private func strokeEnded(_ points: [(location: Point, milliseconds: Double)]) {
        guard let session else { return }
        perform {
            switch try session.finishStroke(points, device: strokeDevice, canvas: canvas.bounds.size) {
            case .saved(let prompt):
                lastStroke = points.map(\.location)
                message = ("Saved \(Self.title(of: prompt.kind)) ✓", false)
            case .ignored(let reason):
                message = session.isPaused || session.isFinished ? nil : ("Not kept: \(reason). Draw it again.", true)
            }
        }
        canvas.clear()
    }

    func redo() {
        guard let session else { return }
        perform {
            if try session.redo() {
                lastStroke = []
                message = ("Taken back: draw it again", false)
            }
        }
    }

    func skip() {
        guard let session, let prompt = session.current else { return }
        perform {
            if try session.skip() { message = ("Skipped \(Self.title(of: prompt.kind))", false) }
        }
    }

    func togglePause() {
        guard let session, !session.isFinished else { return }
        session.togglePause()
        message = session.isPaused ? ("Paused", false) : nil
        updateButtons()
        context.needsDisplay = true
    }

    /// Runs a step that writes to disk; a failure is shown (and nothing counts, as the session says).
    private func perform(_ step: () throws -> Void) {
        do {
            try step()
        } catch {
            message = ("Cannot save: \(error)", true)
        }
        updateButtons()
        context.needsDisplay = true
    }

    private func updateButtons() {
        redoButton.isEnabled = session?.canRedo ?? false
        skipButton.isEnabled = session.map { !$0.isFinished && !$0.isPaused } ?? false
        pauseButton.isEnabled = session.map { !$0.isFinished } ?? false
        pauseButton.title = session?.isPaused == true ? "Go on (P)" : "Pause (P)"
    }

    /// "a circle" for a kind's name, or the name itself for a kind not in the list.
    static func title(of kind: String) -> String {
        StrokeKinds.named(kind)?.title ?? kind
    }

    public var state: CollectState {
        let current = session?.current
        return CollectState(
            subject: session?.subject, kind: current?.kind, speed: current?.speed, sample: current?.sample,
            answered: session?.answeredCount ?? 0, drawn: session?.drawnCount ?? 0,
            skipped: session?.skippedCount ?? 0, total: session?.total ?? 0, isPaused: session?.isPaused ?? false,
            isFinished: session?.isFinished ?? false, message: message?.text, isError: message?.isError ?? false)
    }
}
