import Foundation
import Glibc

/// The injection proxy (gesturelab-inject) between the app and an X server, with its control socket: start the app
/// with DISPLAY=:`displayNumber` and send it touch commands (see docs: xi2-injection.md).
public final class Injector {
    public let process = Process()
    /// The proxy's display number, for the app's DISPLAY.
    public let displayNumber: Int
    private let control: Int32
    private var pending: [UInt8] = []

    /// Starts `binary` (a built gesturelab-inject) in front of the X display `displayName` (":N"). Commands take
    /// points; `scale` is the app's --scale, when it was given one (the injector reads the rest as the app does).
    public init(binary: String, displayName: String, scale: Double? = nil) throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw HeadlessError("the injector is not built at \(binary): run swift build first (scripts/test.sh does)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("inject-\(UUID().uuidString)")
        let errors = output.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--display", displayName] + (scale.map { ["--scale", "\($0)"] } ?? [])
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let lines = waitForLines(2, in: output, from: process)
        guard lines.count >= 2, let number = Int(lines[0]), lines[1].hasPrefix("control socket: ") else {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw HeadlessError("the injector did not start (output: \(lines); it said: \(said))")
        }
        displayNumber = number
        let path = String(lines[1].dropFirst("control socket: ".count))
        control = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(control, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { throw HeadlessError("cannot connect to the injector's control socket \(path)") }
    }

    deinit {
        close(control)
        // SIGTERM lets it remove its socket and lock file (it unblocks SIGTERM itself if it inherited it blocked).
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(5000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Sends one command and returns the injector's answer ("ok …"); an "error …" answer throws.
    @discardableResult
    public func send(_ command: String) throws -> String {
        let bytes = Array((command + "\n").utf8)
        guard bytes.withUnsafeBytes({ write(control, $0.baseAddress, $0.count) }) == bytes.count else {
            throw HeadlessError("the injector's control socket is closed")
        }
        while !pending.contains(10) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(control, $0.baseAddress, $0.count) }
            guard count > 0 else { throw HeadlessError("the injector closed its control socket") }
            pending += buffer[0..<count]
        }
        let newline = pending.firstIndex(of: 10)!
        let answer = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        guard answer.hasPrefix("ok") else { throw HeadlessError("injector: \(answer) (for '\(command)')") }
        return answer
    }

    /// One finger along a path, `interval` seconds between points.
    public func stroke(_ points: [(Double, Double)], id: Int = 1, interval: TimeInterval = 0.012) throws {
        try send("touch begin \(id) \(points[0].0) \(points[0].1)")
        for point in points.dropFirst() {
            Thread.sleep(forTimeInterval: interval)
            try send("touch update \(id) \(point.0) \(point.1)")
        }
        try send("touch end \(id) \(points.last!.0) \(points.last!.1)")
    }

    public func tap(_ x: Double, _ y: Double, id: Int = 1) throws {
        try send("touch begin \(id) \(x) \(y)")
        Thread.sleep(forTimeInterval: 0.05)
        try send("touch end \(id) \(x) \(y)")
    }
}
