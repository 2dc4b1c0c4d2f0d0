import GestureEngine
import GestureLabApp
import InputTrace
import SceneSupport

/// A replay in the window (`gesturelab replay TRACE`): the trace played on its own times at a speed against the
/// wall clock, a timeline under the scene to click or drag to any moment (backwards too), and the replay keys (Space,
/// ← →, + −). The scene's input is the trace's alone, so that every moment can be reached again exactly: a person's
/// clicks and touches go to the timeline, their keys to the app (inspector, session keys), their wheel to the
/// inspector's list. The platform layer feeds it the wall clock and the person's input, and draws `app` and the bar.
public final class LiveReplay {
    public let replay: ScrubbableReplay
    public private(set) var pacing: ReplayPacing
    /// What the timeline shows: the transition marks come from a whole replay played when the replay starts.
    public let contents: TimelineContents
    /// Called with the fresh app after going back (the old one is no longer played).
    public var onNewApp: ((DemoApp) -> Void)?
    /// The finger or button dragging the playhead, and whether the replay was paused before the drag paused it.
    private var drag: (finger: Finger, wasPaused: Bool)?
    /// Where the drag has moved the playhead since the replay last went there. A drag's moves come many to a batch
    /// of input and each seek back plays the trace again, so only the last of a batch is played (in `advance`).
    private var dragTarget: TimeInterval?

    private enum Finger: Equatable {
        case mouse
        case touch(Int)
    }

    /// How often the playhead moves while the replay plays, in frames a second of the wall clock.
    static let playheadRate = 30.0

    /// A replay of `trace` at its start, playing at `speed` from the wall clock's `wallTime`; `watching` shows the
    /// inspector over the scene. An unknown scene is an error.
    public init(trace: Trace, speed: Double, watching: Bool, sound: SoundPlaying, wallTime: TimeInterval) throws {
        replay = try ScrubbableReplay(trace: trace, watching: watching, sound: sound)
        pacing = ReplayPacing(speed: speed, wallTime: wallTime)
        contents = TimelineContents(
            trace: trace, duration: replay.duration, marks: TransitionMarks.ofWholeReplay(replay))
        replay.onNewApp = { [unowned self] app in self.onNewApp?(app) }
    }

    /// The window a replay of `trace` needs, in points: the recorded window's, and the timeline under it.
    public static func windowSize(for trace: Trace) -> Size {
        Size(width: trace.header.size.width, height: trace.header.size.height + TimelineBar.height)
    }

    /// The app at the replay's moment.
    public var app: DemoApp { replay.app }

    /// The timeline, under the app's window and as wide.
    public var bar: TimelineBar {
        let size = app.window.size
        return TimelineBar(
            frame: Rect(x: 0, y: size.height, width: size.width, height: TimelineBar.height), contents: contents)
    }

    /// Draws the timeline with the playhead at the replay's moment.
    public func drawTimeline(into list: inout DisplayList) {
        bar.draw(at: replay.time, into: &list)
    }

    /// How far the replay has got, for the badge.
    public var progress: ReplayProgress {
        ReplayProgress(
            speed: pacing.speed, position: replay.position, eventCount: replay.trace.events.count,
            isPaused: pacing.isPaused)
    }

    /// Plays on to where the wall clock says the replay is (nothing while paused), or goes to where a drag has moved
    /// the playhead.
    public func advance(toWallTime now: TimeInterval) {
        if let target = dragTarget {
            dragTarget = nil
            seek(to: target, at: now)
        }
        guard !pacing.isPaused && drag == nil else { return }
        let before = replay.time
        replay.play(until: pacing.traceTime(at: now))
        if replay.time != before { app.context.needsDisplay = true }
    }

    /// When on the wall clock the replay next has something to do: an event, a timer of the app, the playhead's next
    /// step, the end. Nil while paused, dragged or at the end.
    public func nextDeadline(wallNow now: TimeInterval) -> TimeInterval? {
        guard !pacing.isPaused, drag == nil, replay.time < replay.duration else { return nil }
        var next = replay.duration
        if replay.position < replay.trace.events.count { next = min(next, replay.trace.events[replay.position].time) }
        if let timer = replay.session.clock.nextDeadline { next = min(next, timer) }
        let due = pacing.wallTime(reaching: next) ?? .infinity
        // A microsecond late at least: trace time computed back from the due time may fall a rounding error short
        // of the event, which would then be due again at once, for ever.
        return max(min(due, now + 1 / Self.playheadRate), now + 1e-6)
    }

    /// Space: pauses, or goes on (from the start again when at the end).
    public func togglePause(at now: TimeInterval) {
        if pacing.isPaused && replay.isAtEnd { seek(to: 0, at: now) }
        pacing.setPaused(!pacing.isPaused, at: now)
        app.context.needsDisplay = true
    }

    /// ← or →: pauses, and goes back or on by one event.
    public func step(forward: Bool, at now: TimeInterval) {
        pacing.setPaused(true, at: now)
        if forward { replay.stepForward() } else { replay.stepBack() }
        pacing.move(to: replay.time, at: now)
        app.context.needsDisplay = true
    }

    /// + or −.
    public func changeSpeed(faster: Bool, at now: TimeInterval) {
        pacing.changeSpeed(faster: faster, at: now)
        app.context.needsDisplay = true
    }

    /// Goes to a moment of the trace; playing goes on from there unless paused.
    public func seek(to time: TimeInterval, at now: TimeInterval) {
        replay.seek(to: time)
        pacing.move(to: replay.time, at: now)
        app.context.needsDisplay = true
    }

    /// Takes the person's input while the replay runs (see the type's comment). The time is the wall clock's.
    public func handleLive(_ kind: InputEvent.Kind, at now: TimeInterval) {
        switch kind {
        case .key:
            app.send(InputEvent(time: replay.time, kind), from: .live)
            replay.watching = app.inspector != nil
        case .scroll(let scroll):
            app.scrollInspectorLog(scroll)
        case .pointer(let pointer) where pointer.button == 1 || pointer.action == .motion:
            switch pointer.action {
            case .press: beginDrag(.mouse, at: pointer.location, now: now)
            case .motion: moveDrag(.mouse, to: pointer.location, now: now)
            case .release: endDrag(.mouse, at: pointer.location, now: now)
            case .exit: break  // leaving the window ends no drag: the button's release still comes
            }
        case .touches(let samples):
            for sample in samples {
                switch sample.phase {
                case .began: beginDrag(.touch(sample.id), at: sample.location, now: now)
                case .moved, .stationary: moveDrag(.touch(sample.id), to: sample.location, now: now)
                case .ended, .cancelled: endDrag(.touch(sample.id), at: sample.location, now: now)
                }
            }
        case .pointer, .touchpad, .resize:
            break  // the scene's input and size are the trace's
        }
    }

    private func beginDrag(_ finger: Finger, at point: Point, now: TimeInterval) {
        guard drag == nil, bar.contains(point) else { return }
        drag = (finger, pacing.isPaused)
        pacing.setPaused(true, at: now)
        seek(to: bar.time(atX: point.x), at: now)
    }

    private func moveDrag(_ finger: Finger, to point: Point, now: TimeInterval) {
        guard drag?.finger == finger else { return }
        dragTarget = bar.time(atX: point.x)
        app.context.needsDisplay = true
    }

    private func endDrag(_ finger: Finger, at point: Point, now: TimeInterval) {
        guard let drag, drag.finger == finger else { return }
        dragTarget = nil
        seek(to: bar.time(atX: point.x), at: now)
        self.drag = nil
        if !drag.wasPaused { pacing.setPaused(false, at: now) }
    }
}
