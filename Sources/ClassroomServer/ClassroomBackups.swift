import Foundation
import GRDB

/// Rolling backups of the classroom's database in `DATA/backups/`, made with SQLite's online backup while the
/// server runs (every few minutes and at shutdown); the newest `kept` stay.
public struct ClassroomBackups: Sendable {
    public static let folderName = "backups"
    public let folder: String
    public let kept: Int

    /// Backups of the data folder `dataFolder`.
    public init(folder dataFolder: String, kept: Int = 5) {
        folder = (dataFolder as NSString).appendingPathComponent(Self.folderName)
        self.kept = kept
    }

    /// The backups, oldest first (their names sort by time).
    public func list() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("classroom-") && $0.hasSuffix(".sqlite") }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }
    }

    public func newest() -> String? { list().last }

    /// Copies `store`'s database into a new backup named after `now`, then removes all but the newest `kept`.
    @discardableResult
    public func make(of store: ClassroomStore, now: Date = Date()) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let path = (folder as NSString).appendingPathComponent("classroom-\(formatter.string(from: now)).sqlite")
        let partial = path + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        let target = try DatabaseQueue(path: partial)
        try store.database.backup(to: target)
        try target.close()
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        for old in list().dropLast(kept) { try? FileManager.default.removeItem(atPath: old) }
        return path
    }
}
