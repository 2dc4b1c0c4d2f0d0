import SceneSupport
import X11Platform

/// How the live measurements start the app: which binary, with which frame pacing and images. Each live bench starts
/// it its own way (scene, inspector, straight on the server or behind the injector) through `start`.
struct LiveAppCommand {
    let binary: String
    let pacing: FramePacing.Choice
    let assets: String?

    func start(scene: SceneKind, inspect: Bool = false, appDisplay: String, serverDisplay: String) throws -> LiveApp {
        try LiveApp(
            binary: binary, scene: scene, inspect: inspect, pacing: pacing, assets: assets, appDisplay: appDisplay,
            serverDisplay: serverDisplay)
    }
}
