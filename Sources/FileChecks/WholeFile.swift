import Foundation

/// Reads a whole file a person named, as a stream: a pipe (`gesturelab eval <(zcat strokes.jsonl.gz)`) reads as
/// well as a file on disk, and a source that never ends (`/dev/zero`) stops at `largest` with an error instead of
/// filling the memory.
public enum WholeFile {
    /// The most read: 256 MiB, twenty times the largest stroke set here (12 MB).
    public static let largest = 256 << 20

    /// The file's bytes, or a `FileProblem` saying why not.
    public static func read(_ path: String, limit: Int = largest) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileProblem(file: path, line: nil, reason: "cannot be opened for reading")
        }
        defer { try? handle.close() }
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw FileProblem(file: path, line: nil, reason: "cannot be read (\(error.localizedDescription))")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            if data.count > limit {
                throw FileProblem(
                    file: path, line: nil, reason: "more than \(limit >> 20) MiB: not a file GestureLab reads")
            }
        }
    }
}
