import CalibrationProfile
import GestureEngine
import SceneSupport
import TutorialScenes

extension SceneKind {
    /// Workshop mode's canvas for an attendee's recognizer (`gesturelab workshop`); not one of the tutorials' tabs.
    public static let playground: SceneKind = "playground"
}

extension SceneCatalog {
    /// Workshop mode's app: the playground alone.
    public static let workshop = SceneCatalog([PlaygroundScene.self], showsTabBar: false)
}

/// What the playground shows, in the state dump (`--state-out`): the workshop's end-to-end tests read it.
public struct PlaygroundState: Codable, Sendable, Equatable {
    /// The attendee's recognizer class, if one is loaded.
    public var recognizerClass: String?
    /// How many versions of the attendee's file have been loaded in this window (1 for the first).
    public var version: Int
    /// How many times the attendee's action fired with the current version.
    public var actionCount: Int
    /// The recognizer's state when the action last fired ("ended", "changed").
    public var lastActionState: String?
    /// The banner's kind ("info", "compileError", "crash") and text, if one is shown.
    public var messageKind: String?
    public var message: String?
    /// What "teach it my way" last said, and the limits it widened (by name), if any.
    public var teaching: String?
    public var calibratedLimits: [String: Double]?
}

/// Workshop mode's scene: a large canvas carrying the attendee's own recognizer, loaded from their file by
/// `gesturelab workshop`. Each time its action fires the canvas flashes and a counter goes up; the live touch path
/// is drawn; a banner tells of reloads, compile errors and crashes. The recognizer can be swapped at any time
/// (`install`), which is how a saved file goes live without restarting the window.
public final class PlaygroundScene: DemoScene {
    public static let info = SceneInfo(
        kind: .playground, title: "Playground",
        hint: "Your recognizer is on the canvas: draw on it. Save the file to reload it. C teaches it your way.",
        images: [],
        keys: [
            SceneKey("c", "teach it your way: record your next three strokes"), SceneKey("Escape", "stop teaching"),
        ],
        mouse: [
            "Mouse: drag = draw with one finger · click = tap", "Mouse: drag to draw · click = tap", "Drag to draw",
        ])

    public let root: View
    /// The view the attendee's recognizer is attached to.
    public let canvas: View
    public private(set) var recognizer: GestureRecognizer?
    public private(set) var recognizerClass: String?
    public private(set) var version = 0
    public private(set) var actionCount = 0
    private var lastAction: (state: GestureState, time: TimeInterval)?
    /// The fingers' paths: the ones down now, and the last finished ones (kept until the next touch).
    private var livePaths: [Int: [Point]] = [:]
    private var finishedPaths: [[Point]] = []
    private let context: SceneContext
    /// "Teach it my way": the button, key C and the calibration of the recognizer on the canvas.
    public private(set) var teaching: PlaygroundTeaching!

    /// A message over the canvas: a reload, a compile error (the last good version keeps running), a crash.
    public struct Banner: Sendable, Equatable {
        /// What the banner reports; it sets the banner's colour.
        public enum Kind: String, Sendable { case info, compileError, crash }
        public var kind: Kind
        public var lines: [String]

        public init(kind: Kind, lines: [String]) {
            self.kind = kind
            self.lines = lines
        }
    }

    public var banner: Banner? {
        didSet { context.needsDisplay = true }
    }
    /// Text size factor: 1, or larger for a projector (`--presentation`).
    public var textScale = 1.0 {
        didSet { layout(in: root.frame) }
    }
    /// The teaching button's width at text scale 1.
    private let buttonWidth: Double

    static let flashDuration = 0.6

    public required init(context: SceneContext) {
        self.context = context
        root = View(name: "playgroundScene", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        canvas = View(name: "canvas", frame: Rect(x: 0, y: 0, width: 600, height: 500))
        root.addSubview(canvas)
        teaching = PlaygroundTeaching(canvas: canvas, root: root, context: context)
        buttonWidth = teaching.button.bounds.width
    }

    /// Puts a recognizer on the canvas in place of the current one (a new version of the attendee's file).
    public func install(_ newRecognizer: GestureRecognizer, className: String) {
        if let recognizer { canvas.removeGestureRecognizer(recognizer) }
        recognizer = newRecognizer
        recognizerClass = className
        version += 1
        actionCount = 0
        lastAction = nil
        newRecognizer.addUntypedTarget { [weak self] recognizer in self?.actionFired(recognizer) }
        canvas.addGestureRecognizer(newRecognizer)
        teaching.recognizerInstalled(newRecognizer, version: version)
        context.needsDisplay = true
    }

    private func actionFired(_ recognizer: GestureRecognizer) {
        actionCount += 1
        lastAction = (recognizer.state, context.clock.now)
        // Keep frames coming while the flash fades.
        context.animator.animate(duration: Self.flashDuration, easing: .linear, update: { _ in })
        context.needsDisplay = true
    }

    public func layout(in area: Rect) {
        root.frame = area
        let margin = 16.0
        canvas.frame = Rect(
            x: margin, y: margin, width: max(100, area.width - 2 * margin),
            height: max(100, area.height - 2 * margin))
        // On a projector the button grows with the canvas's text, so the room can read it too.
        let buttonHeight = max(34 * textScale, context.minimumTargetSize)
        let width = min(buttonWidth * textScale, canvas.frame.width - 24)
        teaching.button.frame = Rect(
            x: canvas.frame.maxX - 12 - width, y: canvas.frame.minY + 12, width: width, height: buttonHeight)
        teaching.button.textSize = max(9, 13 * width / buttonWidth)
        context.needsDisplay = true
    }

    /// The attendee's recognizer: the inspector shows its state machine from the moment it opens.
    public var inspectorFocus: GestureRecognizer? { recognizer }

    /// C teaches, Escape stops teaching.
    public func handle(_ key: SceneKey) -> Bool { teaching.handle(key) }

    /// The teaching hint while recording or checking, else the scene's.
    public var hint: String { teaching.hint ?? Self.info.hint }

    public func draw(_ list: inout DisplayList) {
        let now = context.clock.now
        let frame = Rect(origin: root.convert(canvas.frame.origin, to: nil), size: canvas.frame.size)
        let flash = lastAction.map { max(0, 1 - (now - $0.time) / Self.flashDuration) } ?? 0
        list.box(
            frame, fill: Color.white.withAlpha(0.7 + 0.3 * flash),
            stroke: flash > 0 ? Color.success.withAlpha(0.4 + 0.6 * flash) : Color.softInk.withAlpha(0.35),
            lineWidth: 2 + 6 * flash, cornerRadius: 16)
        if flash > 0 { list.box(frame, fill: Color.success.withAlpha(0.18 * flash), cornerRadius: 16) }
        drawPaths(&list)
        let top = labelsTop(in: frame)
        let fit = labelsFit(in: frame, top: top)
        drawLabels(&list, in: frame, top: top, scale: textScale * fit)
        drawBanner(&list, in: frame, top: top + Self.bannerOffset * textScale * fit)
        teaching.draw(into: &list, width: frame.width / 2, scale: textScale)
    }

    /// Where the labels begin: at the canvas's top, beside the teaching button; in a canvas too narrow for both
    /// side by side, under the button and its message.
    private func labelsTop(in frame: Rect) -> Double {
        let button = teaching.button.frameInWindow
        guard button.minX - frame.minX - 18 - 12 < Self.labelsWidth * textScale else { return frame.minY }
        return button.maxY + teaching.messageDepth(width: frame.width / 2, scale: textScale)
    }

    /// The labels' height at text scale 1: four lines, the last one's descenders included.
    static let labelsHeight = 30.0 + 40 + 40 + 28 + 8
    /// The widest label's width at text scale 1: "state: cancelled" in 28-point bold, by the generous estimate of a
    /// bold character.
    static let labelsWidth = 16 * TextWrapping.characterWidth(bold: true) * 28
    /// How far below the labels' top the banner begins, at text scale 1: under the labels, with a gap.
    static let bannerOffset = 190.0

    /// How much smaller the labels are drawn so that they end inside the canvas, across and down (1 when they fit;
    /// never under a half, below which they could not be read).
    private func labelsFit(in frame: Rect, top: Double) -> Double {
        let down = (frame.maxY - top) / (Self.labelsHeight * textScale)
        let across = (frame.width - 36) / (Self.labelsWidth * textScale)
        return min(1, max(0.5, min(down, across)))
    }

    private func drawPaths(_ list: inout DisplayList) {
        let active = context.window.activeTouches.filter { $0.value.view === canvas }
        if !active.isEmpty && livePaths.isEmpty { finishedPaths.removeAll() }
        for (id, touch) in active {
            var path = livePaths[id] ?? []
            if path.last != touch.locationInWindow { path.append(touch.locationInWindow) }
            livePaths[id] = path
        }
        for id in livePaths.keys where active[id] == nil {
            finishedPaths.append(livePaths[id] ?? [])
            livePaths[id] = nil
        }
        for path in finishedPaths where path.count > 1 {
            list.add(.polyline(path, color: Color.accent.withAlpha(0.35), width: 4, closed: false))
        }
        for (_, path) in livePaths.sorted(by: { $0.key < $1.key }) where path.count > 1 {
            list.add(.polyline(path, color: Color.accent.withAlpha(0.85), width: 5, closed: false))
        }
    }

    private func drawLabels(_ list: inout DisplayList, in frame: Rect, top: Double, scale: Double) {
        let left = frame.minX + 18
        var y = top + 30 * scale
        guard let recognizer, let recognizerClass else {
            list.text(
                "No recognizer loaded yet", at: Point(x: left, y: y), size: 18 * scale, color: .softInk, bold: true)
            return
        }
        list.text(
            "\(recognizerClass) · version \(version)", at: Point(x: left, y: y), size: 16 * scale, color: .softInk,
            bold: true)
        y += 40 * scale
        let state = recognizer.state
        list.text(
            "state: \(state)", at: Point(x: left, y: y), size: 28 * scale, color: Self.color(for: state), bold: true)
        y += 40 * scale
        let plural = actionCount == 1 ? "" : "s"
        list.text("\(actionCount) action\(plural)", at: Point(x: left, y: y), size: 22 * scale, color: .ink, bold: true)
        if let lastAction {
            y += 28 * scale
            list.text("last action on \(lastAction.state)", at: Point(x: left, y: y), size: 15 * scale, color: .softInk)
        }
    }

    /// The banner sits at `top`, under the labels, its lines wrapped to the canvas. In a canvas too short for both
    /// it moves up over the labels (a compile error matters more than the state), never over the teaching button,
    /// and keeps the lines that fit, the last one ending in "…" (the whole message is on the terminal too).
    private func drawBanner(_ list: inout DisplayList, in frame: Rect, top: Double) {
        guard let banner, !banner.lines.isEmpty else { return }
        let scale = textScale
        // The border in the signal colour, the first line's words in its darker shade, readable on white.
        let (color, textColor): (Color, Color) =
            switch banner.kind {
            case .info: (.success, .successText)
            case .compileError: (.failureRed, .failureText)
            case .crash: (Color(hex: 0xE07A1F), Color(hex: 0x9A4A00))
            }
        let fontSize = 14 * scale
        let width = frame.width - 20
        var lines: [(text: String, isFirst: Bool)] = []
        for (index, line) in banner.lines.enumerated() {
            for wrapped in Self.wrap(line, width: width - 28, fontSize: fontSize, bold: index == 0) {
                lines.append((wrapped, index == 0))
            }
        }
        let lineHeight = 20 * scale
        let highest = max(frame.minY + 10, teaching.button.frameInWindow.maxY + 8)
        let fitting = max(1, Int((frame.maxY - 10 - highest - 18) / lineHeight))
        if lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            lines[fitting - 1].text = String(lines[fitting - 1].text.dropLast()) + "…"
        }
        let height = Double(lines.count) * lineHeight + 18
        let y = max(highest, min(top, frame.maxY - 10 - height))
        let rect = Rect(x: frame.minX + 10, y: y, width: width, height: height)
        list.box(rect, fill: Color.white.withAlpha(0.96), stroke: color, lineWidth: 3, cornerRadius: 10)
        for (index, line) in lines.enumerated() {
            let position = Point(x: rect.minX + 14, y: rect.minY + 6 + lineHeight * Double(index + 1) - 4 * scale)
            list.text(
                line.text, at: position, size: fontSize, color: line.isFirst ? textColor : .ink, bold: line.isFirst)
        }
    }

    /// Wraps at spaces, and cuts words too long for a line (a file's path) where they must be cut.
    static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        // A bold character is wider than a plain one.
        let perLine = max(10, Int(width / (fontSize * (bold ? 0.62 : 0.55))))
        return TextWrapping.lines(text, perLine: perLine).flatMap { line -> [String] in
            var pieces: [String] = []
            var rest = Substring(line)
            while rest.count > perLine {
                pieces.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            }
            return pieces + [String(rest)]
        }
    }

    /// State colours that read on the white canvas (the inspector's are for its dark panel).
    static func color(for state: GestureState) -> Color {
        switch state {
        case .possible: .softInk
        case .began, .changed: .accent
        case .ended: .success
        case .cancelled: Color(hex: 0xE07A1F)
        case .failed: .failureRed
        }
    }

    public var state: PlaygroundState {
        PlaygroundState(
            recognizerClass: recognizerClass, version: version, actionCount: actionCount,
            lastActionState: lastAction.map { $0.state.rawValue }, messageKind: banner?.kind.rawValue,
            message: banner?.lines.joined(separator: "\n"), teaching: teaching.message,
            calibratedLimits: teaching.calibrated.isEmpty ? nil : teaching.calibrated)
    }
}
