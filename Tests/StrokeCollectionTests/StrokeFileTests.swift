import Foundation
import GestureEngine
import StrokeCollection
import StrokeEvaluation
import Testing

@Suite("collect: the stroke file (headers, redo, skips, safe appends)")
struct StrokeFileTests {
    let plan = CollectionPlan(kinds: ["circle"], speeds: ["fast"], repetitions: 2, seed: 5)

    @Test("headers are exposed, several sessions follow one another, redos replace and withdrawals remove")
    func sessionsInOneFile() throws {
        let first = StrokeLineEncoder.line(for: header(subject: 1, plan: plan, device: touchscreen))
        let second = StrokeLineEncoder.line(for: header(subject: 2, plan: plan))
        func stroke(_ subject: Int, _ sample: Int, x: Double) -> String {
            "{\"name\":\"circle\",\"subject\":\(subject),\"speed\":\"fast\",\"sample\":\(sample),"
                + "\"points\":[[\(x),0,0],[\(x + 20),5,16]]}"
        }
        let text = [
            first, stroke(1, 1, x: 1), stroke(1, 1, x: 2), stroke(1, 2, x: 3),
            "{\"withdrawn\":{\"name\":\"circle\",\"subject\":1,\"speed\":\"fast\",\"sample\":2}}",
            second, stroke(2, 1, x: 4),
            "{\"skipped\":{\"name\":\"circle\",\"subject\":2,\"speed\":\"fast\",\"sample\":2}}", "",
        ].joined(separator: "\n")
        let contents = try StrokeFile.parseContents(text, file: "dir/s.jsonl")
        #expect(contents.sessions.map(\.subject) == [1, 2])
        #expect(contents.sessions[0].device == touchscreen && contents.sessions[0].screenMillimetres == [300, 200])
        #expect(contents.strokes.map(\.points[0].location.x) == [2, 4])  // the redo kept, the withdrawn one gone
        #expect(contents.strokes.map(\.session) == [0, 1])
        #expect(contents.strokes.map(\.source) == ["s.jsonl:3", "s.jsonl:7"])
        #expect(contents.strokes[0].speed == "fast" && contents.strokes[0].sample == 1)
        #expect(contents.skipped == [StrokeKey(subject: 2, name: "circle", speed: "fast", sample: 2)])
        #expect(contents.replacedLines == 2)
    }

    @Test("without headers (the published sets) strokes with the same subject, speed and sample are all kept")
    func publishedSetsKeepEveryLine() throws {
        let line = "{\"name\":\"circle\",\"subject\":1,\"speed\":\"fast\",\"sample\":1,\"points\":[[0,0,0],[5,5,9]]}"
        #expect(try StrokeFile.parse(line + "\n" + line + "\n", file: "f").count == 2)
    }

    @Test("a half-written last line is reported as cut short with its line number")
    func cutShortLine() {
        let text = "{\"name\":\"v\",\"points\":[[0,0,0],[5,5,9]]}\n{\"name\":\"v\",\"poi"
        #expect(throws: StrokeFileError.self) { try StrokeFile.parseContents(text, file: "f.jsonl") }
        do {
            _ = try StrokeFile.parseContents(text, file: "f.jsonl")
        } catch {
            #expect("\(error)".hasPrefix("f.jsonl:2: the last line is cut short"))
        }
    }

    @Test("a folder or a missing file given as a stroke file says which it is")
    func folderOrMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, expected) in [
            (folder, "\(folder): a folder, not a stroke file: give the files in it (\(folder)/*.jsonl)"),
            (folder + "/none.jsonl", "\(folder)/none.jsonl: no such file"),
        ] {
            do {
                _ = try StrokeFile.readContents(path: path)
                Issue.record("\(path) was read")
            } catch {
                #expect("\(error)" == expected)
            }
        }
        // Collect, asked to append to a folder, names it; a missing file is a new one.
        #expect(throws: (any Error).self) { try StrokeFileWriter.readExisting(path: folder) }
        do {
            _ = try StrokeFileWriter.readExisting(path: folder)
        } catch {
            #expect("\(error)".hasPrefix("\(folder) is a folder"), "\(error)")
        }
        #expect(try StrokeFileWriter.readExisting(path: folder + "/new.jsonl").contents.strokes.isEmpty)
    }

    @Test("a malformed header is an error naming the field, not a stroke's missing name")
    func malformedHeader() {
        do {
            _ = try StrokeFile.parseContents("{\"session\":{\"subject\":3}}\n", file: "f.jsonl")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".hasPrefix("f.jsonl:1: missing field"))
            #expect(!"\(error)".contains("'name'"))
        }
    }

    @Test("opening repairs the last line: a whole one gets its newline back, a half one is dropped")
    func repair() throws {
        let path = temporaryPath("repair.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = "{\"name\":\"v\",\"points\":[[0,0,0],[5,5,9]]}"
        try Data((whole + "\n" + whole).utf8).write(to: URL(fileURLWithPath: path))
        #expect(try StrokeFileWriter.readExisting(path: path).cutShortLine == nil)
        #expect(try StrokeFileWriter.dropCutShortLastLine(path: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == whole + "\n" + whole + "\n")
        try Data((whole + "\n" + "{\"name\":\"v\",\"po").utf8).write(to: URL(fileURLWithPath: path))
        let existing = try StrokeFileWriter.readExisting(path: path)
        #expect(existing.cutShortLine == 2 && existing.contents.strokes.count == 1)
        #expect(
            try StrokeFileWriter.dropCutShortLastLine(path: path)?.contains("dropped a half-written last line") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == whole + "\n")
        #expect(try StrokeFileWriter.dropCutShortLastLine(path: path) == nil)
    }

    @Test("a file that is not a stroke file is refused and left as it was")
    func foreignFile() throws {
        let path = temporaryPath("notes.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = "shopping list\n{\"unfinished"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StrokeFileError.self) {
            _ = try StrokeFileWriter(path: path, header: header(subject: 1, plan: plan))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test("each record is on disk when it returns: header first, a new header when the device changes")
    func appends() throws {
        let path = temporaryPath("append.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try StrokeFileWriter(path: path, header: header(subject: 3, plan: plan))
        let pen = StrokeSessionHeader.Device(name: "Test pen stylus", kind: "pen")
        func lines() throws -> [String] {
            // Read through another handle: nothing may sit in a buffer of the writer's.
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        let key = StrokeKey(subject: 3, name: "circle", speed: "fast", sample: 1)
        try writer.record(.stroke(CollectedStroke(key: key, points: line(), device: touchscreen)))
        #expect(try lines().count == 2)
        try writer.record(.withdrawn(key))
        #expect(try lines().count == 3)
        try writer.record(.stroke(CollectedStroke(key: key, points: line(), device: pen)))
        #expect(try lines().count == 5)
        let contents = try StrokeFile.readContents(path: path)
        #expect(contents.sessions.map(\.device) == [touchscreen, pen])
        #expect(contents.strokes.count == 1 && contents.strokes[0].session == 1)
        #expect(contents.strokes[0].points.map(\.milliseconds) == [0, 16, 32, 48, 64, 80])
    }

    @Test("each stroke keeps the size of the canvas it was drawn on, which reads back as it was written")
    func canvasRoundTrip() throws {
        let key = StrokeKey(subject: 3, name: "right_slide_down", speed: "fast", sample: 1)
        let stroke = CollectedStroke(
            key: key, points: line(), device: touchscreen, canvas: Size(width: 612.5, height: 480))
        let text =
            StrokeLineEncoder.line(for: header(subject: 3, plan: plan)) + "\n" + StrokeLineEncoder.line(for: stroke)
        #expect(StrokeLineEncoder.line(for: stroke).contains("\"canvas\":[612.5,480]"))
        let read = try StrokeFile.parseContents(text + "\n", file: "c.jsonl").strokes
        #expect(read.map(\.canvas) == [Size(width: 612.5, height: 480)])
        let without = CollectedStroke(key: key, points: line(), device: touchscreen)
        #expect(!StrokeLineEncoder.line(for: without).contains("canvas"))
    }

    @Test(
        "a canvas that is not two sizes above 0 is an error with file and line",
        arguments: ["[0,5]", "[300]", "[-3,4]", "[1e9,5]", "\"big\""])
    func badCanvas(canvas: String) {
        let text = "{\"name\":\"v\",\"canvas\":\(canvas),\"points\":[[0,0,0],[5,5,9]]}\n"
        do {
            _ = try StrokeFile.parseContents(text, file: "f.jsonl")
            Issue.record("accepted canvas \(canvas)")
        } catch {
            #expect("\(error)".hasPrefix("f.jsonl:1:"), "\(error)")
        }
    }
}
