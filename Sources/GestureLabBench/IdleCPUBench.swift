import Foundation
import TutorialScenes
import X11Platform

/// Idle CPU: the app with no input and no animation should sleep in poll; its CPU time per second, from /proc.
struct IdleCPUBench {
    let seconds: Int
    let appCommand: LiveAppCommand

    func run(display: String) throws -> [BenchFigure] {
        let app = try appCommand.start(
            scene: .monkey, inspect: false, appDisplay: display, serverDisplay: display)
        let pid = app.process.processIdentifier
        Thread.sleep(forTimeInterval: 1)  // past the first frames and anything the start set off
        guard var before = ProcessStats.cpuTicks(pid) else { throw BenchError("the app exited while idle") }
        let first = before
        var percentages: [Double] = []
        for _ in 0..<seconds {
            Thread.sleep(forTimeInterval: 1)
            guard let after = ProcessStats.cpuTicks(pid) else { throw BenchError("the app exited while idle") }
            percentages.append(100 * (after - before) / ProcessStats.ticksPerSecond)
            before = after
        }
        return [
            BenchFigure(
                name: "idle CPU (monkey, % of a core per s)", unit: "%", samples: percentages,
                note: "\(Int(before - first)) ticks in \(seconds) s")
        ]
    }
}
