/// A file that cannot be used, with where and why; its message names the file and, when one is to blame, the line
/// ("strokes.jsonl:12: not JSON"), as compilers do, so an editor can jump there. Trace files and stroke files both
/// report with it (`TraceError`, `StrokeFileError`).
public struct FileProblem: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)" }
}
