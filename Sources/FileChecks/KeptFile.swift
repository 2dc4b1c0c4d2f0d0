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

    /// How much of a file is read to judge it: the first line's start tells, and a stroke's points can run to
    /// megabytes.
    static let headLength = 4096

    /// What the file at `path` holds, judged by its first line: a trace's header, a stroke file's session header, or
    /// a stroke (a JSON object with `"points"`); nil for anything else or a file that cannot be read.
    public static func kind(at path: String) -> KeptFile? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        return kind(ofStart: (try? file.read(upToCount: headLength)) ?? Data())
    }

    /// What a file whose contents begin with `start` holds, judged as `kind(at:)` judges it, by its first
    /// `headLength` bytes.
    public static func kind(ofStart start: Data) -> KeptFile? {
        let head = start.prefix(headLength)
        let firstLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let compact = firstLine.filter { !$0.isWhitespace }
        guard compact.hasPrefix("{") else { return nil }
        if compact.contains("\"format\":\"gesturelab-trace\"") { return .trace }
        if compact.contains("\"format\":\"gesturelab-strokes\"") || compact.contains("\"points\":[") {
            return .strokes
        }
        return nil
    }
}
