import Foundation
import GRDB
import Testing

@testable import ClassroomServer

/// A score is checked against its snapshot from the snapshot's own counts per kind (kept when it is made), so the
/// check costs what one attendee sent. A data folder from before those counts gets them when it is opened.
@Suite("The classroom's snapshots keep their strokes per kind")
struct SnapshotKindsMigrationTests {
    @Test("a v2 database's snapshots get their counts per kind, each counting only the strokes up to it")
    func backfill() throws {
        let queue = try DatabaseQueue()
        let migrator = ClassroomSchema.migrator
        try migrator.migrate(queue, upTo: "v2")
        try queue.write { db in
            // Three circles and two chevrons; snapshot 1 saw the first three strokes, snapshot 2 all five.
            for (index, kind) in ["circle", "circle", "right_chevron", "circle", "right_chevron"].enumerated() {
                try db.execute(
                    sql: "INSERT INTO strokes VALUES (?, 'ada', ?, 0, '{}')", arguments: ["s\(index)", kind])
            }
            try db.execute(sql: "INSERT INTO snapshots (lastStroke, strokes, people, madeAt) VALUES (3, 3, 1, 0)")
            try db.execute(sql: "INSERT INTO snapshots (lastStroke, strokes, people, madeAt) VALUES (5, 5, 1, 0)")
        }
        try migrator.migrate(queue)
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT snapshot, kind, strokes FROM snapshot_kinds ORDER BY snapshot, kind")
                .map { "\($0["snapshot"] as Int) \($0["kind"] as String) \($0["strokes"] as Int)" }
        }
        #expect(rows == ["1 circle 2", "1 right_chevron 1", "2 circle 3", "2 right_chevron 2"])
    }
}
