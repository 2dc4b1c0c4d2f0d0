import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import SceneSupport
import TutorialScenes

/// Plays one episode of input into a fresh app on virtual time and checks the invariants, exactly as a replay of
/// its saved trace would (the same headless session, the same events, the same times), describing a frame every
/// few events.
public struct FuzzEpisode {
    public let scene: SceneKind
    public let size: Size
    public let events: [InputEvent]

    public init(scene: SceneKind, size: Size, events: [InputEvent]) {
        self.scene = scene
        self.size = size
        self.events = events
    }

    /// The episode as a trace file's content (marked hostile: it may hold numbers no screen produces).
    public var trace: Trace {
        Trace(header: TraceHeader(scene: scene.rawValue, size: size, hostile: true), events: events)
    }

    /// Describing a frame exercises drawing (and the inspector's log lines) as the live app would.
    static let frameEvery = 10

    /// Runs the episode; returns the broken invariants (empty when all held).
    public func run() -> [FuzzViolation] {
        let session = HeadlessSession(size: size, scene: scene)
        let app = session.app
        let invariants = FuzzInvariants(watching: app)
        var found: [FuzzViolation] = []
        // Keys come as from a person: the session's own keys (record, replay controls) are swallowed.
        session.play(trace, from: .live) { index in
            if index % Self.frameEvery == 0 { _ = app.displayList() }
            found += invariants.checkAfterEvent(app).map { Self.at(index, $0) }
        }
        found += invariants.checkAfterEpisode(app).map { Self.at(events.count, $0, end: true) }
        return found
    }

    private static func at(_ index: Int, _ violation: FuzzViolation, end: Bool = false) -> FuzzViolation {
        FuzzViolation(
            kind: violation.kind, message: (end ? "at the end: " : "after event \(index): ") + violation.message)
    }
}
