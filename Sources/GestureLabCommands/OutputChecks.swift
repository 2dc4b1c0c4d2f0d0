import ArgumentParser
import FileChecks
import Foundation

/// The output options' checks (`OutputFile`), made before anything runs, as a usage error.
enum OutputChecks {
    /// Throws when one of `outputs` may not be written: a folder, a file the command reads (`inputs`), a recording or
    /// a stroke file, or a file in a folder that is missing or not writable.
    static func check(_ outputs: [String?], readingFrom inputs: [String] = []) throws {
        for output in outputs.compactMap({ $0 }) {
            if let problem = OutputFile.problem(output, readingFrom: inputs) { throw ValidationError(problem) }
            if PathKind(of: output) == .missing {
                let folder = (output as NSString).deletingLastPathComponent
                try checkWritableFolder(folder.isEmpty ? "." : folder, for: output)
            }
        }
    }

    /// Throws when `folder` (an option's folder of outputs: `--frames`, `--report`) is a file, or cannot be made:
    /// its nearest existing parent is not a writable folder.
    static func checkFolder(_ folder: String?, option: String) throws {
        guard let folder else { return }
        switch PathKind(of: folder) {
        case .folder:
            if let reason = refusal(in: folder) {
                throw ValidationError("\(option): cannot write into \(folder) (\(reason))")
            }
        case .file, .other:
            throw ValidationError("\(option): \(folder) is not a folder; give a folder's name (it is made if missing)")
        case .missing:
            var parent = (folder as NSString).deletingLastPathComponent
            while !parent.isEmpty && PathKind(of: parent) == .missing {
                parent = (parent as NSString).deletingLastPathComponent
            }
            try checkWritableFolder(parent.isEmpty ? "." : parent, for: folder, option: option)
        }
    }

    private static func checkWritableFolder(_ folder: String, for path: String, option: String? = nil) throws {
        let prefix = option.map { "\($0): " } ?? ""
        switch PathKind(of: folder) {
        case .folder:
            if let reason = refusal(in: folder) {
                throw ValidationError(
                    "\(prefix)cannot write \(path): the folder \(folder) takes no new files (\(reason))")
            }
        case .missing:
            throw ValidationError("\(prefix)cannot write \(path): the folder \(folder) does not exist")
        case .file, .other:
            throw ValidationError("\(prefix)cannot write \(path): \(folder) is not a folder")
        }
    }

    /// Why a new entry cannot be made in `folder`, found by making one and removing it at once: permission bits
    /// say nothing of root, of a read-only mount or of /proc.
    private static func refusal(in folder: String) -> String? {
        let probe = (folder as NSString).appendingPathComponent(".gesturelab-write-check-\(getpid())")
        guard mkdir(probe, 0o700) == 0 else { return String(cString: strerror(errno)) }
        rmdir(probe)
        return nil
    }
}
