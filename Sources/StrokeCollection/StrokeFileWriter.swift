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
/// crash or power loss loses at most the stroke being drawn. Opening the file first drops a half-written last line
/// left by a crash mid-write (with a warning). A session header goes before the session's first record, and again
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
        if existed, let message = try Self.dropCutShortLastLine(path: path) { warn(message) }
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

    /// If the file ends without a newline, its last line was being written when the writer stopped: a whole line
    /// gets its newline back, anything else is cut off. Returns what was done, for a warning; nil when the file was
    /// whole.
    public static func dropCutShortLastLine(path: String) throws -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StrokeFileWriteError("cannot read \(path)")
        }
        guard let last = data.last, last != 0x0A else { return nil }
        let lineStart = data.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
        let tail = data[lineStart...]
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let lineNumber = data[..<lineStart].filter { $0 == 0x0A }.count + 1
        if let text = String(data: tail, encoding: .utf8),
            (try? StrokeFile.parseContents(text + "\n", file: path)) != nil
        {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data([0x0A]))
            try handle.synchronize()
            return "\(path):\(lineNumber): the last line had lost its newline; it is whole and kept"
        }
        try handle.truncate(atOffset: UInt64(lineStart - data.startIndex))
        try handle.synchronize()
        return "\(path):\(lineNumber): dropped a half-written last line (\(tail.count) bytes): the stroke being "
            + "written when the last session stopped"
    }
}
