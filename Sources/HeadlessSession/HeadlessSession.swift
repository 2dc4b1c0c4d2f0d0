import GestureEngine
import GestureLabApp
import InputTrace
import SceneSupport
import TutorialScenes

/// The demo app with no display, on virtual time, and the one loop that plays input into it: each event when the
/// clock reaches its time, then `settleTime` more. A headless replay, the workshop's playground replay and a fuzz
/// episode all play through it, so the same trace gives the same transitions in each.
public final class HeadlessSession {
    /// Seconds of virtual time after the last event, so timers and animations (slides, resets, a double-tap window)
    /// run out before anyone reads the result.
    public static let settleTime = 2.0

    /// The session's time: it moves only as the loop plays.
    public let clock: VirtualClock
    /// The app the input goes into; set it up (inspector, recognizers, observers) before `play`.
    public let app: DemoApp

    /// A fresh app of this size showing `scene`, with no sound unless one is given (a live replay's).
    public init(
        size: Size, scene: SceneKind, catalog: SceneCatalog = .tutorials, sound: SoundPlaying = SilentSoundPlayer()
    ) {
        clock = VirtualClock()
        app = DemoApp(size: size, clock: clock, sound: sound, scene: scene, catalog: catalog)
    }

    /// Plays one event of `trace` as `play` does: the clock moves to its time first, running the timers due on the
    /// way. A scrubbed replay plays through here, so that it takes the same steps as a whole one.
    public func play(_ event: InputEvent, of trace: Trace, from source: InputSource) {
        clock.advance(to: event.time)
        app.send(trace.header.hostile == true ? event : InputEvent(time: clock.now, event.kind), from: source)
    }

    /// Plays the trace's events in order up to the first one later than `time`, then moves the clock to `time`
    /// (no settling): the app as it was at that moment of the trace. Returns how many events it played.
    @discardableResult
    public func play(_ trace: Trace, from source: InputSource, until time: TimeInterval) -> Int {
        var played = 0
        for event in trace.events {
            guard event.time <= time else { break }
            play(event, of: trace, from: source)
            played += 1
        }
        clock.advance(to: time)
        return played
    }

    /// Plays the trace's events in order, then settles.
    ///
    /// An event goes in with the clock's time, except in a hostile trace, whose events keep their own times (even
    /// going backwards, as the fuzzer sent them). `source` decides whether session keys (record, replay controls)
    /// are swallowed, as from a person, or passed on, as from a recording. After each event, `afterEvent` runs with
    /// its index (the fuzzer checks its invariants there).
    public func play(_ trace: Trace, from source: InputSource, afterEvent: (_ index: Int) -> Void = { _ in }) {
        _ = loop(trace, from: source, framesPerSecond: nil, eachFrame: { _, _ in }, afterEvent: afterEvent)
    }

    /// Plays the trace as `play(_:from:)` does, and hands `eachFrame` the display list and window size every
    /// 1/`framesPerSecond` s of trace time (none when nil), drawn before the events at that time. Returns how many
    /// frames it handed over.
    @discardableResult
    public func play(
        _ trace: Trace, from source: InputSource, framesPerSecond: Double?,
        eachFrame: (_ list: DisplayList, _ size: Size) throws -> Void
    ) rethrows -> Int {
        try loop(trace, from: source, framesPerSecond: framesPerSecond, eachFrame: eachFrame, afterEvent: { _ in })
    }

    /// How many frames `play` hands over at `framesPerSecond`: one at 0 s and every 1/`framesPerSecond` s after, up
    /// to `settleTime` past the last event. (A Double: a hostile or very long trace may ask for more than Int holds.)
    public static func frameCount(for trace: Trace, framesPerSecond: Double) -> Double {
        let end = (trace.events.last?.time ?? 0) + settleTime
        return end < 0 ? 0 : (end * framesPerSecond).rounded(.down) + 1
    }

    private func loop(
        _ trace: Trace, from source: InputSource, framesPerSecond: Double?,
        eachFrame: (_ list: DisplayList, _ size: Size) throws -> Void, afterEvent: (_ index: Int) -> Void
    ) rethrows -> Int {
        var framesDrawn = 0
        var nextFrame = 0.0
        func drawFrames(upTo time: TimeInterval) throws {
            guard let framesPerSecond else { return }
            while nextFrame <= time {
                clock.advance(to: nextFrame)
                framesDrawn += 1
                try eachFrame(app.displayList(), app.window.size)
                nextFrame += 1 / framesPerSecond
            }
        }
        for (index, event) in trace.events.enumerated() {
            try drawFrames(upTo: event.time)
            play(event, of: trace, from: source)
            afterEvent(index)
        }
        let end = (trace.events.last?.time ?? 0) + Self.settleTime
        try drawFrames(upTo: end)
        clock.advance(to: end)
        return framesDrawn
    }
}
