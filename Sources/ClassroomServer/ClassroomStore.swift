import Classroom
import Foundation
import GRDB

/// The classroom's state in an SQLite file (through GRDB): every check, stroke and score received, keyed by the
/// id the attendee's machine chose, so a re-sent upload is stored once and a restarted server loses nothing.
public final class ClassroomStore: Sendable {
    private let database: DatabaseQueue

    /// Opens (or creates) `classroom.sqlite` in `folder`.
    public init(folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        database = try DatabaseQueue(path: (folder as NSString).appendingPathComponent("classroom.sqlite"))
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE checks (id TEXT PRIMARY KEY, name TEXT NOT NULL, savedAt REAL NOT NULL,
                                         receivedAt REAL NOT NULL, body TEXT NOT NULL);
                    CREATE TABLE strokes (id TEXT PRIMARY KEY, person TEXT NOT NULL, kind TEXT NOT NULL,
                                          receivedAt REAL NOT NULL, body TEXT NOT NULL);
                    CREATE TABLE scores (id TEXT PRIMARY KEY, name TEXT NOT NULL, scoredAt REAL NOT NULL,
                                         receivedAt REAL NOT NULL, body TEXT NOT NULL);
                    """)
        }
        try migrator.migrate(database)
    }

    /// Stores a check; false when one with its id is already stored.
    public func add(_ check: CheckReport, receivedAt: Double) async throws -> Bool {
        let body = try Self.json(check)
        return try await database.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO checks VALUES (?, ?, ?, ?, ?)",
                arguments: [check.id, check.name, check.savedAt, receivedAt, body])
            return db.changesCount > 0
        }
    }

    /// Stores the strokes not already stored, all or none; returns how many were new.
    public func add(_ strokes: [ClassStroke], receivedAt: Double) async throws -> Int {
        let bodies = try strokes.map { ($0, try Self.json($0)) }
        return try await database.write { db in
            var added = 0
            for (stroke, body) in bodies {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO strokes VALUES (?, ?, ?, ?, ?)",
                    arguments: [stroke.id, stroke.person, stroke.kind, receivedAt, body])
                added += db.changesCount
            }
            return added
        }
    }

    /// Stores a score; false when one with its id is already stored.
    public func add(_ score: ScoreReport, receivedAt: Double) async throws -> Bool {
        let body = try Self.json(score)
        return try await database.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO scores VALUES (?, ?, ?, ?, ?)",
                arguments: [score.id, score.name, score.scoredAt, receivedAt, body])
            return db.changesCount > 0
        }
    }

    /// Every stroke, in the order received.
    public func strokes() async throws -> [ClassStroke] {
        try await database.read { db in
            try String.fetchAll(db, sql: "SELECT body FROM strokes ORDER BY rowid").map {
                try Self.decode(ClassStroke.self, $0)
            }
        }
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

    /// What the teacher's page shows: each attendee's latest check and score, and the dataset.
    public func state(now: Double) async throws -> ClassroomState {
        let (checks, scores, strokes) = try await database.read { db in
            // The latest of each attendee's: by their own clock, which orders their saves; a late re-send of an
            // older one does not replace a newer one.
            let checks = try Row.fetchAll(
                db,
                sql: """
                    SELECT body, receivedAt FROM checks AS c WHERE rowid = (SELECT rowid FROM checks
                      WHERE name = c.name ORDER BY savedAt DESC, rowid DESC LIMIT 1) ORDER BY name
                    """
            ).map { (try Self.decode(CheckReport.self, $0["body"] as String), $0["receivedAt"] as Double) }
            let scores = try String.fetchAll(
                db,
                sql: """
                    SELECT body FROM scores AS s WHERE rowid = (SELECT rowid FROM scores
                      WHERE name = s.name ORDER BY scoredAt DESC, rowid DESC LIMIT 1)
                    """
            ).map { try Self.decode(ScoreReport.self, $0) }
            let strokes = try String.fetchAll(db, sql: "SELECT body FROM strokes ORDER BY rowid").map {
                try Self.decode(ClassStroke.self, $0)
            }
            return (checks, scores, strokes)
        }
        let attendees = checks.map { check, receivedAt in
            ClassroomState.Attendee(
                name: check.name, lesson: check.lesson, file: check.file, traces: check.traces,
                compileErrors: check.compileErrors, lastSave: receivedAt)
        }
        return ClassroomState(
            attendees: attendees, dataset: Leaderboard.dataset(strokes),
            leaderboard: Leaderboard.rank(scores, strokes: strokes), now: now)
    }

    private static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
