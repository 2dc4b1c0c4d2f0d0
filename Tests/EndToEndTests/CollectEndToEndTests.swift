import Foundation
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// `gesturelab collect` in a real window on Xvfb, drawn on with touches spliced in by the injection proxy: a whole
/// short session, a session killed mid-stroke and continued, and the file read back by `eval` and `strokes info`.
@Suite("End to end: collecting strokes", .serialized)
struct CollectEndToEndTests {
    /// The part of the state dump the tests read.
    struct Dump: Decodable {
        struct Collect: Decodable {
            let kind: String?
            let answered: Int
            let total: Int
            let isFinished: Bool
        }
        let sceneState: [String: Collect]
    }

    /// The collect window, started through the injector.
    final class CollectWindow {
        let process = Process()
        let stateFile: String
        let logFile: String

        init(file: String, subject: Int, injector: Injector, folder: URL) throws {
            stateFile = folder.appendingPathComponent("state-\(UUID().uuidString).json").path
            logFile = folder.appendingPathComponent("log-\(UUID().uuidString).txt").path
            guard FileManager.default.isExecutableFile(atPath: appBinary) else {
                throw TestFailure("the app is not built at \(appBinary): run swift build first")
            }
            process.executableURL = URL(fileURLWithPath: appBinary)
            process.arguments = [
                "collect", file, "--subject", "\(subject)", "--kinds", "circle,right_chevron", "--speeds", "natural",
                "--repetitions", "3", "--seed", "11", "--size", "1024x720", "--state-out", stateFile,
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": ":\(injector.displayNumber)"])
            {
                $1
            }
            _ = FileManager.default.createFile(atPath: logFile, contents: nil)
            let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logFile))
            process.standardOutput = log
            process.standardError = log
            try process.run()
            try waitUntil("the window is up", timeout: 15) {
                guard process.isRunning else {
                    throw TestFailure("collect exited with status \(process.terminationStatus): \(output())")
                }
                return !(FileManager.default.contents(atPath: stateFile)?.isEmpty ?? true)
            }
        }

        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }

        /// Asks for the state (SIGUSR1) and reads it.
        func state() throws -> Dump.Collect {
            try? FileManager.default.removeItem(atPath: stateFile)
            kill(process.processIdentifier, SIGUSR1)
            var dump: Dump?
            try waitUntil("the state dump", timeout: 5) {
                guard let data = FileManager.default.contents(atPath: stateFile), !data.isEmpty else { return false }
                dump = try JSONDecoder().decode(Dump.self, from: data)
                return true
            }
            guard let collect = dump?.sceneState["collect"] else { throw TestFailure("no collect state") }
            return collect
        }

        func output() -> String {
            (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? ""
        }
    }

    /// The stroke lines in the file so far.
    static func strokeLines(_ path: String) -> [String] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("{\"name\"") }
    }

    /// The shape the prompt asks for, on the canvas (right of the 1024 × 720 window's card): a circle drawn
    /// counter-clockwise, or a ">" from its top end.
    static func shape(for kind: String) -> [(Double, Double)] {
        if kind == "circle" {
            return (0...52).map { step in
                let angle = -Double.pi / 2 - 2 * Double.pi * Double(step) / 48
                return (690 + 130 * cos(angle), 360 + 130 * sin(angle))
            }
        }
        let down: [(Double, Double)] = (0...14).map { step in
            let offset = 10 * Double(step)
            return (620 + offset, 210 + offset)
        }
        let back: [(Double, Double)] = (1...14).map { step in
            let offset = 10 * Double(step)
            return (760 - offset, 350 + offset)
        }
        return down + back
    }

    /// Draws what the window asks for, and waits until the stroke is in the file.
    static func drawPrompt(_ window: CollectWindow, _ injector: Injector, file: String) throws {
        let kind = try #require(try window.state().kind)
        let before = strokeLines(file).count
        try injector.stroke(shape(for: kind), interval: 0.012)
        try waitUntil("stroke \(before + 1) in the file", timeout: 10) { strokeLines(file).count == before + 1 }
        #expect(strokeLines(file).last?.contains("\"name\":\"\(kind)\"") == true)
    }

    @Test("a whole short session (2 kinds × 3 strokes) drawn with touches, then read back by eval and info")
    func wholeSession() throws {
        let folder = try makeTemporaryFolder("collect-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("strokes.jsonl").path
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let window = try CollectWindow(file: file, subject: 501, injector: injector, folder: folder)
        #expect(try window.state().total == 6)
        try Self.drawPrompt(window, injector, file: file)
        // The card for the second stroke, the first fading on the canvas (docs/screenshots/collect.png).
        _ = try display.keepScreenshot(named: "collect")
        for _ in 1..<6 { try Self.drawPrompt(window, injector, file: file) }
        let done = try window.state()
        if !done.isFinished { try display.screenshot(to: folder.appendingPathComponent("unfinished.png").path) }
        #expect(done.isFinished && done.answered == 6)
        window.process.terminate()
        window.process.waitUntilExit()
        #expect(window.process.terminationStatus == 0, "\(window.output())")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        // One header: injected touches come from the injector's touchscreen, a direct-touch device.
        #expect(text.components(separatedBy: "{\"session\":").count == 2)
        #expect(text.contains("\"kind\":\"touchscreen\"") && text.contains("\"subject\":501"))
        let circles = try runProgram(appBinary, ["eval", file, "--recognizer", "circle"])
        #expect(circles.status == 0, "\(circles.output)")
        #expect(circles.output.contains("recall (circle): 3/3"), "\(circles.output)")
        let chevrons = try runProgram(appBinary, ["eval", file, "--recognizer", "chevron"])
        #expect(chevrons.output.contains("recall (right_chevron): 3/3"), "\(chevrons.output)")
        let info = try runProgram(appBinary, ["strokes", "info", file])
        #expect(info.status == 0 && info.output.contains("6 strokes by 1 person"), "\(info.output)")
    }

    @Test("a session killed mid-stroke (SIGKILL) and cut off mid-write continues where it stopped")
    func killedAndContinued() throws {
        let folder = try makeTemporaryFolder("collect-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("strokes.jsonl").path
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        var firstKinds: [String] = []
        do {
            let window = try CollectWindow(file: file, subject: 502, injector: injector, folder: folder)
            for _ in 0..<2 {
                firstKinds.append(try #require(try window.state().kind))
                try Self.drawPrompt(window, injector, file: file)
            }
            let third = try #require(try window.state().kind)
            firstKinds.append(third)
            // Half a stroke, then the process dies: the finger never lifts.
            let shape = Self.shape(for: third)
            try injector.send("touch begin 1 \(shape[0].0) \(shape[0].1)")
            for point in shape.prefix(10).dropFirst() { try injector.send("touch update 1 \(point.0) \(point.1)") }
            kill(window.process.processIdentifier, SIGKILL)
            window.process.waitUntilExit()
        }
        #expect(Self.strokeLines(file).count == 2)
        // As if the power had failed while a line was being written.
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"name\":\"circle\",\"subject\":502,\"speed\":\"nat".utf8))
        try handle.close()
        let window = try CollectWindow(file: file, subject: 502, injector: injector, folder: folder)
        let resumed = try window.state()
        #expect(resumed.answered == 2 && resumed.kind == firstKinds[2])
        #expect(window.output().contains("dropped a half-written last line"), "\(window.output())")
        for _ in 0..<4 { try Self.drawPrompt(window, injector, file: file) }
        #expect(try window.state().isFinished)
        window.process.terminate()
        window.process.waitUntilExit()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "{\"session\":").count == 3, "one header per run")
        let info = try runProgram(appBinary, ["strokes", "info", file])
        #expect(info.output.contains("6 strokes by 1 person"), "\(info.output)")
        let circles = try runProgram(appBinary, ["eval", file, "--recognizer", "circle"])
        #expect(circles.status == 0 && circles.output.contains("recall (circle): 3/3"), "\(circles.output)")
    }
}
