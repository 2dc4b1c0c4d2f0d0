import CollectScene
import GestureEngine
import GestureLabApp
import GestureLabQA
import StrokeCollection
import Testing

/// A sink that keeps every stroke whole, to check what a hostile stream leaves in the file.
private final class KeepingSink: StrokeSink {
    var strokes: [CollectedStroke] = []
    var records = 0

    func record(_ record: CollectionRecord) throws {
        records += 1
        if case .stroke(let stroke) = record { strokes.append(stroke) }
    }
}

/// The Collect scene under the fuzzer's random and hostile input (fingers lifted in odd orders, several at once,
/// points far outside, time jumping back, resizes down to nothing), with its own keys pressed among it.
@Suite("collect: hostile input")
struct CollectHostileTests {
    @Test("every stroke kept has two or more finite points, times from 0 that never go back, and a real canvas size")
    func hostileStream() {
        let keys = ["s", "p", "space", "BackSpace", "i"]
        var kept = 0
        for seed in UInt64(1)...40 {
            let clock = VirtualClock()
            let app = DemoApp(size: Size(width: 800, height: 600), clock: clock, scene: .collect, catalog: .collect)
            let scene = app.scene as! CollectScene
            let sink = KeepingSink()
            let plan = CollectionPlan(kinds: ["circle", "z"], speeds: ["fast"], repetitions: 3, seed: seed)
            scene.start(CollectionSession(plan: plan, subject: 9, sink: sink), fileName: "s.jsonl")
            var generator = FuzzInputGenerator(seed: seed, size: Size(width: 800, height: 600))
            generator.hostileRate = 0.4
            for (index, event) in generator.episode().enumerated() {
                if event.time > clock.now { clock.advance(to: event.time) }
                app.send(event)
                if index % 7 == 3 {
                    let key = keys[(index / 7 + Int(seed)) % keys.count]
                    app.send(InputEvent(time: clock.now, .key(KeySample(key: key, isPress: true, modifiers: []))))
                    app.send(InputEvent(time: clock.now, .key(KeySample(key: key, isPress: false, modifiers: []))))
                }
                _ = app.displayList()
            }
            for stroke in sink.strokes {
                let finite = stroke.points.allSatisfy { $0.location.x.isFinite && $0.location.y.isFinite }
                let times = stroke.points.map(\.milliseconds)
                #expect(stroke.points.count >= 2 && finite, "seed \(seed): \(stroke.points.count) points")
                #expect(times.first == 0 && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "seed \(seed)")
                let canvas = stroke.canvas ?? Size(width: -1, height: -1)
                #expect(canvas.width > 0 && canvas.height > 0 && canvas.width.isFinite, "seed \(seed): \(canvas)")
            }
            #expect(scene.state.answered <= plan.prompts.count, "seed \(seed)")
            kept += sink.strokes.count
        }
        #expect(kept >= 40, "the stream draws strokes the session keeps: \(kept)")
    }
}
