import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessSession
import InputTrace
import ReplayTimeline
import SceneSupport
import Testing
import TutorialScenes

/// The moments a test goes to: tenths of the replay, and just before, at and after each of a few events.
private func moments(of trace: Trace) -> [TimeInterval] {
    let duration = ScrubbableReplay.duration(of: trace)
    let tenths = (0...10).map { duration * Double($0) / 10 }
    let stride = max(1, trace.events.count / 6)
    let around = trace.events.enumerated().filter { $0.offset % stride == 0 }.flatMap {
        [$0.element.time - 0.001, $0.element.time, $0.element.time + 0.001]
    }
    return tenths + around
}

@Suite("Scrubbing a replay")
struct ReplayScrubbingTests {
    @Test(
        "going back to a moment gives the state and transition log of a headless replay to that moment",
        arguments: FixtureTraces.all)
    func backwards(name: String) throws {
        let trace = try FixtureTraces.trace(name)
        let replay = try ScrubbableReplay(trace: trace)
        replay.play(until: replay.duration)
        #expect(replay.log.timedText == (try FixtureTraces.golden(name)), "played to the end, the golden log")
        // From the end, and from each moment to the next (which goes back about half the time).
        var random = SeededGenerator(seed: 51)
        for time in moments(of: trace).reversed() + moments(of: trace).shuffled(using: &random) {
            replay.seek(to: time)
            let target = min(max(0, time), replay.duration)  // the replay runs from 0 to its end
            let headless = try HeadlessReplay(trace: trace).run(until: target)
            #expect(replay.time == target, "\(name) at \(time)")
            #expect(replay.app.state() == headless.state, "\(name) at \(time)")
            #expect(replay.log.timedText == headless.log, "\(name) at \(time)")
        }
    }

    @Test("the knob's swirl is undone by going back before it, and the golden log is cut at that moment")
    func knobGoesBack() throws {
        let name = "knob-swirl-double-tap"
        let replay = try ScrubbableReplay(trace: try FixtureTraces.trace(name))
        replay.play(until: replay.duration)
        #expect(try replay.app.state().sceneState(of: KnobScene.self).bearingDegrees == 0, "the double tap reset it")
        replay.seek(to: 0.6)  // the swirl ended at 500 ms, the double tap ends at 1450 ms
        #expect(try replay.app.state().sceneState(of: KnobScene.self).bearingDegrees != 0)
        let lines = try FixtureTraces.golden(name).split(separator: "\n").map(String.init)
        let upTo600 = lines.filter { Int($0.prefix { $0 != " " })! <= 600 }
        #expect(upTo600.count == 5)
        #expect(replay.log.timedText == upTo600.map { "\($0)\n" }.joined())
        replay.seek(to: 0.05)  // before the first touch (100 ms)
        #expect(replay.log.entries.isEmpty && replay.position == 0)
    }

    @Test("← undoes the last event and → plays it again")
    func stepping() throws {
        let trace = try FixtureTraces.trace("monkey-tap-vs-drag")
        let replay = try ScrubbableReplay(trace: trace)
        for _ in 0..<5 { replay.stepForward() }
        let atFive = (replay.app.state(), replay.log.timedText, replay.time)
        #expect(replay.position == 5 && replay.time == trace.events[4].time)
        replay.stepForward()
        replay.stepBack()
        #expect(replay.position == 5)
        #expect(replay.app.state() == atFive.0 && replay.log.timedText == atFive.1 && replay.time == atFive.2)
        for _ in 0..<10 { replay.stepBack() }
        #expect(replay.position == 0 && replay.time == 0 && replay.log.entries.isEmpty)
        for _ in 0..<(trace.events.count + 3) { replay.stepForward() }
        #expect(replay.position == trace.events.count)
        // The tap ended at 150 ms, the drag began at 832 ms and ended at 960 ms (the golden log).
        #expect(replay.log.timedText.contains("960 ms  monkeyPan: changed → ended"))
    }

    @Test("a new app after going back is announced once, already at the moment asked for")
    func newApp() throws {
        let replay = try ScrubbableReplay(trace: try FixtureTraces.trace("monkey-tap-vs-drag"))
        var announced: [TimeInterval] = []
        replay.onNewApp = { announced.append($0.window.clock.now) }
        replay.seek(to: 1)
        #expect(announced.isEmpty, "going on keeps the app")
        replay.seek(to: 0.5)
        #expect(announced == [0.5])
        replay.stepBack()
        #expect(announced.count == 2)
    }

    @Test("sounds play while the replay plays on, never for events played again or jumped over")
    func sounds() throws {
        final class Sounds: SoundPlaying {
            var played: [SoundEffect] = []
            func play(_ sound: SoundEffect) { played.append(sound) }
        }
        let sounds = Sounds()
        // The tap on the monkey at 150 ms makes it chomp (the fixture's end state).
        let replay = try ScrubbableReplay(trace: try FixtureTraces.trace("monkey-tap-vs-drag"), sound: sounds)
        replay.seek(to: 0.5)
        #expect(sounds.played.isEmpty && replay.app.state().lastSound == .chomp)
        replay.seek(to: 0)
        replay.play(until: 0.5)
        #expect(sounds.played == [.chomp])
        replay.stepBack()
        replay.stepForward()
        #expect(sounds.played == [.chomp, .chomp], "a step forward plays its event's sound")
    }

    @Test("an unknown scene is refused")
    func unknownScene() {
        let trace = Trace(header: TraceHeader(scene: "nowhere", size: Size(width: 800, height: 600)), events: [])
        #expect(throws: TraceError.self) { try ScrubbableReplay(trace: trace) }
    }
}
