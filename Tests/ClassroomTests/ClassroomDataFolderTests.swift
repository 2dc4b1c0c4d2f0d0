import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// The data folder survives mistakes: an emptied or damaged database is refused with one line naming it and the
/// newest backup, and `classroom restore` brings the class back.
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
