import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import HeadlessDisplay
import SceneSupport
import Testing
import TutorialScenes

/// Where screenshots of failed runs are kept.
let artifactsFolder = repositoryRoot.appendingPathComponent(".build/e2e-artifacts")

/// The real app running on a virtual display, with its state dump.
final class RunningApp {
    let process = Process()
    let stateFile: String
    let display: VirtualDisplay
    private let log = Pipe()

    /// Starts the app on `display`, or through `injector` (the proxy) when one is given; with `replaying`, as
    /// `gesturelab replay TRACE` (the scene and size are the trace's then).
    /// `binary`, `environment` (added to this process's) and `workingDirectory` default to the built app as the tests
    /// run it.
    init(
        on display: VirtualDisplay, through injector: Injector? = nil, scene: SceneKind, size: String = "1024x720",
        replaying trace: String? = nil, extra: [String] = [],
        binary: String = appBinary, environment: [String: String] = [:], workingDirectory: URL? = nil
    ) throws {
        self.display = display
        stateFile =
            FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-state-\(UUID().uuidString).json")
            .path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw TestFailure("the app is not built at \(binary): run swift build first (scripts/test.sh does)")
        }
        process.executableURL = URL(fileURLWithPath: binary)
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments =
            (trace.map { ["replay", $0] } ?? ["run", "--scene", scene.rawValue, "--size", size])
            + ["--mute", "--state-out", stateFile] + extra
        let displayName = injector.map { ":\($0.displayNumber)" } ?? display.name
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["DISPLAY": displayName]) { $1 }
        ) { $1 }
        process.standardOutput = log
        process.standardError = log
        try process.run()
        // The app writes its state once its first frame is on screen: until then, a signal could arrive
        // before its handler is installed.
        try waitUntil("the app's window to come up", timeout: 15) { [process, stateFile] in
            guard process.isRunning else {
                throw TestFailure("the app exited with status \(process.terminationStatus) before its window was up")
            }
            return !(FileManager.default.contents(atPath: stateFile)?.isEmpty ?? true)
        }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: stateFile)
    }

    /// Asks the app for its state (SIGUSR1) and reads the JSON it writes.
    func state(timeout: TimeInterval = 5) throws -> AppState {
        try? FileManager.default.removeItem(atPath: stateFile)
        kill(process.processIdentifier, SIGUSR1)
        let data = try waitFor("the app to write its state to \(stateFile)", timeout: timeout) {
            guard process.isRunning else {
                throw TestFailure("the app exited with status \(process.terminationStatus)")
            }
            return FileManager.default.contents(atPath: stateFile).flatMap { $0.isEmpty ? nil : $0 }
        }
        return try JSONDecoder().decode(AppState.self, from: data)
    }

    /// Waits until the app exits by itself (nil if it is still running after `timeout` seconds).
    func waitForExit(timeout: TimeInterval) -> Int32? {
        guard (try? waitUntil("the app to exit", timeout: timeout, { !process.isRunning })) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the app wrote to standard output and standard error; call it once the app has exited.
    func output() -> String {
        String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Quits with SIGTERM and returns the exit status.
    func quit() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Keeps a screenshot under .build/e2e-artifacts (for a failing test), and returns its path.
    @discardableResult
    func keepScreenshot(named name: String) throws -> String { try display.keepScreenshot(named: name) }
}

extension VirtualDisplay {
    /// Keeps a screenshot of the display under .build/e2e-artifacts, and returns its path.
    @discardableResult
    func keepScreenshot(named name: String) throws -> String {
        try FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
        let path = artifactsFolder.appendingPathComponent("\(name).png").path
        try screenshot(to: path)
        return path
    }
}

/// How many distinct colours a PNG has (a blank screen has one).
func colourCount(of path: String) throws -> Int {
    guard let convert = which("convert") else {
        throw TestFailure("imagemagick is not installed: run scripts/test.sh")
    }
    let result = try runProgram(convert, [path, "-format", "%k", "info:"])
    return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
}

/// The lines of a transition log without their times ("swirl: possible → began"): live timers fire a little after
/// their deadlines and virtual ones exactly on them, so live and headless logs are compared by their story.
func transitionStory(ofLogAt path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
        line.range(of: " ms  ").map { String(line[$0.upperBound...]) } ?? String(line)
    }
}
