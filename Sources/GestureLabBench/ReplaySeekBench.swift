import Foundation
import GestureEngine
import InputTrace
import ReplayTimeline

/// Going back on the live replay's timeline: the replay played from the start on a fresh app, on virtual time, up
/// to the moment clicked. The trace is five circles drawn one after another on the circle game (96 samples each at
/// 60 Hz, half a second apart: 490 events over 10.7 s), and each seek goes from the end back to one of ten moments
/// spread over it, so the figures cover short and long catch-ups alike.
struct ReplaySeekBench {
    let seeks: Int

    /// ms per seek back.
    func run() throws -> BenchFigure {
        let trace = Self.circlesTrace()
        let replay = try ScrubbableReplay(trace: trace)
        var samples: [Double] = []
        samples.reserveCapacity(seeks)
        for index in 0..<seeks {
            replay.seek(to: replay.duration)
            let moment = replay.duration * (Double(index % 10) + 0.5) / 10
            let start = BenchClock.now()
            replay.seek(to: moment)
            samples.append(BenchClock.milliseconds(since: start))
        }
        return BenchFigure(
            name: "replay seek back (timeline)", unit: "ms", samples: samples,
            note: "\(trace.events.count)-event circle game trace, back to 5 %…95 % of its "
                + String(format: "%.2f s", replay.duration))
    }

    /// Five circles of radius 150 around the circle game's middle, each a touch of its own.
    static func circlesTrace() -> Trace {
        let size = Size(width: 1280, height: 800)
        var events: [InputEvent] = []
        var time = 0.5
        for circle in 0..<5 {
            let id = circle + 1
            for step in 0...97 {
                let angle = Double(min(step, 96)) / 96 * 2 * Double.pi
                let point = Point(x: 640 + 150 * cos(angle), y: 420 + 150 * sin(angle))
                let phase: TouchPhase = step == 0 ? .began : step == 97 ? .ended : .moved
                events.append(InputEvent(time: time, .touches([TouchSample(id: id, phase: phase, location: point)])))
                time += 1.0 / 60
            }
            time += 0.5
        }
        return Trace(header: TraceHeader(scene: "circles", size: size), events: events)
    }
}
