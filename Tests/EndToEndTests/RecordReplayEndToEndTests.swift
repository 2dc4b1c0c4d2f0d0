import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

@Suite("End to end: recording and replaying", .serialized)
struct RecordReplayEndToEndTests {
    @Test("a session of real input recorded live replays headless to the same transition log")
    func recordThenReplay() throws {
        let folder = try makeTemporaryFolder("e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session.trace.jsonl").path
        let liveLog = folder.appendingPathComponent("live.txt").path
        let replayLog = folder.appendingPathComponent("replay.txt").path
        let display = try VirtualDisplay()
        let app = try RunningApp(on: display, scene: .knob, extra: ["--record", trace, "--log", liveLog])
        // Turn the knob (centre (512, 360) in a 1024×720 window), then double-click it.
        try display.xdotool("mousemove", "512", "250", "mousedown", "1")
        for degrees in stride(from: 10, through: 120, by: 10) {
            let angle = Double(degrees - 90) * Double.pi / 180
            try display.xdotool("mousemove", "\(Int(512 + 110 * cos(angle)))", "\(Int(360 + 110 * sin(angle)))")
        }
        try display.xdotool("mouseup", "1")
        try app.waitForSettledState("the drag to turn the knob") {
            try $0.sceneState(of: KnobScene.self).bearingDegrees > 90
        }
        try display.xdotool("mousemove", "540", "330", "click", "--repeat", "2", "--delay", "80", "1")
        try app.waitForState("the double click to reset the knob") {
            try $0.sceneState(of: KnobScene.self).bearingDegrees == 0
        }
        #expect(app.quit() == 0)
        let replay = try runProgram(appBinary, ["replay", trace, "--headless", "--log", replayLog])
        #expect(replay.status == 0, "\(replay.output)")
        let liveStory = try transitionStory(ofLogAt: liveLog)
        let replayStory = try transitionStory(ofLogAt: replayLog)
        #expect(liveStory.contains("swirl: possible → began") && liveStory.contains("doubleTap: possible → ended"))
        #expect(replayStory == liveStory)
    }

    @Test("a malformed trace is rejected with file:line, a non-zero exit, and nothing written")
    func malformedTrace() throws {
        let folder = try makeTemporaryFolder("bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("bad.trace.jsonl").path
        try Data(
            """
            {"format":"gesturelab-trace","height":600,"scene":"monkey","version":1,"width":800}
            {"t":0.1,"touches":[{"id":1,"phase":"began","x":10,"y":10}]}
            {"t":0.05,"touches":[{"id":1,"phase":"ended","x":10,"y":10}]}

            """.utf8
        ).write(to: URL(fileURLWithPath: trace))
        let log = folder.appendingPathComponent("out.txt").path
        let frames = folder.appendingPathComponent("frames").path
        let result = try runProgram(appBinary, ["replay", trace, "--headless", "--log", log, "--frames", frames])
        #expect(result.status == 64, "a malformed trace is bad input")
        #expect(result.output.contains("bad.trace.jsonl:3: time goes backwards"))
        #expect(!FileManager.default.fileExists(atPath: log) && !FileManager.default.fileExists(atPath: frames))
    }

    @Test("headless replay can write PNG frames")
    func frames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = repositoryRoot.appendingPathComponent("Tests/Fixtures/traces/circle-success.trace.jsonl").path
        let result = try runProgram(appBinary, ["replay", trace, "--headless", "--frames", folder.path, "--fps", "5"])
        #expect(result.status == 0, "\(result.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count >= 10 && files.first == "frame-00001.png")
    }
}
