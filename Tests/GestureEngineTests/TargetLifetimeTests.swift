import GestureEngine
import Testing

/// What a scene's handler might be: it keeps its root view (and so, through the view, its recognizers), and writes
/// each action it gets into a log that outlives it.
private final class PanHandler {
    let root: View
    let lines: Lines

    init(root: View, lines: Lines) {
        self.root = root
        self.lines = lines
    }

    func handlePan(_ pan: PanGestureRecognizer) { lines.append("pan \(pan.state)") }
}

/// The circle tutorial's shape: it begins at touch-down (to draw the path live) and fails at lift-off, a change that
/// sends no action (README, "Differences from UIKit": began → failed is legal for custom recognizers).
private final class BeginsThenFails: GestureRecognizer {
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { state = .began }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { state = .failed }
}

private final class LogHandler {
    let lines: Lines
    init(lines: Lines) { self.lines = lines }
    func handle(_ recognizer: BeginsThenFails) { lines.append("\(recognizer.name) \(recognizer.state)") }
}

private final class WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

private final class Lines {
    var all: [String] = []
    func append(_ line: String) { all.append(line) }
}

/// A recognizer's targets are not kept alive by it (as in UIKit, where a view controller is the target of the
/// recognizers on its own view without a retain cycle). The engine holds a target for the length of a gesture under
/// way (`TargetAction`), so these check that it always lets go: when the gesture ends (or fails after beginning), when
/// the recognizer leaves its view, and when the window goes away in the middle of a gesture.
@Suite("Target lifetimes")
struct TargetLifetimeTests {
    private let lines = Lines()

    private let clock = VirtualClock()

    /// A window with a root view that has a pan.
    private func makeWindow() -> GestureWindow {
        let window = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addGestureRecognizer(PanGestureRecognizer())
        window.addSubview(root)
        return window
    }

    private func pan(in window: GestureWindow) -> PanGestureRecognizer {
        window.subviews[0].gestureRecognizers[0] as! PanGestureRecognizer
    }

    /// A handler that keeps the root view, made the pan's target.
    private func makeHandler(in window: GestureWindow) -> PanHandler {
        let handler = PanHandler(root: window.subviews[0], lines: lines)
        pan(in: window).addTarget(handler, action: PanHandler.handlePan)
        return handler
    }

    private func touch(_ phase: TouchPhase, x: Double, _ window: GestureWindow) {
        clock.advance(by: 0.016)
        let sample = TouchSample(id: 1, phase: phase, location: Point(x: x, y: 200))
        window.send(InputEvent(time: clock.now, .touches([sample])))
    }

    /// Begins a pan (the touch moves 40 points) whose handler, from then on, nobody but the pan holds.
    private func beginPanLettingGoOfItsHandler(in window: GestureWindow) -> WeakReference<PanHandler> {
        let handler = makeHandler(in: window)
        let reference = WeakReference(handler)
        touch(.began, x: 100, window)
        touch(.moved, x: 140, window)
        withExtendedLifetime(handler) {}
        return reference
    }

    @Test("a target let go of during a gesture gets the rest of it, and is released when it ends")
    func releasedWhenTheGestureEnds() {
        let window = makeWindow()
        let handler = beginPanLettingGoOfItsHandler(in: window)
        #expect(handler.object != nil, "the gesture under way holds its target")
        touch(.moved, x: 180, window)
        touch(.ended, x: 180, window)
        #expect(lines.all == ["pan began", "pan changed", "pan ended"])
        #expect(handler.object == nil)
    }

    @Test("a target gone before the gesture begins gets no action")
    func goneBeforeTheGesture() {
        let window = makeWindow()
        var handler: PanHandler? = makeHandler(in: window)
        weak let released = handler
        handler = nil
        #expect(released == nil, "the recognizer does not hold its target")
        touch(.began, x: 100, window)
        touch(.moved, x: 140, window)
        touch(.ended, x: 140, window)
        #expect(lines.all.isEmpty)
        #expect(pan(in: window).state == .possible, "the pan still ran and was reset")
    }

    @Test("a pan removed from its view in the middle of a gesture lets go of its target")
    func removedFromItsView() {
        let window = makeWindow()
        let handler = beginPanLettingGoOfItsHandler(in: window)
        #expect(handler.object != nil, "the gesture under way holds its target")
        window.subviews[0].removeGestureRecognizer(pan(in: window))
        #expect(lines.all == ["pan began", "pan cancelled"])
        #expect(handler.object == nil)
        touch(.moved, x: 180, window)
        #expect(lines.all == ["pan began", "pan cancelled"])
    }

    /// Failing sends no action, so the binding the gesture's began made is dropped only by the reset after it.
    @Test("a gesture that began and then failed lets go of its target at the reset")
    func beganThenFailed() {
        let window = GestureWindow(size: Size(width: 400, height: 400), clock: clock)
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let recognizer = BeginsThenFails(name: "circle")
        root.addGestureRecognizer(recognizer)
        window.addSubview(root)
        var handler: LogHandler? = LogHandler(lines: lines)
        recognizer.addTarget(handler!, action: LogHandler.handle)
        weak let released = handler
        touch(.began, x: 100, window)
        handler = nil
        #expect(released != nil, "the gesture under way holds its target")
        touch(.ended, x: 100, window)
        #expect(lines.all == ["circle began"])
        #expect(recognizer.state == .possible, "reset after failing")
        #expect(released == nil)
    }

    /// The handler keeps the root view, which keeps the pan: held by the pan, the handler would keep itself alive.
    @Test("a window gone in the middle of a gesture lets go of the targets of its recognizers")
    func windowGoneMidGesture() {
        var window: GestureWindow? = makeWindow()
        let handler = beginPanLettingGoOfItsHandler(in: window!)
        weak let releasedRoot = window?.subviews[0]
        window = nil
        #expect(handler.object == nil && releasedRoot == nil)
        #expect(lines.all == ["pan began"])
    }
}
