import Foundation

/// The server under the bench: `classroom serve` as a child process on 127.0.0.1, so its memory is its own.
final class BenchServer: @unchecked Sendable {
    let process = Process()
    let port: Int

    init(command: [String], arguments: [String]) throws {
        guard let executable = command.first else { throw BenchFailure("no server command") }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst()) + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        var found: Int?
        while found == nil, Date() < deadline, process.isRunning {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("GestureLab classroom serving on ") })
            {
                found = Int(line.split(separator: ":").last?.filter(\.isNumber) ?? "")
            }
        }
        guard let found else {
            if process.isRunning { process.terminate() }
            throw BenchFailure("the classroom server did not start: \(text)")
        }
        port = found
        // The server's log lines go on; the pipe is drained so it never blocks on a full one.
        Thread.detachNewThread {
            while !output.fileHandleForReading.availableData.isEmpty {}
        }
    }

    /// Resident memory and its peak, in MB (from /proc).
    func memory() -> (resident: Double, peak: Double) {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    /// SIGTERM, then SIGKILL if it has not ended within 20 s: the bench never hangs on its server.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let end = Date().addingTimeInterval(20)
        while process.isRunning, Date() < end { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
