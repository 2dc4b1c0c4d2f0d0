import Foundation
import StrokeEvaluation

/// What a report measured, so a page attached to a bug says how to make it again: the GestureLab version and commit,
/// the recognizer and its limits, every stroke file with its SHA-256 and how many of its strokes were played, the
/// date, the exact command, and the command that plays one stroke alone.
public struct EvalReportHeader: Sendable {
    /// One stroke file measured.
    public struct File: Sendable, Equatable {
        public let path: String
        /// The SHA-256 in hex; nil when the file could not be read again.
        public let sha256: String?
        /// How many of its strokes were played.
        public let strokes: Int

        public init(path: String, sha256: String?, strokes: Int) {
            self.path = path
            self.sha256 = sha256
            self.strokes = strokes
        }
    }

    public let version: String
    public let commit: String
    /// The recognizer's limits as measured: "score threshold = 1.00", or the calibration profile's.
    public let limits: [String]
    public let files: [File]
    /// Strokes made up by eval rather than read (tickle, z, right-slide-down's generated positives).
    public let generatedStrokes: Int
    public let date: Date
    public let command: String
    /// The command that plays one stroke alone, without its `--stroke SOURCE` (the report appends that).
    public let playCommand: String

    public init(
        version: String, commit: String, limits: [String], files: [File], generatedStrokes: Int = 0,
        date: Date = Date(), command: String, playCommand: String
    ) {
        self.version = version
        self.commit = commit
        self.limits = limits
        self.files = files
        self.generatedStrokes = generatedStrokes
        self.date = date
        self.command = command
        self.playCommand = playCommand
    }

    /// The files `paths` name, each hashed, with how many of `evaluation`'s strokes came from it (a stroke's
    /// source names its file by its last path component).
    public static func files(_ paths: [String], in evaluation: StrokeEvaluation) -> [File] {
        var counts: [String: Int] = [:]
        for outcome in evaluation.outcomes { counts[StrokeFileSet.fileName(of: outcome.stroke), default: 0] += 1 }
        return paths.map { path in
            File(
                path: path, sha256: FileManager.default.contents(atPath: path).map(SHA256Text.hex(of:)),
                strokes: counts[(path as NSString).lastPathComponent] ?? 0)
        }
    }

    /// Today's value of each threshold the recognizer has ("score threshold = 1.00").
    public static func limits(of recognizer: EvaluatedRecognizer) -> [String] {
        recognizer.thresholds.map { "\($0.name) = \(Text.fixed($0.current))" }
    }

    /// The command that plays `source` alone: `playCommand --stroke 'SOURCE'`.
    public func playCommand(for source: String) -> String {
        playCommand + " --stroke " + ShellQuoting.quote(source)
    }
}
