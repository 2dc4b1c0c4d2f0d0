import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import ReplayTimeline
import SceneSupport
import Testing
import TutorialScenes

/// Runs a live replay as the window's run loop does: wakes at each deadline it gives and plays on to then, until
/// it has nothing more to do. Returns how many times it woke.
@discardableResult
private func runToEnd(_ live: LiveReplay, from start: TimeInterval) -> Int {
    var now = start
    var wakeups = 0
    while let deadline = live.nextDeadline(wallNow: now), wakeups < 1_000_000 {
        #expect(deadline > now, "a deadline in the future, or the loop would spin")
        now = deadline
        live.advance(toWallTime: now)
        wakeups += 1
    }
    return wakeups
}

@Suite("Live replay")
struct LiveReplayTests {
    @Test(
        "played against the wall clock at any speed, its transition log is the headless one, line for line",
        arguments: FixtureTraces.all)
    func logMatchesHeadless(name: String) throws {
        let trace = try FixtureTraces.trace(name)
        let headless = try HeadlessReplay(trace: trace).run()
        #expect(headless.log == (try FixtureTraces.golden(name)))
        for speed in [0.25, 1, 4] {
            let live = try LiveReplay(
                trace: trace, speed: speed, watching: true, sound: SilentSoundPlayer(), wallTime: 1000)
            runToEnd(live, from: 1000)
            #expect(live.replay.isAtEnd)
            #expect(live.replay.log.timedText == headless.log, "\(name) at \(speed)×")
            #expect(live.app.state() == headless.state, "\(name) at \(speed)×")
        }
    }

    @Test("paused, stepped back and forth and sought on the way, it still ends with the headless log")
    func oddOrders() throws {
        let trace = try FixtureTraces.trace("knob-swirl-double-tap")
        let live = try LiveReplay(trace: trace, speed: 1, watching: false, sound: SilentSoundPlayer(), wallTime: 0)
        live.advance(toWallTime: 0.3)
        live.togglePause(at: 0.3)
        live.advance(toWallTime: 5)
        #expect(live.replay.time == 0.3 && live.nextDeadline(wallNow: 5) == nil, "paused: time stands still")
        live.step(forward: false, at: 5)
        live.step(forward: false, at: 5)
        live.step(forward: true, at: 5)
        live.seek(to: 2, at: 5)
        live.seek(to: 0.1, at: 5)
        live.togglePause(at: 5)
        runToEnd(live, from: 5)
        #expect(live.replay.log.timedText == (try FixtureTraces.golden("knob-swirl-double-tap")))
        live.togglePause(at: 10)
        live.togglePause(at: 10)
        #expect(live.replay.time == 0 && !live.progress.isPaused, "going on at the end starts again")
    }

    @Test("trace time runs at the speed, stands while paused, and the speed stays within 0.25…4")
    func pacing() {
        var pacing = ReplayPacing(speed: 2, wallTime: 100)
        #expect(pacing.traceTime(at: 100) == 0 && pacing.traceTime(at: 101) == 2)
        #expect(pacing.wallTime(reaching: 3) == 101.5)
        pacing.setPaused(true, at: 101)
        #expect(pacing.traceTime(at: 200) == 2 && pacing.wallTime(reaching: 3) == nil)
        pacing.setPaused(false, at: 200)
        #expect(pacing.traceTime(at: 200.5) == 3)
        pacing.move(to: 0.5, at: 300)
        #expect(pacing.traceTime(at: 301) == 2.5)
        for _ in 0..<5 { pacing.changeSpeed(faster: false, at: 301) }
        #expect(pacing.speed == 0.25)
        for _ in 0..<5 { pacing.changeSpeed(faster: true, at: 301) }
        #expect(pacing.speed == 4)
        #expect(ReplayPacing(speed: 100, wallTime: 0).speed == 4)
    }

    /// The bar lies under the recorded 1024×720 window and spans the replay, 0 to 2.96 s (the last event at 0.96 s
    /// and 2 s of settling), across its width less 16 points each side.
    private func x(at time: Double) -> Double { 16 + (1024 - 32) * time / 2.96 }

    @Test("a click on the timeline goes to its moment, backwards too, and a drag follows the pointer")
    func clickAndDrag() throws {
        let trace = try FixtureTraces.trace("monkey-tap-vs-drag")
        let live = try LiveReplay(trace: trace, speed: 1, watching: false, sound: SilentSoundPlayer(), wallTime: 0)
        #expect(live.bar.frame == Rect(x: 0, y: 720, width: 1024, height: TimelineBar.height))
        live.advance(toWallTime: 2)
        let onBar = 720 + TimelineBar.height / 2
        func pointer(_ action: PointerSample.Action, _ time: Double) -> InputEvent.Kind {
            .pointer(PointerSample(action: action, button: 1, location: Point(x: x(at: time), y: onBar)))
        }
        live.handleLive(pointer(.press, 0.5), at: 2)
        #expect(abs(live.replay.time - 0.5) < 1e-9)
        #expect(live.replay.app.state() == (try HeadlessReplay(trace: trace).run(until: live.replay.time)).state)
        live.handleLive(pointer(.motion, 0.3), at: 2.1)
        live.handleLive(pointer(.motion, 0.2), at: 2.1)
        #expect(abs(live.replay.time - 0.5) < 1e-9, "a drag's moves are played once the batch of input is in")
        live.advance(toWallTime: 2.1)
        #expect(abs(live.replay.time - 0.2) < 1e-9, "the last move of the batch")
        live.advance(toWallTime: 3)
        #expect(abs(live.replay.time - 0.2) < 1e-9, "held while dragged")
        live.handleLive(pointer(.motion, 0.9), at: 3)
        live.handleLive(pointer(.release, 0.9), at: 3)
        #expect(abs(live.replay.time - 0.9) < 1e-9)
        #expect(live.replay.log.timedText.hasSuffix("848 ms  monkeyPan: began → changed\n"))
        live.advance(toWallTime: 3.05)
        #expect(abs(live.replay.time - 0.95) < 1e-9, "it was playing, so it plays on from there")
        live.handleLive(pointer(.press, 0.5), at: 3.05)
        live.handleLive(.touches([TouchSample(id: 7, phase: .began, location: Point(x: 40, y: onBar))]), at: 3.1)
        live.handleLive(pointer(.release, 0.4), at: 3.1)
        #expect(abs(live.replay.time - 0.4) < 1e-9, "a touch while the mouse drags is not a second drag")
    }

    @Test("a finger on the timeline seeks; clicks and touches on the scene are not the scene's during a replay")
    func touchesAndScene() throws {
        let trace = try FixtureTraces.trace("monkey-tap-vs-drag")
        let live = try LiveReplay(trace: trace, speed: 1, watching: false, sound: SilentSoundPlayer(), wallTime: 0)
        let onBar = 720 + TimelineBar.height / 2
        live.handleLive(.touches([TouchSample(id: 3, phase: .began, location: Point(x: x(at: 1), y: onBar))]), at: 0)
        live.handleLive(.touches([TouchSample(id: 3, phase: .ended, location: Point(x: x(at: 1.5), y: onBar))]), at: 0)
        #expect(abs(live.replay.time - 1.5) < 1e-9)
        let before = live.app.state()
        let monkey = try before.sceneState(of: MonkeyScene.self).monkey.center
        for action in [PointerSample.Action.press, .release] {
            live.handleLive(.pointer(PointerSample(action: action, button: 1, location: monkey)), at: 0)
        }
        live.handleLive(.touches([TouchSample(id: 4, phase: .began, location: monkey)]), at: 0)
        live.handleLive(.touches([TouchSample(id: 4, phase: .ended, location: monkey)]), at: 0)
        #expect(live.app.state() == before && abs(live.replay.time - 1.5) < 1e-9)
        live.handleLive(.resize(Size(width: 300, height: 200)), at: 0)
        #expect(live.app.window.size == Size(width: 1024, height: 720), "the size is the trace's")
    }

    @Test("a key goes to the app: I shows the inspector, and it stays shown after going back")
    func inspectorKey() throws {
        let live = try LiveReplay(
            trace: try FixtureTraces.trace("monkey-tap-vs-drag"), speed: 1, watching: false, sound: SilentSoundPlayer(),
            wallTime: 0)
        live.advance(toWallTime: 1)
        live.handleLive(.key(KeySample(key: "i")), at: 1)
        #expect(live.app.inspector != nil)
        live.seek(to: 0.2, at: 1)
        #expect(live.app.inspector != nil && live.app.inspectorCoversScene)
    }

    @Test("the timeline's marks are the whole replay's transitions into began, ended, failed and cancelled")
    func marks() throws {
        let name = "monkey-tap-vs-drag"
        let live = try LiveReplay(
            trace: try FixtureTraces.trace(name), speed: 1, watching: false, sound: SilentSoundPlayer(), wallTime: 0)
        // Every golden line but the pan's began → changed.
        let expected = try FixtureTraces.golden(name).split(separator: "\n").filter { !$0.hasSuffix("→ changed") }.map(
            String.init)
        #expect(expected.count == 11)
        let marks = live.contents.marks.map { "\(Int(($0.time * 1000).rounded())) ms  \($0.recognizer): \($0.state)" }
        #expect(
            marks == expected.map { $0.replacingOccurrences(of: #"\S+ → "#, with: "", options: .regularExpression) })
    }
}
