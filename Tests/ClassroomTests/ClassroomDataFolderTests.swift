import Classroom
import ClassroomServer
import Foundation
import GestureLabTestSupport
import Testing

/// The data folder survives mistakes: an emptied or damaged database is refused with one line naming it and the
/// newest backup, `classroom restore` brings the class back, and neither `restore` nor a second server works on a
/// folder a server is running on.
@Suite(.serialized) struct ClassroomDataFolderTests {
    static func serve(_ data: String) throws -> (status: Int32, output: String, errors: String) {
        try runApp(["classroom", "serve", "--host", "127.0.0.1", "--port", "0", "--data", data])
    }

    @Test func anEmptiedDatabaseRefusesToStartAndRestoreBringsTheClassBack() throws {
        try withTemporaryFolder { folder in
            let data = folder + "/data"
            let server = try RunningServer(data: data)
            let strokes = (0..<5).map { index in
                ClassStroke(
                    id: "s\(index)", person: "Ada", kind: "circle",
                    points: MadeUpStrokes.circle(radius: 40 + Double(index)))
            }
            try server.client.upload(strokes: strokes)
            // SIGTERM: the server stops as at the end of a class, backing up on the way out.
            server.stop(SIGTERM)
            try? waitUntil("the server's last line", timeout: 10) { server.log.contains("backed up to ") }
            #expect(server.log.contains("backed up to \(data)/backups/classroom-"), "\(server.log)")
            let backups = try FileManager.default.contentsOfDirectory(atPath: data + "/backups").filter {
                $0.hasSuffix(".sqlite")
            }
            #expect(backups.count == 1)
            let backup = data + "/backups/" + (backups.first ?? "")

            let database = data + "/classroom.sqlite"
            try Data().write(to: URL(fileURLWithPath: database))
            let refused = try Self.serve(data)
            #expect(refused.status != 0)
            let line = refused.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!line.contains("\n"), "one line: \(line)")
            #expect(
                line.contains("\(database) is empty (0 bytes)") && line.contains("the newest backup is \(backup)"),
                "\(line)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)).isEmpty, "nothing was written over it")

            let restored = try runApp(["classroom", "restore", backup, "--data", data])
            #expect(restored.status == 0, "\(restored.errors)")
            #expect(restored.output.contains("restored \(backup) into \(data)"))
            let back = try RunningServer(data: data)
            let state = try back.client.state()
            #expect(state.dataset.strokes == 5 && state.attendees.map(\.name) == ["Ada"])
        }
    }

    @Test func restoreRefusesWhileAServerRunsOnTheFolderAndWorksOnceItIsKilled() throws {
        try withTemporaryFolder { folder in
            let data = folder + "/data"
            var server = try RunningServer(data: data)
            try server.client.upload(strokes: [
                ClassStroke(id: "s0", person: "Ada", kind: "circle", points: MadeUpStrokes.circle(radius: 50))
            ])
            server.stop(SIGTERM)
            let backup = try #require(
                try FileManager.default.contentsOfDirectory(atPath: data + "/backups").first { $0.hasSuffix(".sqlite") }
                    .map { data + "/backups/" + $0 })

            server = try RunningServer(data: data)
            let pid = server.process.processIdentifier
            let restore = ["classroom", "restore", backup, "--data", data]
            let refused = try runApp(restore, timeout: 60)
            #expect(refused.status == 1)
            #expect(
                refused.errors
                    == "gesturelab classroom restore: error: a classroom server is running on \(data) (process \(pid)): "
                    + "stop it first (Ctrl-C in its terminal), then restore\n")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains(".replaced-") }.isEmpty,
                "nothing was replaced under the server")
            #expect(try server.client.state().dataset.strokes == 1)

            // (Not refused, it would serve on: killed after 60 s, the test fails instead of hanging.)
            let second = try runApp(
                ["classroom", "serve", "--host", "127.0.0.1", "--port", "0", "--data", data], timeout: 60)
            #expect(second.status == 1)
            #expect(
                second.errors
                    == "gesturelab classroom serve: error: a classroom server is running on \(data) (process \(pid)): "
                    + "stop it first, or serve another --data folder\n")

            // Killed as if the power went: the lock goes with the process, and restore works at once.
            server.stop(SIGKILL)
            let restored = try runApp(restore)
            #expect(restored.status == 0, "\(restored.errors)")
            #expect(restored.output.hasPrefix("restored \(backup) into \(data); the database it replaced is kept as "))
        }
    }

    @Test func theFolderLockIsHeldByOneHolderAtATimeAndGoesWithIt() throws {
        try withTemporaryFolder { folder in
            var first: DataFolderLock? = try DataFolderLock(folder: folder + "/data")
            #expect(first != nil)
            let busy = #expect(throws: DataFolderInUse.self) { try DataFolderLock(folder: folder + "/data") }
            #expect(busy?.holder == getpid() && busy?.folder == folder + "/data")
            first = nil
            #expect(throws: Never.self) { _ = try DataFolderLock(folder: folder + "/data") }
        }
    }

    @Test func aDamagedDatabaseRefusesToStartAndSaysThereIsNoBackup() throws {
        try withTemporaryFolder { folder in
            let data = folder + "/data"
            try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
            try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: data + "/classroom.sqlite"))
            let refused = try Self.serve(data)
            #expect(refused.status != 0)
            #expect(refused.errors.contains("is not an SQLite database"), "\(refused.errors)")
            #expect(refused.errors.contains("there is no backup in \(data)/backups"), "\(refused.errors)")
            let notABackup = try runApp([
                "classroom", "restore", data + "/classroom.sqlite", "--data", folder + "/other",
            ])
            #expect(
                notABackup.status != 0 && notABackup.errors.contains("not a backup to restore"), "\(notABackup.errors)")
            let missing = try runApp(["classroom", "restore", folder + "/none.sqlite", "--data", data])
            #expect(missing.status != 0 && missing.errors.contains("no such backup"), "\(missing.errors)")
        }
    }
}
