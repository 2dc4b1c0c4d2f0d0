import Foundation
import GestureEngine
import HeadlessSession
import InputTrace
import Testing

/// The id of a process that has exited (so no process has it, barring reuse in the next instant).
private func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

@Suite("Nothing lost: incremental recording and recovery of unfinished recordings")
struct RecordingRecoveryTests {
    private let header = TraceHeader(scene: "monkey", size: Size(width: 800, height: 600))

    @Test("each event is in the file as soon as it is appended, before the recording finishes")
    func incremental() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try TraceWriter(
            path: folder.appendingPathComponent("live.trace.jsonl").path, header: header, startTime: 10)
        try writer.append(
            InputEvent(time: 10.5, .touches([TouchSample(id: 1, phase: .began, location: Point(10, 20))])))
        let text = try String(contentsOfFile: writer.temporaryPath, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        #expect(text.hasSuffix("\"t\":0.5,\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":10,\"y\":20}]}\n"))
        try writer.finish()
        #expect(!FileManager.default.fileExists(atPath: writer.temporaryPath))
    }

    @Test("an orphaned recording cut off mid-line is recovered as NAME.recovered.trace.jsonl and replays headless")
    func recovery() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("session.trace.jsonl").path
        let orphan = TraceRecovery.temporaryPath(for: target, processID: try deadProcessID())
        try Data(
            """
            {"format":"gesturelab-trace","height":600,"scene":"monkey","version":1,"width":800}
            {"t":0.1,"touches":[{"id":1,"phase":"began","x":300,"y":300}]}
            {"t":0.2,"touches":[{"id":1,"phase":"moved","x":340,"y":300}]}
            {"t":0.3,"touches":[{"id":1,"phase":"mo
            """.utf8
        ).write(to: URL(fileURLWithPath: orphan))
        // A recording of a live process (this one) is left alone.
        let live = TraceRecovery.temporaryPath(
            for: folder.appendingPathComponent("other.trace.jsonl").path, processID: getpid())
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: live))

        let messages = TraceRecovery.recoverUnfinished(in: folder.path)
        let recovered = folder.appendingPathComponent("session.recovered.trace.jsonl").path
        #expect(messages == ["recovered an unfinished recording (2 events) as \(recovered)"])
        #expect(!FileManager.default.fileExists(atPath: orphan))
        #expect(FileManager.default.fileExists(atPath: live))
        let trace = try TraceReader.read(path: recovered)
        #expect(trace.events.count == 2)
        let result = try HeadlessReplay(trace: trace).run()
        #expect(result.state.scene.rawValue == "monkey")
        #expect(TraceRecovery.recoverUnfinished(in: folder.path).isEmpty, "nothing left to recover")
    }

    @Test("a second orphan for the same target gets a numbered name instead of overwriting the first")
    func numbered() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("take.trace.jsonl").path
        let line = "{\"format\":\"gesturelab-trace\",\"height\":600,\"scene\":\"knob\",\"version\":1,\"width\":800}\n"
        try Data(line.utf8).write(
            to: URL(fileURLWithPath: TraceRecovery.temporaryPath(for: target, processID: try deadProcessID())))
        TraceRecovery.recoverUnfinished(in: folder.path)
        try Data(line.utf8).write(
            to: URL(fileURLWithPath: TraceRecovery.temporaryPath(for: target, processID: try deadProcessID())))
        TraceRecovery.recoverUnfinished(in: folder.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["take.recovered-2.trace.jsonl", "take.recovered.trace.jsonl"])
    }

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
