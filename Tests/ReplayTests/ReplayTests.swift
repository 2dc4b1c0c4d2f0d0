import Foundation
import GestureEngine
import GestureLabApp
import HeadlessSession
import InputTrace
import Testing
import TutorialScenes

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/traces")

private let fixtureNames = [
    "monkey-pinch-rotate", "monkey-fling", "monkey-tap-vs-drag", "monkey-tickle", "knob-swirl-double-tap",
    "circle-success", "circle-failed-square", "chevron-opens-library",
]

@Suite("Replaying traces headless")
struct ReplayTests {
    @Test("each checked-in trace replays to its golden transition log, byte for byte", arguments: fixtureNames)
    func goldenLogs(name: String) throws {
        let trace = try TraceReader.read(path: fixtures.appendingPathComponent("\(name).trace.jsonl").path)
        let golden = try String(contentsOf: fixtures.appendingPathComponent("\(name).log.txt"), encoding: .utf8)
        let first = try HeadlessReplay(trace: trace).run()
        let second = try HeadlessReplay(trace: trace).run()
        #expect(first.log == golden)
        #expect(first.log == second.log, "two runs give the same log")
        #expect(try HeadlessReplay(trace: trace, inspect: true).run().log == golden, "the inspector changes nothing")
    }

    @Test("the replays end in the states their gestures should leave")
    func endStates() throws {
        func state(_ name: String) throws -> HeadlessReplay.Result {
            try HeadlessReplay(
                trace: TraceReader.read(path: fixtures.appendingPathComponent("\(name).trace.jsonl").path)
            ).run()
        }
        let pinch = try state("monkey-pinch-rotate").state.sceneState(of: MonkeyScene.self).monkey
        #expect(abs(pinch.scale - 2) < 0.01 && abs(pinch.rotationDegrees - 30) < 0.1)
        let fling = try state("monkey-fling").state.sceneState(of: MonkeyScene.self)
        #expect(!fling.banana.isSliding && fling.banana.center.x < 586 - 100, "slid on past the release point")
        let tap = try state("monkey-tap-vs-drag").state
        #expect(tap.soundsPlayed == 1 && tap.lastSound == .chomp)
        #expect(try state("monkey-tickle").state.lastSound == .hehehe)
        #expect(try state("knob-swirl-double-tap").state.sceneState(of: KnobScene.self).bearingDegrees == 0)
        #expect(try state("circle-success").state.sceneState(of: CircleGameScene.self).selectedTargets == ["moon"])
        #expect(
            try state("circle-failed-square").state.sceneState(of: CircleGameScene.self).lastFailure
                == "has straight sides")
        #expect(try state("chevron-opens-library").log.contains("chevron: possible → ended"))
        #expect(
            try state("chevron-opens-library").state.sceneState(of: ChevronScene.self).photoLibraryOpen == false,
            "Escape closed it again")
    }
}

@Suite("Trace files")
struct TraceFileTests {
    private let header = #"{"format":"gesturelab-trace","height":600,"scene":"monkey","version":1,"width":800}"#

    @Test("written events read back the same, and the file appears only when the recording is finished")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.trace.jsonl").path
        let events: [InputEvent] = [
            InputEvent(time: 10.0, .touches([TouchSample(id: 5, phase: .began, location: Point(x: 1.5, y: 2))])),
            InputEvent(time: 10.25, .touches([TouchSample(id: 5, phase: .ended, location: Point(x: 3, y: 4))])),
            InputEvent(
                time: 10.5,
                .pointer(
                    PointerSample(
                        action: .press, button: 1, location: Point(x: 7, y: 8), modifiers: [.control, .shift]))),
            InputEvent(
                time: 10.75,
                .touchpad(
                    TouchpadGesture(
                        kind: .pinch, phase: .changed, fingerCount: 2, location: Point(x: 1, y: 1),
                        delta: Point(x: 0.5, y: 0), scale: 1.25, rotationDelta: 0.1))),
            InputEvent(
                time: 11,
                .scroll(ScrollSample(delta: Point(x: 0, y: -1), location: Point(x: 2, y: 2), modifiers: .control))),
            InputEvent(time: 11.5, .key(KeySample(key: "Escape", isPress: true))),
            InputEvent(time: 12, .resize(Size(width: 640, height: 480))),
            // What makes a touch, a pen's pointer, a touchpad's scroll and the pointer leaving (written only when
            // they are not the defaults).
            InputEvent(
                time: 12.125,
                .touches([
                    TouchSample(
                        id: 6, phase: .began, location: Point(x: 5, y: 5), type: .indirectPointer,
                        buttonMask: .secondary)
                ])),
            InputEvent(
                time: 12.25, .pointer(PointerSample(action: .motion, button: 0, location: .zero, type: .pencil))),
            InputEvent(time: 12.375, .pointer(PointerSample(action: .exit, button: 0, location: Point(x: 9, y: 9)))),
            InputEvent(time: 12.5, .scroll(ScrollSample(delta: Point(x: 0, y: 2), location: .zero, type: .continuous))),
        ]
        let writer = try TraceWriter(
            path: path, header: TraceHeader(scene: "knob", size: Size(width: 800, height: 600)), startTime: 10)
        for event in events { try writer.append(event) }
        #expect(!FileManager.default.fileExists(atPath: path), "nothing under the real name while recording")
        try writer.finish()
        let trace = try TraceReader.read(path: path)
        #expect(trace.header.scene == "knob" && trace.header.size == Size(width: 800, height: 600))
        #expect(trace.events == events.map { InputEvent(time: $0.time - 10, $0.kind) })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.trace.jsonl"],
            "no temporary file left")
    }

    @Test("an unwritable path is an error before anything is recorded")
    func unwritable() {
        #expect(throws: TraceError.self) {
            _ = try TraceWriter(
                path: "/nonexistent/folder/t.jsonl",
                header: TraceHeader(scene: "monkey", size: Size(width: 800, height: 600)), startTime: 0)
        }
    }

    @Test("recording over a file that is not a trace is refused and keeps it; over an earlier trace replaces it")
    func recordingKeepsOtherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = TraceHeader(scene: "monkey", size: Size(width: 800, height: 600))
        let notes = folder.appendingPathComponent("notes.txt").path
        try "my notes".write(toFile: notes, atomically: true, encoding: .utf8)
        for path in [notes, folder.path] {
            do {
                _ = try TraceWriter(path: path, header: header, startTime: 0)
                Issue.record("recording over \(path) was allowed")
            } catch {
                #expect("\(error)".hasPrefix(path + ": "), "\(error)")
            }
        }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"], "nothing left")
        let trace = folder.appendingPathComponent("t.trace.jsonl").path
        for scene in ["monkey", "knob"] {
            let writer = try TraceWriter(
                path: trace, header: TraceHeader(scene: scene, size: Size(width: 800, height: 600)), startTime: 0)
            try writer.finish()
        }
        #expect(try TraceReader.read(path: trace).header.scene == "knob", "the earlier trace replaced")
        // A trace written by another tool, its header spaced as Python's json writes it, is a trace too.
        try #"{"format": "gesturelab-trace", "height": 600, "scene": "monkey", "version": 1, "width": 800}"#.write(
            toFile: trace, atomically: true, encoding: .utf8)
        try TraceWriter(path: trace, header: header, startTime: 0).finish()
        #expect(try TraceReader.read(path: trace).header.scene == "monkey")
    }

    @Test("a folder or a missing file given as a trace says which it is")
    func folderOrMissing() {
        let folder = FileManager.default.temporaryDirectory.path
        for (path, expected) in [
            (folder, "\(folder): a folder, not a trace file"),
            ("/nonexistent.trace", "/nonexistent.trace: no such file"),
        ] {
            do {
                _ = try TraceReader.read(path: path)
                Issue.record("\(path) was read")
            } catch {
                #expect("\(error)" == expected)
            }
        }
    }

    @Test(
        "malformed traces are rejected with file and line",
        arguments: [
            ("{\"format\":\"gesturelab-trace\"", "t.jsonl:1: the first line must be a gesturelab-trace header"),
            (
                #"{"format":"gesturelab-trace","height":600,"scene":"monkey","version":7,"width":800}"#,
                "t.jsonl:1: unknown trace version 7 (this GestureLab reads version 1)"
            ),
            ("HEADER\n{\"t\": 0.1, \"touches\": [", "t.jsonl:2: not a valid event (bad JSON or a missing 't')"),
            (
                "HEADER\n{\"t\":0.5,\"key\":{\"key\":\"a\",\"press\":true,\"mods\":[]}}\n{\"t\":0.4,\"key\":{\"key\":\"a\",\"press\":false,\"mods\":[]}}",
                "t.jsonl:3: time goes backwards (0.4 s after 0.5 s)"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touches\":[{\"id\":3,\"phase\":\"moved\",\"x\":1,\"y\":2}]}",
                "t.jsonl:2: touch 3 moves but never began"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touches\":[{\"id\":3,\"phase\":\"began\",\"x\":\"NaN\",\"y\":2}]}",
                "t.jsonl:2: a coordinate is not a finite number"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touches\":[{\"id\":3,\"phase\":\"wiggled\",\"x\":1,\"y\":2}]}",
                "t.jsonl:2: unknown touch phase 'wiggled'"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touches\":[{\"id\":3,\"phase\":\"began\",\"x\":1,\"y\":2,\"type\":\"finger\"}]}",
                "t.jsonl:2: unknown touch type 'finger'"
            ),
            (
                "HEADER\n{\"t\":0.1,\"pointer\":{\"action\":\"press\",\"button\":1,\"x\":1,\"y\":2,\"mods\":[],\"type\":\"direct\"}}",
                "t.jsonl:2: unknown pointer type 'direct'"
            ),
            (
                "HEADER\n{\"t\":0.1,\"scroll\":{\"dx\":0,\"dy\":1,\"x\":1,\"y\":1,\"mods\":[],\"type\":\"smooth\"}}",
                "t.jsonl:2: unknown scroll type 'smooth'"
            ),
            ("HEADER\n{\"t\":0.1}", "t.jsonl:2: no input in this event"),
            // A time of 1e300 s ended headless replay with SIGILL (its log line's milliseconds overflowed Int).
            (
                "HEADER\n{\"t\":1e300,\"touches\":[{\"id\":3,\"phase\":\"began\",\"x\":1,\"y\":2}]}",
                "t.jsonl:2: the time 1e+300 s is beyond ±10¹⁰ s (about 317 years), too large to keep to the microsecond"
            ),
            // Numbers no screen can produce (the fuzzer's 1e300 resize ended headless replay with SIGILL).
            (
                "HEADER\n{\"t\":0.1,\"resize\":{\"width\":1e300,\"height\":600}}",
                "t.jsonl:2: a window size is out of range (at most 32767 px a side)"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touches\":[{\"id\":3,\"phase\":\"began\",\"x\":1e300,\"y\":2}]}",
                "t.jsonl:2: a coordinate is out of range (beyond ±100000 px)"
            ),
            (
                "HEADER\n{\"t\":0.1,\"scroll\":{\"dx\":0,\"dy\":-1e9,\"x\":1,\"y\":1,\"mods\":[]}}",
                "t.jsonl:2: a coordinate is out of range (beyond ±100000 px)"
            ),
            (
                "HEADER\n{\"t\":0.1,\"touchpad\":{\"kind\":\"pinch\",\"phase\":\"changed\",\"fingers\":2,\"x\":1,\"y\":1,\"dx\":0,\"dy\":0,\"scale\":-2,\"rotation\":0}}",
                "t.jsonl:2: a touchpad scale or rotation is out of range"
            ),
            (
                #"{"format":"gesturelab-trace","height":600,"scene":"monkey","version":1,"width":1e300}"#,
                "t.jsonl:1: the window size in the header is not valid (1 to 32767 px a side)"
            ),
        ])
    func malformed(text: String, message: String) {
        do {
            _ = try TraceReader.parse(text.replacingOccurrences(of: "HEADER", with: header), file: "t.jsonl")
            Issue.record("accepted a malformed trace")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
