import Foundation
import GestureLabTestSupport
import Testing

@Suite("gesturelab classroom serve refuses bad arguments before it listens")
struct ClassroomServeArgumentTests {
    @Test("--data naming a file is a usage error, and the file is left as it was")
    func dataThatIsAFile() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/strokes.jsonl"
            let text = "{\"name\": \"circle\", \"subject\": 1, \"points\": [[0, 0, 0]]}\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let served = try runApp(["classroom", "serve", "--host", "127.0.0.1", "--port", "0", "--data", path])
            #expect(served.status == 64)
            #expect(served.errors.contains("--data: \(path) is not a folder"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }

    @Test("a port outside 0…65535 and a token with a space are usage errors")
    func portAndToken() throws {
        let port = try runApp(["classroom", "serve", "--port", "70000"])
        #expect(port.status == 64 && port.errors.contains("--port"))
        let token = try runApp(["classroom", "serve", "--port", "0", "--token", "two words"])
        #expect(token.status == 64 && token.errors.contains("--token"))
    }
}
