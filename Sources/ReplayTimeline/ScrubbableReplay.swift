import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import SceneSupport
import TutorialScenes

/// A trace replayed on virtual time that can be moved to any moment, backwards too. Going on plays the events from
/// where the replay is; going back plays the trace again from its start on a fresh app, on virtual time (a few
/// milliseconds), so the app at a moment is always the app a headless replay to that moment makes
/// (`HeadlessReplay.run(until:)`). Its clock is the trace's: the transition log's times are the trace's.
public final class ScrubbableReplay {
    public let trace: Trace
    /// Where the replay ends: `HeadlessSession.settleTime` after the last event, as a headless replay ends (or at the
    /// latest event of a hostile trace, whose times may go back).
    public let duration: TimeInterval
    /// Whether the inspector is shown even where the trace was recorded without it (over the scene); a fresh app
    /// keeps the choice.
    public var watching: Bool
    /// The session played so far: its app is the one to show.
    public private(set) var session: HeadlessSession
    /// How many of the trace's events have been played.
    public private(set) var position = 0
    /// Called with the fresh app after going back, once it has been played to the moment asked for.
    public var onNewApp: ((DemoApp) -> Void)?
    private let scene: SceneKind
    private let sound: GatedSoundPlayer

    /// A replay at the start of `trace` (nothing played, time 0). `sound` plays the sounds of the events played
    /// forward, never those of the events played again to go back or to jump ahead. An unknown scene is an error.
    public init(trace: Trace, watching: Bool = false, sound: SoundPlaying = SilentSoundPlayer()) throws {
        let scene = SceneKind(rawValue: trace.header.scene)
        guard SceneCatalog.tutorials.kinds.contains(scene) else {
            throw TraceError(file: "trace", line: 1, reason: "unknown scene '\(trace.header.scene)'")
        }
        self.trace = trace
        self.scene = scene
        self.watching = watching
        self.sound = GatedSoundPlayer(sound)
        duration = Self.duration(of: trace)
        session = Self.makeSession(trace: trace, scene: scene, watching: watching, sound: self.sound)
    }

    /// The end of a replay of `trace`: as long as a headless replay runs.
    public static func duration(of trace: Trace) -> TimeInterval {
        let latest = trace.events.map(\.time).max() ?? 0
        return max(latest, (trace.events.last?.time ?? 0) + HeadlessSession.settleTime)
    }

    private static func makeSession(trace: Trace, scene: SceneKind, watching: Bool, sound: SoundPlaying)
        -> HeadlessSession
    {
        let session = HeadlessSession(size: trace.header.size, scene: scene, sound: sound)
        session.app.startTransitionLog()
        let recordedBeside = trace.header.inspector == true
        session.app.showInspector(forReplayRecordedBeside: recordedBeside, watching: watching)
        // Key I opens the inspector over the scene, never beside it: the scene keeps the layout it was recorded in.
        if !recordedBeside { session.app.inspectorCoversScene = true }
        return session
    }

    /// The app at the replay's moment.
    public var app: DemoApp { session.app }
    /// The replay's moment, in seconds of trace time.
    public var time: TimeInterval { session.clock.now }
    /// The transitions up to now, timed as the trace is.
    public var log: TransitionLog { app.startTransitionLog() }
    /// Whether the replay has reached its end.
    public var isAtEnd: Bool { time >= duration && position >= trace.events.count }

    /// Plays on to `time` (within 0…`duration`), with sound: what a replay playing in real time does. A time before
    /// the replay's goes back, as `seek` does.
    public func play(until time: TimeInterval) {
        guard !time.isNaN else { return }
        let target = min(max(time, 0), duration)
        if target < self.time {
            seek(to: target)
            return
        }
        playEvents(until: target)
    }

    /// Goes to `time` (within 0…`duration`), silently: back by replaying from the start, or on from here.
    public func seek(to time: TimeInterval) {
        guard !time.isNaN else { return }
        let target = min(max(time, 0), duration)
        sound.isOpen = false
        defer { sound.isOpen = true }
        guard target < self.time else {
            playEvents(until: target)
            return
        }
        restart()
        playEvents(until: target)
        onNewApp?(app)
    }

    /// Plays the next event, if any (with its sound), and stops at its time.
    public func stepForward() {
        guard position < trace.events.count else { return }
        session.play(trace.events[position], of: trace, from: .trace)
        position += 1
    }

    /// Goes back to just after the event before the last one played: the last event undone. Before the first event,
    /// goes back to the start.
    public func stepBack() {
        guard position > 0 || time > 0 else { return }
        let target = max(0, position - 1)
        sound.isOpen = false
        defer { sound.isOpen = true }
        restart()
        for event in trace.events.prefix(target) { session.play(event, of: trace, from: .trace) }
        position = target
        onNewApp?(app)
    }

    private func restart() {
        session = Self.makeSession(trace: trace, scene: scene, watching: watching, sound: sound)
        position = 0
    }

    private func playEvents(until target: TimeInterval) {
        while position < trace.events.count && trace.events[position].time <= target {
            session.play(trace.events[position], of: trace, from: .trace)
            position += 1
        }
        session.clock.advance(to: target)
    }
}
