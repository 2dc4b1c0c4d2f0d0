import Classroom
import Foundation
import GRDB

/// The teacher's actions: remove, rename, reset, export. Each is rare, so each may read a whole table once.
extension ClassroomStore {
    /// Takes an attendee away with everything they sent.
    public func remove(_ name: String) async throws -> StoreChange {
        try await database.write { db in
            guard try Self.exists(name, db) else { throw StoreRefusal(404, "no attendee is called \(name)") }
            for table in [
                "strokes WHERE person", "checks WHERE name", "scores WHERE name", "latest_scores WHERE name",
                "attendees WHERE name",
            ] {
                try db.execute(sql: "DELETE FROM \(table) = ?", arguments: [name])
            }
            try Self.datasetChanged(db)
            return StoreChange(removed: [name], dataset: true, allBoards: true)
        }
    }

    /// Gives an attendee another name (their key stays theirs: they post with `--name NEW` from then on).
    public func rename(_ name: String, to new: String) async throws -> StoreChange {
        if let problem = ShownText.problem(withName: new) { throw StoreRefusal(400, "the new name \(problem)") }
        return try await database.write { db in
            guard try Self.exists(name, db) else { throw StoreRefusal(404, "no attendee is called \(name)") }
            guard try !Self.exists(new, db) else { throw StoreRefusal(409, "\(new) is taken") }
            try db.execute(
                sql: """
                    UPDATE attendees SET name = :new,
                      checkBody = CASE WHEN checkBody IS NULL THEN NULL ELSE json_set(checkBody, '$.name', :new) END
                      WHERE name = :old;
                    UPDATE strokes SET person = :new, body = json_set(body, '$.person', :new) WHERE person = :old;
                    UPDATE checks SET name = :new, body = json_set(body, '$.name', :new) WHERE name = :old;
                    UPDATE scores SET name = :new, body = json_set(body, '$.name', :new) WHERE name = :old;
                    UPDATE latest_scores SET name = :new, body = json_set(body, '$.name', :new) WHERE name = :old;
                    """, arguments: ["new": new, "old": name])
            // The strokes' bodies changed: every attendee's cache is stale.
            try Self.datasetChanged(db)
            return StoreChange(attendees: [new], removed: [name], dataset: true, allBoards: true)
        }
    }

    /// Empties the class (the token stays): every attendee joins again.
    public func reset() async throws -> StoreChange {
        try await database.write { db in
            for table in ["strokes", "checks", "scores", "latest_scores", "attendees"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            try Self.datasetChanged(db)
            return StoreChange(dataset: true, allBoards: true, reset: true)
        }
    }

    /// The class's strokes as a stroke file `gesturelab eval` reads (JSON Lines): each attendee a subject number
    /// (1, 2, … in the order they joined) and a `person`.
    public func exportStrokes() async throws -> Data {
        try await database.read { db in
            let subjects = Dictionary(
                uniqueKeysWithValues: try String.fetchAll(db, sql: "SELECT name FROM attendees ORDER BY joinedAt, name")
                    .enumerated().map { ($1, $0 + 1) })
            var text = Data()
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let cursor = try String.fetchCursor(db, sql: "SELECT body FROM strokes ORDER BY rowid")
            while let body = try cursor.next() {
                let stroke = try Self.decode(ClassStroke.self, body)
                let line = ExportedStroke(
                    name: stroke.kind, subject: subjects[stroke.person] ?? 0, person: stroke.person,
                    source: "classroom", speed: stroke.speed, canvas: stroke.canvas, points: stroke.points)
                text.append(try encoder.encode(line))
                text.append(UInt8(ascii: "\n"))
            }
            return text
        }
    }

    /// Each attendee's latest check and their latest score per lesson, as CSV (RFC 4180 quoting).
    public func exportResults(budget: Double) async throws -> String {
        let state = try await state(seq: 0, now: Date().timeIntervalSince1970, budget: budget)
        var lines = [
            "name,lesson,traces passed,traces,compile errors,last save (UTC),strokes,board,rank,not ranked because,"
                + "recall,positives,false accepts,negatives,snapshot"
        ]
        let formatter = ISO8601DateFormatter()
        for attendee in state.attendees {
            let scores = state.boards.flatMap { board in board.scores.filter { $0.report.name == attendee.name } }
            let common = [
                attendee.name, attendee.lesson, String(attendee.traces.filter(\.passed).count),
                String(attendee.traces.count), String(attendee.compileErrorCount),
                attendee.lastSave.map { formatter.string(from: Date(timeIntervalSince1970: $0)) } ?? "",
                String(attendee.strokes),
            ]
            if scores.isEmpty {
                lines.append((common + Array(repeating: "", count: 8)).map(Self.csv).joined(separator: ","))
            }
            for score in scores {
                let report = score.report
                let fields =
                    common + [
                        report.lesson + " (" + report.kind + ")", score.rank.map(String.init) ?? "",
                        score.unranked ?? "",
                        String(report.recognized), String(report.positives), String(report.falseAccepts),
                        String(report.negatives), String(report.snapshot),
                    ]
                lines.append(fields.map(Self.csv).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private struct ExportedStroke: Encodable {
        var name: String
        var subject: Int
        var person: String
        var source: String
        var speed: String?
        var canvas: [Double]?
        var points: [[Double]]
    }

    static func csv(_ field: String) -> String {
        // A leading = + - @ would be a formula in a spreadsheet: quoted with a ' before it.
        let safe = field.first.map { "=+-@".contains($0) } == true ? "'" + field : field
        guard safe.contains(where: { ",\"\r\n".contains($0) }) || safe != field else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func exists(_ name: String, _ db: Database) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attendees WHERE name = ?", arguments: [name]) ?? 0 > 0
    }

    /// After strokes were taken away or changed: the kinds counted again, a new dataset version (attendees'
    /// caches start again), and the old snapshots gone (their counts no longer hold).
    static func datasetChanged(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM kinds;
                INSERT INTO kinds SELECT kind, COUNT(*) FROM strokes GROUP BY kind;
                UPDATE attendees SET strokes = (SELECT COUNT(*) FROM strokes WHERE person = attendees.name);
                UPDATE settings SET value = lower(hex(randomblob(8))) WHERE key = 'dataset';
                DELETE FROM snapshots;
                DELETE FROM snapshot_kinds;
                """)
    }
}
