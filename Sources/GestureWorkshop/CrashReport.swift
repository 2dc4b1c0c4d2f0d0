import Foundation

/// What a crashed process said about its crash, read from its standard error: the runtime's fatal message
/// (`Fatal error: Index out of range`) and the first place in the attendee's file in the backtrace
/// (Swift's backtracer prints `… at /path/Lesson.swift:12:17` for frames with debug information).
public struct CrashReport: Equatable, Sendable {
    /// The runtime's message, or the signal when there was none ("Segmentation fault").
    public let message: String
    /// `FILE:LINE:COL` in the attendee's file (as they typed its path), if the backtrace reached it.
    public let location: String?

    public init(message: String, location: String?) {
        self.message = message
        self.location = location
    }

    /// Reads `output` (the crashed process's standard error). `sourcePath` is the absolute path given to swiftc,
    /// `displayPath` the attendee's spelling of it.
    public static func parse(_ output: String, sourcePath: String, displayPath: String, signal: Int32?) -> CrashReport {
        var message: String?
        var location: String?
        for rawLine in output.split(separator: "\n") {
            let line = String(rawLine)
            if message == nil, let range = line.range(of: "Fatal error: ") {
                let text = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
                message = "Fatal error: " + (text.isEmpty ? "(no message)" : text)
            }
            if message == nil, let range = line.range(of: "*** Program crashed: ") {
                message = String(line[range.upperBound...]).replacingOccurrences(of: " ***", with: "")
            }
            if location == nil, let range = line.range(of: " at \(sourcePath):") {
                let place = line[range.upperBound...].prefix { $0.isNumber || $0 == ":" }
                if !place.isEmpty { location = "\(displayPath):\(place)" }
            }
        }
        if let location, message == nil {
            message = "crashed at \(location)"
        }
        return CrashReport(message: message ?? signal.map { "killed by signal \($0)" } ?? "crashed", location: location)
    }

    /// One line for the terminal and the banner: `Lesson.swift:12:17: Fatal error: Index out of range`.
    public var line: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
