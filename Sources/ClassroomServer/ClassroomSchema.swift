import GRDB

/// The classroom database's tables, as migrations: v1 holds what was received; v2 adds the aggregates the page is
/// answered from, filled once from v1's rows when an older data folder is opened; v3 keeps each snapshot's strokes
/// per kind, so a score is checked against its snapshot without counting the class's strokes.
enum ClassroomSchema {
    static var migrator: DatabaseMigrator {
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
        migrator.registerMigration("v2") { db in
            try db.execute(
                sql: """
                    CREATE INDEX strokes_by_kind ON strokes(kind);
                    CREATE INDEX strokes_by_person_kind ON strokes(person, kind);
                    CREATE INDEX checks_by_name ON checks(name);
                    CREATE TABLE attendees (name TEXT PRIMARY KEY, key TEXT UNIQUE, joinedAt REAL NOT NULL,
                                            strokes INTEGER NOT NULL DEFAULT 0, checkBody TEXT, checkReceivedAt REAL);
                    CREATE TABLE kinds (kind TEXT PRIMARY KEY, count INTEGER NOT NULL);
                    CREATE TABLE latest_scores (name TEXT NOT NULL, lesson TEXT NOT NULL, kind TEXT NOT NULL,
                                                snapshot INTEGER NOT NULL, receivedAt REAL NOT NULL,
                                                body TEXT NOT NULL, misses TEXT NOT NULL,
                                                PRIMARY KEY (name, lesson, kind));
                    CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, lastStroke INTEGER NOT NULL,
                                            strokes INTEGER NOT NULL, people INTEGER NOT NULL, madeAt REAL NOT NULL);
                    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    INSERT INTO settings VALUES ('dataset', lower(hex(randomblob(8))));
                    INSERT INTO kinds SELECT kind, COUNT(*) FROM strokes GROUP BY kind;
                    INSERT INTO attendees (name, joinedAt, strokes)
                      SELECT person, MIN(receivedAt), COUNT(*) FROM strokes GROUP BY person;
                    INSERT OR IGNORE INTO attendees (name, joinedAt) SELECT name, MIN(receivedAt) FROM checks GROUP BY name;
                    UPDATE attendees SET
                      checkBody = (SELECT body FROM checks WHERE checks.name = attendees.name ORDER BY rowid DESC LIMIT 1),
                      checkReceivedAt = (SELECT receivedAt FROM checks WHERE checks.name = attendees.name
                                         ORDER BY rowid DESC LIMIT 1);
                    """)
        }
        migrator.registerMigration("v3") { db in
            try db.execute(
                sql: """
                    CREATE TABLE snapshot_kinds (snapshot INTEGER NOT NULL, kind TEXT NOT NULL, strokes INTEGER NOT NULL,
                                                 PRIMARY KEY (snapshot, kind));
                    INSERT INTO snapshot_kinds
                      SELECT snapshots.id, strokes.kind, COUNT(*) FROM snapshots JOIN strokes
                        ON strokes.rowid <= snapshots.lastStroke GROUP BY snapshots.id, strokes.kind;
                    """)
        }
        return migrator
    }
}
