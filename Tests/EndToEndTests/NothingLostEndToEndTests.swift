import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// A recording survives the X server dying under the app and the app being killed outright.
@Suite("End to end: nothing lost", .serialized)
struct NothingLostEndToEndTests {
    /// Drags the monkey a little with the real pointer, and waits until the app has moved it.
    private func drag(_ app: RunningApp, on display: VirtualDisplay) throws {
        let start = try app.state().sceneState(of: MonkeyScene.self).monkey.center
        try display.xdotool("mousemove", "300", "300", "mousedown", "1")
        for step in 1...6 { try display.xdotool("mousemove", "\(300 + step * 15)", "300") }
        try display.xdotool("mouseup", "1")
        try app.waitForSettledState("the drag to move the monkey") {
            try $0.sceneState(of: MonkeyScene.self).monkey.center != start
        }
    }

    private func hiddenFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    @Test("killing the X server while recording finishes the trace under its name, and it replays headless")
    func xServerDies() throws {
        let folder = try makeTemporaryFolder("xkill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session.trace.jsonl").path
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .monkey, extra: ["--record", trace])
        try drag(app, on: display)
        kill(display.process.processIdentifier, SIGKILL)
        let status = app.waitForExit(timeout: 10)
        #expect(status == 1, "the app exits (status 1) when its X server dies")
        #expect(FileManager.default.fileExists(atPath: trace), "the trace was finished and renamed into place")
        #expect(try hiddenFiles(in: folder).isEmpty)
        let replay = try runProgram(appBinary, ["replay", trace, "--headless"])
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("monkeyPan: possible → began"))
    }

    @Test("a recording cut off by SIGKILL is recovered at the next start as NAME.recovered.trace.jsonl")
    func appKilled() throws {
        let folder = try makeTemporaryFolder("sigkill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session.trace.jsonl").path
        let display = try VirtualDisplay()
        let first = try RunningApp(on: display, scene: .monkey, extra: ["--record", trace])
        try drag(first, on: display)
        // The writer writes each line as it comes (its once-a-second sync is against power loss, not simulated here):
        // once the release is in the unfinished file, a SIGKILL cannot take it away.
        try waitUntil("the release to be in the unfinished recording") {
            try hiddenFiles(in: folder).contains { name in
                let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                return text?.contains("\"release\"") ?? false
            }
        }
        kill(first.process.processIdentifier, SIGKILL)
        #expect(first.waitForExit(timeout: 5) != nil)
        #expect(!FileManager.default.fileExists(atPath: trace))
        #expect(try hiddenFiles(in: folder).count == 1, "the unfinished recording is still there, hidden")

        let second = try RunningApp(
            on: display, scene: .knob, extra: ["--record", folder.appendingPathComponent("next.trace.jsonl").path])
        #expect(second.quit() == 0)
        let recovered = folder.appendingPathComponent("session.recovered.trace.jsonl").path
        #expect(second.output().contains("recovered an unfinished recording"))
        #expect(FileManager.default.fileExists(atPath: recovered))
        let replay = try runProgram(appBinary, ["replay", recovered, "--headless"])
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("monkeyPan: possible → began"))
    }
}
