import ArgumentParser
import DisplayScaling
import Foundation
import GestureEngine
import Glibc
import Logging
import X11Platform

/// `gesturelab devices`: the input devices GestureLab sees through XInput 2, like `libinput list-devices`, and with
/// `--watch` every event as the app reads it.
public struct DevicesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices GestureLab sees through XInput 2, or watch their events (--watch).",
        discussion: """
            Every master and slave device with its id, kind (touchscreen, touchpad, pen, eraser, mouse, keyboard), \
            touch mode (direct or dependent) and number of touches, valuators with their ranges and resolution, and \
            what GestureLab does with it: which input of the scene it drives and the scale its positions are \
            divided by.
            --watch opens a window that selects events as the app's window does and prints each event it reads, one \
            line each (device, type, touch id, position in points, valuators, flags such as an emulated pointer, \
            and what the app makes of it), until Ctrl+C.
            Example: gesturelab devices
            Example: gesturelab devices --watch --scale 2
            """)

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Option(
        help: "Device pixels per point, 0.5…4, as for the app; default: GESTURELAB_SCALE, GDK_SCALE, Xft.dpi ÷ 96, 1.")
    var scale: Double?

    @Flag(help: "Open a window and print every input event it reads, one line each, until Ctrl+C.")
    var watch = false

    public init() {}

    public func validate() throws {
        if let scale, !DisplayScale.validRange.contains(scale) {
            throw ValidationError("--scale \(scale) is outside 0.5…4")
        }
    }

    public func run() throws {
        // Log lines (the window's scale, XInput's version) go to standard error: standard output is the listing.
        LogSetup.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .warning
            return handler
        }
        do {
            guard watch else {
                print(try InputDeviceSurvey.text(displayName: display, scaleOption: scale))
                return
            }
            try watchEvents()
        } catch let error as X11StartError {
            throw ValidationError(error.description)
        }
    }

    private func watchEvents() throws {
        let signals = SignalPipe(signals: [SIGINT, SIGTERM])
        let window = try X11Window(
            displayName: display, size: Size(width: 640, height: 480), title: "GestureLab — devices --watch",
            fullscreen: false, scaleOption: scale)
        guard window.hasXInput2 else {
            throw ValidationError("the X server has no XInput 2: there are no XInput events to watch")
        }
        Self.emit(
            "watching XInput \(window.xiVersion.major).\(window.xiVersion.minor) events on a window of "
                + "640×480 points at scale \(window.scale) (Ctrl+C stops)")
        let stopped = InputEventWatcher(window: window).run(signals: signals, emit: Self.emit)
        FileHandle.standardError.write(
            Data(
                "devices --watch: stopped (\(stopped.map { $0 == SIGINT ? "SIGINT" : "signal \($0)" } ?? "window closed"))\n"
                    .utf8))
    }

    /// Prints a line at once, so a pipe or a log file sees each event as it happens.
    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
