import Foundation
import GestureEngine
import GestureLabApp
import GestureLabQA
import GestureLabTestSupport
import InputTrace
import Logging
import SceneSupport
import Testing
import TutorialScenes

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/traces")

/// The failures the fuzzer found, kept as hostile traces (their golden logs are checked by the replay tests): each
/// broke an invariant before its fix (a finger left down by a garbled pointer release; a view hearing a move or an end
/// of a touch it never heard begin, when one event held the same finger twice; a pinch left began when a Ctrl+wheel
/// pinch overlapped a touchpad pinch).
private let fuzzFixtures = try! FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    .filter { $0.hasPrefix("fuzz-") && $0.hasSuffix(".trace.jsonl") }.sorted()

@Suite("Fuzzing the whole demo with random and hostile input")
struct FuzzTests {
    @Test(
        "200,000 seeded events of random and hostile input (50,000 starting in each scene, run in parallel) break no invariant",
        arguments: SceneCatalog.tutorials.kinds)
    func propertyTest(scene: SceneKind) throws {
        let (report, log) = try TestLog.capture { try FuzzRun(seed: 20_261_122, scenes: [scene]).run(events: 50_000) }
        let counts = try #require(report.counts[scene])
        #expect(counts.episodes > 300, "\(scene): \(counts.episodes) episodes")
        #expect(counts.failedEpisodes == 0, "\(scene): \(counts.violations) — \(report.examples)")
        // The hostile events were refused, each with a warning from the window, and nothing else was logged.
        let ignoredEvents = log.filter { $0.message.hasPrefix("ignored an input event: ") }
        let ignoredSamples = log.filter { $0.message.hasSuffix("ignored a location out of range") }
        #expect(ignoredEvents.count > 0 && ignoredSamples.count > 0, "\(scene): \(log.prefix(5))")
        #expect(log.allSatisfy { $0.level == .warning && $0.label == "gesturelab.engine.window" }, "\(scene)")
    }

    @Test("each saved failure replays with every invariant holding", arguments: fuzzFixtures)
    func fixture(file: String) throws {
        let trace = try TraceReader.read(path: fixtures.appendingPathComponent(file).path)
        let scene = SceneKind(rawValue: trace.header.scene)
        let violations = FuzzEpisode(scene: scene, size: trace.header.size, events: trace.events).run()
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("the episode checks catch a finger left down, a recognizer left busy and a view never told of an end")
    func checksCanFail() {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: clock, scene: .monkey)
        let invariants = FuzzInvariants(watching: app)
        // A finger on the monkey (its pan begins and cancels the view's touch) and one on the hint strip (the
        // window's own view hears it begin), neither ever lifted.
        app.send(InputEvent(time: 0, .touches([TouchSample(id: 1, phase: .began, location: Point(x: 300, y: 300))])))
        app.send(InputEvent(time: 0.1, .touches([TouchSample(id: 1, phase: .moved, location: Point(x: 360, y: 300))])))
        app.send(InputEvent(time: 0.2, .touches([TouchSample(id: 2, phase: .began, location: Point(x: 20, y: 20))])))
        clock.advance(to: 10)
        let kinds = Set(invariants.checkAfterEpisode(app).map(\.kind))
        #expect(kinds == [.touchLeftActive, .recognizerLeftBusy, .viewContract])
    }

    @Test("the finite-number check finds a NaN anywhere in an encodable value, and names where")
    func finiteCheck() {
        struct Inner: Encodable { var values: [Double] }
        struct Outer: Encodable {
            var name = "x"
            var count = 3
            var inner: Inner
            var optional: Double?
        }
        #expect(FiniteNumberCheck.firstNonFinite(in: Outer(inner: Inner(values: [1, 2]), optional: 4)) == nil)
        #expect(FiniteNumberCheck.firstNonFinite(in: Outer(inner: Inner(values: [1, .nan]))) == "inner.values.1")
        #expect(
            FiniteNumberCheck.firstNonFinite(in: Outer(inner: Inner(values: []), optional: .infinity)) == "optional")
    }

    @Test("the same seed gives the same episode, event for event")
    func deterministic() {
        let run = FuzzRun(seed: 7, scenes: [.knob])
        // Compared as text: the hostile events hold NaN, which is never equal to itself.
        #expect(
            "\(run.makeEpisode(seed: 42, scene: .knob).events)" == "\(run.makeEpisode(seed: 42, scene: .knob).events)")
        #expect(
            "\(run.makeEpisode(seed: 42, scene: .knob).events)" != "\(run.makeEpisode(seed: 43, scene: .knob).events)")
    }
}
