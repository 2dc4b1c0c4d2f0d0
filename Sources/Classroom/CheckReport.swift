import Foundation

/// What an attendee's workshop posts after each save: the lesson's `--check` result, or the compile errors that
/// stopped it. `id` is chosen by the attendee's machine, so a re-send after a dropped connection is stored once.
public struct CheckReport: Codable, Equatable, Sendable {
    /// One lesson trace and whether the attendee's recognizer did what it should.
    public struct Trace: Codable, Equatable, Sendable {
        public var name: String
        public var passed: Bool
        /// What happened, in words ("recognized", "crashed: …").
        public var verdict: String

        public init(name: String, passed: Bool, verdict: String) {
            self.name = name
            self.passed = passed
            self.verdict = verdict
        }
    }

    public var id: String
    /// The attendee's name, as given with `--name`.
    public var name: String
    /// The lesson's title ("Lesson 3: the circle and its fit").
    public var lesson: String
    /// The attendee's file name (no folders: nothing of their disk goes to the class).
    public var file: String
    public var traces: [Trace]
    public var compileErrors: [String]
    /// When the attendee saved, seconds since 1970 (their clock).
    public var savedAt: Double

    public init(
        id: String = UUID().uuidString, name: String, lesson: String, file: String, traces: [Trace],
        compileErrors: [String], savedAt: Double = Date().timeIntervalSince1970
    ) {
        self.id = id
        self.name = name
        self.lesson = lesson
        self.file = file
        self.traces = traces
        self.compileErrors = compileErrors
        self.savedAt = savedAt
    }
}
