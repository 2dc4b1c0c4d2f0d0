import CairoRenderer
import Foundation
import GestureEngine
import GestureLabApp
import GestureWorkshop
import Logging
import SceneSupport
import TutorialScenes
import X11Platform

/// The window process of `gesturelab workshop FILE` (run by the supervisor with `--hosted`): the playground with
/// the attendee's recognizer on its canvas, the inspector focused on it, and the file reloaded on every save.
struct WorkshopWindow {
    let command: WorkshopRunCommand

    /// How much larger the canvas's text and the inspector are with `--presentation`.
    static let presentationScale = 1.5

    func run() throws {
        LogSetup.bootstrap { StreamLogHandler.standardError(label: $0) }
        let assetsDirectory = command.assets ?? ImageLibrary.defaultDirectory()
        let images = try ImageLibrary(directory: assetsDirectory, names: DemoApp.requiredImages(for: .workshop))
        guard let workFolder = command.workFolder else { throw WorkshopError("--hosted needs --work-folder") }
        let compiler = try command.compiler(workFolder: workFolder)
        let window: X11Window
        do {
            let title = "GestureLab workshop — \((command.file as NSString).lastPathComponent)"
            window = try X11Window(
                displayName: command.display, size: command.size.size, title: title, fullscreen: false)
        } catch let error as X11StartError {
            throw WorkshopError("\(error)")
        }
        let clock = MonotonicClock()
        let app = DemoApp(
            size: window.pointSize, clock: clock, sound: SilentSoundPlayer(), scene: .playground, catalog: .workshop)
        let playground = app.scene as! PlaygroundScene
        app.inspectorCoversScene = true  // the playground keeps room for it
        app.setInspector(visible: true)
        if command.presentation {
            playground.textScale = Self.presentationScale
            app.inspectorScale = Self.presentationScale
            playground.inspectorWidth *= Self.presentationScale
        }
        let reloader = LiveReloader(compiler: compiler, playground: playground, clock: clock)
        reloader.supervisor = getppid()
        reloader.onInstall = { [weak app] recognizer in app?.inspector?.focus(on: recognizer) }
        let loop = X11RunLoop(
            window: window, clock: clock, app: app, renderer: DisplayListRenderer(images: images, preparesImages: true))
        if let stateOut = command.stateOut {
            loop.onStateRequest = {
                do {
                    try StateFile.write(app.state(), to: stateOut)
                } catch {
                    WorkshopCommand.printError("cannot write the state to \(stateOut): \(error)")
                }
            }
        }
        var resume: CompiledRecognizer?
        if let library = command.library, let className = command.libraryClass {
            resume = CompiledRecognizer(
                libraryPath: library, className: className, sourceHash: command.sourceHash ?? "")
        }
        reloader.start(resume: resume, skipHash: command.skipHash, crashMessage: command.crashMessage)
        loop.run()
        if !reloader.reloadTimes.isEmpty {
            WorkshopCommand.printError(
                "save → running over \(reloader.reloadTimes.count) reloads: \(ReloadBenchmark.summary(reloader.reloadTimes))"
            )
        }
    }
}
