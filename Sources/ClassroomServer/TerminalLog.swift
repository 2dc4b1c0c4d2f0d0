import Foundation

/// The server's terminal: one line per join, upload and refusal, at most `linesPerSecond` a second; beyond that
/// the rest of the second is summed up in one line ("… 37 more: 30 stroke uploads, 7 checks").
actor TerminalLog {
    let linesPerSecond: Int
    private let write: @Sendable (String) -> Void
    private var second = 0
    private var shown = 0
    private var held: [String: Int] = [:]

    init(linesPerSecond: Int = 10, write: @escaping @Sendable (String) -> Void) {
        self.linesPerSecond = linesPerSecond
        self.write = write
    }

    /// Logs `line`; `kind` names it in a summary ("stroke uploads").
    func note(_ line: String, kind: String, now: Double = Date().timeIntervalSince1970) {
        let current = Int(now)
        if current != second { flush(current) }
        if shown < linesPerSecond {
            shown += 1
            write(Self.stamp(now) + " " + line)
        } else {
            held[kind, default: 0] += 1
        }
    }

    /// Writes the summary of what was held back (called each second and at the end).
    func flush(_ next: Int = Int(Date().timeIntervalSince1970)) {
        if !held.isEmpty {
            let total = held.values.reduce(0, +)
            let parts = held.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            write(Self.stamp(Double(second)) + " … \(total) more: \(parts)")
            held = [:]
        }
        second = next
        shown = 0
    }

    static func stamp(_ time: Double) -> String {
        let seconds = Int(time) % 86_400
        return String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
}
