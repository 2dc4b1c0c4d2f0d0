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
        guard let scene = SceneKind(argument: trace.header.scene) else {
            throw TraceError(file: "trace", line: 1, reason: "unknown scene '\(trace.header.scene)'")
        }
        let clock = VirtualClock()
        let app = DemoApp(size: trace.header.size, clock: clock, sound: SilentSoundPlayer(), scene: scene)
        let log = TransitionLog(window: app.window)
        app.setInspector(visible: inspect)
        var framesWritten = 0
        var nextFrame = 0.0
        func renderFrames(upTo time: TimeInterval) throws {
            guard let frames else { return }
            while nextFrame <= time {
                clock.advance(to: nextFrame)
                framesWritten += 1
                let path = (frames.directory as NSString).appendingPathComponent(
                    String(format: "frame-%05d.png", framesWritten))
                try PNGSnapshot.write(
                    app.displayList(), width: Int(app.window.size.width), height: Int(app.window.size.height),
                    renderer: frames.renderer, to: path)
                nextFrame += 1 / frames.framesPerSecond
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
