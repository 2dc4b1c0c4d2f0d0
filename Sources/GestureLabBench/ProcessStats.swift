import Foundation

/// What /proc says about a running process: its CPU time and its resident memory (Linux only).
enum ProcessStats {
    /// Clock ticks per second of /proc/PID/stat's times.
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// User plus system CPU time in clock ticks (fields 14 and 15 of /proc/PID/stat), nil once the process is gone.
    static func cpuTicks(_ pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name (which may hold spaces) start with field 3, the state.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return user + system
    }

    /// Resident set size in MB (VmRSS of /proc/PID/status), nil once the process is gone.
    static func residentMegabytes(_ pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }
}
