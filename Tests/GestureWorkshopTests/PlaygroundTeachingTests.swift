import CalibrationProfile
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@testable import GestureWorkshop

/// "Teach it my way" on the playground, on virtual time: key C, three strokes, the result applied to the
/// recognizer on the canvas, Escape, a new version, a recognizer that names no limits.
@Suite struct PlaygroundTeachingTests {
    /// 1,000 straight-down strokes: none is flat, so no widening of the tolerance lets one through.
    static let negatives = NegativeStrokes(
        strokes: (0..<1000).map { _ in verticalStroke() }, names: Array(repeating: "other", count: 1000))

    private func makeApp() -> (DemoApp, PlaygroundScene, VirtualClock) {
        let clock = VirtualClock()
        let app = DemoApp(size: Size(width: 1024, height: 720), clock: clock, scene: .playground, catalog: .workshop)
        let playground = WorkshopApp.setUp(app)
        playground.install(FlatStroke(), className: "FlatStroke")
        playground.teaching.calibrator = { request in
            PendingCalibration(
                result: PlaygroundCalibration.calibrate(
                    attempts: request.attempts, making: { FlatStroke() }, negatives: .success(Self.negatives)))
        }
        return (app, playground, clock)
    }

    private func key(_ app: DemoApp, _ name: String) {
        app.send(InputEvent(time: 0, .key(KeySample(key: name))))
    }

    /// One finger along `points` (window coordinates), 10 ms between them.
    private func draw(_ app: DemoApp, _ clock: VirtualClock, _ points: [Point]) {
        clock.advance(by: 0.2)
        for (index, point) in points.enumerated() {
            let phase: TouchPhase = index == 0 ? .began : index == points.count - 1 ? .ended : .moved
            app.send(InputEvent(time: clock.now, .touches([TouchSample(id: 1, phase: phase, location: point)])))
            clock.advance(by: 0.01)
        }
    }

    /// A stroke on the canvas 0.3 as high as wide: the general tolerance (0.1) refuses it.
    let bumped = bumpedStroke(height: 60, origin: Point(x: 100, y: 400))

    @Test func threeRefusedStrokesWidenTheToleranceAndTheNextOnePasses() throws {
        let (app, playground, clock) = makeApp()
        key(app, "c")
        #expect(playground.hint.contains("attempt 1 of 3"))
        draw(app, clock, bumped)
        #expect(playground.hint.contains("attempt 2 of 3"))
        draw(app, clock, bumped)
        draw(app, clock, bumped)
        #expect(playground.state.actionCount == 0, "the general recognizer refused all three")
        #expect(
            playground.state.teaching
                == "calibrated to you: tolerance 0.1 → 0.3; false accepts on 1,000 other strokes 0.00 %")
        let tolerance = try #require(playground.state.calibratedLimits?["tolerance"])
        #expect(tolerance >= 0.3 - 1e-9 && tolerance <= 0.301)
        #expect(playground.state.calibratedLimits?.count == 1)
        #expect((playground.recognizer as? FlatStroke)?.tolerance == tolerance, "the canvas's recognizer has it")
        draw(app, clock, bumped)
        #expect(playground.state.actionCount == 1)
        #expect(playground.hint == PlaygroundScene.info.hint)
    }

    @Test func theResultComesWhenTheChildFinishesWithoutHoldingTheWindow() {
        let (app, playground, clock) = makeApp()
        let pending = PendingCalibration()
        playground.teaching.calibrator = { _ in pending }
        key(app, "c")
        for _ in 0..<3 { draw(app, clock, bumped) }
        #expect(playground.state.teaching == "checking the widened limits on other strokes…")
        #expect(playground.hint.contains("checking"))
        pending.finish(PlaygroundCalibration.Result(widened: ["tolerance": 0.3], message: "calibrated to you: …"))
        clock.advance(by: PlaygroundTeaching.pollInterval)
        #expect(playground.state.teaching == "calibrated to you: …")
        #expect((playground.recognizer as? FlatStroke)?.tolerance == 0.3)
        // Under the button, over the canvas and whatever was drawn there: on a backdrop of its own.
        func backdrops(_ commands: [DrawCommand]) -> [TextBackdrop] {
            commands.flatMap { command -> [TextBackdrop] in
                switch command {
                case .backdrop(let backdrop): [backdrop]
                case .group(let inner, _): backdrops(inner)
                default: []
                }
            }
        }
        #expect(backdrops(app.displayList().commands).contains { $0.lines == ["calibrated to you: …"] })
    }

    @Test func escapeStopsTeachingWithTheLimitsAsBefore() {
        let (app, playground, clock) = makeApp()
        key(app, "c")
        draw(app, clock, bumped)
        key(app, "Escape")
        #expect(playground.state.teaching == "teaching stopped: the limits are as before")
        #expect(playground.state.calibratedLimits == nil)
        #expect((playground.recognizer as? FlatStroke)?.tolerance == 0.1)
    }

    @Test func aNewVersionDropsTheCalibrationAndSaysWhy() {
        let (app, playground, clock) = makeApp()
        key(app, "c")
        for _ in 0..<3 { draw(app, clock, bumped) }
        #expect(playground.state.calibratedLimits != nil)
        playground.install(FlatStroke(), className: "FlatStroke")
        #expect(playground.state.calibratedLimits == nil)
        #expect(playground.state.teaching?.hasPrefix("calibration dropped: version 2 is new code") == true)
        draw(app, clock, bumped)
        #expect(playground.state.actionCount == 0, "the new version has its own limits")
    }

    @Test func strokesThatAlreadyPassWidenNothing() {
        let (app, playground, clock) = makeApp()
        key(app, "c")
        for _ in 0..<3 { draw(app, clock, bumpedStroke(height: 10, origin: Point(x: 100, y: 400))) }
        #expect(playground.state.teaching == "your strokes already pass: nothing to widen")
        #expect(playground.state.calibratedLimits == nil)
    }

    @Test func theButtonStartsTeachingToo() {
        let (app, playground, clock) = makeApp()
        let center = playground.teaching.button.convert(
            Point(x: playground.teaching.button.bounds.midX, y: playground.teaching.button.bounds.midY), to: nil)
        draw(app, clock, [center, center])
        #expect(playground.teaching.isRecording)
        #expect(playground.state.actionCount == 0, "a tap on the button is no stroke on the canvas")
    }

    @Test func aRecognizerWithoutLimitsGetsAHint() {
        final class Plain: GestureRecognizer {}
        let (app, playground, _) = makeApp()
        playground.install(Plain(), className: "Plain")
        key(app, "c")
        #expect(!playground.teaching.isRecording)
        #expect(playground.state.teaching == PlaygroundCalibration.namesNoLimits)
    }
}
