import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import TutorialScenes

/// Replays a trace onto the playground with the attendee's recognizer, with no display, on virtual time: the
/// transition log comes out in the golden format of `gesturelab replay --headless`, byte for byte the same on
/// every run. The trace's own scene name is not used: its window size and events are.
public struct PlaygroundReplay {
    public let trace: Trace

    public init(trace: Trace) {
        self.trace = trace
    }

    /// What the replay gave.
    public struct Result: Sendable {
        /// The transition log ("120 ms  zStroke: possible → ended").
        public let log: String
        /// How many times the recognizer's action fired, and whether it ever began or was recognized.
        public let actionCount: Int
        public let recognized: Bool
    }

    public func run(making makeRecognizer: () -> GestureRecognizer, className: String) -> Result {
        let session = HeadlessSession(size: trace.header.size, scene: .playground, catalog: .workshop)
        let app = session.app
        let playground = WorkshopApp.setUp(app)
        let recognizer = makeRecognizer()
        let log = TransitionLog(window: app.window)
        let watcher = SuccessWatcher(recognizer: recognizer)
        app.window.addObserver(watcher)
        playground.install(recognizer, className: className)
        // Keys come as from a person, as the attendee presses them in the window.
        session.play(trace, from: .live)
        return Result(log: log.timedText, actionCount: playground.actionCount, recognized: watcher.succeeded)
    }
}

/// Notes whether a recognizer ever began (continuous) or was recognized (discrete).
final class SuccessWatcher: GestureObserver {
    weak var recognizer: GestureRecognizer?
    private(set) var succeeded = false

    init(recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        if recognizer === self.recognizer && (new == .began || new == .ended) { succeeded = true }
    }
}
