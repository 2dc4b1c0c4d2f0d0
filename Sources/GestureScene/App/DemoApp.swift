import GestureEngine

/// The whole demo, independent of any display: a window with a tab bar, a hint, and the current scene.
/// The platform layer feeds it input and draws its display list; `snapshot` and the tests do the same without X11.
public final class DemoApp {
    public let window: GestureWindow
    public let context: SceneContext
    public let tabBar = TabBar()
    public private(set) var scene: DemoScene
    /// Called when the user asks to quit (Ctrl+Q).
    public var onQuit: (() -> Void)?

    /// The controls hint for narrow windows.
    public static let compactControlsHint = "Mouse: drag · Ctrl+drag pinch/rotate · Ctrl+Shift+drag pan · Ctrl+wheel zoom · 1–4 · I · R"

    /// A status shown at the top right ("REC", "replay 1×").
    public struct Badge: Hashable, Sendable {
        public var text: String
        public var color: Color
        /// A filled dot before the text (the recording light).
        public var dot: Bool

        public init(text: String, color: Color, dot: Bool) {
            self.text = text
            self.color = color
            self.dot = dot
        }
    }

    /// How much larger than usual the inspector is drawn (workshop mode's `--presentation`).
    public var inspectorScale = 1.0 {
        didSet { context.needsDisplay = true }
    }

    /// The teaching and QA overlay, while it is shown (key I, --inspect).
    public private(set) var inspector: Inspector?

    /// Shows or hides the inspector.
    public func setInspector(visible: Bool) {
        guard visible != (inspector != nil) else { return }
        inspector?.detach()
        inspector = visible ? Inspector(context: context) : nil
        context.needsDisplay = true
    }

    /// The recognizers of the current scene (what the inspector lists).
    public var sceneRecognizers: [GestureRecognizer] {
        func collect(_ view: View) -> [GestureRecognizer] { view.gestureRecognizers + view.subviews.flatMap(collect) }
        return collect(scene.root)
    }

    /// Set by the platform layer while recording or replaying.
    public var badges: [Badge] = [] {
        didSet { context.needsDisplay = true }
    }

    /// The hint strip at the top.
    public static let hintHeight = 64.0
    public static let controlsHint =
        "Mouse: drag = one finger · Ctrl+drag = pinch & rotate · Ctrl+Shift+drag = two-finger pan · Ctrl+wheel = zoom · 1–4 scenes · I inspector · R record"

    public init(size: Size, clock: GestureClock, sound: SoundPlaying = SilentSoundPlayer(), scene kind: SceneKind = .monkey) {
        window = GestureWindow(size: size, clock: clock)
        context = SceneContext(window: window, sound: sound)
        scene = Self.makeScene(kind, context: context)
        window.addSubview(scene.root)
        window.addSubview(tabBar)
        tabBar.selected = kind
        tabBar.onSelect = { [unowned self] in self.show($0) }
        window.onKey = { [unowned self] in self.handleKey($0) }
        window.onResize = { [unowned self] _ in self.layout() }
        layout()
    }

    static func makeScene(_ kind: SceneKind, context: SceneContext) -> DemoScene {
        switch kind {
        case .monkey: MonkeyScene(context: context)
        case .knob: KnobScene(context: context)
        case .circles: CircleGameScene(context: context)
        case .chevron: ChevronScene(context: context)
        case .playground: PlaygroundScene(context: context)
        }
    }

    /// The area the scene fills: between the hint and the tab bar.
    public var sceneArea: Rect {
        let size = window.size
        let tabBarHeight = tabBar.isHidden ? 0 : TabBar.height  // hidden in workshop mode
        return Rect(x: 0, y: Self.hintHeight, width: size.width, height: max(0, size.height - Self.hintHeight - tabBarHeight))
    }

    /// Switches to another scene (a fresh one, as if the app had started there).
    public func show(_ kind: SceneKind) {
        guard kind != scene.kind else { return }
        scene.root.removeFromSuperview()
        scene = Self.makeScene(kind, context: context)
        if let old = inspector {  // a fresh log for the new scene
            old.detach()
            inspector = Inspector(context: context)
        }
        window.insertSubviewAtBack(scene.root)
        tabBar.selected = kind
        layout()
    }

    /// Places the tab bar and the scene for the window's size (again after the tab bar is hidden or shown).
    public func layout() {
        let size = window.size
        tabBar.frame = Rect(x: 0, y: size.height - TabBar.height, width: size.width, height: TabBar.height)
        scene.layout(in: sceneArea)
        context.needsDisplay = true
    }

    /// Feeds one input event to the window, and asks for a new frame.
    public func send(_ event: InputEvent) {
        window.send(event)
        inspector?.inputDidArrive()
        context.needsDisplay = true
    }

    private func handleKey(_ key: KeySample) {
        guard key.isPress else { return }
        if key.modifiers.contains(.control) && key.key.lowercased() == "q" {
            onQuit?()
            return
        }
        switch key.key {
        case "i" where key.modifiers.isEmpty:
            setInspector(visible: inspector == nil)
            return
        case "bracketleft", "bracketright":
            inspector?.cycleFocus(forward: key.key == "bracketright", among: sceneRecognizers)
            return
        default:
            break
        }
        if scene.handleKey(key) { return }
        if let digit = Int(key.key), (1...SceneKind.allCases.count).contains(digit) {
            show(SceneKind.allCases[digit - 1])
        }
    }

    /// True when a frame should be drawn: something changed, or an animation runs.
    public var needsDisplay: Bool { context.needsDisplay }

    /// Describes the current frame, and clears `needsDisplay`.
    public func displayList() -> DisplayList {
        context.needsDisplay = false
        var list = DisplayList()
        list.add(.clear(.background))
        scene.draw(&list)
        drawTouches(&list)
        if inspectorScale == 1 {
            inspector?.draw(&list, recognizers: sceneRecognizers, area: sceneArea)
        } else if let inspector {  // larger for a projector, anchored at the scene area's top right
            let area = sceneArea
            let anchor = Point(x: area.maxX, y: area.minY)
            let shrunk = Rect(x: area.maxX - area.width / inspectorScale, y: area.minY, width: area.width / inspectorScale, height: area.height / inspectorScale)
            var overlay = DisplayList()
            inspector.draw(&overlay, recognizers: sceneRecognizers, area: shrunk)
            list.append(overlay.zoomed(by: inspectorScale, around: anchor))
        }
        context.bubbles.draw(&list)
        drawHint(&list)
        if !tabBar.isHidden { tabBar.draw(&list) }
        return list
    }

    private func drawHint(_ list: inout DisplayList) {
        let width = window.size.width
        list.box(Rect(x: 0, y: 0, width: width, height: Self.hintHeight), fill: Color.white.withAlpha(0.92))
        list.text(scene.kind.title, at: Point(x: 18, y: 26), size: 18, color: .ink, bold: true)
        let hintX = 220.0
        let lines = Self.wrap(scene.kind.hint, width: width - hintX - 18, fontSize: 14)
        for (index, line) in lines.prefix(2).enumerated() {
            list.text(line, at: Point(x: hintX, y: 22 + Double(index) * 18), size: 14, color: .ink)
        }
        let fitsOneLine = Self.wrap(Self.controlsHint, width: width - 36, fontSize: 11).count == 1
        list.text(fitsOneLine ? Self.controlsHint : Self.compactControlsHint, at: Point(x: 18, y: Self.hintHeight - 8), size: 11, color: .softInk)
        var badgeY = Self.hintHeight + 24
        for badge in badges {
            let badgeWidth = Double(badge.text.count) * 8 + (badge.dot ? 40 : 24)
            let rect = Rect(x: width - badgeWidth - 12, y: badgeY - 18, width: badgeWidth, height: 28)
            list.box(rect, fill: Color.white.withAlpha(0.95), stroke: badge.color, lineWidth: 2, cornerRadius: 14)
            if badge.dot { list.add(.circle(center: Point(x: rect.minX + 16, y: rect.midY), radius: 7, fill: badge.color, stroke: nil, lineWidth: 0)) }
            list.text(badge.text, at: Point(x: rect.minX + (badge.dot ? 30 : 12), y: rect.midY + 5), size: 13, color: badge.color, bold: true)
            badgeY += 36
        }
    }

    /// Fingers on the screen, and the mouse's simulated second finger, drawn as translucent dots.
    private func drawTouches(_ list: inout DisplayList) {
        let fingers = window.pointerAdapter.fingers
        if fingers.count == 2, let first = fingers[PointerTouchAdapter.primaryTouchID], let second = fingers[PointerTouchAdapter.secondaryTouchID] {
            list.add(.polyline([first, second], color: Color.accent.withAlpha(0.35), width: 2, closed: false))
        }
        for touch in window.activeTouches.values.sorted(by: { $0.id < $1.id }) {
            list.add(.circle(center: touch.locationInWindow, radius: 22, fill: Color.accent.withAlpha(0.18), stroke: Color.accent.withAlpha(0.6), lineWidth: 2))
        }
    }

    /// Splits text into lines that fit `width`, estimating the sans-serif font's average character width.
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        let perLine = max(10, Int(width / (fontSize * 0.52)))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The machine-readable state of the app.
    public func state() -> AppState {
        var state = AppState(scene: scene.kind, windowSize: window.size, soundsPlayed: context.soundCount, lastSound: context.lastSound)
        scene.record(into: &state)
        return state
    }
}
