import GestureEngine
import SceneSupport

/// The teaching and QA overlay (key I): every live touch with its id and trail, every recognizer of the scene with
/// its state (flashing on each transition), the transition log up to now (the newest lines, or scrolled back), the
/// math of the recognizer in focus, and the state-machine diagram of that recognizer. It only reads the app's state and draws into the same
/// frame, so the scene runs as fast with it as without.
public final class Inspector: GestureObserver {
    private unowned let context: SceneContext
    private var flashes: [ObjectIdentifier: (state: GestureState, time: TimeInterval)] = [:]
    /// The app's transition log, listed from `firstEntry` (where the current scene's lines begin).
    private let log: TransitionLog
    private let firstEntry: Int
    private var listScroll = TransitionListScroll()
    private var trails: [Int: [Point]] = [:]
    /// What makes each finger on the screen (`TouchLabel.kind`), by touch id.
    private var touchKinds: [Int: String] = [:]
    /// The recognizer whose math and state machine are shown: the last to begin, change or end (or fail, when no
    /// other has the focus), or one chosen with [ and ].
    public private(set) weak var focus: GestureRecognizer?
    private var lastTransition: StateMachineDiagram.Transition?
    private var isFocusPinned = false
    private var fadeAnimation: Animator.Handle?

    /// The panels' fill: opaque, so that when the inspector covers the scene (watching a replay) the scene's buttons
    /// and labels do not read through its text (at 95 % a white button's words still did).
    static let panelFill = Color(hex: 0x1E2230)
    static let flashDuration = 0.8
    static let trailLength = 40

    init(context: SceneContext, log: TransitionLog, firstEntry: Int) {
        self.context = context
        self.log = log
        self.firstEntry = firstEntry
        context.window.addObserver(self)
    }

    /// Stops watching the window (the window holds its observers, so hiding the inspector must say so).
    func detach() {
        context.window.removeObserver(self)
    }

    // MARK: Watching

    public func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        let now = context.clock.now
        flashes[ObjectIdentifier(recognizer)] = (new, now)
        // The focus follows the recognizer that is doing something; losers that fail alongside do not steal it.
        let takesFocus = !isFocusPinned && (new != .failed || focus == nil)
        if takesFocus || focus === recognizer {
            focus = recognizer
            lastTransition = (old, new, now)
        }
        keepAnimating()
    }

    /// Scrolls the transition list by a wheel turn (`deltaY` clicks, negative towards older lines).
    func scrollLog(wheel deltaY: Double) {
        listScroll.scroll(wheel: deltaY)
    }

    /// Moves the transition list as a key asks (Page Up/Down, Home, End).
    func scrollLog(_ move: TransitionListScroll.Move) {
        listScroll.perform(move)
        context.needsDisplay = true
    }

    /// Flashes and the diagram's last arrow fade over time: keep frames coming until the slower of the two has
    /// faded (a shorter tween left the arrow stale on screen until the next input), then stop. One tween, restarted
    /// on each transition, so a busy pan does not pile up a tween per event.
    private func keepAnimating() {
        context.animator.cancel(fadeAnimation)
        fadeAnimation = context.animator.animate(
            duration: max(Self.flashDuration, StateMachineDiagram.fadeDuration), easing: .linear, update: { _ in })
    }

    /// Called after every input event: extends the trails of the fingers on the screen.
    func inputDidArrive() {
        let active = context.window.activeTouches
        for (id, touch) in active {
            var trail = trails[id] ?? []
            if trail.last != touch.locationInWindow { trail.append(touch.locationInWindow) }
            trails[id] = Array(trail.suffix(Self.trailLength))
            touchKinds[id] = TouchLabel.kind(of: touch)
        }
        for id in trails.keys where active[id] == nil {
            trails[id] = nil
            touchKinds[id] = nil
        }
    }

    /// Moves the focus to the previous or next recognizer of the scene, and keeps it there.
    func cycleFocus(forward: Bool, among recognizers: [GestureRecognizer]) {
        guard !recognizers.isEmpty else { return }
        let index = recognizers.firstIndex { $0 === focus } ?? (forward ? -1 : 0)
        let next = (index + (forward ? 1 : -1) + recognizers.count) % recognizers.count
        focus = recognizers[next]
        isFocusPinned = true
        lastTransition = nil
        context.needsDisplay = true
    }

    /// Shows this recognizer's math and state machine, and keeps the focus on it (workshop mode).
    public func focus(on recognizer: GestureRecognizer) {
        focus = recognizer
        isFocusPinned = true
        lastTransition = nil
        context.needsDisplay = true
    }

    // MARK: Drawing

    /// Draws the panel and, under it, the focus's state machine, in the inspector's column (see `AppLayout`).
    func draw(_ list: inout DisplayList, recognizers: [GestureRecognizer], column: Rect) {
        let now = context.clock.now
        let diagram = diagramRect(in: column)
        let panelBottom = diagram?.minY ?? column.maxY
        let lane = Self.lane(in: column)
        let panel = Rect(
            x: lane.minX, y: column.minY + 8, width: lane.width, height: max(0, panelBottom - 8 - (column.minY + 8)))
        // A kept layer (`DrawCommand.group`): most frames repaint a few bands of the panel, and laying the kept
        // panel there is a plain blend, where filling the rounded box again is a polygon fill per band.
        list.group { $0.box(panel, fill: Inspector.panelFill, cornerRadius: 12) }
        var y = panel.minY + 24
        list.text("Inspector", at: Point(x: panel.minX + 14, y: y), size: 15, color: .white, bold: true)
        list.text(
            "I hide · [ ] choose", at: Point(x: panel.maxX - 12, y: y), size: 11, color: Color.white.withAlpha(0.6),
            alignment: .right)
        y += 14
        // Nothing is written below the panel's last baseline: a busy scene in a short window has more to say than
        // the panel holds. The rows come first (as many as fit, then how many more), then the focus's facts (what
        // a teacher points at), and the latest transitions in the room left between them.
        let lastBaseline = panel.maxY - 10
        let rowRoom = Int(max(0, lastBaseline - y) / 20)
        let shownRows = recognizers.count <= rowRoom ? recognizers.count : max(0, rowRoom - 1)
        for recognizer in recognizers.prefix(shownRows) {
            y += 20
            drawRow(recognizer, at: y, in: panel, now: now, into: &list)
        }
        if shownRows < recognizers.count && y + 20 <= lastBaseline {
            y += 20
            list.text(
                "+ \(recognizers.count - shownRows) more ([ ] choose)", at: Point(x: panel.minX + 14, y: y), size: 11,
                color: Color.white.withAlpha(0.6))
        }
        let facts = focus.map { FocusFacts.lines(for: $0, drawingInto: &list) } ?? []
        let focusHeight = focus == nil ? 0 : 26 + 16 * Double(facts.count)
        if y + 26 + focusHeight <= lastBaseline {
            y += 26
            let entries = log.entries.dropFirst(firstEntry)
            let shown = listScroll.shownLines(count: entries.count, rows: Int((lastBaseline - focusHeight - y) / 16))
            list.text(
                "Transitions", at: Point(x: panel.minX + 14, y: y), size: 12, color: Color.white.withAlpha(0.6),
                bold: true)
            if shown.count < entries.count {  // where the rows are in the whole log, and how to move them
                list.text(
                    "\(shown.lowerBound + 1)–\(shown.upperBound) of \(entries.count) · wheel, PgUp PgDn",
                    at: Point(x: panel.maxX - 12, y: y), size: 11, color: Color.white.withAlpha(0.6), alignment: .right)
            }
            for entry in entries.dropFirst(shown.lowerBound).prefix(shown.count) {
                y += 16
                list.text(
                    entry.timedLine, at: Point(x: panel.minX + 14, y: y), size: 11, color: Color.white.withAlpha(0.85))
            }
        }
        if let focus {
            // The facts only under their title: 10 points of room would fit a fact but not the title above it.
            if y + 26 <= lastBaseline {
                y += 26
                list.text(
                    "Focus: \(focus.name)", at: Point(x: panel.minX + 14, y: y), size: 12,
                    color: Color(hex: 0xFFD54A), bold: true)
                for fact in facts where y + 16 <= lastBaseline {
                    y += 16
                    list.text(fact, at: Point(x: panel.minX + 14, y: y), size: 11, color: .white)
                }
            }
            if let diagram { StateMachineDiagram.draw(of: focus, in: diagram, into: &list) }
        }
        // The diagram's lit box changes with every transition of the focus, and its last arrow every frame while
        // it fades (1.2 s). In the top layer, such a frame repaints just those over the kept pixels of the diagram.
        // Always begun, even with nothing in it, so that the layers stay the same from frame to frame.
        list.beginTopLayer()
        if let focus, let diagram {
            StateMachineDiagram.drawHighlights(
                of: focus, lastTransition: lastTransition, in: diagram, now: now, into: &list)
        }
    }

    /// The state machine's place: the bottom of the column, as wide as the panel above it. None in a column too
    /// short for it under the panel's title and a row (a 320 × 240 window): there the panel takes the column, where
    /// the diagram would run up out of it.
    private func diagramRect(in column: Rect) -> Rect? {
        guard column.height >= 168 + Self.shortestPanel else { return nil }
        let lane = Self.lane(in: column)
        return Rect(x: lane.minX, y: column.maxY - 168, width: lane.width, height: 160)
    }

    /// Where the panel and the diagram under it lie across the column: 332 points wide, 8 in from its right edge.
    private static func lane(in column: Rect) -> (minX: Double, width: Double) {
        (column.maxX - 340, 332)
    }

    /// The least room the panel keeps above the diagram: its title and one row, with margins.
    static let shortestPanel = 76.0

    /// Draws each finger's trail, ring and name; the names stay inside `area` (the scene's), whatever the finger.
    func drawTrails(_ list: inout DisplayList, labelsWithin area: Rect) {
        for (id, trail) in trails.sorted(by: { $0.key < $1.key }) {
            if trail.count > 1 {
                list.add(.polyline(trail, color: Color(hex: 0xFF7A00, alpha: 0.7), width: 3, closed: false))
            }
            if let last = trail.last {
                list.add(.circle(center: last, radius: 26, fill: nil, stroke: Color(hex: 0xFF7A00), lineWidth: 2))
                let label = TouchLabel(id: id, finger: last, within: area, kind: touchKinds[id] ?? "")
                list.text(label.text, at: label.origin, size: TouchLabel.size, color: Color(hex: 0xB34F00), bold: true)
                if !label.typeText.isEmpty {
                    list.text(
                        label.typeText, at: label.typeOrigin, size: TouchLabel.typeSize, color: Color(hex: 0xB34F00))
                }
            }
        }
    }

    private func drawRow(
        _ recognizer: GestureRecognizer, at y: Double, in panel: Rect, now: TimeInterval, into list: inout DisplayList
    ) {
        var shown = recognizer.state
        var glow = 0.0
        if let flash = flashes[ObjectIdentifier(recognizer)], now - flash.time < Self.flashDuration {
            glow = 1 - (now - flash.time) / Self.flashDuration
            if shown == .possible { shown = flash.state }  // it has reset already: show what it just did
        }
        let rowRect = Rect(x: panel.minX + 8, y: y - 14, width: panel.width - 16, height: 19)
        if glow > 0 { list.box(rowRect, fill: StateColors.color(for: shown).withAlpha(0.45 * glow), cornerRadius: 5) }
        // The rest of the row as one group (`DrawCommand.group`): while the glow under it fades, each frame lays
        // the kept row over the new glow instead of drawing its outline, dot and labels again.
        list.group { list in
            if recognizer === focus {
                list.box(rowRect, fill: nil, stroke: Color(hex: 0xFFD54A), lineWidth: 1, cornerRadius: 5)
            }
            list.add(
                .circle(
                    center: Point(x: panel.minX + 22, y: y - 4), radius: 5, fill: StateColors.color(for: shown),
                    stroke: nil, lineWidth: 0))
            let viewName = recognizer.view?.name ?? "no view"
            list.text(
                "\(recognizer.name) on \(viewName)", at: Point(x: panel.minX + 34, y: y), size: 12, color: .white)
            list.text(
                shown.rawValue, at: Point(x: panel.maxX - 14, y: y), size: 12, color: StateColors.color(for: shown),
                alignment: .right, bold: glow > 0)
        }
    }
}
