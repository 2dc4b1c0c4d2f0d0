import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import GestureWorkshop
import SceneSupport
import X11Platform

/// The window process of `gesturelab workshop FILE` (run by the supervisor with `--hosted`): the playground with
/// the attendee's recognizer on its canvas, the inspector focused on it, and the file reloaded on every save.
public struct WorkshopWindow {
    /// What the supervisor tells the window process it runs.
    public struct Options {
        /// The attendee's file, named in the window's title.
        public var file: String
        /// Compiles the file on every save.
        public var compiler: RecognizerCompiler
        /// The window size in points.
        public var size: Size
        /// The X display to open (nil: `$DISPLAY`).
        public var display: String?
        /// The folder with the app's images (nil: the one `ImageLibrary.defaultDirectory()` finds).
        public var assets: String?
        /// Where the app's state goes as JSON on request (SIGUSR1).
        public var stateOut: String?
        /// Larger text on the canvas and a larger inspector, for a projector.
        public var presentation = false
        /// The recognizer the supervisor compiled already, loaded without compiling again.
        public var resume: CompiledRecognizer?
        /// A source digest not to load (the save that crashed the previous window).
        public var skipHash: String?
        /// Why the previous window ended, shown on the canvas.
        public var crashMessage: String?

        public init(file: String, compiler: RecognizerCompiler, size: Size) {
            self.file = file
            self.compiler = compiler
            self.size = size
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Opens the window and runs until it is closed; then reports the reload times on standard error.
    public func run() throws {
        let assetsDirectory = options.assets ?? ImageLibrary.defaultDirectory()
        let images = try ImageLibrary(directory: assetsDirectory, names: DemoApp.requiredImages(for: .workshop))
        let window: X11Window
        do {
            let title = "GestureLab workshop — \((options.file as NSString).lastPathComponent)"
            window = try X11Window(displayName: options.display, size: options.size, title: title, fullscreen: false)
        } catch let error as X11StartError {
            throw WorkshopError("\(error)")
        }
        let clock = MonotonicClock()
        let app = DemoApp(size: window.pointSize, clock: clock, scene: .playground, catalog: .workshop)
        let playground = WorkshopApp.setUp(app, presentation: options.presentation)
        let reloader = LiveReloader(compiler: options.compiler, playground: playground, clock: clock)
        reloader.supervisor = getppid()
        reloader.executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        reloader.onInstall = { [weak app] recognizer in app?.inspector?.focus(on: recognizer) }
        let loop = X11RunLoop(
            window: window, clock: clock, app: app, renderer: DisplayListRenderer(images: images, preparesImages: true))
        if let stateOut = options.stateOut {
            loop.onStateRequest = {
                do {
                    try StateFile.write(app.state(), to: stateOut)
                } catch {
                    Self.printError("cannot write the state to \(stateOut): \(error)")
                }
            }
        }
        reloader.start(resume: options.resume, skipHash: options.skipHash, crashMessage: options.crashMessage)
        loop.run()
        if !reloader.reloadTimes.isEmpty {
            Self.printError(
                "save → running over \(reloader.reloadTimes.count) reloads: \(ReloadBenchmark.summary(reloader.reloadTimes))"
            )
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data("gesturelab: \(text)\n".utf8))
    }
}
