import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The advisory lock on a data folder (`DATA/serving.lock`, `flock`): `classroom serve` holds it for as long as it
/// runs, and `classroom restore` while it replaces the database, so neither works under the other. The kernel lets
/// go of it when the process ends, however it ends: a killed server leaves no stale lock behind, only the file.
public final class DataFolderLock: Sendable {
    /// The lock file's name in the data folder.
    public static let fileName = "serving.lock"
    private let descriptor: Int32

    /// Takes the lock on `folder` (creating both when missing), or throws `DataFolderInUse` naming the process
    /// that holds it.
    public init(folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        // Close-on-exec: a program the holder starts must not inherit the lock and keep it after the holder ends.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DataFolderLockFailure("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            let holder = Self.holder(descriptor)
            close(descriptor)
            guard reason == EWOULDBLOCK else {
                throw DataFolderLockFailure("cannot lock \(path): \(String(cString: strerror(reason)))")
            }
            throw DataFolderInUse(folder: folder, holder: holder)
        }
        // The holder's process id, for the refusal's message only: the lock itself is what counts.
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The process id written in the lock file, if it reads as one.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The data folder is locked by a running process: a classroom server, or a restore under way.
public struct DataFolderInUse: Error, CustomStringConvertible, Sendable {
    public let folder: String
    /// The process holding the lock, when the lock file names it.
    public let holder: Int32?

    public var description: String {
        "a classroom server is running on \(folder)" + (holder.map { " (process \($0))" } ?? "")
    }
}

/// The lock file could not be opened or locked (a read-only folder, a file system without locks).
public struct DataFolderLockFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
