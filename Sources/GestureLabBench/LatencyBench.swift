import Foundation
import Glibc
import SceneSupport
import TutorialScenes
import X11Platform

/// Input → pixels, measured outside the app: a touch update is injected through gesturelab-inject and timed until
/// the X server reports damage on the app's window (see `StreamAttribution` for which damage shows which update).
struct LatencyBench {
    /// One drag: how many updates, how far apart.
    struct Mode {
        let name: String
        let interval: Double
    }

    /// Updates one at a time (each frame done long before the next update) and a 125 Hz stream (a fast touchscreen).
    static let modes = [Mode(name: "isolated", interval: 0.030), Mode(name: "125 Hz stream", interval: 0.008)]

    let setup: LiveBenchSetup
    let appCommand: LiveAppCommand
    let updates: Int

    /// Per scene, without and with the inspector, each mode: one figure in ms.
    func run(scenes: [SceneKind]) throws -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for scene in scenes {
            for inspect in [false, true] {
                let app = try appCommand.start(
                    scene: scene, inspect: inspect, appDisplay: setup.proxyDisplay, serverDisplay: setup.serverDisplay)
                // A frame is assumed to take at most twice the isolated updates' p99 latency (which is a trip to the
                // app and a frame), and less than 3/4 of an interval, or the stream could not be told apart at all
                // (see `StreamAttribution`; the isolated row itself only needs the 3/4).
                var longestFrame = Double.infinity
                for mode in Self.modes {
                    let (latencies, lost) = try drag(
                        app, scene: scene, mode: mode, updates: updates,
                        longestFrame: min(longestFrame, 0.75 * mode.interval))
                    guard !latencies.isEmpty else {
                        throw BenchError("no damage followed any injected update on \(scene.rawValue)")
                    }
                    if mode.name == "isolated" {
                        longestFrame = 2 * BenchFigure(name: "", unit: "", samples: latencies).p99
                    }
                    let name = "input→pixels \(scene.rawValue) \(mode.name)" + (inspect ? " +inspector" : "")
                    figures.append(
                        BenchFigure(
                            name: name, unit: "ms", samples: latencies.map { $0 * 1000 },
                            note: lost == 0 ? "" : "\(lost) updates never shown"))
                }
            }
        }
        return figures
    }

    /// Drags one finger in a circle on the scene; returns each shown update's latency (s) and how many were not shown.
    func drag(_ app: LiveApp, scene: SceneKind, mode: Mode, updates: Int, longestFrame: Double) throws -> (
        latencies: [Double], lost: Int
    ) {
        let watcher = app.watcher
        let centre = LiveApp.dragCentre(of: scene, inspect: app.inspect)
        func point(_ index: Int) -> String {
            let angle = Double(index) * 0.05
            return String(format: "%.1f %.1f", centre.x + 80 * cos(angle), centre.y + 80 * sin(angle))
        }
        try setup.injector.send("touch begin 1 \(point(0))")
        _ = watcher.nextDamage(before: WindowDamageWatcher.now() + 1)
        collectDamage(watcher, until: WindowDamageWatcher.now() + 0.05)  // anything the touch set off settles
        var sends: [Double] = []
        var damages: [Double] = []
        sends.reserveCapacity(updates)
        let start = WindowDamageWatcher.now()
        for index in 1...updates {
            damages += collectDamage(watcher, until: start + Double(index - 1) * mode.interval)
            sends.append(WindowDamageWatcher.now())
            try setup.injector.send("touch update 1 \(point(index))")
            damages += watcher.takeDamage()
        }
        damages += collectDamage(watcher, until: WindowDamageWatcher.now() + 0.3)
        try setup.injector.send("touch end 1 \(point(updates))")
        collectDamage(watcher, until: WindowDamageWatcher.now() + 0.1)
        let latencies = StreamAttribution.latencies(sends: sends, damages: damages, longestFrame: longestFrame)
        return (latencies.compactMap { $0 }, latencies.filter { $0 == nil }.count)
    }

    /// The damage times read until `deadline`, sleeping in poll between them.
    @discardableResult
    func collectDamage(_ watcher: WindowDamageWatcher, until deadline: Double) -> [Double] {
        var times: [Double] = []
        while true {
            times += watcher.takeDamage()
            let left = deadline - WindowDamageWatcher.now()
            guard left > 0 else { return times }
            var descriptor = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
        }
    }
}
