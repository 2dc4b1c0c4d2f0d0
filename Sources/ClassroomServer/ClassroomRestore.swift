import Foundation
import GRDB

/// `gesturelab classroom restore BACKUP`: puts a backup back as the data folder's database. The backup is checked
/// first; the database it replaces is kept beside it (`classroom.sqlite.replaced-…`), never deleted. Run it while
/// the server is stopped.
public enum ClassroomRestore {
    /// Restores `backup` into `dataFolder`; returns where the replaced database was kept, if there was one.
    @discardableResult
    public static func restore(backup: String, into dataFolder: String, now: Date = Date()) throws -> String? {
        guard FileManager.default.fileExists(atPath: backup) else {
            throw RestoreFailure("\(backup): no such backup")
        }
        let lock: DataFolderLock
        do {
            lock = try DataFolderLock(folder: dataFolder)
        } catch let busy as DataFolderInUse {
            throw RestoreFailure("\(busy.description): stop it first (Ctrl-C in its terminal), then restore")
        } catch {
            throw RestoreFailure("cannot restore into \(dataFolder): \(error)")
        }
        defer { withExtendedLifetime(lock) {} }
        do {
            try DataFolderCheck.checkBeforeOpening(backup)
            var configuration = Configuration()
            configuration.readonly = true
            let source = try DatabaseQueue(path: backup, configuration: configuration)
            try source.read { db in
                guard try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok" else {
                    throw RestoreFailure("\(backup) is damaged (integrity_check failed)")
                }
                guard try db.tableExists("strokes"), try db.tableExists("checks") else {
                    throw RestoreFailure("\(backup) is not a classroom backup (no strokes or checks table)")
                }
            }
            try FileManager.default.createDirectory(atPath: dataFolder, withIntermediateDirectories: true)
            let path = (dataFolder as NSString).appendingPathComponent(ClassroomStore.fileName)
            let partial = path + ".restoring"
            try? FileManager.default.removeItem(atPath: partial)
            let target = try DatabaseQueue(path: partial)
            try source.backup(to: target)
            try target.close()
            try source.close()
            var kept: String?
            if FileManager.default.fileExists(atPath: path) {
                let stamp = Int(now.timeIntervalSince1970)
                kept = path + ".replaced-\(stamp)"
                try FileManager.default.moveItem(atPath: path, toPath: kept!)
                // Its log holds what a killed server committed last: it goes with it.
                try? FileManager.default.moveItem(atPath: path + "-wal", toPath: kept! + "-wal")
            }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            try FileManager.default.moveItem(atPath: partial, toPath: path)
            return kept
        } catch let failure as RestoreFailure {
            throw failure
        } catch let damaged as DamagedClassroomData {
            throw RestoreFailure("\(backup) \(damaged.reason): not a backup to restore")
        } catch {
            throw RestoreFailure("cannot restore \(backup): \(error)")
        }
    }
}

/// Why a restore did not happen, in one line.
public struct RestoreFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
