import FileChecks
import Foundation
import GestureEngine

/// What `gesturelab eval --verdicts OUT.jsonl` writes and `gesturelab eval diff` compares: a header line saying what
/// was measured (recognizer, its limits, the build, the stroke files with their SHA-256, the date), then one line per
/// stroke played with the recognizer's verdict. Two runs of one build on the same files write the same bytes apart
/// from the date. A stroke is known by its file's hash and its line, so a verdict file still matches its strokes
/// when the files move.
public struct VerdictFile: Equatable, Sendable {
    /// The first line's `format`: what tells a verdict file from a stroke file or a trace.
    public static let format = "gesturelab-verdicts"

    /// What was measured and by which build.
    public struct Header: Equatable, Sendable {
        public var recognizer: String
        /// The stroke name that counted as positive.
        public var positive: String
        /// Whose strokes were judged (`--split`).
        public var split: String
        /// The recognizer's limits as they were: each threshold `eval --sweep` knows, with its value.
        public var limits: [Limit]
        /// The calibration profile's setting when `--profile` gave the limits, else nil.
        public var calibration: String?
        public var version: String
        /// The commit the build was made from ("unknown" when the build cannot tell).
        public var commit: String
        public var files: [JudgedFile]
        /// When the file was written, ISO 8601 in UTC: the one field that differs between two runs.
        public var date: String
        /// The perturbation every stroke was played under (`eval --perturb --perturbed-verdicts`), nil as recorded.
        public var variation: String?

        public init(
            recognizer: String, positive: String, split: String, limits: [Limit], calibration: String?,
            version: String, commit: String, files: [JudgedFile], date: String, variation: String? = nil
        ) {
            self.recognizer = recognizer
            self.positive = positive
            self.split = split
            self.limits = limits
            self.calibration = calibration
            self.version = version
            self.commit = commit
            self.files = files
            self.date = date
            self.variation = variation
        }
    }

    /// One threshold and its value, in the unit `eval --sweep` shows.
    public struct Limit: Equatable, Sendable {
        public var name: String
        public var value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// A stroke file the verdicts are about: its path as given, its SHA-256 and how many of its strokes were judged.
    /// Generated positives (tickle, Z, right slide) are a file of their own ("generated tickle") whose hash is that of
    /// the strokes' text (`GeneratedStrokesText`).
    public struct JudgedFile: Equatable, Sendable {
        public var file: String
        public var sha256: String
        public var strokes: Int

        public init(file: String, sha256: String, strokes: Int) {
            self.file = file
            self.sha256 = sha256
            self.strokes = strokes
        }
    }

    /// The recognizer's answer on one stroke.
    public struct Verdict: Equatable, Sendable {
        /// The file, as the header names it.
        public var file: String
        /// The stroke's line in its file (its number, for generated strokes).
        public var line: Int
        public var name: String
        public var subject: Int?
        /// Where the tables and reports say the stroke is from ("dollar1-dev.jsonl:12").
        public var source: String
        /// True when the stroke's name is the positive one.
        public var positive: Bool
        public var accepted: Bool
        /// The refusal's words; nil when accepted.
        public var reason: String?
        /// The recognizer's summed cost (circle, chevron), nil for a recognizer that scores nothing or a stroke
        /// refused before it was weighed.
        public var score: Double?
        /// What the recognizer drew for the inspector, in the stroke's coordinates (a long path kept to
        /// `VerdictLines.polylinePoints` points), so a diff can show what each version saw.
        public var drew: [InspectorOverlay]

        public init(
            file: String, line: Int, name: String, subject: Int?, source: String, positive: Bool, accepted: Bool,
            reason: String?, score: Double?, drew: [InspectorOverlay]
        ) {
            self.file = file
            self.line = line
            self.name = name
            self.subject = subject
            self.source = source
            self.positive = positive
            self.accepted = accepted
            self.reason = reason
            self.score = score
            self.drew = drew
        }
    }

    public var header: Header
    public var verdicts: [Verdict]

    public init(header: Header, verdicts: [Verdict]) {
        self.header = header
        self.verdicts = verdicts
    }

    /// The hash of the file a verdict is about.
    public func sha256(of verdict: Verdict) -> String? {
        header.files.first { $0.file == verdict.file }?.sha256
    }
}

/// A verdict file could not be read; the message names the file and line.
public typealias VerdictFileError = FileProblem
