import Foundation

/// Finds recordings that a killed process left unfinished (SIGKILL, power loss) and puts them next to their target
/// as `NAME.recovered.trace.jsonl`, where they replay like any other trace.
///
/// A recording is written to `.NAME.recording-PID` beside its target; when the process with that id is gone, the file
/// is an orphan. A line cut off in the middle of writing is dropped, so the recovered file is valid to its end.
public enum TraceRecovery {
    static let marker = ".recording-"

    /// The hidden file a recording to `path` is written to by process `processID`.
    public static func temporaryPath(for path: String, processID: Int32) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder) + "/." + (path as NSString).lastPathComponent + marker + "\(processID)"
    }

    /// Where a recovered recording for the target `name` goes: `NAME.recovered.trace.jsonl` (NAME without its
    /// `.trace.jsonl`), numbered if that exists already.
    static func recoveredPath(folder: String, target name: String) -> String {
        var stem = name
        if stem.hasSuffix(".trace.jsonl") { stem.removeLast(".trace.jsonl".count) }
        var candidate = (folder as NSString).appendingPathComponent("\(stem).recovered.trace.jsonl")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = (folder as NSString).appendingPathComponent("\(stem).recovered-\(number).trace.jsonl")
            number += 1
        }
        return candidate
    }

    /// Recovers every orphaned recording in `folder`; returns one line per recovered file, for the user.
    @discardableResult
    public static func recoverUnfinished(in folder: String) -> [String] {
        let folder = folder.isEmpty ? "." : folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var messages: [String] = []
        for name in names.sorted() where name.hasPrefix(".") {
            guard let range = name.range(of: marker, options: .backwards),
                let processID = Int32(name[range.upperBound...]), !isRunning(processID)
            else { continue }
            let target = String(name[name.index(after: name.startIndex)..<range.lowerBound])
            let orphan = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: orphan) else { continue }
            // Keep whole lines only: a write cut off by the kill leaves a partial last line.
            let whole = data.lastIndex(of: UInt8(ascii: "\n")).map { data[...$0] } ?? Data()
            if whole.isEmpty {
                try? FileManager.default.removeItem(atPath: orphan)  // killed before the header was written
                continue
            }
            let destination = recoveredPath(folder: folder, target: target)
            do {
                try Data(whole).write(to: URL(fileURLWithPath: destination))
                try FileManager.default.removeItem(atPath: orphan)
            } catch {
                messages.append("could not recover the unfinished recording \(orphan): \(error.localizedDescription)")
                continue
            }
            let events = whole.filter { $0 == UInt8(ascii: "\n") }.count - 1
            messages.append("recovered an unfinished recording (\(events) events) as \(destination)")
        }
        return messages
    }

    /// Whether a process with this id exists (EPERM: it exists but belongs to someone else).
    static func isRunning(_ processID: Int32) -> Bool {
        processID > 0 && (kill(processID, 0) == 0 || errno == EPERM)
    }
}
