import Foundation

/// The strokes a verdict file's verdicts are about, read again from the files its header names (or generated again),
/// each checked against its SHA-256: what the diff report draws.
public enum VerdictStrokes {
    /// The strokes by file (as the header names it) and line. Throws a `VerdictFileError` naming the file when it is
    /// missing or no longer the file that was judged.
    public static func read(for file: VerdictFile) throws -> [String: [Int: RecordedStroke]] {
        var result: [String: [Int: RecordedStroke]] = [:]
        for judged in file.header.files where judged.strokes > 0 {
            let strokes: [RecordedStroke]
            let sha256: String
            if let kind = GeneratedStrokes.Kind.allCases.first(where: { judged.file == "generated \($0.name)" }) {
                let lines = Set(file.verdicts.filter { $0.file == judged.file }.map(\.line))
                strokes = GeneratedStrokes.positives(kind).filter {
                    lines.contains(VerdictFile.place(of: $0).line)
                }
                sha256 = GeneratedStrokesText.sha256(of: strokes)
            } else {
                let read: (contents: StrokeFileContents, data: Data)
                do {
                    // Labelled as when the verdicts were made, so the strokes' sources are the verdicts'.
                    let source = file.verdicts.first { $0.file == judged.file }?.source ?? judged.file
                    read = try StrokeFile.readContents(path: judged.file, label: VerdictFile.place(of: source).label)
                } catch let problem as StrokeFileError {
                    throw VerdictFileError(
                        file: judged.file, line: nil,
                        reason: "the stroke file the verdicts were made on cannot be read (\(problem.reason)); run "
                            + "from the folder they were written in")
                }
                strokes = read.contents.strokes
                sha256 = SHA256Text.hex(of: read.data)
            }
            guard sha256 == judged.sha256 else {
                throw VerdictFileError(
                    file: judged.file, line: nil,
                    reason:
                        "changed since the verdicts were made (its SHA-256 is \(sha256.prefix(12))…, they were made "
                        + "on \(judged.sha256.prefix(12))…)")
            }
            var byLine: [Int: RecordedStroke] = [:]
            for stroke in strokes { byLine[VerdictFile.place(of: stroke).line] = stroke }
            result[judged.file] = byLine
        }
        return result
    }
}
