import ArgumentParser
import CairoRenderer
import Classroom
import CollectScene
import CommandLineErrors
import DisplayScaling
import Foundation
import GestureEngine
import GestureLabApp
import Logging
import SceneSupport
import StrokeCollection
import StrokeEvaluation
import X11Platform

/// `gesturelab collect`: a guided window that asks a participant for strokes and appends them to a stroke file.
public struct CollectCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "collect",
        abstract: "Ask a participant to draw strokes, and append them to a stroke file that eval reads.",
        discussion: """
            The window asks for each kind at each speed, --repetitions times, in an order shuffled from --seed and \
            stored in the file. Draw with a finger, the mouse or a pen. Backspace takes the last stroke back, S skips, \
            P or Space pauses. Every stroke is written and synced to disk as it ends: a crash loses at most the stroke \
            being drawn. Run again with the same file and --subject to continue where it stopped.
            The participant is a number (--subject, or a random six-digit one printed at the start), never a name.
            Kinds: \(StrokeKinds.all.map(\.name).joined(separator: ", ")) (or the groups all, tutorial, negatives).
            Example: gesturelab collect strokes.jsonl --kinds circle,right_chevron --repetitions 5
            """)

    @Argument(help: "The stroke file to append to (created if missing).")
    var file: String = "strokes.jsonl"

    @Option(
        parsing: .unconditional,
        help: "The participant's number, 0 or more (default: a random six-digit one). Never a name: the file is shared."
    )
    var subject: Int?

    @Option(help: "The kinds to ask for, comma-separated: names, or all, tutorial, negatives.")
    var kinds = "all"

    @Option(help: "The speeds to ask for, comma-separated: natural, slow, medium, fast.")
    var speeds = StrokeSpeed.defaults.map(\.rawValue).joined(separator: ",")

    @Option(help: "How many strokes of each kind at each speed, 1…50.")
    var repetitions = CollectCommand.defaultRepetitions

    @Option(help: "The seed of the prompts' order (default: random; stored in the file).")
    var seed: UInt64?

    @Option(help: "The window size, WIDTHxHEIGHT (\(SizeArgument.range)), in points.", transform: SizeArgument.parse)
    var size: SizeArgument = .defaultValue

    @Option(help: "Device pixels per point, 0.5…4 (default: as the desktop says).")
    var scale: Double?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "Write the window's state as JSON to this file when it is up, on SIGUSR1 and on exit (for tests).")
    var stateOut: String?

    @Option(help: "The folder with the app's images (default: the repository's assets/).")
    var assets: String?

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Option(
        help: ArgumentHelp(
            "Also send each stroke, as it is saved, to the teacher's classroom (the file stays the record).",
            valueName: "http://HOST:PORT"))
    var classroom: String?

    @Option(help: "With --classroom: your name on the teacher's page (it goes to the classroom, not to the file).")
    var name: String?

    @Option(help: "With --classroom: the token `gesturelab classroom serve` printed (or $GESTURELAB_CLASSROOM_TOKEN).")
    var token: String?

    public init() {}

    private var kindsGiven: Bool { kinds != "all" }
    private var speedsGiven: Bool { speeds != StrokeSpeed.defaults.map(\.rawValue).joined(separator: ",") }
    private var repetitionsGiven: Bool { repetitions != Self.defaultRepetitions }
    static let defaultRepetitions = 3

    public func validate() throws {
        if let subject, subject < 0 {
            throw ValidationError("--subject: \(subject) is not a participant's number (0 or more)")
        }
        guard (1...50).contains(repetitions) else { throw ValidationError("--repetitions must be 1…50") }
        if let scale, !DisplayScale.validRange.contains(scale) {
            throw ValidationError("--scale \(scale) is outside 0.5…4")
        }
        _ = try CollectOptions.kinds(kinds)
        _ = try CollectOptions.speeds(speeds)
        try ClassroomArguments.validate(classroom: classroom, name: name, token: token)
        try OutputChecks.check([stateOut], readingFrom: [file])
    }

    public func run() throws {
        LogSetup.bootstrap { StreamLogHandler.standardError(label: $0) }
        var plan = CollectionPlan(
            kinds: try CollectOptions.kinds(kinds), speeds: try CollectOptions.speeds(speeds),
            repetitions: repetitions, seed: seed ?? UInt64.random(in: 1...UInt64(Int64.max)))
        // The file is read, and checked writable, before anything is changed or a window opens.
        let existing: StrokeFileContents
        do {
            existing = try StrokeFileWriter.readExisting(path: file).contents
        } catch let error as StrokeFileError {
            throw ValidationError("\(error) — fix or move the file; collect appends only to a file it can read")
        } catch {
            throw ValidationError("\(error)")
        }
        let folder = (file as NSString).deletingLastPathComponent
        let exists = FileManager.default.fileExists(atPath: file)
        guard
            exists
                ? FileManager.default.isWritableFile(atPath: file)
                : FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder)
        else {
            throw ValidationError("cannot write \(file): it or its folder is missing or not writable")
        }
        // A generated number is one the file does not know yet: it must not continue someone else's session.
        let taken = Set(existing.sessions.map(\.subject) + existing.strokes.compactMap(\.subject))
        var subject = self.subject ?? CollectOptions.pseudonym()
        while self.subject == nil && taken.contains(subject) { subject = CollectOptions.pseudonym() }
        let progress = CollectionSession.progress(of: subject, in: existing)
        // Said once the window is open: a session that never started has nothing to continue.
        var opening: [String] = []
        if let stored = progress.plan {
            let changed = stored != plan && (kindsGiven || speedsGiven || repetitionsGiven || seed != nil)
            opening.append(
                "continuing subject \(subject)'s session in \(file): \(progress.answered.count) of "
                    + "\(stored.prompts.count) prompts answered"
                    + (changed ? " (as first planned: its kinds, speeds, repetitions and seed)" : ""))
            plan = stored
        }
        let header = StrokeSessionHeader(
            subject: subject, device: .unknown, screenMillimetres: nil, scale: 1, date: CollectOptions.now(),
            gestureLab: GestureLabVersion.current, seed: plan.seed, kinds: plan.kinds, speeds: plan.speeds,
            repetitions: plan.repetitions)
        if self.subject == nil {
            opening.append(
                "participant number \(subject) (no name is stored). To continue later: gesturelab collect \(file) "
                    + "--subject \(subject)")
        }
        let session = try runWindow(
            plan: plan, header: header, answered: progress.answered, onWindowOpen: { opening.forEach(Self.say) })
        Self.say(
            "\(session.drawnCount) of \(session.total) strokes of subject \(subject) are in \(file)"
                + (session.isFinished ? "" : "; to continue: gesturelab collect \(file) --subject \(subject)"))
    }

    /// Opens the window, then the file (so a missing display changes nothing), and runs the session until the
    /// window closes.
    private func runWindow(
        plan: CollectionPlan, header: StrokeSessionHeader, answered: [StrokeKey: CollectionSession.Answer],
        onWindowOpen: () -> Void
    ) throws -> CollectionSession {
        let assetsDirectory = assets ?? ImageLibrary.defaultDirectory()
        let images = try ImageLibrary(directory: assetsDirectory, names: DemoApp.requiredImages(for: .collect))
        let window: X11Window
        do {
            window = try X11Window(
                displayName: display, size: size.size, title: "GestureLab — collect strokes", fullscreen: fullscreen,
                scaleOption: scale, iconPath: (assetsDirectory as NSString).appendingPathComponent("icon.png"))
        } catch let error as X11StartError {
            throw CommandFailure.runtime("\(error)")
        }
        onWindowOpen()
        var header = header
        header.scale = window.scale.factor
        header.screenMillimetres = window.screenMillimetres.map { [$0.width, $0.height] }
        let writer: StrokeFileWriter
        do {
            writer = try StrokeFileWriter(path: file, header: header) { Self.say($0) }
        } catch {
            throw ValidationError("\(error)")
        }
        let classroomSink = classroomSink()
        let sink: any StrokeSink = classroomSink.map { StrokeSinks(file: writer, others: [$0]) } ?? writer
        let session = CollectionSession(plan: plan, subject: header.subject, sink: sink, answered: answered)
        let clock = MonotonicClock()
        let app = DemoApp(size: window.pointSize, clock: clock, scene: .collect, catalog: .collect)
        let scene = app.scene as! CollectScene
        let loop = X11RunLoop(
            window: window, clock: clock, app: app, renderer: DisplayListRenderer(images: images, preparesImages: true))
        var devices: [Int32: StrokeSessionHeader.Device] = [:]
        scene.currentDevice = { [unowned loop] in
            // Core pointer events (no XInput 2) name no device.
            guard let source = loop.lastInputSource else {
                return StrokeSessionHeader.Device(name: "core pointer", kind: "mouse")
            }
            if let known = devices[source.deviceID] { return known }
            let description = InputDevices.describe(
                display: window.display, deviceID: source.deviceID, fromTouch: source.isTouch)
            let device = StrokeSessionHeader.Device(name: description.name, kind: description.kind)
            devices[source.deviceID] = device
            return device
        }
        scene.start(session, fileName: (file as NSString).lastPathComponent)
        if let stateOut {
            loop.onStateRequest = {
                do {
                    try StateFile.write(app.state(), to: stateOut)
                } catch {
                    Self.say("cannot write the state to \(stateOut): \(error)")
                }
            }
        }
        loop.run()
        if let classroomSink { finishUploads(classroomSink) }
        return session
    }

    /// With --classroom: the sink that sends each saved stroke to the teacher.
    private func classroomSink() -> ClassroomStrokeSink? {
        guard let classroom, let url = URL(string: classroom), let name else { return nil }
        let client = ClassroomClient(
            server: url, token: token ?? ProcessInfo.processInfo.environment["GESTURELAB_CLASSROOM_TOKEN"])
        let file = file
        return ClassroomStrokeSink(client: client, person: name) {
            Self.say("classroom: \($0) (the strokes are safe in \(file))")
        }
    }

    /// Sends what is still queued, for at most a few seconds (quitting never hangs on the network), and says how
    /// many strokes reached the classroom.
    private func finishUploads(_ sink: ClassroomStrokeSink) {
        let summary = sink.finish(within: Self.uploadTimeOnQuit)
        var message = "classroom: \(summary.uploaded) strokes uploaded as \(sink.person)"
        if summary.refused > 0 { message += ", \(summary.refused) refused" }
        if summary.unsent > 0 {
            let words =
                [
                    "gesturelab", "classroom", "upload", file, "--classroom", sink.client.server.absoluteString,
                    "--name", sink.person,
                ] + (sink.client.token.map { ["--token", $0] } ?? [])
            message += ", \(summary.unsent) not sent; to send them later: " + ShellQuoting.command(words)
        }
        Self.say(message)
    }

    /// Seconds a quit waits for the last uploads.
    static let uploadTimeOnQuit = 5.0

    static func say(_ message: String) {
        FileHandle.standardError.write(Data("gesturelab: \(message)\n".utf8))
    }
}
