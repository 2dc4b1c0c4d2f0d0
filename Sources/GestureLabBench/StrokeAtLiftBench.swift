import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import TutorialScenes

/// A 200-point stroke through a tutorial scene, from the first touch to the lift, with no drawing: a circle through
/// the circle game and a ">" through the chevron scene. Both recognizers clean, measure and decide when the finger
/// lifts, so the lift is the slow event of the stroke. A stroke its recognizer does not accept is an error: the row
/// is about the accepting path, not about a refusal that may stop early.
struct StrokeAtLiftBench {
    let strokes: Int

    /// µs per whole stroke, one row per scene, with the lift's own p50 and p99 in the note.
    func run() throws -> [BenchFigure] {
        [
            try figure(
                "circle game 200-point stroke", scene: .circles, recognizer: "circle", shape: Self.circle(in:)),
            try figure(
                "chevron 200-point stroke", scene: .chevron, recognizer: "chevron", shape: Self.chevron(in:)),
        ]
    }

    func figure(
        _ name: String, scene: SceneKind, recognizer: String, shape: (Rect) -> [Point]
    ) throws -> BenchFigure {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1280, height: 800), clock: clock, scene: scene)
        let stroke = shape(app.sceneArea)
        // How often the recognizer ended: a circle ends, a chevron is recognized (`.recognized` is `.ended`).
        var recognized = 0
        let watcher = TransitionWatcher { watched, _, new in
            if watched.name == recognizer && new == .ended { recognized += 1 }
        }
        app.window.addObserver(watcher)
        defer { app.window.removeObserver(watcher) }
        var samples: [Double] = []
        var lifts: [Double] = []
        samples.reserveCapacity(strokes)
        lifts.reserveCapacity(strokes)
        for _ in 0..<strokes {
            let events = stroke.indices.map { index in
                clock.advance(by: 0.008)
                let phase: TouchPhase = index == 0 ? .began : index == stroke.count - 1 ? .ended : .moved
                let touch = TouchSample(id: 1, phase: phase, location: stroke[index])
                return InputEvent(time: clock.now, .touches([touch]))
            }
            let before = recognized
            let start = BenchClock.now()
            for event in events.dropLast() { app.send(event) }
            let lift = BenchClock.now()
            if let last = events.last { app.send(last) }
            samples.append(BenchClock.microseconds(since: start))
            lifts.append(BenchClock.microseconds(since: lift))
            guard recognized == before + 1 else {
                throw BenchError("\(name): the \(recognizer) recognizer refused the bench's stroke")
            }
            // Back to where the next stroke starts from (the chevron opens its photo library), outside the timing.
            clock.advance(by: 1)
            app.send(InputEvent(time: clock.now, .key(KeySample(key: "Escape"))))
        }
        let lift = BenchFigure(name: "lift", unit: "µs", samples: lifts)
        let note = String(format: "the lift alone p50 %.1f, p99 %.1f", lift.p50, lift.p99)
        return BenchFigure(name: name, unit: "µs", samples: samples, note: note)
    }

    /// A circle three tenths of the area's shorter side in radius, round its centre once.
    static func circle(in area: Rect) -> [Point] {
        let radius = min(area.width, area.height) * 0.3
        let count = 200
        return (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count - 1)
            return Point(x: area.midX + radius * cos(angle), y: area.midY + radius * sin(angle))
        }
    }

    /// A ">" in the area's upper left: down-right to the apex, then down-left, 100 points a leg.
    static func chevron(in area: Rect) -> [Point] {
        let top = Point(x: area.minX + 100, y: area.minY + 60)
        let apex = top + Point(x: 160, y: 120)
        let bottom = top + Point(x: 0, y: 240)
        let leg = 100
        let down = (0..<leg).map { top + (apex - top) * (Double($0) / Double(leg)) }
        let back = (0..<leg).map { apex + (bottom - apex) * (Double($0) / Double(leg - 1)) }
        return down + back
    }
}
