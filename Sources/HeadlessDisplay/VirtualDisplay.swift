import Foundation
import Glibc

/// An Xvfb server on a free display, found with -displayfd (never a guessed number); killed by its PID when released.
/// The end-to-end tests and `gesturelab bench` both run the app on one.
public final class VirtualDisplay {
    public let process = Process()
    public let number: Int
    public var name: String { ":\(number)" }

    public init(width: Int = 1280, height: Int = 800) throws {
        guard let xvfb = which("Xvfb") else {
            throw HeadlessError("Xvfb is not installed: run scripts/test.sh, which installs it (package xvfb)")
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
        let lines = waitForLines(1, in: numberFile, from: process)
        guard let first = lines.first, let number = Int(first.trimmingCharacters(in: .whitespaces)) else {
            process.terminate()
            throw HeadlessError("Xvfb did not report a display number (got '\(lines)')")
        }
        self.number = number
    }

    deinit {
        // By PID, with SIGKILL: Xvfb may have inherited a blocked SIGTERM from the test runner.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs xdotool on this display (XTest: real pointer and key events).
    public func xdotool(_ arguments: String...) throws {
        try xdotool(arguments)
    }

    /// Runs one xdotool command chain.
    public func xdotool(_ arguments: [String]) throws {
        guard let path = which("xdotool") else { throw HeadlessError("xdotool is not installed: run scripts/test.sh") }
        let result = try runProgram(path, arguments, environment: ["DISPLAY": name])
        guard result.status == 0 else {
            throw HeadlessError("xdotool \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
    }

    /// A screenshot of the whole screen as PNG.
    public func screenshot(to path: String) throws {
        guard let importTool = which("import") else {
            throw HeadlessError("imagemagick is not installed: run scripts/test.sh")
        }
        let result = try runProgram(importTool, ["-window", "root", path], environment: ["DISPLAY": name])
        guard result.status == 0 else { throw HeadlessError("import failed: \(result.output)") }
    }
}
