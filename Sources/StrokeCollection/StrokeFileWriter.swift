import FileChecks
import Foundation
import Glibc
import StrokeEvaluation

/// A stroke file could not be opened or written.
public struct StrokeFileWriteError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Appends a session to a stroke file, safely: each record is one `write` of a whole line followed by `fsync`, so a
/// crash or power loss loses at most the stroke being drawn. Opening the file checks that it is a stroke file (any
/// other is refused untouched) and drops a half-written last line left by a crash mid-write (with a warning). A session header goes before the session's first record, and again
/// whenever the device drawing changes, so each header describes the strokes after it.
public final class StrokeFileWriter: StrokeSink {
    public let path: String
    /// The header of this session, with the device of the strokes written last.
    public var header: StrokeSessionHeader
    private var hasWrittenHeader = false
    private let descriptor: Int32

    /// Opens (or creates) `path` for appending; `warn` hears of a repaired last line.
    public init(path: String, header: StrokeSessionHeader, warn: (String) -> Void = { _ in }) throws {
        self.path = path
        self.header = header
        let existed = FileManager.default.fileExists(atPath: path)
        if existed {
            _ = try Self.readExisting(path: path)  // a file that is not a stroke file is left alone
            if let message = try Self.dropCutShortLastLine(path: path) { warn(message) }
        }
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw StrokeFileWriteError("cannot open \(path) for writing: \(String(cString: strerror(errno)))")
        }
        if !existed { Self.syncFolder(of: path) }
    }

    deinit {
        close(descriptor)
    }

    public func record(_ record: CollectionRecord) throws {
        var lines: [String] = []
        if case .stroke(let stroke) = record, stroke.device != header.device {
            header.device = stroke.device
            hasWrittenHeader = false
        }
        if !hasWrittenHeader { lines.append(StrokeLineEncoder.line(for: header)) }
        lines.append(StrokeLineEncoder.line(for: record))
        try append(lines)
        hasWrittenHeader = true
    }

    /// Writes whole lines in one `write` (so a crash leaves at most the last one cut short), then syncs them.
    private func append(_ lines: [String]) throws {
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw StrokeFileWriteError("cannot write to \(path): \(String(cString: strerror(errno)))")
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            throw StrokeFileWriteError("cannot sync \(path) to disk: \(String(cString: strerror(errno)))")
        }
    }

    /// A new file's name is only safe once its folder is synced too.
    private static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let handle = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard handle >= 0 else { return }
        _ = fsync(handle)
        close(handle)
    }

    /// What a file holds, read without changing it, and the number of its last line if a crash cut it short
    /// (that line is left out of the contents). Any other malformed line is an error: collect appends only to a file
    /// it can read. A missing file holds nothing.
    public static func readExisting(path: String) throws -> (contents: StrokeFileContents, cutShortLine: Int?) {
        switch PathKind(of: path) {
        case .missing: return (StrokeFileContents(), nil)
        case .folder:
            throw StrokeFileWriteError("\(path) is a folder: give the stroke file's name (\(path)/strokes.jsonl)")
        case .file, .other: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StrokeFileWriteError("cannot read \(path)")
        }
        var whole = data
        var cutShortLine: Int?
        if let tail = cutShortTail(of: data) {
            whole = data[..<tail.start]
            cutShortLine = tail.line
        }
        guard let text = String(data: whole, encoding: .utf8) else {
            throw StrokeFileError(file: path, line: nil, reason: "the file is not UTF-8 text")
        }
        return (try StrokeFile.parseContents(text, file: path), cutShortLine)
    }

    /// The start and line number of a last line that opens an object and ends before closing it, without a newline.
    private static func cutShortTail(of data: Data) -> (start: Data.Index, line: Int)? {
        guard let last = data.last, last != 0x0A else { return nil }
        let start = data.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
        guard StrokeFile.isUnclosedObject(data[start...]) else { return nil }
        return (start, data[..<start].filter { $0 == 0x0A }.count + 1)
    }

    /// If the file ends without a newline, its last line was being written when the writer stopped: a line cut off
    /// before its object closes is removed, a whole one gets its newline. Returns what was done, for a warning; nil
    /// when the file was whole.
    public static func dropCutShortLastLine(path: String) throws -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StrokeFileWriteError("cannot read \(path)")
        }
        guard let last = data.last, last != 0x0A else { return nil }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        guard let tail = cutShortTail(of: data) else {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data([0x0A]))
            try handle.synchronize()
            return nil
        }
        try handle.truncate(atOffset: UInt64(tail.start - data.startIndex))
        try handle.synchronize()
        return "\(path):\(tail.line): dropped a half-written last line (\(data.endIndex - tail.start) bytes): the "
            + "stroke being written when the last session stopped"
    }
}
