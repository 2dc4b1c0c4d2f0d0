import Foundation

/// The classroom's database cannot be used: empty, damaged, or not SQLite. The one line names the file and the
/// newest backup, and how to bring it back.
public struct DamagedClassroomData: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let reason: String
    /// The newest backup beside it, if any.
    public let newestBackup: String?

    init(file: String, reason: String) {
        self.file = file
        self.reason = reason
        newestBackup = ClassroomBackups(folder: (file as NSString).deletingLastPathComponent).newest()
    }

    public var description: String {
        let folder = (file as NSString).deletingLastPathComponent
        let way =
            newestBackup.map {
                "the newest backup is \($0): `gesturelab classroom restore \($0) --data \(folder)` brings it back"
            }
            ?? "there is no backup in \(folder)/\(ClassroomBackups.folderName); move the file away to start an empty class"
        return "\(file) \(reason): refusing to start over it; \(way)"
    }
}

/// What is checked before SQLite opens the file: SQLite would take an empty file for a new database, and start an
/// empty class over one that lost everything.
enum DataFolderCheck {
    static func checkBeforeOpening(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size == 0 { throw DamagedClassroomData(file: path, reason: "is empty (0 bytes)") }
        let header = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 16) } ?? Data()
        if header != Data("SQLite format 3\0".utf8) {
            throw DamagedClassroomData(file: path, reason: "is not an SQLite database (its first bytes are wrong)")
        }
    }
}
