import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import Testing

/// The playground's part of the state file, as a tool outside the app reads it
/// (`{"scene": "playground", "sceneState": {"playground": {…}}}`).
struct PlaygroundState: Decodable, Equatable {
    var recognizerClass: String?
    var version: Int
    var actionCount: Int
    var lastActionState: String?
    var messageKind: String?
    var message: String?
    var teaching: String?
}

/// `gesturelab workshop FILE.swift` on a virtual display: the supervisor, the window process, the attendee's
/// recognizer compiled and loaded, touches injected through the proxy.
final class RunningWorkshop {
    let process = Process()
    let stateFile: String
    let errorFile: String
    let display: VirtualDisplay

    init(file: String, on display: VirtualDisplay, through injector: Injector, extra: [String] = []) throws {
        self.display = display
        let unique = UUID().uuidString
        stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-state-\(unique).json").path
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-stderr-\(unique).txt").path
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        process.executableURL = URL(fileURLWithPath: appBinary)
        process.arguments = ["workshop", file, "--size", "1024x720", "--state-out", stateFile] + extra
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": ":\(injector.displayNumber)"]) {
            $1
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        try process.run()
        // The window writes its state once its first frame is on screen: signals are handled from then on.
        try waitUntil("the workshop's window to come up", timeout: 15) {
            guard process.isRunning else {
                throw TestFailure("the workshop exited (\(process.terminationStatus)): \(terminal)")
            }
            return !(FileManager.default.contents(atPath: stateFile)?.isEmpty ?? true)
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()  // the supervisor passes it on to the window process
            // A window stuck in a loop is stopped within 3 s.
            try? waitUntil("the workshop to quit", timeout: 10) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: stateFile)
        try? FileManager.default.removeItem(atPath: errorFile)
    }

    /// What the supervisor and the window wrote to the terminal.
    var terminal: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

    /// Asks for the state (SIGUSR1, passed on by the supervisor) until `condition` holds; returns that state.
    func waitForPlayground(
        _ what: String, timeout: TimeInterval = 15, _ condition: (PlaygroundState) -> Bool
    ) throws -> PlaygroundState {
        let deadline = Date().addingTimeInterval(timeout)
        var last: PlaygroundState?
        while Date() < deadline {
            guard process.isRunning else {
                throw TestFailure("the workshop exited (\(process.terminationStatus)): \(terminal)")
            }
            try? FileManager.default.removeItem(atPath: stateFile)
            kill(process.processIdentifier, SIGUSR1)
            let answer = try? waitFor("the playground's state", timeout: 1) { () -> PlaygroundState? in
                guard let data = FileManager.default.contents(atPath: stateFile), !data.isEmpty,
                    let state = try? JSONDecoder().decode(AppState.self, from: data)
                else { return nil }
                return try? state.sceneState(as: PlaygroundState.self)
            }
            if let answer { last = answer }
            if let answer, condition(answer) { return answer }
        }
        throw TestFailure(
            "waited \(Int(timeout)) s for \(what); last playground state: \(String(describing: last))\n\(terminal)")
    }

    /// Keeps a screenshot under .build/e2e-artifacts, and returns its path.
    @discardableResult
    func keepScreenshot(named name: String) throws -> String { try display.keepScreenshot(named: name) }
}

/// The workshop's four end-to-end checks: load and fire, live reload, a compile error, a trap recovered from.
@Suite("End to end: workshop mode", .serialized)
struct WorkshopEndToEndTests {
    /// A tap recognizer as an attendee types it; `extra` goes into the class body.
    static func tapRecognizer(recognizesOnLift: Bool = true, extra: String = "") -> String {
        """
        import GestureEngine

        class MyTap: GestureRecognizer {
            override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
                state = \(recognizesOnLift ? ".recognized" : ".failed")
            }
        \(extra)
        }

        """
    }

    /// A point on the playground's canvas (x 16–658, y 80–640 in a 1024×720 window).
    static let canvasPoint = (300.0, 300.0)

    /// Writes a new version as an editor does: a new file renamed over the old one.
    static func save(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Where every check starts: `source` saved as MyTap.swift in `folder`, the workshop window open on it on a fresh
    /// display (through the injector), version 1 loaded.
    static func openWorkshop(
        on source: String, in folder: URL
    ) throws -> (file: String, injector: Injector, workshop: RunningWorkshop) {
        let file = folder.appendingPathComponent("MyTap.swift").path
        try save(source, to: file)
        let display = try VirtualDisplay()
        let injector = try Injector(for: display)
        let workshop = try RunningWorkshop(file: file, on: display, through: injector)
        _ = try workshop.waitForPlayground("version 1 to load") { $0.version == 1 }
        return (file, injector, workshop)
    }

    /// Saves version 2, whose `touchesMoved` runs `body` (line 8 of the file), drags a finger across the canvas and
    /// waits for the window to come back on the last good version with the crash shown.
    static func crash(
        movingWith body: String, file: String, injector: Injector, workshop: RunningWorkshop,
        comesBackWithin timeout: TimeInterval
    ) throws -> PlaygroundState {
        let breaking = tapRecognizer(
            extra: """
                    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
                        \(body)
                    }
                """)
        try save(breaking, to: file)
        _ = try workshop.waitForPlayground("version 2 to load", timeout: 5) { $0.version == 2 }
        let (x, y) = canvasPoint
        try injector.stroke([(x, y), (x + 20, y), (x + 40, y)])
        return try workshop.waitForPlayground("the window to come back", timeout: timeout) {
            $0.messageKind == "crash" && $0.recognizerClass == "MyTap"
        }
    }

    @Test("1. a recognizer file is loaded and an injected tap fires its action")
    func loadAndFire() throws {
        let folder = try makeTemporaryFolder("workshop-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, injector, workshop) = try Self.openWorkshop(on: Self.tapRecognizer(), in: folder)
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        let fired = try workshop.waitForPlayground("the action to fire", timeout: 5) { $0.actionCount == 1 }
        #expect(fired.lastActionState == "ended")
    }

    @Test("2. the file changes on disk and the new behaviour is live within 5 s")
    func liveReload() throws {
        let folder = try makeTemporaryFolder("workshop-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, injector, workshop) = try Self.openWorkshop(
            on: Self.tapRecognizer(recognizesOnLift: false), in: folder)
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        // Not a wait but a watch: that nothing happens can only be watched for a while, since no state says a tap
        // was turned down.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try workshop.waitForPlayground("a state") { _ in true }.actionCount == 0, "version 1 never recognizes")
        let saved = Date()
        try Self.save(Self.tapRecognizer(recognizesOnLift: true), to: file)
        _ = try workshop.waitForPlayground("version 2 to load", timeout: 5) { $0.version == 2 }
        let seconds = Date().timeIntervalSince(saved)
        #expect(seconds < 5, "save → version 2 running took \(seconds) s")
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        _ = try workshop.waitForPlayground("version 2's action", timeout: 5) { $0.actionCount == 1 }
        #expect(workshop.terminal.contains("MyTap version 2 running"), "\(workshop.terminal)")
        #expect(workshop.terminal.contains("from save to new code running"))
    }

    @Test("3. a compile error is shown while the previous version keeps working")
    func compileError() throws {
        let folder = try makeTemporaryFolder("workshop-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, injector, workshop) = try Self.openWorkshop(on: Self.tapRecognizer(), in: folder)
        // Line 5 of the file, column 18 (the name after the dot): `state = .recognised` (a British spelling the engine does not have).
        try Self.save(Self.tapRecognizer().replacingOccurrences(of: ".recognized", with: ".recognised"), to: file)
        let shown = try workshop.waitForPlayground("the compile error", timeout: 5) { $0.messageKind == "compileError" }
        let expected = "\(file):5:18: error: "
        #expect(shown.message?.hasPrefix(expected) == true, "\(shown.message ?? "")")
        #expect(workshop.terminal.contains(expected), "\(workshop.terminal)")
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        let after = try workshop.waitForPlayground("version 1's action", timeout: 5) { $0.actionCount == 1 }
        #expect(after.version == 1)
        #expect(after.messageKind == "compileError", "the error stays shown until the file compiles")
        try workshop.keepScreenshot(named: "workshop-compile-error")
    }

    @Test("4. a trap in touchesMoved brings the window back on the last good version, with the message shown")
    func trapRecovered() throws {
        let folder = try makeTemporaryFolder("workshop-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, injector, workshop) = try Self.openWorkshop(on: Self.tapRecognizer(), in: folder)
        // Line 8: an index out of range on the first move.
        let recovered = try Self.crash(
            movingWith: "let empty: [Int] = []; _ = empty[touches.count]", file: file, injector: injector,
            workshop: workshop, comesBackWithin: 15)
        #expect(recovered.message?.contains("\(file):8:") == true, "\(recovered.message ?? "")")
        #expect(recovered.message?.contains("Fatal error: Index out of range") == true)
        #expect(workshop.terminal.contains("your recognizer crashed: \(file):8:"), "\(workshop.terminal)")
        try workshop.keepScreenshot(named: "workshop-crash-recovered")
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        _ = try workshop.waitForPlayground("the last good version's action", timeout: 5) { $0.actionCount == 1 }
        // The attendee fixes the file: it goes live as a reload, and the crash banner gives way.
        try Self.save(Self.tapRecognizer() + "// fixed\n", to: file)
        let fixed = try workshop.waitForPlayground("the fix to load", timeout: 5) { $0.version == 2 }
        #expect(fixed.messageKind == "info", "\(fixed.message ?? "")")
    }

    @Test("5. an endless loop in touchesMoved is stopped, and the window comes back with where it looped")
    func endlessLoopRecovered() throws {
        let folder = try makeTemporaryFolder("workshop-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, injector, workshop) = try Self.openWorkshop(on: Self.tapRecognizer(), in: folder)
        // Line 8: a loop whose condition never changes.
        let recovered = try Self.crash(
            movingWith: "var count = 0; while touches.count > 0 { count &+= 1 }", file: file, injector: injector,
            workshop: workshop, comesBackWithin: 20)
        #expect(recovered.message?.contains("did not return for 4 s") == true, "\(recovered.message ?? "")")
        // Where it looped comes from the backtraces of up to three SIGABRTs; a sample can land in a library call
        // whose caller the unwinder skips, so the place may be missing — but never wrong.
        if let message = recovered.message, message.contains(file) {
            #expect(message.contains("\(file):8:"), "\(message)")
        }
        try injector.tap(Self.canvasPoint.0, Self.canvasPoint.1)
        _ = try workshop.waitForPlayground("the last good version's action", timeout: 5) { $0.actionCount == 1 }
    }
}
