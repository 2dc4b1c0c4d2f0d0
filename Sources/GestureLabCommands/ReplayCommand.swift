import ArgumentParser
import CairoRenderer
import CommandLineErrors
import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import Logging
import ReplayTimeline
import SceneSupport
import TutorialScenes
import X11Platform

/// `gesturelab replay`: plays a recorded trace into the app, live or headless.
public struct ReplayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recorded trace into the app: live in the window, or headless with a transition log.",
        discussion: """
            Live: the trace plays on its own times, in real time or at --speed (0.25 to 4), with a timeline under the \
            scene (events as ticks, touches as spans, recognizer transitions as marks): click or drag on it to go to \
            that moment, backwards too. Keys: Space pauses and resumes, ← and → go back or on by one event, + and - \
            change the speed. Its transition log (--log) is the headless one, line for line.
            Headless: runs on virtual time with no display and writes the golden transition log (the format the \
            engine's tests use) and optionally PNG frames; two runs give byte-identical logs.
            A malformed trace is rejected with file:line and nothing is written.
            """)

    @Argument(help: "The trace file (JSON Lines, see the README).")
    var file: String

    @Flag(help: "Run with no display, on virtual time.")
    var headless = false

    @Option(help: "Write the transition log here (headless: default standard output; live: when the window closes).")
    var log: String?

    @Option(help: "Headless: write PNG frames into this folder.")
    var frames: String?

    @Option(
        parsing: .unconditional,
        help: """
            Headless: stop at this moment of the trace, in seconds (every event at or before it, no settling after): \
            the state and log the live timeline shows there.
            """)
    var until: Double?

    @Option(parsing: .unconditional, help: "Headless: frames per second of trace time, more than 0 and at most 120.")
    var fps: Double = 10

    @Option(help: "Live: playback speed, 0.25 to 4.")
    var speed: Double = 1

    @Option(help: "Write the app's state as JSON here at the end (and, live, on SIGUSR1).")
    var stateOut: String?

    @Option(help: "The folder with the app's images and sounds.")
    var assets: String?

    @Flag(help: "Live: play no sounds.")
    var mute = false

    @Flag(help: "Show the inspector (live, and in headless frames).")
    var inspect = false

    public init() {}

    public func validate() throws {
        guard ReplayPacing.speedRange.contains(speed) else {
            throw ValidationError("--speed must be between 0.25 and 4")
        }
        guard fps > 0 && fps <= 120 else {
            throw ValidationError(
                "--fps: \(NumberWording.shown(fps)) is out of range; give more than 0 and at most 120 frames per second"
            )
        }
        if !headless && (frames != nil || until != nil) {
            throw ValidationError("--frames and --until need --headless")
        }
        if let until {
            guard until.isFinite && until >= 0 else {
                throw ValidationError("--until must be a time in seconds, 0 or more")
            }
            if frames != nil { throw ValidationError("--until and --frames cannot be combined") }
        }
        try OutputChecks.check([log, stateOut], readingFrom: [file])
        try OutputChecks.checkFolder(frames, option: "--frames")
    }

    public func run() throws {
        let trace: Trace
        do {
            trace = try TraceReader.read(path: file)
        } catch let error as TraceError {
            throw CommandFailure.usage("\(error)")
        }
        guard let scene = SceneKind(argument: trace.header.scene) else {
            throw CommandFailure.usage("\(file):1: unknown scene '\(trace.header.scene)'")
        }
        if headless {
            try runHeadless(trace)
        } else {
            try RunCommand.runLive(
                scene: scene, size: trace.header.size, fullscreen: false, mute: mute, stateOut: stateOut,
                assets: assets, display: nil, record: nil, log: log, inspect: inspect,
                replay: (trace, speed))
        }
    }

    /// The most frames `--frames` writes: as many as five-digit names number.
    static let mostFrames = 99_999

    private func runHeadless(_ trace: Trace) throws {
        let replay = HeadlessReplay(trace: trace, inspect: inspect)
        let result: HeadlessReplay.Result
        if let frames {
            let count = HeadlessSession.frameCount(for: trace, framesPerSecond: fps)
            guard count <= Double(Self.mostFrames) else {
                let end = (trace.events.last?.time ?? 0) + HeadlessSession.settleTime
                let frameWord = count < 1e15 ? "\(Int(count))" : "\(count)"
                throw CommandFailure.usage(
                    "\(file) runs to \(end) s: \(frameWord) frames at \(fps) per second, more than the "
                        + "\(Self.mostFrames) that frame-NNNNN.png numbers; give a smaller --fps")
            }
            let images = try ImageLibrary(
                directory: assets ?? ImageLibrary.defaultDirectory(), names: DemoApp.requiredImages())
            let renderer = DisplayListRenderer(images: images)
            try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            var number = 0
            result = try replay.run(framesPerSecond: fps) { list, size in
                number += 1
                let path = (frames as NSString).appendingPathComponent(String(format: "frame-%05d.png", number))
                try PNGSnapshot.write(
                    list, width: Int(size.width), height: Int(size.height), renderer: renderer, to: path)
            }
        } else if let until {
            result = try replay.run(until: until)
        } else {
            result = try replay.run()
        }
        if let log {
            try Data(result.log.utf8).write(to: URL(fileURLWithPath: log))
        } else {
            print(result.log, terminator: "")
        }
        if let stateOut { try StateFile.write(result.state, to: stateOut) }
    }
}
