import Classroom
import Foundation
import GestureLabTestSupport
import Testing

/// The server's door under abuse, on 127.0.0.1: idle and half-sent sockets closed by the timeout, a cap with a
/// clear refusal, WebSockets from other sites refused, a page that stops reading dropped, wrong tokens slowed down
/// and logged.
@Suite(.serialized) struct ClassroomConnectionTests {
    static func upgrade(port: Int, origin: String?) throws -> String {
        let socket = try RawSocket(port: port)
        socket.send(
            "GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n")
        return socket.read(timeout: 10).split(separator: "\r\n").first.map(String.init) ?? ""
    }

    @Test func elevenHundredIdleSocketsAreClosedByTheTimeoutAndThePageStillLoads() throws {
        raiseDescriptorLimit(to: 4096)
        try withTemporaryFolder { folder in
            let server = try RunningServer(
                data: folder + "/data", options: ["--snapshot-interval", "0", "--idle-timeout", "2"])
            var sockets: [RawSocket] = []
            for index in 0..<1100 {
                let socket = try RawSocket(port: server.port)
                // Half of them stop in the middle of their headers.
                if index % 2 == 1 { socket.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
                sockets.append(socket)
            }
            try waitUntil("the server to close the idle sockets", timeout: 60, interval: 0.5) {
                sockets.allSatisfy(\.isClosedByPeer)
            }
            let page = try request("GET", server.url, token: nil)
            #expect(page.status == 200 && page.body.contains("GestureLab classroom"))
            #expect(try request("GET", server.url.appendingPathComponent("api/state"), token: nil).status == 200)
        }
    }

    @Test func pastTheCapRequestsAreRefusedClearly() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(
                data: folder + "/data", options: ["--idle-timeout", "3", "--max-connections", "20"])
            let idle = try (0..<30).map { _ in try RawSocket(port: server.port) }
            try waitUntil("the server to take the connections", timeout: 10) {
                try request("GET", server.url.appendingPathComponent("api/state"), token: nil).status == 503
            }
            let refused = try request("GET", server.url.appendingPathComponent("api/state"), token: nil)
            #expect(refused.status == 503 && refused.body.contains("the classroom is full"), "\(refused)")
            try waitUntil("the idle ones to time out", timeout: 30, interval: 0.5) { idle.allSatisfy(\.isClosedByPeer) }
            #expect(try request("GET", server.url.appendingPathComponent("api/state"), token: nil).status == 200)
        }
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            #expect(try Self.upgrade(port: server.port, origin: "http://evil.example").contains(" 101 ") == false)
            #expect(
                try Self.upgrade(port: server.port, origin: "http://127.0.0.1:\(server.port + 1)").contains(" 101 ")
                    == false)
            #expect(try Self.upgrade(port: server.port, origin: "http://127.0.0.1:\(server.port)").contains(" 101 "))
            #expect(server.log.contains("its origin is another site's"), "\(server.log)")
        }
    }

    @Test func aPageThatStopsReadingIsDroppedWhileAReadingPageGoesOn() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data")
            let client = server.client
            let reading = try LivePage(port: server.port, reading: true)
            let stalled = try LivePage(port: server.port, reading: false)
            let memoryBefore = residentMemoryMB(of: server.process.processIdentifier)
            #expect(serverEndState(serverPort: server.port, clientPort: stalled.localPort) == "01")
            // Checks as large as the limits let them be (about 200 KB each), so every delta is large and the
            // stalled page's socket fills within seconds instead of minutes.
            let verdict = String(repeating: "v", count: ClassroomLimits.textBytes)
            func check(_ name: String, lesson: String) -> CheckReport {
                CheckReport(
                    name: name, lesson: lesson, file: "Circle.swift",
                    traces: (0..<ClassroomLimits.traces).map {
                        .init(name: "trace \($0)", passed: true, verdict: verdict)
                    },
                    compileErrors: [])
            }
            let names = (1...4).map { "Stalled \($0)" }
            var posts = 0
            var peakMemory = memoryBefore
            // Until the server's end of the stalled page's connection is closed (seen in /proc/net/tcp: the page
            // never reads, so it cannot see the close itself).
            try waitUntil("the server to drop the page that stopped reading", timeout: 90, interval: 0) {
                try client.post(check: check(names[posts % names.count], lesson: "Lesson \(posts)"))
                posts += 1
                Thread.sleep(forTimeInterval: 0.1)
                peakMemory = max(peakMemory, residentMemoryMB(of: server.process.processIdentifier))
                let state = serverEndState(serverPort: server.port, clientPort: stalled.localPort)
                return state != nil && state != "01"
            }
            try waitUntil("the drop's line", timeout: 10) { server.log.contains("dropped") }
            #expect(
                server.log.contains("dropped the page at 127.0.0.1: it stopped reading its updates")
                    || server.log.contains(" dropped pages"), "\(server.log)")
            // What waited for the stalled page was bounded: 16 deltas, not every delta sent.
            #expect(peakMemory - memoryBefore < 150, "\(memoryBefore) → \(peakMemory) MB after \(posts) posts")
            // The page that reads is still followed: the next change reaches it.
            try client.post(check: check(names[0], lesson: "After the drop"))
            try waitUntil("the reading page to get the change", timeout: 30) {
                reading.messages.contains { $0.contains("After the drop") }
            }
            #expect(!reading.isClosed)
            #expect(serverEndState(serverPort: server.port, clientPort: reading.localPort) == "01")
        }
    }

    @Test func wrongTokensAreSlowedDownPerAddressAndLogged() throws {
        try withTemporaryFolder { folder in
            let server = try RunningServer(data: folder + "/data", token: "right")
            let url = server.url.appendingPathComponent("api/strokes")
            let statuses = try (0..<12).map { _ in try request("GET", url, token: "wrong").status }
            #expect(
                statuses.prefix(10).allSatisfy { $0 == 401 } && statuses.suffix(2).allSatisfy { $0 == 429 },
                "\(statuses)")
            // The right token from the same address waits too: guessing stays slow.
            #expect(try request("GET", url, token: "right").status == 429)
            #expect(server.log.contains("refused 127.0.0.1: a wrong or missing token (1 this minute)"), "\(server.log)")
        }
    }
}
