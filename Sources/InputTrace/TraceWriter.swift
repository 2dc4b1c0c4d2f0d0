import FileChecks
import Foundation
import GestureEngine

/// Writes a trace as it is recorded, to a hidden temporary file beside the target that is renamed into place when
/// the recording finishes, so a reader never sees half a trace. Opening fails at once on an unwritable path.
///
/// Nothing is lost: every event is written to the file as it comes (one `write` per line, no buffering in the
/// process), and the file is synced to the disk about once a second (`syncInterval`), so a SIGKILL or a power loss
/// leaves at most the last second unsynced. A recording left unfinished that way is recovered at the next start
/// (`TraceRecovery`).
public final class TraceWriter {
    public let path: String
    /// The hidden file being written: `.NAME.recording-PID` in the target's folder.
    public let temporaryPath: String
    private let handle: FileHandle
    private let startTime: TimeInterval
    private let encoder: JSONEncoder
    public private(set) var eventCount = 0
    private var isFinished = false
    /// How often (s) written lines are synced to the disk.
    public var syncInterval: TimeInterval = 1
    private var lastSync = ProcessInfo.processInfo.systemUptime
    private var hasUnsyncedLines = false

    /// Starts a recording whose times count from `startTime` (seconds on the app's clock).
    public init(path: String, header: TraceHeader, startTime: TimeInterval) throws {
        if let problem = Self.problemReplacing(path) { throw TraceError(file: path, line: nil, reason: problem) }
        self.path = path
        self.startTime = startTime
        temporaryPath = TraceRecovery.temporaryPath(for: path, processID: getpid())
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            throw TraceError(file: path, line: nil, reason: "cannot record here: the folder is missing or not writable")
        }
        self.handle = handle
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if header.hostile == true {  // the reader reads these back (as it reads NaN in any trace, to refuse it)
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        try write(encoder.encode(header))
        sync()
    }

    /// Why what is at `path` must not be replaced by a recording, or nil: nothing is there, or an earlier trace is
    /// (recording again replaces it). A file of anything else, named by mistake, is kept.
    static func problemReplacing(_ path: String) -> String? {
        switch PathKind(of: path) {
        case .missing: return nil
        case .folder: return "a folder: give the trace file's name (\(path)/NAME.trace.jsonl)"
        case .file, .other: break
        }
        guard FileManager.default.isReadableFile(atPath: path) else { return "exists and cannot be read" }
        guard KeptFile.kind(at: path) == .trace else {
            return "exists and is not a trace: choose another name, or remove it first"
        }
        return nil
    }

    private func write(_ data: Data) throws {
        try handle.write(contentsOf: data + Data("\n".utf8))
        hasUnsyncedLines = true
    }

    /// Appends one event (its time is made relative to the start of the recording).
    public func append(_ event: InputEvent) throws {
        guard !isFinished else { return }
        try write(encoder.encode(TraceEventLine(event, relativeTime: ((event.time - startTime) * 1e6).rounded() / 1e6)))
        eventCount += 1
        syncIfDue()
    }

    /// Syncs the written lines to the disk if the last sync is `syncInterval` old. The run loop calls it when idle.
    public func syncIfDue() {
        guard hasUnsyncedLines, ProcessInfo.processInfo.systemUptime - lastSync >= syncInterval else { return }
        sync()
    }

    /// Seconds until lines written now must be synced (nil: nothing waits), so an idle run loop wakes up for it.
    public var secondsUntilSync: TimeInterval? {
        guard hasUnsyncedLines, !isFinished else { return nil }
        return max(0, lastSync + syncInterval - ProcessInfo.processInfo.systemUptime)
    }

    private func sync() {
        try? handle.synchronize()
        lastSync = ProcessInfo.processInfo.systemUptime
        hasUnsyncedLines = false
    }

    /// Syncs, closes the file and renames it into place. Safe to call more than once.
    public func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        sync()
        try handle.close()
        guard rename(temporaryPath, path) == 0 else {
            throw TraceError(
                file: path, line: nil,
                reason: "cannot move the finished recording into place (it is in \(temporaryPath))")
        }
    }
}
