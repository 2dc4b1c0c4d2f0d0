import Classroom
import Foundation
import GRDB

/// The classroom's state in an SQLite file (through GRDB, write-ahead logging): every check, stroke and score
/// received, keyed by the id the attendee's machine chose, so a re-sent upload is stored once and a restarted
/// server loses nothing.
///
/// Beside them it keeps the aggregates the page shows (each attendee's latest check and stroke count, strokes per
/// kind, each attendee's latest score per lesson, the scoring snapshots), brought up to date in the same
/// transaction as the upload that changes them: no post reads all the strokes.
public final class ClassroomStore: Sendable {
    let database: DatabasePool
    /// The posts' writes, committed in groups (one `fsync` for all the posts that came during the last one).
    let commits: GroupCommit
    /// The database file.
    public let path: String
    /// Seconds between two scoring snapshots: strokes stored meanwhile wait for the next one.
    let snapshotInterval: Double

    /// The file's name in the data folder.
    public static let fileName = "classroom.sqlite"

    /// Opens `classroom.sqlite` in `folder`, creating it when the folder holds none. A file that is there but empty
    /// or damaged is refused (`DamagedClassroomData`): starting a new class over it would hide what was collected.
    public init(folder: String, snapshotInterval: Double = 30) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = (folder as NSString).appendingPathComponent(Self.fileName)
        self.snapshotInterval = snapshotInterval
        try DataFolderCheck.checkBeforeOpening(path)
        do {
            database = try DatabasePool(path: path)
            let mode = try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            guard mode?.lowercased() == "wal" else {
                throw DatabaseError(message: "write-ahead logging is off (journal_mode \(mode ?? "unknown"))")
            }
            try database.read { db in
                let result = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? ""
                guard result == "ok" else { throw DatabaseError(message: "quick_check: \(result)") }
            }
            try ClassroomSchema.migrator.migrate(database)
        } catch {
            throw DamagedClassroomData(file: path, reason: "\(error)")
        }
        commits = GroupCommit(database: database)
    }

    /// How many checks, strokes and scores are stored (for tests and the start-up line).
    public func counts() async throws -> (checks: Int, strokes: Int, scores: Int) {
        try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checks") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM strokes") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM scores") ?? 0
            )
        }
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}

/// A post the store refuses, with the HTTP status and the one line the attendee reads.
public struct StoreRefusal: Error, CustomStringConvertible, Equatable, Sendable {
    public let status: Int
    public let description: String

    init(_ status: Int, _ description: String) {
        self.status = status
        self.description = description
    }
}
