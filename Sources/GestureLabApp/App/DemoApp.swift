import GestureEngine
import SceneSupport
import TutorialScenes

/// The whole demo, independent of any display: a window with a hint strip, the current scene and a tab bar.
/// It only assembles the pieces: the scenes come from a catalog, keys go through `KeyBindings`, the layout is
/// `AppLayout`, and each piece draws itself. The platform layer feeds it input and draws its display list;
/// `snapshot` and the tests do the same without X11.
public final class DemoApp {
    public let window: GestureWindow
    public let context: SceneContext
    /// The scenes offered, in tab order.
    public let catalog: SceneCatalog
    public let tabBar: TabBar
    public let hintStrip: HintStrip
    public private(set) var scene: any DemoScene
    /// Every scene shown so far, by kind: a tab shown again is the scene as it was left (the monkey where it was put),
    /// for as long as the app runs.
    private var scenesShown: [SceneKind: any DemoScene] = [:]
    /// The note on show (`showNote`), if any, and the timer that takes it away.
    public private(set) var note: String?
    private var noteTimer: TimerToken?
    /// Called when the person running the app asks the session for something (quit, record, replay controls);
    /// the run loop answers. Without it, those keys do nothing.
    public var onRequest: ((SessionRequest) -> Void)?
    /// Called with every input event the app takes in, except the session's own keys: the recorder taps it here.
    public var onInput: ((InputEvent) -> Void)? {
        didSet { updateInputWatching() }
    }

    /// How much larger than usual the inspector is drawn (workshop mode's `--presentation`).
    public var inspectorScale = 1.0 {
        didSet { layout() }
    }

    /// Whether the inspector is drawn over the scene instead of beside it, so that the scene keeps the layout it has
    /// without the inspector: for watching a replay (its touches land where they were recorded) and for a scene
    /// that keeps room for the inspector itself (the workshop's playground).
    public var inspectorCoversScene = false {
        didSet { layout() }
    }

    /// The teaching and QA overlay, while it is shown (key I, --inspect).
    public private(set) var inspector: Inspector? {
        didSet { updateInputWatching() }
    }
    /// Whether anyone (the recorder, the inspector) wants to hear of each input event. A plain flag, unchecked for
    /// exclusivity (see `View.bounds`), read on every event so that the usual moment with neither does not pay a
    /// run-time exclusivity check for each of those two properties (a few percent of `gesturelab bench`'s circle
    /// stroke).
    @exclusivity(unchecked) private var isInputWatched = false

    private func updateInputWatching() {
        isInputWatched = onInput != nil || inspector != nil
    }

    /// The transitions of the scene's recognizers, timed from the app's start (`timeOrigin`), kept once asked for
    /// (`startTransitionLog`, and the inspector when it first opens): the inspector lists it, `--log` writes it. Not
    /// kept until then, so that an app nobody watches does not pay for telling an observer of every transition.
    public private(set) var transitionLog: TransitionLog?
    /// When the app started on its clock: the transition log's zero (a replay's is the trace's zero).
    public let timeOrigin: TimeInterval
    /// Where the current scene's lines begin in the transition log: the inspector lists only those.
    private var sceneLogStart = 0

    /// What the session is doing (recording, replaying), shown as badges; set by the run loop.
    public var session = SessionStatus() {
        didSet { if session != oldValue { context.needsDisplay = true } }
    }

    public init(
        size: Size, clock: GestureClock, sound: SoundPlaying = SilentSoundPlayer(), scene kind: SceneKind = .monkey,
        catalog: SceneCatalog = .tutorials, calibrationProfile: String? = nil
    ) {
        window = GestureWindow(size: size, clock: clock)
        timeOrigin = clock.now
        context = SceneContext(window: window, sound: sound)
        context.calibrationProfile = calibrationProfile
        self.catalog = catalog
        tabBar = TabBar(tabs: catalog.infos)
        hintStrip = HintStrip(sceneCount: catalog.scenes.count)
        scene = Self.makeScene(kind, in: catalog, context: context)
        scenesShown[scene.kind] = scene
        window.addSubview(scene.root)
        window.addSubview(tabBar)
        tabBar.isHidden = !catalog.showsTabBar
        tabBar.selected = scene.kind
        tabBar.onSelect = { [unowned self] in self.show($0) }
        layout()
    }

    /// A fresh scene of a kind; a kind the catalog lacks gets its first scene.
    private static func makeScene(_ kind: SceneKind, in catalog: SceneCatalog, context: SceneContext) -> any DemoScene {
        let type = catalog.scene(kind) ?? catalog.scenes[0]
        return type.init(context: context)
    }

    /// Every image an app with these scenes draws: the scenes' and the shell's.
    public static func requiredImages(for catalog: SceneCatalog = .tutorials) -> [String] {
        catalog.images + AppLayout.shellImages
    }

    /// Every sound an app with these scenes plays.
    public static func requiredSounds(for catalog: SceneCatalog = .tutorials) -> [SoundEffect] {
        catalog.sounds
    }

    /// Whether the inspector's column is beside the scene, the scene laid out in the space left (what a recording
    /// must note, since the scene's layout depends on it).
    public var inspectorIsBesideScene: Bool { inspector != nil && !inspectorCoversScene }

    /// Opens the inspector beside the scene when a trace was recorded so, else as asked: over the scene when watching,
    /// hidden otherwise.
    public func showInspector(forReplayRecordedBeside recordedBeside: Bool, watching: Bool) {
        inspectorCoversScene = watching && !recordedBeside
        setInspector(visible: watching || recordedBeside)
    }

    /// Shows or hides the inspector.
    public func setInspector(visible: Bool) {
        guard visible != (inspector != nil) else { return }
        inspector?.detach()
        inspector = visible ? makeInspector() : nil
        layout()
    }

    /// Starts keeping the transition log, if it is not kept yet, and returns it.
    @discardableResult
    public func startTransitionLog() -> TransitionLog {
        if let transitionLog { return transitionLog }
        let origin = timeOrigin
        let clock = window.clock
        let log = TransitionLog(clock: { clock.now - origin })
        window.addObserver(log)
        transitionLog = log
        return log
    }

    /// A fresh inspector, showing the recognizer the scene puts first if it has one.
    private func makeInspector() -> Inspector {
        let inspector = Inspector(context: context, log: startTransitionLog(), firstEntry: sceneLogStart)
        if let focus = scene.inspectorFocus { inspector.focus(on: focus) }
        return inspector
    }

    /// The recognizers of the current scene (what the inspector lists).
    public var sceneRecognizers: [GestureRecognizer] { scene.root.allGestureRecognizers }

    /// The area the scene fills: between the hint and the tab bar, beside the inspector while it is shown.
    public var sceneArea: Rect {
        AppLayout.sceneArea(
            in: window.size, minimumTarget: minimumTargetSize, inspectorWidth: inspectorWidth,
            tabBar: catalog.showsTabBar)
    }

    /// The inspector's column, at the right of the scene, while it is shown.
    public var inspectorColumn: Rect? {
        guard inspector != nil else { return nil }
        return AppLayout.inspectorColumn(
            in: window.size, minimumTarget: minimumTargetSize, inspectorWidth: inspectorWidth,
            tabBar: catalog.showsTabBar)
    }

    /// The width the inspector takes on screen: none while it is hidden, more when it is drawn larger.
    private var inspectorWidth: Double {
        inspector == nil || inspectorCoversScene ? 0 : shownInspectorWidth
    }

    /// Whether the window has room for the inspector beside the scene (at its smallest size); in a narrower one it can
    /// only be drawn over the scene.
    public var inspectorFitsBesideScene: Bool {
        let content = AppLayout.contentArea(
            in: window.size, minimumTarget: minimumTargetSize, tabBar: catalog.showsTabBar
        ).width
        return content - AppLayout.inspectorWidth * AppLayout.smallestInspectorScale
            >= AppLayout.narrowestSceneBesideInspector
    }

    /// The inspector's width when drawn `inspectorScale` times as large, or less, where that would leave the scene
    /// narrower than it may be beside the inspector: a projector's 800-point window keeps a usable canvas, and a
    /// 640-point window keeps the whole scene beside an inspector drawn a little smaller (down to
    /// `AppLayout.smallestInspectorScale`; in a narrower window it is drawn over the scene at that size).
    private var shownInspectorWidth: Double {
        let content = AppLayout.contentArea(
            in: window.size, minimumTarget: minimumTargetSize, tabBar: catalog.showsTabBar
        ).width
        let largest = AppLayout.inspectorWidth * inspectorScale
        let smallest = AppLayout.inspectorWidth * AppLayout.smallestInspectorScale
        return max(smallest, min(largest, content - AppLayout.narrowestSceneBesideInspector))
    }

    /// The smallest touch target in points on this screen (9 mm where the platform knows the screen's size, else
    /// 44 points): the tab bar and the scenes' buttons are never smaller.
    public var minimumTargetSize: Double {
        get { context.minimumTargetSize }
        set {
            guard newValue != context.minimumTargetSize else { return }
            context.minimumTargetSize = newValue
            layout()
        }
    }

    /// Switches to another scene: the one of that kind as it was left, or a fresh one the first time. A gesture under
    /// way in the scene left is cancelled (its views leave the window).
    public func show(_ kind: SceneKind) {
        guard kind != scene.kind, catalog.scene(kind) != nil else { return }
        scene.root.removeFromSuperview()
        scene = scenesShown[kind] ?? Self.makeScene(kind, in: catalog, context: context)
        scenesShown[kind] = scene
        sceneLogStart = transitionLog?.entries.count ?? 0
        if let old = inspector {  // a fresh log for the new scene
            old.detach()
            inspector = makeInspector()
        }
        window.insertSubviewAtBack(scene.root)
        tabBar.selected = kind
        layout()
    }

    private func layout() {
        tabBar.frame = AppLayout.tabBarFrame(in: window.size, minimumTarget: minimumTargetSize)
        scene.layout(in: sceneArea)
        context.bubbles.area = sceneArea
        context.needsDisplay = true
    }

    /// Takes one input event: keys go to the key bindings, a resize lays the app out again, the rest goes to the
    /// window's recognizers and views. Asks for a new frame.
    public func send(_ event: InputEvent, from source: InputSource = .live) {
        switch event.kind {
        case .key(let key):
            let action = KeyBindings.action(for: key, from: source, in: self)
            if case .session = action {} else { onInput?(event) }
            KeyBindings.perform(action, in: self)
            window.send(event)  // the engine keeps the modifiers held (`GestureRecognizer.modifierFlags`)
        case .resize(let size):
            onInput?(event)
            // A size no screen can have (0×0, NaN, 1e300) is ignored, as the window ignores such input.
            guard InputLimits.isUsable(size) else { break }
            window.size = size
            layout()
        case .scroll(let scroll) where source == .live && scrollInspectorLog(scroll):
            break  // the person scrolled the inspector's list: not the scene's, and not recorded
        default:
            if isInputWatched { onInput?(event) }
            window.send(event)
        }
        if isInputWatched { inspector?.inputDidArrive() }
        context.needsDisplay = true
    }

    /// Scrolls the inspector's transition list when the wheel turns over the inspector; false when it is elsewhere
    /// (or the inspector is hidden), for the scene to have.
    @discardableResult
    public func scrollInspectorLog(_ scroll: ScrollSample) -> Bool {
        // The column is empty while the inspector covers the scene; the panel is drawn at its right edge either way.
        guard let inspector, let column = inspectorColumn else { return false }
        let panel = Rect(
            x: column.maxX - shownInspectorWidth, y: column.minY, width: shownInspectorWidth, height: column.height)
        guard panel.contains(scroll.location) else { return false }
        inspector.scrollLog(wheel: scroll.delta.y)
        context.needsDisplay = true
        return true
    }

    /// True when a frame should be drawn: something changed, or an animation runs.
    public var needsDisplay: Bool { context.needsDisplay }

    /// Describes the current frame, and clears `needsDisplay`.
    public func displayList() -> DisplayList {
        context.needsDisplay = false
        var list = DisplayList()
        list.add(.clear(.background))
        scene.draw(&list)
        TouchDots.draw(window, into: &list)
        if let inspector, let column = inspectorColumn {
            inspector.drawTrails(&list, labelsWithin: sceneArea)
            let scale = shownInspectorWidth / AppLayout.inspectorWidth
            if scale == 1 {
                inspector.draw(&list, recognizers: sceneRecognizers, column: column)
            } else {  // larger for a projector (workshop mode), smaller in a narrow window; anchored at its top right
                let shrunk = Rect(
                    x: column.maxX - AppLayout.inspectorWidth, y: column.minY, width: AppLayout.inspectorWidth,
                    height: column.height / scale)
                var overlay = DisplayList()
                inspector.draw(&overlay, recognizers: sceneRecognizers, column: shrunk)
                list.append(overlay.zoomed(by: scale, around: Point(x: column.maxX, y: column.minY)))
            }
        }
        context.bubbles.draw(into: &list)
        hintStrip.draw(
            title: type(of: scene).info.title, hint: scene.hint,
            controls: session.replay == nil ? type(of: scene).info.controls : ReplayProgress.controls,
            mouse: type(of: scene).info.mouse, width: window.size.width, into: &list)
        // The scene's views are gathered only when there is a badge to place: the list is made for every frame.
        let badges = session.badges + (note.map { [Badge.note($0)] } ?? [])
        if !badges.isEmpty { BadgeStrip.draw(badges, in: badgeArea, avoiding: sceneViewFrames, into: &list) }
        tabBar.draw(into: &list)
        return list
    }

    /// How long a note stays on show.
    public static let noteDuration = 6.0

    /// Shows a short note over the scene for `noteDuration` seconds, in place of any still shown ("Recorded 120
    /// events to …"): what the session did that the person would otherwise only find in the terminal.
    public func showNote(_ text: String) {
        note = text
        if let noteTimer { context.clock.cancel(noteTimer) }
        noteTimer = context.clock.schedule(after: Self.noteDuration) { [weak self] in
            self?.note = nil
            self?.noteTimer = nil
            self?.context.needsDisplay = true
        }
        context.needsDisplay = true
    }

    /// Where the session's badges may go: the scene, left of the inspector while it is shown.
    private var badgeArea: Rect {
        var area = sceneArea
        if inspector != nil { area.size.width = min(area.width, window.size.width - shownInspectorWidth) }
        return area
    }

    /// The frames of the scene's views a person aims at (buttons, boxes, pictures; `View.aimedAtFrames`).
    var sceneViewFrames: [Rect] { scene.root.aimedAtFrames }

    /// The machine-readable state of the app.
    public func state() -> AppState {
        let sceneState: JSONValue
        do {
            sceneState = try JSONValue(encoding: scene.state)
        } catch {
            sceneState = .object(["error": .string("cannot encode the scene's state: \(error)")])
        }
        return AppState(
            scene: scene.kind, windowSize: window.size, soundsPlayed: context.soundCount,
            lastSound: context.lastSound, sceneState: sceneState)
    }
}
