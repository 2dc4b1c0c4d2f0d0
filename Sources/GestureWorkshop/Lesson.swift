import Foundation

/// A workshop lesson: a folder with a README, a starter file, a solution and traces, described by `lesson.json`:
///
///     {"title": "The right chevron",
///      "traces": [{"file": "traces/clean.trace.jsonl", "expect": "recognized", "why": "a clean > …"}, …],
///      "strokeKind": "right_chevron"}
///
/// `expect` is `recognized` (the recognizer must begin or be recognized at least once) or `notRecognized`; `class`
/// (optional) names the recognizer a trace is for, in a lesson whose file declares several.
public struct Lesson: Codable, Sendable {
    /// One recorded trace of the lesson and what the attendee's recognizer must do with it.
    public struct TraceCheck: Codable, Sendable {
        /// Whether the recognizer must recognize the trace's gesture or must not.
        public enum Expectation: String, Codable, Sendable {
            case recognized, notRecognized
        }
        public var file: String
        public var expect: Expectation
        public var why: String
        /// The recognizer class this trace is for, when the lesson's file declares several (`"class": "ZStroke"`).
        public var className: String?

        enum CodingKeys: String, CodingKey {
            case file, expect, why
            case className = "class"
        }

        /// The trace's name as the checklist prints it: its file name without `.trace.jsonl`.
        public var name: String {
            (file as NSString).lastPathComponent.replacingOccurrences(of: ".trace.jsonl", with: "")
        }
    }

    public var title: String
    public var traces: [TraceCheck]
    /// The stroke kind the lesson's recognizer is for ("circle"), as `gesturelab collect` names kinds: in a
    /// classroom, the attendee's recognizer is scored on other people's strokes of this kind and of the others.
    public var strokeKind: String?
    /// The class scored in the classroom, when the lesson's file declares several.
    public var strokeClass: String?
    /// The lesson's folder (not in the file).
    public var folder: String = ""

    enum CodingKeys: String, CodingKey { case title, traces, strokeKind, strokeClass }

    public static let manifestName = "lesson.json"

    /// The lesson in `folder`, or in the first folder above it with a lesson.json.
    public static func find(from folder: String) throws -> Lesson {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let manifest = url.appendingPathComponent(manifestName).path
            if FileManager.default.fileExists(atPath: manifest) { return try read(manifest) }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        throw WorkshopError(
            "no \(manifestName) in \(folder.isEmpty ? "." : folder) or above it: "
                + "give the lesson's folder with --lesson (such as workshop/01-right-chevron)")
    }

    public static func read(_ path: String) throws -> Lesson {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WorkshopError("\(path): cannot read the lesson")
        }
        var lesson: Lesson
        do {
            lesson = try JSONDecoder().decode(Lesson.self, from: data)
        } catch {
            throw WorkshopError("\(path): not a valid lesson (\(error))")
        }
        lesson.folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard !lesson.traces.isEmpty else { throw WorkshopError("\(path): the lesson lists no traces") }
        return lesson
    }

    /// The classes the traces name (empty: the file's only recognizer).
    public var classNames: [String] {
        var names: [String] = []
        for check in traces { if let name = check.className, !names.contains(name) { names.append(name) } }
        return names
    }

    public func path(of check: TraceCheck) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(check.file).path
    }
}
