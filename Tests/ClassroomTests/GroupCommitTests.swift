import Classroom
import ClassroomServer
import Foundation
import GestureLabTestSupport
import Testing

/// Posts arriving together are committed together (one transaction, one fsync), each in its own savepoint: a
/// refused one is rolled back alone, the others are stored, every caller hears its own answer, and none hears
/// "stored" before its group is on disk.
@Suite struct GroupCommitTests {
    @Test func fortyUploadsAtOnceAreStoredAndTheRefusedOnesAlone() async throws {
        let folder = try makeTemporaryFolder("gesturelab-group-commit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try ClassroomStore(folder: folder.path)
        var keys: [String: String] = [:]
        for index in 0..<40 {
            let name = "Attendee \(index)"
            keys[name] = try await store.join(name: name, now: 1).key
        }
        let posted = keys
        // Every fourth upload is posted under the wrong attendee's key: refused (403), and none of its strokes kept.
        let answers = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let name = "Attendee \(index)"
                    let key = index % 4 == 3 ? posted["Attendee \((index + 1) % 40)"]! : posted[name]!
                    let strokes = (0..<5).map { stroke in
                        ClassStroke(
                            id: "\(index)-\(stroke)", person: name, kind: "circle",
                            points: MadeUpStrokes.circle(radius: 50 + Double(stroke)))
                    }
                    do {
                        let (stored, _) = try await store.add(strokes, key: key, now: 2)
                        return (index, "stored \(stored)")
                    } catch let refusal as StoreRefusal {
                        return (index, "refused \(refusal.status)")
                    } catch {
                        return (index, "failed: \(error)")
                    }
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for index in 0..<40 {
            #expect(answers[index] == (index % 4 == 3 ? "refused 403" : "stored 5"), "upload \(index)")
        }
        #expect(try await store.counts().strokes == 30 * 5)
        let state = try await store.state(seq: 0, now: 3, budget: 0.01)
        #expect(state.dataset.strokes == 150 && state.dataset.kinds == ["circle": 150])
        #expect(state.attendees.filter { $0.strokes == 5 }.count == 30 && state.attendees.count == 40)
    }

    @Test func aServerKilledMidBurstKeepsEveryStrokeItAcknowledged() throws {
        try withTemporaryFolder { folder in
            let data = folder + "/data"
            var server = try RunningServer(data: data)
            let client = server.client
            let acknowledged = LockedText()
            let pid = server.process.processIdentifier
            // Killed as if the power went, while 8 attendees upload as fast as they can: once more than 40 uploads
            // have been acknowledged (a busy machine takes longer to get there than a quiet one), or after a minute.
            DispatchQueue.global().async {
                let deadline = Date().addingTimeInterval(60)
                while acknowledged.lines <= 40 && Date() < deadline { usleep(10_000) }
                kill(pid, SIGKILL)
            }
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                for index in 0..<100_000 {
                    let stroke = ClassStroke(
                        id: "\(worker)-\(index)", person: "Burst \(worker)", kind: "circle",
                        points: MadeUpStrokes.circle(radius: 50 + Double(index % 50)))
                    guard (try? client.upload(strokes: [stroke])) != nil else { return }
                    acknowledged.append(stroke.id + "\n")
                }
            }
            server.stop(SIGKILL)
            server = try RunningServer(data: data)
            let ids = acknowledged.text.split(separator: "\n").map(String.init)
            let stored = Set(try server.strokes().map(\.id))
            #expect(ids.count > 40, "the burst was under way when the server was killed")
            #expect(ids.filter { !stored.contains($0) } == [], "acknowledged, then lost")
        }
    }
}
