import Foundation

/// The class's strokes kept on the attendee's machine (`$XDG_CACHE_HOME/gesturelab/classroom/`), so each save
/// downloads only the strokes stored since the last one. JSON Lines: the dataset version, then one
/// `StrokePage.Entry` a line, in the server's order. A file that cannot be read is started again, never trusted.
public struct StrokeCache: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The cache for the class of `token` (the file's name is a hash of it: the token stays out of file names).
    public static func standard(
        token: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StrokeCache {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "class-" + String(hash, radix: 16) + ".strokes.jsonl"
        return StrokeCache(path: (base as NSString).appendingPathComponent("gesturelab/classroom/" + name))
    }

    private struct Header: Codable {
        var dataset: String
    }

    /// The dataset version and the strokes kept, or ("", []) when there is no usable cache.
    public func load() -> (dataset: String, entries: [StrokePage.Entry]) {
        guard let data = FileManager.default.contents(atPath: path) else { return ("", []) }
        let decoder = JSONDecoder()
        var lines = data.split(separator: UInt8(ascii: "\n"))
        guard !lines.isEmpty, let header = try? decoder.decode(Header.self, from: Data(lines.removeFirst())) else {
            return ("", [])
        }
        var entries: [StrokePage.Entry] = []
        entries.reserveCapacity(lines.count)
        for line in lines {
            // A line cut short by a crash mid-write: the strokes after it are fetched again.
            guard let entry = try? decoder.decode(StrokePage.Entry.self, from: Data(line)),
                entry.seq > (entries.last?.seq ?? 0)
            else { break }
            entries.append(entry)
        }
        return (header.dataset, entries)
    }

    /// Writes the whole cache anew (a new dataset version).
    public func replace(dataset: String, entries: [StrokePage.Entry]) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var data = try JSONEncoder().encode(Header(dataset: dataset)) + Data("\n".utf8)
        data.append(try lines(entries))
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Adds strokes at the end.
    public func append(_ entries: [StrokePage.Entry]) throws {
        guard !entries.isEmpty else { return }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw ClassroomError("cannot add to the stroke cache \(path)")
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: try lines(entries))
    }

    private func lines(_ entries: [StrokePage.Entry]) throws -> Data {
        let encoder = JSONEncoder()
        var data = Data()
        for entry in entries {
            data.append(try encoder.encode(entry))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }
}
