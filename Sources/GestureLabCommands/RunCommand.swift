import ArgumentParser
import CairoRenderer
import CalibrationProfile
import CommandLineErrors
import DisplayScaling
import Foundation
import GestureEngine
import GestureLabApp
import InputTrace
import Logging
import ReplayTimeline
import SceneSupport
import TutorialScenes
import X11Platform

/// `gesturelab run` (the default): the demo in an X11 window.
public struct RunCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the demo window (the default command).",
        discussion: """
            Touchscreen: touch with one or more fingers. Touchpad: pinch to zoom and rotate, swipe with three fingers \
            to pan. Mouse: drag = one finger; Ctrl+drag = two fingers mirrored around the object (pinch and rotate); \
            Ctrl+Shift+drag = two fingers side by side (two-finger pan); Ctrl+wheel = pinch. \
            \(RunCommand.keysHelp(SceneCatalog.tutorials)) I shows the inspector, R records, F11 toggles full \
            screen, Ctrl+Q quits. The window follows the desktop's scale (Xft.dpi, as GTK and Qt \
            read it; GDK_SCALE and GESTURELAB_SCALE override it, --scale overrides them all).
            """)

    /// The keys that switch scenes and the keys each scene declares, read from the catalog.
    static func keysHelp(_ catalog: SceneCatalog) -> String {
        var words = [
            "Keys 1–\(catalog.scenes.count) switch scenes (\(catalog.kinds.map(\.rawValue).joined(separator: ", ")))."
        ]
        for info in catalog.infos where !info.keys.isEmpty {
            let keys = info.keys.map { "\($0.key.count == 1 ? $0.key.uppercased() : $0.key) to \($0.summary)" }.joined(
                separator: ", ")
            words.append("In \(info.kind.rawValue): \(keys).")
        }
        return words.joined(separator: " ")
    }

    @Option(help: "The scene to start in: \(SceneKind.allValueStrings.joined(separator: ", ")).")
    var scene: SceneKind = .monkey

    @Option(
        help: "The window size, WIDTHxHEIGHT (\(SizeArgument.range)), in points (device pixels = points × scale).",
        transform: SizeArgument.parse)
    var size: SizeArgument = .defaultValue

    @Option(
        help: "Device pixels per point, 0.5…4 (e.g. 1.5, 2); default: GESTURELAB_SCALE, GDK_SCALE, Xft.dpi ÷ 96, 1.")
    var scale: Double?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Flag(help: "Play no sounds (the speech bubbles still show).")
    var mute = false

    @Option(
        help:
            "Write the app's state as JSON to this file when the window is up, on SIGUSR1 and on exit (for tests and QA)."
    )
    var stateOut: String?

    @Option(help: "The folder with the app's images and sounds (default: the repository's assets/).")
    var assets: String?

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Option(help: "Record the input stream from the start into this trace file (R toggles recording too).")
    var record: String?

    @Option(help: "Write the transition log (the format of headless replay) to this file on exit.")
    var log: String?

    @Flag(help: "Start with the inspector shown (key I toggles it).")
    var inspect = false

    @Option(help: "The calibration profile to apply and write (default: $XDG_CONFIG_HOME/gesturelab/profile.json).")
    var profile: String?

    @Option(
        help: """
            When to draw: present (wait for the screen's vertical blank through the Present extension), on-demand             (as soon as something changed), or auto (Present when the screen has a real refresh rate).
            """)
    var pacing: FramePacing.Choice = .auto

    public init() {}

    public func validate() throws {
        if let scale, !DisplayScale.validRange.contains(scale) {
            throw ValidationError("--scale \(scale) is outside 0.5…4")
        }
        try OutputChecks.check([stateOut, log], readingFrom: profile.map { [$0] } ?? [])
        if let profile { try Self.checkProfile(profile) }
    }

    /// A `--profile` the app may write: none yet, a profile, or a damaged one (the app says so, and teaching
    /// replaces it). Strokes, a recording, a folder or any other file are refused before the window opens.
    static func checkProfile(_ path: String) throws {
        do {
            _ = try ProfileStore(path: path).load()
        } catch .damaged {
            return
        } catch {
            throw ValidationError("--profile: \(error)")
        }
    }

    public func run() throws {
        try Self.runLive(
            scene: scene, size: size.size, fullscreen: fullscreen, mute: mute, stateOut: stateOut, assets: assets,
            display: display, record: record, log: log, inspect: inspect, scale: scale, pacing: pacing, replay: nil,
            calibrationProfile: profile ?? ProfileStore.standard().path)
    }

    /// Every sound the scenes declare is a readable file, so a broken install says so at start, not at the first tap.
    private static func checkSounds(in folder: String) throws {
        for sound in DemoApp.requiredSounds() {
            let path = (folder as NSString).appendingPathComponent("\(sound.rawValue).wav")
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw ValidationError("missing sound: \(path) (the scenes play it; --mute runs without sounds)")
            }
        }
    }

    /// Opens the window and runs the app until it is closed: shared by `run` and live `replay`.
    static func runLive(
        scene: SceneKind, size: Size, fullscreen: Bool, mute: Bool, stateOut: String?, assets: String?,
        display: String?, record: String?, log: String? = nil, inspect: Bool, scale: Double? = nil,
        pacing: FramePacing.Choice = .auto, replay: (trace: Trace, speed: Double)?, calibrationProfile: String? = nil
    ) throws {
        LogSetup.bootstrap { StreamLogHandler.standardError(label: $0) }
        recoverUnfinishedRecordings(besides: record)
        let assetsDirectory = assets ?? ImageLibrary.defaultDirectory()
        let images = try ImageLibrary(directory: assetsDirectory, names: DemoApp.requiredImages())
        if !mute { try checkSounds(in: assetsDirectory) }
        if let stateOut { try checkWritable(stateOut, what: "state file") }
        if let record { try checkWritable(record, what: "recording") }
        if let log { try checkWritable(log, what: "transition log") }
        let window: X11Window
        do {
            window = try X11Window(
                displayName: display, size: replay.map { LiveReplay.windowSize(for: $0.trace) } ?? size,
                title: "GestureLab — \(SceneCatalog.tutorials.scene(scene)?.info.title ?? scene.rawValue)",
                fullscreen: fullscreen,
                scaleOption: scale, iconPath: (assetsDirectory as NSString).appendingPathComponent("icon.png"))
        } catch let error as X11StartError {
            throw CommandFailure.runtime("\(error)")
        }
        let clock = MonotonicClock()
        let sound = ProcessSoundPlayer(assetsDirectory: assetsDirectory, muted: mute)
        let renderer = DisplayListRenderer(images: images, preparesImages: true)
        let loop: X11RunLoop
        if let replay {
            // The replay runs on the trace's own times, so that its log is a headless replay's, line for line.
            let liveReplay = try LiveReplay(
                trace: replay.trace, speed: replay.speed, watching: inspect, sound: sound, wallTime: clock.now)
            loop = X11RunLoop(window: window, clock: clock, replay: liveReplay, renderer: renderer, pacing: pacing)
        } else {
            let app = DemoApp(
                size: window.pointSize, clock: clock, sound: sound, scene: scene, calibrationProfile: calibrationProfile
            )
            app.setInspector(visible: inspect)
            // The live transition log, timed from the start like a recording, so it compares with a headless replay.
            if log != nil { app.startTransitionLog() }
            loop = X11RunLoop(window: window, clock: clock, app: app, renderer: renderer, pacing: pacing)
        }
        if let record {
            do {
                try loop.startRecording(to: record)
            } catch {
                throw CommandFailure.runtime("\(error)")
            }
        }
        if let stateOut {
            loop.onStateRequest = { [unowned loop] in
                do {
                    try StateFile.write(loop.app.state(), to: stateOut)
                } catch {
                    FileHandle.standardError.write(
                        Data("gesturelab: warning: cannot write the state: \(ErrorText.line(error))\n".utf8))
                }
            }
        }
        loop.run()
        if let log {
            do {
                try Data(loop.app.startTransitionLog().timedText.utf8).write(to: URL(fileURLWithPath: log))
            } catch {
                throw CommandFailure.runtime("the transition log: \(ErrorText.line(error))")
            }
        }
    }

    /// Recordings cut off by a SIGKILL or a power loss, in the current folder (where R-key recordings go) and beside
    /// the `--record` target, are recovered as `NAME.recovered.trace.jsonl`, one line each to say so.
    static func recoverUnfinishedRecordings(besides record: String?) {
        var folders = ["."]
        if let record {
            let folder = (record as NSString).deletingLastPathComponent
            if !folder.isEmpty && folder != "." { folders.append(folder) }
        }
        for folder in folders {
            for message in TraceRecovery.recoverUnfinished(in: folder) {
                FileHandle.standardError.write(Data("gesturelab: \(message)\n".utf8))
            }
        }
    }

    /// Fails before the window opens if a file cannot be written.
    private static func checkWritable(_ path: String, what: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) else {
            throw ValidationError("cannot write the \(what) \(path): its folder is missing or not writable")
        }
    }
}
