import GestureEngine
import GestureLabApp
import InputTrace
import SceneSupport
import TutorialScenes

/// Replays a trace with no display, on virtual time: the same app, the same input path, a golden transition log.
/// Deterministic: two runs of the same trace give byte-identical logs.
public struct HeadlessReplay {
    public let trace: Trace
    /// Shows the inspector in the frames (the log is the same either way).
    public let inspect: Bool

    public init(trace: Trace, inspect: Bool = false) {
        self.trace = trace
        self.inspect = inspect
    }

    /// What a replay produced.
    public struct Result {
        public let log: String
        public let state: AppState
        public let framesWritten: Int
    }

    /// Plays the trace and returns its transition log and the app's state at the end.
    public func run() throws -> Result {
        try run(framesPerSecond: nil) { _, _ in }
    }

    /// Plays the trace up to `time` (seconds of trace time; every event at or before it, and no settling after) and
    /// returns the transition log and the app's state at that moment: what a replay scrubbed to `time` must show.
    public func run(until time: TimeInterval) throws -> Result {
        let (session, log) = try start()
        session.play(trace, from: .trace, until: time)
        return Result(log: log.timedText, state: session.app.state(), framesWritten: 0)
    }

    /// Plays the trace and hands over a frame (its display list and window size in points) every
    /// 1/`framesPerSecond` s of trace time: for drawing the frames as the app would.
    public func run(framesPerSecond: Double?, eachFrame: (_ list: DisplayList, _ size: Size) throws -> Void) throws
        -> Result
    {
        let (session, log) = try start()
        let frames = try session.play(
            trace, from: .trace, framesPerSecond: framesPerSecond, eachFrame: eachFrame)
        return Result(log: log.timedText, state: session.app.state(), framesWritten: frames)
    }

    /// A fresh session for the trace's scene and size, with the inspector as the trace and `inspect` ask, and a
    /// transition log of its own (kept apart from the app's, which a live replay shows).
    private func start() throws -> (HeadlessSession, TransitionLog) {
        let scene = SceneKind(rawValue: trace.header.scene)
        guard SceneCatalog.tutorials.kinds.contains(scene) else {
            throw TraceError(file: "trace", line: 1, reason: "unknown scene '\(trace.header.scene)'")
        }
        let session = HeadlessSession(size: trace.header.size, scene: scene)
        let log = TransitionLog(window: session.app.window)
        session.app.showInspector(forReplayRecordedBeside: trace.header.inspector == true, watching: inspect)
        return (session, log)
    }
}
