import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// The injector takes points, as the app lays out and records them, and scales them as the app does: on a 2× screen
/// (Xft.dpi 192) an injected touch and a replayed trace land where they would at 1×.
@Suite("End to end: the injector on a 2× screen", .serialized)
struct InjectorScaleEndToEndTests {
    /// How the screen is made 2×: by the desktop (Xft.dpi 192), or by --scale 2 given to the app and the injector.
    enum Doubling: String, CaseIterable, CustomTestStringConvertible {
        case xftDPI = "Xft.dpi 192"
        case option = "--scale 2"
        var testDescription: String { rawValue }
    }

    /// A 2560×1600 screen and an injector in front of it; the app's extra arguments for `doubling`.
    private func doubledScreen(_ doubling: Doubling = .xftDPI) throws -> (VirtualDisplay, Injector, [String]) {
        let display = try VirtualDisplay(width: 2560, height: 1600)
        switch doubling {
        case .xftDPI:
            try display.mergeResources("Xft.dpi: 192\n")
            return (display, try Injector(for: display), [])
        case .option:
            return (display, try Injector(for: display, scale: 2), ["--scale", "2"])
        }
    }

    /// The app and the injector read the scale from the same settings; the test runner's own must not differ.
    private let noScaleVariables = ["GDK_SCALE": "", "GESTURELAB_SCALE": ""]

    @Test(
        "two fingers injected in points pinch and turn the monkey as at 1× (×2, 30°), around its centre",
        arguments: Doubling.allCases)
    func pinchInPoints(_ doubling: Doubling) throws {
        let (display, injector, extra) = try doubledScreen(doubling)
        let app = try RunningApp(
            on: display, through: injector, scene: .monkey, extra: extra, environment: noScaleVariables)
        #expect(try app.windowSize() == (2048, 1440), "the app is at scale 2")
        let center = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        for step in 0...10 {
            let radius = 50 + 5 * Double(step)
            let angle = 3 * Double(step) * Double.pi / 180
            let verb = step == 0 ? "begin" : "update"
            try injector.send("touch \(verb) 1 \(center.x - radius * cos(angle)) \(center.y - radius * sin(angle))")
            try injector.send("touch \(verb) 2 \(center.x + radius * cos(angle)) \(center.y + radius * sin(angle))")
            Thread.sleep(forTimeInterval: 0.016)  // pacing: a touch screen's frame
        }
        let angle = Double.pi / 6
        try injector.send("touch end 1 \(center.x - 100 * cos(angle)) \(center.y - 100 * sin(angle))")
        try injector.send("touch end 2 \(center.x + 100 * cos(angle)) \(center.y + 100 * sin(angle))")
        let monkey = try app.waitForSettledState("the pinch to reach the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.scale != 1
        }.sceneState(of: MonkeyScene.self).monkey
        #expect(abs(monkey.scale - 2) < 0.02, "fingers 100 → 200 points apart: \(monkey.scale)")
        #expect(abs(monkey.rotationDegrees - 30) < 0.5, "\(monkey.rotationDegrees)")
        #expect(abs(monkey.center.x - center.x) < 1 && abs(monkey.center.y - center.y) < 1, "no pan: \(monkey.center)")
        #expect(app.quit() == 0)
    }

    @Test("a trace replayed through the injector is recorded back at the same points, and tells the same story")
    func traceLandsInPlace() throws {
        let folder = try makeTemporaryFolder("inject-2x")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/traces/monkey-pinch-rotate.trace.jsonl")
            .path
        let recorded = folder.appendingPathComponent("recorded.trace.jsonl").path
        let (display, injector, _) = try doubledScreen()
        let app = try RunningApp(
            on: display, through: injector, scene: .monkey, extra: ["--record", recorded],
            environment: noScaleVariables)
        let expected = try touchSamples(inTraceAt: fixture)
        try injector.send("trace \(fixture)")
        try app.waitForSettledState("the trace's pinch to reach the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.scale != 1
        }
        #expect(app.quit() == 0)
        let got = try touchSamples(inTraceAt: recorded)
        #expect(got.count == expected.count, "every touch of the trace was recorded: \(got.count) of \(expected.count)")
        for (sample, wanted) in zip(got, expected) {
            #expect(
                sample.id == wanted.id && sample.phase == wanted.phase && abs(sample.x - wanted.x) < 0.001
                    && abs(sample.y - wanted.y) < 0.001, "recorded \(sample), the trace says \(wanted)")
        }
        let fromFixture = try runProgram(appBinary, ["replay", fixture, "--headless"])
        let fromRecording = try runProgram(appBinary, ["replay", recorded, "--headless"])
        #expect(fromFixture.status == 0 && fromRecording.status == 0, "\(fromFixture.output)\(fromRecording.output)")
        #expect(story(of: fromRecording.output) == story(of: fromFixture.output))
        #expect(story(of: fromFixture.output).contains("monkeyPinch: possible → began"))
    }

    /// One touch of a trace, in the order the trace has them.
    private struct TouchSample: CustomStringConvertible {
        var id: Int, phase: String, x: Double, y: Double
        var description: String { "\(id) \(phase) (\(x), \(y))" }
    }

    /// The touches of a trace file, read as any tool reads its JSON lines.
    private func touchSamples(inTraceAt path: String) throws -> [TouchSample] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().flatMap {
            line -> [TouchSample] in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let touches = object?["touches"] as? [[String: Any]] ?? []
            return touches.compactMap { touch in
                guard let id = touch["id"] as? Int, let phase = touch["phase"] as? String,
                    let x = touch["x"] as? Double, let y = touch["y"] as? Double
                else { return nil }
                return TouchSample(id: id, phase: phase, x: x, y: y)
            }
        }
    }

    /// A transition log's lines without their times.
    private func story(of log: String) -> [String] {
        log.split(separator: "\n").map { line in
            line.range(of: " ms  ").map { String(line[$0.upperBound...]) } ?? String(line)
        }
    }
}
