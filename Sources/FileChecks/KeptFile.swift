import Foundation

/// What a file holds that GestureLab cannot make again: a recording of someone's input (a gesturelab trace) or the
/// strokes people drew (a stroke file). An output — a log, a state file, a picture — never replaces one.
public enum KeptFile: Equatable, Sendable {
    case trace
    case strokes

    /// What it is called in a message.
    public var description: String {
        switch self {
        case .trace: "a recording (a gesturelab trace)"
        case .strokes: "strokes people drew (a stroke file)"
        }
    }

    /// What the file at `path` holds, judged by its first line: a trace's header, a stroke file's session header, or
    /// a stroke (a JSON object with `"points"`); nil for anything else or a file that cannot be read.
    public static func kind(at path: String) -> KeptFile? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        // The first line's start tells: a stroke's points can run to megabytes, and are not needed.
        let start = (try? file.read(upToCount: 4096)) ?? Data()
        let firstLine = String(decoding: start.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let compact = firstLine.filter { !$0.isWhitespace }
        guard compact.hasPrefix("{") else { return nil }
        if compact.contains("\"format\":\"gesturelab-trace\"") { return .trace }
        if compact.contains("\"format\":\"gesturelab-strokes\"") || compact.contains("\"points\":[") {
            return .strokes
        }
        return nil
    }
}
