import Foundation
import TutorialScenes
import X11Platform

/// Launch: from just before the process starts to its first frame on screen (the first damage to its window), over
/// several fresh launches of the app straight on the X server.
struct LaunchBench {
    let launches: Int
    let appCommand: LiveAppCommand

    func run(display: String) throws -> [BenchFigure] {
        var samples: [Double] = []
        var mapped: [Double] = []
        var missed = 0
        while samples.count < launches {
            let app = try appCommand.start(
                scene: .monkey, inspect: false, appDisplay: display, serverDisplay: display)
            guard let launchTime = app.launchTime else {
                // Launched again: a first frame drawn before the watch began cannot be timed.
                missed += 1
                guard missed <= launches else { throw BenchError("the first frame was missed \(missed) times") }
                continue
            }
            samples.append(launchTime * 1000)
            mapped.append(app.mapTime * 1000)
        }
        let mapping = BenchFigure(name: "", unit: "", samples: mapped)
        return [
            BenchFigure(
                name: "launch to first frame (monkey)", unit: "ms", samples: samples,
                note: String(format: "window mapped at p50 %.1f ms", mapping.p50)
                    + (missed == 0 ? "" : ", \(missed) launches not timed (first frame before the watch)"))
        ]
    }
}
