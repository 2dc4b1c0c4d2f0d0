import CairoRenderer
import Foundation
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

    /// Seconds of virtual time after the last event, so timers and animations (slides, resets) finish.
    public static let settleTime = 2.0

    /// Plays the trace. With `frames`, also renders a PNG every 1/`framesPerSecond` s of trace time.
    public func run(frames: (directory: String, framesPerSecond: Double, renderer: DisplayListRenderer)? = nil) throws
        -> Result
    {
        guard let frames else { return try play(framesPerSecond: nil) { _, _ in } }
        return try play(framesPerSecond: frames.framesPerSecond) { frame, number in
            let path = (frames.directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", number))
            try PNGSnapshot.write(
                frame.list, width: Int(frame.size.width), height: Int(frame.size.height), renderer: frames.renderer,
                to: path)
        }
    }

    /// Plays the trace and hands over a frame (its display list and window size in points, and its number from 1)
    /// every 1/`framesPerSecond` s of trace time: for drawing the frames as the app would.
    public func run(framesPerSecond: Double, eachFrame: (_ list: DisplayList, _ size: Size) throws -> Void) throws
        -> Result
    {
        try play(framesPerSecond: framesPerSecond) { frame, _ in try eachFrame(frame.list, frame.size) }
    }

    private func play(
        framesPerSecond: Double?, eachFrame: (_ frame: (list: DisplayList, size: Size), _ number: Int) throws -> Void
    ) throws -> Result {
        guard let scene = SceneKind(argument: trace.header.scene) else {
            throw TraceError(file: "trace", line: 1, reason: "unknown scene '\(trace.header.scene)'")
        }
        let clock = VirtualClock()
        let app = DemoApp(size: trace.header.size, clock: clock, sound: SilentSoundPlayer(), scene: scene)
        let log = TransitionLog(window: app.window)
        app.showInspector(forReplayRecordedBeside: trace.header.inspector == true, watching: inspect)
        var framesWritten = 0
        var nextFrame = 0.0
        func renderFrames(upTo time: TimeInterval) throws {
            guard let framesPerSecond else { return }
            while nextFrame <= time {
                clock.advance(to: nextFrame)
                framesWritten += 1
                try eachFrame((app.displayList(), app.window.size), framesWritten)
                nextFrame += 1 / framesPerSecond
            }
        }
        for event in trace.events {
            try renderFrames(upTo: event.time)
            clock.advance(to: event.time)
            // A hostile trace (saved by the fuzzer) keeps its own times, even going backwards, as the fuzzer sent them.
            app.send(InputEvent(time: trace.header.hostile == true ? event.time : clock.now, event.kind), from: .trace)
        }
        let end = (trace.events.last?.time ?? 0) + Self.settleTime
        try renderFrames(upTo: end)
        clock.advance(to: end)
        return Result(log: log.timedText, state: app.state(), framesWritten: framesWritten)
    }
}
