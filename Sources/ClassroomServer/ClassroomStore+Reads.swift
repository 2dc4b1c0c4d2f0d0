import Classroom
import Foundation
import GRDB

extension ClassroomStore {
    /// What the teacher's page shows, from the aggregates alone; `seq` is the last delta it holds.
    public func state(seq: Int, now: Double, budget: Double) async throws -> ClassroomState {
        try await database.read { db in
            ClassroomState(
                attendees: try Self.attendees(nil, db), dataset: try Self.dataset(db),
                boards: try Self.boards(nil, budget: budget, db), falseAcceptBudget: budget, seq: seq, now: now)
        }
    }

    /// The page's delta for `change`: the changed rows, whole.
    func delta(_ change: StoreChange, seq: Int, now: Double, budget: Double) async throws -> ClassroomDelta {
        try await database.read { db in
            let attendees = try Self.attendees(change.attendees, db)
            let present = Set(attendees.map(\.name))
            let boards = try Self.boards(change.allBoards ? nil : change.boards, budget: budget, db)
            let shownBoards = Set(boards.map(\.key))
            return ClassroomDelta(
                seq: seq, attendees: attendees,
                removed: change.removed.union(change.attendees).subtracting(present).sorted(),
                dataset: change.dataset || change.allBoards ? try Self.dataset(db) : nil, boards: boards,
                removedBoards: change.boards.subtracting(shownBoards).sorted(), allBoards: change.allBoards,
                reset: change.reset, now: now)
        }
    }

    /// Every compile error of `name`'s latest save (the page shows the first and a count).
    public func compileErrors(of name: String) async throws -> [String]? {
        try await database.read { db in
            guard
                let body = try String.fetchOne(
                    db, sql: "SELECT checkBody FROM attendees WHERE name = ?", arguments: [name])
            else { return nil }
            return try Self.decode(CheckReport.self, body).compileErrors
        }
    }

    /// `GET /api/strokes?after=SEQ&dataset=VERSION` as JSON text (`StrokePage`): the stored bodies are put in as
    /// they are, never decoded. A new snapshot is made first when strokes came since the last one and it is older
    /// than `snapshotInterval`; the boards change with it (rank needs a current snapshot).
    func strokePage(after: Int, dataset: String, now: Double) async throws -> (Data, StoreChange) {
        let interval = snapshotInterval
        // Whether a new snapshot is due is read first: only then does the download take the writer (40 saves'
        // downloads at once read side by side).
        let due = try await database.read { db in try Self.snapshotDue(db, now: now, interval: interval) }
        var change = StoreChange()
        if due {
            try await database.write { db in
                guard try Self.snapshotDue(db, now: now, interval: interval) else { return }
                try db.execute(
                    sql: """
                        INSERT INTO snapshots (lastStroke, strokes, people, madeAt) VALUES (
                          (SELECT MAX(rowid) FROM strokes), (SELECT COALESCE(SUM(count), 0) FROM kinds),
                          (SELECT COUNT(*) FROM attendees WHERE strokes > 0), ?)
                        """, arguments: [now])
                try db.execute(
                    sql: "INSERT INTO snapshot_kinds SELECT ?, kind, count FROM kinds",
                    arguments: [db.lastInsertedRowID])
            }
            change = StoreChange(dataset: true, allBoards: true)
        }
        let text = try await database.read { db in try Self.page(after: after, dataset: dataset, db) }
        return (text, change)
    }

    /// True when strokes came since the latest snapshot and it is older than `interval` (or there is none).
    static func snapshotDue(_ db: Database, now: Double, interval: Double) throws -> Bool {
        let newest = try Int.fetchOne(db, sql: "SELECT MAX(rowid) FROM strokes") ?? 0
        guard
            let latest = try Row.fetchOne(db, sql: "SELECT lastStroke, madeAt FROM snapshots ORDER BY id DESC LIMIT 1")
        else { return newest > 0 }
        return newest > (latest["lastStroke"] as Int) && now - (latest["madeAt"] as Double) >= interval
    }

    /// The stroke page as JSON text, the stored bodies put in as they are.
    static func page(after: Int, dataset: String, _ db: Database) throws -> Data {
        let version = try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = 'dataset'") ?? ""
        let latest = try Row.fetchOne(db, sql: "SELECT id, lastStroke FROM snapshots ORDER BY id DESC LIMIT 1")
        let snapshot: Int = latest?["id"] ?? 0
        let lastStroke: Int = latest?["lastStroke"] ?? 0
        let restarted = dataset != version && after > 0
        let from = restarted ? 0 : after
        let rows = try Row.fetchAll(
            db, sql: "SELECT rowid AS seq, body FROM strokes WHERE rowid > ? AND rowid <= ? ORDER BY rowid LIMIT ?",
            arguments: [from, lastStroke, ClassroomLimits.strokesPerPage + 1])
        let more = rows.count > ClassroomLimits.strokesPerPage
        var text = Data()
        text.append(contentsOf: "{\"dataset\":".utf8)
        text.append(try JSONEncoder().encode(version))
        text.append(
            contentsOf: (",\"snapshot\":\(snapshot),\"snapshotLastStroke\":\(lastStroke),\"restarted\":\(restarted),"
                + "\"more\":\(more),\"strokes\":[").utf8)
        for (index, row) in rows.prefix(ClassroomLimits.strokesPerPage).enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text.append(contentsOf: "{\"seq\":\(row["seq"] as Int),\"stroke\":".utf8)
            text.append(contentsOf: (row["body"] as String).utf8)
            text.append(UInt8(ascii: "}"))
        }
        text.append(contentsOf: "]}".utf8)
        return text
    }

    static func attendees(_ names: Set<String>?, _ db: Database) throws -> [ClassroomState.Attendee] {
        let rows: [Row]
        if let names {
            guard !names.isEmpty else { return [] }
            let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
            rows = try Row.fetchAll(
                db, sql: "SELECT * FROM attendees WHERE name IN (\(marks)) ORDER BY name",
                arguments: StatementArguments(Array(names)))
        } else {
            rows = try Row.fetchAll(db, sql: "SELECT * FROM attendees ORDER BY name")
        }
        return try rows.map { row in
            let check = try (row["checkBody"] as String?).map { try decode(CheckReport.self, $0) }
            return ClassroomState.Attendee(
                name: row["name"], lesson: check?.lesson ?? "", file: check?.file ?? "", traces: check?.traces ?? [],
                firstCompileError: check?.compileErrors.first, compileErrorCount: check?.compileErrors.count ?? 0,
                lastSave: row["checkReceivedAt"], strokes: row["strokes"])
        }
    }

    static func dataset(_ db: Database) throws -> ClassroomState.Dataset {
        let kinds = Dictionary(
            uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT kind, count FROM kinds WHERE count > 0").map {
                ($0["kind"] as String, $0["count"] as Int)
            })
        let snapshot = try Row.fetchOne(db, sql: "SELECT id, strokes FROM snapshots ORDER BY id DESC LIMIT 1")
        return ClassroomState.Dataset(
            people: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attendees WHERE strokes > 0") ?? 0,
            strokes: kinds.values.reduce(0, +), kinds: kinds,
            version: try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = 'dataset'") ?? "",
            snapshot: snapshot?["id"] ?? 0, snapshotStrokes: snapshot?["strokes"] ?? 0)
    }

    /// The boards with the given keys (nil: all), each ranked.
    static func boards(_ keys: Set<String>?, budget: Double, _ db: Database) throws -> [ClassroomState.Board] {
        if let keys, keys.isEmpty { return [] }
        // Snapshots are deleted when strokes are taken away: a score on one of those no longer ranks.
        let current = try Int.fetchOne(db, sql: "SELECT MAX(id) FROM snapshots") ?? 0
        let previousKept =
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshots WHERE id = ?", arguments: [current - 1]) ?? 0 > 0
        var entries: [String: [Leaderboard.Entry]] = [:]
        var order: [String: (String, String)] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT lesson, kind, body, misses, receivedAt FROM latest_scores ORDER BY lesson, kind")
        {
            let key = ClassroomState.Board(lesson: row["lesson"], kind: row["kind"], scores: []).key
            guard keys?.contains(key) ?? true else { continue }
            order[key] = (row["lesson"], row["kind"])
            // The lists of missed and falsely accepted ids grow with the class: the page shows counts and the
            // thumbnails, so they stay out of the state (the score keeps them in the database).
            var report = try decode(ScoreReport.self, row["body"])
            report.missed = []
            report.falselyAccepted = []
            entries[key, default: []].append(
                Leaderboard.Entry(
                    report: report,
                    misses: try decode([ClassroomState.Thumbnail].self, row["misses"]), receivedAt: row["receivedAt"]))
        }
        return order.keys.sorted().map { key in
            let (lesson, kind) = order[key]!
            return ClassroomState.Board(
                lesson: lesson, kind: kind,
                scores: Leaderboard.order(
                    (entries[key] ?? []).map { entry in
                        let reason = Leaderboard.whyUnranked(entry.report, currentSnapshot: current, budget: budget)
                        let gone = reason == nil && entry.report.snapshot != current && !previousKept
                        return (
                            entry,
                            gone
                                ? "scored on snapshot \(entry.report.snapshot), made before strokes were removed: save again to rank"
                                : reason
                        )
                    }))
        }
    }
}
