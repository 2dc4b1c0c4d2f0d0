import Classroom
import Foundation
import GestureLabTestSupport
import SeededRandom

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `gesturelab classroom serve` on 127.0.0.1 and a free port, run as the teacher would.
final class RunningServer {
    let process = Process()
    let port: Int
    let token: String
    private let output = LockedText()

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// The test's own client: its keys kept apart from the attendees' (the commands run by the tests).
    var client: ClassroomClient {
        ClassroomClient(
            server: url, token: token, retry: .init(attempts: 1, firstPause: 0, longestPause: 0),
            keys: ClassroomKeys(path: TestHome.folder + "/test-client-keys.json"))
    }
    /// The lines the server wrote to its terminal so far.
    var log: String { output.text }

    /// Starts the server and waits (at most 60 s) for it to say where it listens. Its scoring snapshot follows
    /// every download (`--snapshot-interval 0`) unless `options` say otherwise.
    init(data: String, port: Int = 0, token: String? = nil, options: [String] = ["--snapshot-interval", "0"]) throws {
        TestHome.isolate()
        process.executableURL = URL(fileURLWithPath: appBinary)
        process.arguments =
            ["classroom", "serve", "--host", "127.0.0.1", "--port", "\(port)", "--data", data]
            + (token.map { ["--token", $0] } ?? []) + options
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let output = output
        Thread.detachNewThread {
            while true {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { return }
                output.append(String(decoding: data, as: UTF8.self))
            }
        }
        let found = try? waitFor("the server to say where it listens", timeout: 60) { [process] () -> (Int, String)? in
            guard process.isRunning else { throw TestFailure("the classroom server exited") }
            let lines = output.text.split(separator: "\n")
            guard let portLine = lines.first(where: { $0.hasPrefix("GestureLab classroom serving on ") }),
                let tokenLine = lines.first(where: { $0.hasPrefix("token: ") }),
                let number = Int(portLine.split(separator: ":").last?.filter(\.isNumber) ?? "")
            else { return nil }
            return (number, String(tokenLine.dropFirst("token: ".count)))
        }
        guard let found else {
            if process.isRunning { process.terminate() }
            throw TestFailure("the classroom server did not start: \(output.text)")
        }
        (self.port, self.token) = found
    }

    /// Ends the server with `signal` (SIGKILL: as if the laptop's power went) and waits for it.
    func stop(_ signal: Int32 = SIGTERM) {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
    }

    deinit { stop(SIGKILL) }
}

extension RunningServer {
    /// Every stroke the class has, as an attendee downloads them (into a cache of its own).
    func strokes() throws -> [ClassStroke] {
        let cache = StrokeCache(path: TestHome.folder + "/cache-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(atPath: cache.path) }
        return try client.snapshot(cache: cache).strokes
    }
}

/// The attendees' config and cache folders for every command the tests run: one temporary folder, so keys and
/// stroke caches never land in the real home.
enum TestHome {
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesturelab-classroom-home-\(getpid())"
        )
        .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static func isolate() {
        setenv("XDG_CONFIG_HOME", folder + "/config", 1)
        setenv("XDG_CACHE_HOME", folder + "/cache", 1)
    }
}

/// Text appended by one thread and read by another.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = ""
    func append(_ more: String) { lock.withLock { stored += more } }
    var text: String { lock.withLock { stored } }
    /// How many lines have been appended (each ends with a newline).
    var lines: Int { lock.withLock { stored.utf8.count { $0 == UInt8(ascii: "\n") } } }
}

/// One HTTP request, waited for (at most 30 s): the status and body.
func request(
    _ method: String, _ url: URL, token: String?, body: Data? = nil, key: String? = nil
) throws -> (status: Int, body: String) {
    var request = URLRequest(url: url, timeoutInterval: 30)
    request.httpMethod = method
    request.httpBody = body
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    if let key { request.setValue(key, forHTTPHeaderField: "X-Attendee-Key") }
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: (Int, String)?
    URLSession.shared.dataTask(with: request) { data, response, _ in
        if let response = response as? HTTPURLResponse {
            result = (response.statusCode, String(decoding: data ?? Data(), as: UTF8.self))
        }
        done.signal()
    }.resume()
    done.wait()
    guard let result else { throw TestFailure("no answer from \(url)") }
    return result
}

/// A free TCP port on 127.0.0.1 (free when asked: the test binds it soon after).
func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
            bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
        }
    }
    guard bound else { throw TestFailure("cannot find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Strokes as a person draws them, made up for the tests: circles (the lesson's kind) and strokes that are not
/// circles (a straight line, a right chevron, a zigzag). A circle goes once round; none of the others closes.
enum MadeUpStrokes {
    /// The stroke-file lines (the format `gesturelab eval` reads) of `circles` circles and one of each other kind.
    static func file(seed: UInt64, circles: Int) -> String {
        var random = SplitMix64(seed: seed)
        var lines: [String] = []
        for index in 0..<circles {
            let radius = Double.random(in: 60...140, using: &random)
            let start = Double.random(in: 0..<(2 * .pi), using: &random)
            let direction = index % 2 == 0 ? 1.0 : -1.0
            lines.append(line("circle", circle(radius: radius, start: start, direction: direction)))
        }
        let size = Double.random(in: 80...160, using: &random)
        let straight = (0...20).map { step -> [Double] in
            let t = Double(step)
            return [100 + size * t / 10, 200, t * 12]
        }
        let chevron = (0...20).map { step -> [Double] in
            let t = Double(step) / 20
            let x: Double = 100 + size * (t < 0.5 ? t : 1 - t)
            return [x, 100 + size * 2 * t, Double(step) * 12]
        }
        let zigzag = (0...24).map { step -> [Double] in
            let y: Double = step % 2 == 0 ? 100 : 100 + size / 2
            return [100 + size * Double(step) / 8, y, Double(step) * 12]
        }
        lines += [line("line", straight), line("right_chevron", chevron), line("zig_zag", zigzag)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Once round a circle about (300, 300), in 48 steps 12 ms apart.
    static func circle(radius: Double, start: Double = 0, direction: Double = 1) -> [[Double]] {
        (0...48).map { step in
            let angle = start + direction * 2 * .pi * Double(step) / 48
            return [300 + radius * cos(angle), 300 + radius * sin(angle), Double(step) * 12]
        }
    }

    private static func line(_ name: String, _ points: [[Double]]) -> String {
        let text = points.map { "[\($0[0]), \($0[1]), \($0[2])]" }.joined(separator: ", ")
        return #"{"name": "\#(name)", "points": [\#(text)]}"#
    }
}
