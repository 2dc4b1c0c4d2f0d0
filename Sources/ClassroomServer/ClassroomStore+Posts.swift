import Classroom
import Foundation
import GRDB

extension ClassroomStore {
    /// Gives `name` its key, once: a name already claimed is refused (409).
    public func join(name: String, now: Double) async throws -> JoinAnswer {
        if let problem = ShownText.problem(withName: name) { throw StoreRefusal(400, "the name \(problem)") }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<4).map { _ in String(generator.next(), radix: 16) }.joined()
        return try await commits.write { db in
            let existing = try Row.fetchOne(db, sql: "SELECT key FROM attendees WHERE name = ?", arguments: [name])
            if let existing, (existing["key"] as String?) != nil {
                throw StoreRefusal(
                    409,
                    "the name \(name) is taken in this class: choose another --name, or ask the teacher to rename it")
            }
            if existing == nil {
                try db.execute(
                    sql: "INSERT INTO attendees (name, key, joinedAt) VALUES (?, ?, ?)", arguments: [name, key, now])
            } else {
                try db.execute(sql: "UPDATE attendees SET key = ? WHERE name = ?", arguments: [key, name])
            }
            return JoinAnswer(name: name, key: key)
        }
    }

    /// Stores a check as `key`'s attendee's latest; unchanged (and false) when one with its id is stored already.
    public func add(_ check: CheckReport, key: String, now: Double) async throws -> StoreChange {
        let body = try Self.json(check)
        return try await commits.write { db in
            try Self.authorize(db, key: key, name: check.name)
            try db.execute(
                sql: "INSERT OR IGNORE INTO checks VALUES (?, ?, ?, ?, ?)",
                arguments: [check.id, check.name, check.savedAt, now, body])
            guard db.changesCount > 0 else { return StoreChange() }
            try db.execute(
                sql: "UPDATE attendees SET checkBody = ?, checkReceivedAt = ? WHERE name = ?",
                arguments: [body, now, check.name])
            return StoreChange(attendees: [check.name])
        }
    }

    /// Stores the strokes not already stored, all or none, and counts them in.
    public func add(_ strokes: [ClassStroke], key: String, now: Double) async throws -> (Int, StoreChange) {
        let bodies = try strokes.map { ($0, try Self.json($0)) }
        return try await commits.write { db in
            guard let name = strokes.first?.person else { return (0, StoreChange()) }
            try Self.authorize(db, key: key, name: name)
            if let other = strokes.first(where: { $0.person != name }) {
                throw StoreRefusal(403, "stroke \(other.id) is \(other.person)'s: post only your own strokes")
            }
            var added = 0
            for (stroke, body) in bodies {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO strokes VALUES (?, ?, ?, ?, ?)",
                    arguments: [stroke.id, stroke.person, stroke.kind, now, body])
                guard db.changesCount > 0 else { continue }
                added += 1
                try db.execute(
                    sql: "INSERT INTO kinds VALUES (?, 1) ON CONFLICT(kind) DO UPDATE SET count = count + 1",
                    arguments: [stroke.kind])
            }
            guard added > 0 else { return (0, StoreChange()) }
            try db.execute(
                sql: "UPDATE attendees SET strokes = strokes + ? WHERE name = ?", arguments: [added, name])
            return (added, StoreChange(attendees: [name], dataset: true))
        }
    }

    /// Stores a score as its attendee's latest on its lesson, after checking it against its snapshot: the counts
    /// of positives, negatives and people it claims must be those of the other people's strokes in the snapshot.
    public func add(_ score: ScoreReport, key: String, now: Double) async throws -> StoreChange {
        let body = try Self.json(score)
        return try await commits.write { db in
            try Self.authorize(db, key: key, name: score.name)
            if score.trouble == nil { try Self.check(score, db) }
            try db.execute(
                sql: "INSERT OR IGNORE INTO scores VALUES (?, ?, ?, ?, ?)",
                arguments: [score.id, score.name, score.scoredAt, now, body])
            guard db.changesCount > 0 else { return StoreChange() }
            let misses = try Self.thumbnails(of: Array(score.missed.prefix(Leaderboard.missesShown)), db)
            try db.execute(
                sql: "INSERT OR REPLACE INTO latest_scores VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [score.name, score.lesson, score.kind, score.snapshot, now, body, try Self.json(misses)])
            let board = ClassroomState.Board(lesson: score.lesson, kind: score.kind, scores: []).key
            return StoreChange(boards: [board])
        }
    }

    /// The attendee `key` belongs to must be `name`.
    static func authorize(_ db: Database, key: String, name: String) throws {
        guard !key.isEmpty else {
            throw StoreRefusal(401, "no attendee key: join the class first (POST /api/join with the class token)")
        }
        guard let owner = try String.fetchOne(db, sql: "SELECT name FROM attendees WHERE key = ?", arguments: [key])
        else {
            throw StoreRefusal(403, "this class does not know your key (reset or removed): join again")
        }
        guard owner == name else {
            throw StoreRefusal(403, "your key is \(owner)'s, not \(name)'s: post under your own name")
        }
    }

    /// Refuses a score whose counts are impossible on its snapshot.
    static func check(_ score: ScoreReport, _ db: Database) throws {
        // Snapshot 0 is the class before its first stroke: nothing to score on.
        if score.snapshot == 0 {
            guard score.positives == 0, score.negatives == 0, score.people == 0 else {
                throw StoreRefusal(422, "the score does not fit snapshot 0: it holds no strokes")
            }
            return
        }
        guard
            let snapshot = try Row.fetchOne(
                db, sql: "SELECT lastStroke, strokes, people FROM snapshots WHERE id = ?", arguments: [score.snapshot])
        else {
            throw StoreRefusal(
                409, "snapshot \(score.snapshot) is not one this class made: download the strokes again and rescore")
        }
        let last: Int = snapshot["lastStroke"]
        let total: Int = snapshot["strokes"]
        let people: Int = snapshot["people"]
        func count(_ sql: String, _ arguments: StatementArguments) throws -> Int {
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM strokes WHERE " + sql, arguments: arguments) ?? 0
        }
        // The kind's strokes were counted when the snapshot was made; only the attendee's own strokes are counted
        // here, so a check costs what one attendee sent, not what the class holds.
        let kindAll =
            try Int.fetchOne(
                db, sql: "SELECT strokes FROM snapshot_kinds WHERE snapshot = ? AND kind = ?",
                arguments: [score.snapshot, score.kind]) ?? 0
        let ownAll = try count("person = ? AND rowid <= ?", [score.name, last])
        let ownKind = try count("person = ? AND kind = ? AND rowid <= ?", [score.name, score.kind, last])
        let positives = kindAll - ownKind
        let negatives = total - kindAll - (ownAll - ownKind)
        let others = people - (ownAll > 0 ? 1 : 0)
        guard score.positives == positives, score.negatives == negatives, score.people == others else {
            throw StoreRefusal(
                422,
                "the score does not fit snapshot \(score.snapshot): it holds \(positives) \(score.kind) and "
                    + "\(negatives) other strokes by \(others) other people, the score claims \(score.positives), "
                    + "\(score.negatives) and \(score.people)")
        }
    }

    static func thumbnails(of ids: [String], _ db: Database) throws -> [ClassroomState.Thumbnail] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let bodies = try Row.fetchAll(
            db, sql: "SELECT id, body FROM strokes WHERE id IN (\(marks))", arguments: StatementArguments(ids))
        let byId = Dictionary(uniqueKeysWithValues: bodies.map { ($0["id"] as String, $0["body"] as String) })
        return try ids.compactMap { byId[$0] }.map { Leaderboard.thumbnail(try decode(ClassStroke.self, $0)) }
    }
}
