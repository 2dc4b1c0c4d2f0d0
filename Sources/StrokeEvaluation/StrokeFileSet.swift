import FileChecks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Several stroke files read as one set of strokes: `eval A.jsonl B.jsonl 'dir/*.jsonl'`. Each file is read by
/// `StrokeFile`; a subject number must name one person, so the same subject in two files is an error unless both
/// files say they come from the same source (their `source` field), as two sessions of one person do. The data sets
/// number their people apart: $1 1–11, MMG 110–199, EDS 1001–1111, Quick, Draw! 5000 and up.
public enum StrokeFileSet {
    /// The files the arguments name, in the order given, each once: a pattern with `*`, `?` or `[` is expanded
    /// (sorted) and must match at least one file; any other argument must be a file that exists.
    public static func paths(_ arguments: [String]) throws -> [String] {
        guard !arguments.isEmpty else {
            throw StrokeFileError(file: "eval", line: nil, reason: "no stroke file given")
        }
        var paths: [String] = []
        for argument in arguments {
            let matches: [String]
            if argument.contains(where: { "*?[".contains($0) }) {
                matches = expand(argument)
                guard !matches.isEmpty else {
                    throw StrokeFileError(file: argument, line: nil, reason: "the pattern matches no file")
                }
            } else {
                try StrokeFile.requireFile(argument)
                matches = [argument]
            }
            for path in matches where !paths.contains(where: { isSameFile($0, path) }) { paths.append(path) }
        }
        return paths
    }

    /// One file of the set as it was read: the path as given, the label its strokes' sources begin with, the
    /// SHA-256 of its bytes (lowercase hex) and its strokes.
    public struct File: Sendable {
        public let path: String
        public let label: String
        public let sha256: String
        public let strokes: [RecordedStroke]
    }

    /// Every stroke of every file the arguments name, file by file. Throws if a file cannot be read or a subject
    /// number appears in two files of different sources.
    public static func read(_ arguments: [String]) throws -> [RecordedStroke] {
        try readFiles(arguments).flatMap(\.strokes)
    }

    /// The files the arguments name, each read once, with their hashes. A file's strokes are labelled by its name
    /// (`StrokeFile.label(of:)`), or by the path as given when another file of the set has the same name, so that a
    /// source such as "strokes.jsonl:12" names one stroke.
    public static func readFiles(_ arguments: [String]) throws -> [File] {
        let allPaths = try paths(arguments)
        var files: [File] = []
        var fileOfSubject: [Int: String] = [:]
        for path in allPaths {
            let name = StrokeFile.label(of: path)
            let isShared = allPaths.filter { StrokeFile.label(of: $0) == name }.count > 1
            let label = isShared ? path : name
            let (contents, data) = try StrokeFile.readContents(path: path, label: label)
            let mine = contents.strokes
            for subject in Set(mine.compactMap(\.subject)).sorted() {
                if let other = fileOfSubject[subject] {
                    let sources = (source(of: subject, in: other), source(of: subject, in: path))
                    if let first = sources.0, first == sources.1 { continue }
                    throw StrokeFileError(
                        file: path, line: nil,
                        reason:
                            "subject \(subject) is also in \(other); a subject number must name one person across files"
                    )
                }
                fileOfSubject[subject] = path
            }
            files.append(File(path: path, label: label, sha256: SHA256Text.hex(of: data), strokes: mine))
        }
        return files
    }

    /// The file a stroke came from ("mmg-dev.jsonl"), from its source ("mmg-dev.jsonl:12"); "generated" for made-up
    /// strokes.
    public static func fileName(of stroke: RecordedStroke) -> String {
        guard stroke.source.hasPrefix("generated") == false, let colon = stroke.source.lastIndex(of: ":") else {
            return "generated"
        }
        return String(stroke.source[..<colon])
    }

    /// The `source` field of the first stroke of `subject` in the file, if it has one.
    private static func source(of subject: Int, in path: String) -> String? {
        struct Fields: Decodable {
            let subject: Int?
            let source: String?
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        let decoder = JSONDecoder()
        for line in data.split(separator: 0x0A) {
            if let fields = try? decoder.decode(Fields.self, from: Data(line)), fields.subject == subject {
                return fields.source
            }
        }
        return nil
    }

    private static func expand(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { index in
            result.gl_pathv[index].map { String(cString: $0) }
        }
        .filter { PathKind(of: $0) == .file }
        .sorted()
    }
}
