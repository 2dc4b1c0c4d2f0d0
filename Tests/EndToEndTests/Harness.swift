import Foundation
import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

/// The repository root (this file is Tests/EndToEndTests/Harness.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The built app: $GESTURELAB_BINARY, else .build/debug/gesturelab.
let appBinary =
    ProcessInfo.processInfo.environment["GESTURELAB_BINARY"]
    ?? repositoryRoot.appendingPathComponent(".build/debug/gesturelab").path

/// Where screenshots of failed runs are kept.
let artifactsFolder = repositoryRoot.appendingPathComponent(".build/e2e-artifacts")

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program to completion and returns its exit status and output.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Finds a program on PATH.
func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// An Xvfb server on a free display, found with -displayfd (never a guessed number).
final class VirtualDisplay {
    let process = Process()
    let number: Int
    var name: String { ":\(number)" }

    init(width: Int = 1280, height: Int = 800) throws {
        guard let xvfb = which("Xvfb") else {
            throw HarnessError("Xvfb is not installed: run scripts/test.sh, which installs it (package xvfb)")
        }
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd 1: Xvfb picks a free display and writes its number to its standard output, a file here.
        // -noreset: the server keeps its root window properties (xrdb's resources) when its last client leaves.
        process.arguments = [
            "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
        ]
        let numberFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xvfb-display-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: numberFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: numberFile) }
        process.standardOutput = try FileHandle(forWritingTo: numberFile)
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("\n") && Date() < deadline && process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            text = (try? String(contentsOf: numberFile, encoding: .utf8)) ?? ""
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw HarnessError("Xvfb did not report a display number (got '\(text)')")
        }
        self.number = number
    }

    deinit {
        // By PID, with SIGKILL: Xvfb may have inherited a blocked SIGTERM from the test runner.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs xdotool on this display (XTest: real pointer and key events).
    func xdotool(_ arguments: String...) throws {
        try xdotool(arguments)
    }

    /// Runs one xdotool command chain.
    func xdotool(_ arguments: [String]) throws {
        guard let path = which("xdotool") else { throw HarnessError("xdotool is not installed: run scripts/test.sh") }
        let result = try runProgram(path, arguments, environment: ["DISPLAY": name])
        guard result.status == 0 else {
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
    }

    /// A screenshot of the whole screen as PNG.
    func screenshot(to path: String) throws {
        guard let importTool = which("import") else {
            throw HarnessError("imagemagick is not installed: run scripts/test.sh")
        }
        let result = try runProgram(importTool, ["-window", "root", path], environment: ["DISPLAY": name])
        guard result.status == 0 else { throw HarnessError("import failed: \(result.output)") }
    }
}

/// The real app running on a virtual display, with its state dump.
final class RunningApp {
    let process = Process()
    let stateFile: String
    let display: VirtualDisplay
    private let log = Pipe()

    /// Starts the app on `display`, or through `injector` (the proxy) when one is given.
    /// `binary`, `environment` (added to this process's) and `workingDirectory` default to the built app as the tests
    /// run it.
    init(
        on display: VirtualDisplay, through injector: Injector? = nil, scene: SceneKind, size: String = "1024x720",
        extra: [String] = [],
        binary: String = appBinary, environment: [String: String] = [:], workingDirectory: URL? = nil
    ) throws {
        self.display = display
        stateFile =
            FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-state-\(UUID().uuidString).json")
            .path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw HarnessError("the app is not built at \(binary): run swift build first (scripts/test.sh does)")
        }
        process.executableURL = URL(fileURLWithPath: binary)
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments =
            ["run", "--scene", scene.rawValue, "--size", size, "--mute", "--state-out", stateFile] + extra
        let displayName = injector.map { ":\($0.displayNumber)" } ?? display.name
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["DISPLAY": displayName]) { $1 }
        ) { $1 }
        process.standardOutput = log
        process.standardError = log
        try process.run()
        // The app writes its state once its first frame is on screen: until then, a signal could arrive
        // before its handler is installed.
        let deadline = Date().addingTimeInterval(15)
        while FileManager.default.contents(atPath: stateFile)?.isEmpty ?? true {
            guard process.isRunning else {
                throw HarnessError("the app exited with status \(process.terminationStatus) before its window was up")
            }
            guard Date() < deadline else { throw HarnessError("the app's window did not come up within 15 s") }
            Thread.sleep(forTimeInterval: 0.05)
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
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw HarnessError("the app exited with status \(process.terminationStatus)")
            }
            Thread.sleep(forTimeInterval: 0.05)
            if let data = FileManager.default.contents(atPath: stateFile), !data.isEmpty {
                return try JSONDecoder().decode(AppState.self, from: data)
            }
        }
        throw HarnessError("the app wrote no state to \(stateFile) within \(timeout) s")
    }

    /// Waits until the app exits by itself (nil if it is still running after `timeout` seconds).
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else { return nil }
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
    func keepScreenshot(named name: String) throws -> String {
        try FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
        let path = artifactsFolder.appendingPathComponent("\(name).png").path
        try display.screenshot(to: path)
        return path
    }
}

/// How many distinct colours a PNG has (a blank screen has one).
func colourCount(of path: String) throws -> Int {
    guard let convert = which("convert") else {
        throw HarnessError("imagemagick is not installed: run scripts/test.sh")
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

/// A fresh temporary folder; the caller removes it.
func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
