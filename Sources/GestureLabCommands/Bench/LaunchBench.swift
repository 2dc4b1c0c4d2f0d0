import Foundation
import TutorialScenes
import X11Platform

/// Launch: from just before the process starts to its first frame on screen (the first damage to its window), over
/// several fresh launches of the app straight on the X server.
struct LaunchBench {
    let launches: Int
    let appBinary: String
    let pacing: FramePacing.Choice
    let assets: String?

    func run(display: String) throws -> [BenchFigure] {
        let samples = try (0..<launches).map { _ in
            let app = try LiveApp(
                binary: appBinary, scene: .monkey, inspect: false, pacing: pacing, assets: assets,
                appDisplay: display, serverDisplay: display)
            return app.launchTime * 1000
        }
        return [BenchFigure(name: "launch to first frame (monkey)", unit: "ms", samples: samples)]
    }
}
