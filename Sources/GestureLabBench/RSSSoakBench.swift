import Foundation
import GestureEngine
import TutorialScenes
import X11Platform

/// Memory while a finger drags for a long time: the resident set size from /proc once a second, with where it
/// started and ended and its slope (a leak shows as a steady climb).
struct RSSSoakBench {
    let seconds: Int
    let appCommand: LiveAppCommand

    func run(setup: LiveBenchSetup) throws -> [BenchFigure] {
        let app = try appCommand.start(
            scene: .monkey, inspect: false, appDisplay: setup.proxyDisplay, serverDisplay: setup.serverDisplay)
        let pid = app.process.processIdentifier
        let centre = LiveApp.dragCentre(of: .monkey)
        func point(_ index: Int) -> String {
            let angle = Double(index) * 0.05
            return String(format: "%.1f %.1f", centre.x + 80 * cos(angle), centre.y + 80 * sin(angle))
        }
        guard let first = ProcessStats.residentMegabytes(pid) else { throw BenchError("the app exited") }
        var samples = [first]
        try setup.injector.send("touch begin 1 \(point(0))")
        let start = WindowDamageWatcher.now()
        var index = 1
        while samples.count <= seconds {
            // 125 updates a second, as a fast touchscreen sends them; the RSS once a second.
            let due = start + Double(index) * 0.008
            let wait = due - WindowDamageWatcher.now()
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            try setup.injector.send("touch update 1 \(point(index))")
            _ = app.watcher.takeDamage()
            if index % 125 == 0 {
                guard let rss = ProcessStats.residentMegabytes(pid) else { throw BenchError("the app exited") }
                samples.append(rss)
            }
            index += 1
        }
        try setup.injector.send("touch end 1 \(point(index))")
        let last = samples[samples.count - 1]
        let slope = (LineFit(samples)?.slope ?? 0) * 60  // samples once a second: MB a minute
        return [
            BenchFigure(
                name: "RSS during a \(seconds) s drag (monkey)", unit: "MB", samples: samples,
                note: String(format: "start %.1f, end %.1f, slope %+.2f MB/min", first, last, slope))
        ]
    }
}
