import Foundation
import StrokeEvaluation

/// Stroke files read for `gesturelab strokes`: each file's session headers and strokes, which it can write out
/// again in part (by person) or merged, with each session's header before its strokes.
public struct StrokeSet: Sendable {
    /// One file as read.
    public struct File: Sendable {
        public let path: String
        public let contents: StrokeFileContents
        /// The file's lines, when it was read from disk: strokes are written out as they were, with every field
        /// (`derived`, `source`) kept.
        public let lines: [Substring]?

        public init(path: String, contents: StrokeFileContents, lines: [Substring]? = nil) {
            self.path = path
            self.contents = contents
            self.lines = lines
        }

        /// A stroke's line as it is in the file, or written again from what was read.
        func line(for stroke: RecordedStroke) -> String {
            if let lines, let number = stroke.source.split(separator: ":").last.flatMap({ Int($0) }),
                lines.indices.contains(number - 1)
            {
                return String(lines[number - 1])
            }
            return StrokeLineEncoder.line(for: stroke)
        }
    }

    public let files: [File]

    /// Reads every file; the first that cannot be read or is malformed is the error (file and line).
    public init(paths: [String]) throws {
        files = try paths.map { path in
            let contents = try StrokeFile.readContents(path: path)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return File(
                path: path, contents: contents, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    public init(files: [File]) {
        self.files = files
    }

    /// Every stroke of every file.
    public var strokes: [RecordedStroke] { files.flatMap(\.contents.strokes) }

    /// The people, by subject number.
    public var subjects: [Int] { Set(strokes.compactMap(\.subject)).sorted() }

    /// Refuses files that give one subject number to what must be different people or sessions: the same prompt
    /// answered in two files, or sessions with different plans. One person's session continued in the same file is
    /// fine; the same id in two files that do not overlap is taken as one person on two machines.
    public func checkSubjectsDoNotConflict() throws {
        var owner: [StrokeKey: (file: Int, path: String)] = [:]
        var seeds: [Int: (seed: UInt64, file: Int, path: String)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for header in file.contents.sessions {
                if let earlier = seeds[header.subject], earlier.seed != header.seed, earlier.file != fileIndex {
                    throw StrokeSetError(
                        "subject \(header.subject) has sessions with different plans in \(earlier.path) and "
                            + "\(file.path): two people with one id? Collect again with another --subject, or leave "
                            + "one file out")
                }
                seeds[header.subject] = seeds[header.subject] ?? (header.seed, fileIndex, file.path)
            }
            for stroke in file.contents.strokes {
                guard let key = stroke.key else { continue }
                if let earlier = owner[key], earlier.file != fileIndex {
                    throw StrokeSetError(
                        "subject \(key.subject) drew '\(key.name) \(key.speed) #\(key.sample)' in both \(earlier.path) and "
                            + "\(file.path): two people with one id, or the same file given twice")
                }
                owner[key] = (fileIndex, file.path)
            }
        }
    }

    /// The file's text for the strokes whose subject `keep` accepts: strokes without a session header first (the
    /// published sets have none, and a header would claim them), then each session's header and its strokes.
    /// Strokes keep their lines as they were; redone, withdrawn and skipped prompts are left out.
    public func text(keeping keep: (Int?) -> Bool = { _ in true }) -> String {
        var lines: [String] = []
        for file in files {
            for stroke in file.contents.strokes where stroke.session == nil && keep(stroke.subject) {
                lines.append(file.line(for: stroke))
            }
        }
        for file in files {
            for (index, header) in file.contents.sessions.enumerated() {
                let strokes = file.contents.strokes.filter { $0.session == index && keep($0.subject) }
                guard !strokes.isEmpty else { continue }
                lines.append(StrokeLineEncoder.line(for: header))
                lines += strokes.map(file.line(for:))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Splits the people (never single strokes) into a development part and a held-out part of about `fraction`
    /// of them, shuffled from `seed`: at least one person on each side when there are two or more.
    public func split(holdingOut fraction: Double, seed: UInt64) throws -> (development: [Int], heldOut: [Int]) {
        guard fraction > 0, fraction < 1 else { throw StrokeSetError("the held-out part must be between 0% and 100%") }
        if let stroke = strokes.first(where: { $0.subject == nil }) {
            throw StrokeSetError(
                "\(stroke.source): a stroke without a subject cannot be split by person (add \"subject\" to it)")
        }
        let people = CollectionPlan.shuffled(subjects, seed: seed)
        guard people.count >= 2 else {
            throw StrokeSetError("\(people.count) person in the files: a split by person needs at least 2")
        }
        let count = min(people.count - 1, max(1, Int((Double(people.count) * fraction).rounded())))
        return (people.dropFirst(count).sorted(), people.prefix(count).sorted())
    }
}

/// Bad input to `gesturelab strokes`.
public struct StrokeSetError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
