import FileChecks
import Foundation

/// Writes a report's folder whole or not at all: the files go into a temporary folder beside it, renamed into place
/// at the end, so an error leaves the previous report or nothing. A folder that exists is replaced only when every
/// file in it is one a report of this kind writes (`isReportFile`): never someone's other folder.
struct ReportFolder {
    /// True for a name this kind of report writes.
    let isReportFile: (String) -> Bool
    /// What the report is called in messages ("eval diff report").
    let kind: String

    /// Replaces `directory` with what `fill` writes into the folder it is given; throws `EvalReportError`.
    func write(to directory: String, _ fill: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let pathKind = PathKind(of: target.path)
        if pathKind != .missing {
            let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
            guard pathKind == .folder, contents.allSatisfy(isReportFile) else {
                throw EvalReportError(
                    description: "\(directory): exists and is not an earlier \(kind); choose another folder")
            }
        }
        let parent = target.deletingLastPathComponent()
        guard PathKind(of: parent.path) == .folder else {
            throw EvalReportError(description: "\(directory): the folder \(parent.path) does not exist")
        }
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).partial-\(getpid())")
        do {
            try? manager.removeItem(at: temporary)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try fill(temporary)
            if manager.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: temporary, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: temporary, to: target)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            if let error = error as? EvalReportError { throw error }
            throw EvalReportError(description: "\(directory): cannot write the \(kind) (\(error))")
        }
    }
}
