import FileChecks
import Foundation
import GestureLabTestSupport
import Testing

@Suite("Reading a whole file as a stream: a file, a pipe, and a source that never ends")
struct WholeFileTests {
    @Test("a file reads whole; past the limit it is an error naming the file")
    func fileAndLimit() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/a.jsonl"
            let text = String(repeating: "0123456789\n", count: 300_000)  // 3.3 MB: several chunks
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try WholeFile.read(path) == Data(text.utf8))
            #expect(throws: FileProblem(file: path, line: nil, reason: "more than 1 MiB: not a file GestureLab reads"))
            {
                try WholeFile.read(path, limit: 1 << 20)
            }
            #expect(throws: FileProblem.self) { try WholeFile.read(folder + "/absent") }
        }
    }

    @Test("a pipe reads whole, as `<(zcat strokes.jsonl.gz)` gives one")
    func pipe() throws {
        try withTemporaryFolder { folder in
            let fifo = folder + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            let text = String(repeating: "{\"name\":\"circle\"}\n", count: 100_000)
            let writer = Thread {
                guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
                handle.write(Data(text.utf8))
                try? handle.close()
            }
            writer.start()
            #expect(PathKind(of: fifo) == .other)
            let read = try WholeFile.read(fifo)
            #expect(read == Data(text.utf8))
        }
    }

    @Test("/dev/zero stops at the limit with an error instead of filling the memory")
    func endless() {
        #expect(throws: FileProblem.self) { try WholeFile.read("/dev/zero", limit: 4 << 20) }
    }
}
