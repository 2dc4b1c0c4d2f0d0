import Foundation
import GestureLabTestSupport

/// A teacher's page's WebSocket to `/live`, made by hand on 127.0.0.1: one that reads every delta (and answers the
/// server's pings, as a browser does), or one that never reads a byte after the upgrade.
final class LivePage: @unchecked Sendable {
    let socket: RawSocket
    private let lock = NSLock()
    /// The last few text messages (a delta may be large: not every one is kept).
    private var texts: [String] = []
    private var closed = false

    /// Connects and upgrades; a reading page then reads on its own thread until the server closes. A page that
    /// does not read asks for a small receive buffer, so the server's writes back up sooner.
    init(port: Int, reading: Bool) throws {
        socket = try RawSocket(port: port, receiveBuffer: reading ? nil : 4096)
        socket.send(
            "GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Origin: http://127.0.0.1:\(port)\r\n\r\n")
        let answer = try socket.readHeaders(timeout: 10)
        guard answer.head.hasPrefix("HTTP/1.1 101 ") else { throw TestFailure("no upgrade: \(answer.head)") }
        guard reading else { return }
        let leftover = answer.rest
        Thread.detachNewThread { [self] in readFrames(after: leftover) }
    }

    /// The last text messages read.
    var messages: [String] { lock.withLock { texts } }
    var isClosed: Bool { lock.withLock { closed } }

    /// The port this end of the connection has (the server sees the page as 127.0.0.1:PORT).
    var localPort: Int { socket.localPort }

    private func readFrames(after start: [UInt8]) {
        var buffer = start
        defer { lock.withLock { closed = true } }
        while true {
            while let (opcode, payload, used) = Self.frame(in: buffer) {
                buffer.removeFirst(used)
                switch opcode {
                case 0x1: lock.withLock { texts = (texts + [String(decoding: payload, as: UTF8.self)]).suffix(8) }
                case 0x8: return
                case 0x9: socket.sendBytes(Self.maskedFrame(opcode: 0xA, payload: payload))
                default: break
                }
            }
            guard let more = socket.receive(timeout: 60), !more.isEmpty else { return }
            buffer += more
        }
    }

    /// One whole unmasked frame (server to client) at the start of `bytes`: its opcode, payload and length.
    static func frame(in bytes: [UInt8]) -> (UInt8, [UInt8], Int)? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var header = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            header = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        guard bytes.count >= header + length else { return nil }
        return (bytes[0] & 0x0F, Array(bytes[header..<header + length]), header + length)
    }

    /// A client's frame: always masked (RFC 6455 5.3); control payloads are under 126 bytes.
    static func maskedFrame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return [0x80 | opcode, 0x80 | UInt8(payload.count)] + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }
}
