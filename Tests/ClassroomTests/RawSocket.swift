import Foundation
import GestureLabTestSupport

/// A TCP connection to 127.0.0.1 made by hand: for sockets that stay idle, send half a request, or ask for a
/// WebSocket with headers a browser would send.
final class RawSocket {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` sets the socket's receive buffer (bytes) before it connects.
    init(port: Int, receiveBuffer: Int? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestFailure("no socket: errno \(errno)") }
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(descriptor)
            throw TestFailure("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        sendBytes(Array(text.utf8))
    }

    func sendBytes(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// The bytes that arrive within `timeout` seconds: nil when none did, empty when the peer closed.
    func receive(timeout: Double) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count <= 0 ? [] : Array(buffer[0..<count])
    }

    /// An answer's status line and headers (up to the blank line), and the bytes that came after them.
    func readHeaders(timeout: Double) throws -> (head: String, rest: [UInt8]) {
        var received: [UInt8] = []
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if let blank = received.indices.dropLast(3).first(where: {
                received[$0..<$0 + 4].elementsEqual([13, 10, 13, 10])
            }) {
                return (String(decoding: received[..<blank], as: UTF8.self), Array(received[(blank + 4)...]))
            }
            guard let more = receive(timeout: 0.1) else { continue }
            if more.isEmpty { break }
            received += more
        }
        throw TestFailure("no complete answer within \(timeout) s: \(String(decoding: received, as: UTF8.self))")
    }

    /// The local port of this connection.
    var localPort: Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// What arrives within `timeout` seconds (up to the peer closing), as text.
    func read(timeout: Double) -> String {
        var received: [UInt8] = []
        let end = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < end {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            if String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// True once the server has closed the connection (what it sent before is read and dropped).
    var isClosedByPeer: Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }
}

/// Lets this process (and the servers it starts) open `count` descriptors, as far as the hard limit allows.
func raiseDescriptorLimit(to count: Int) {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < rlim_t(count) {
        limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}

/// The state of the server's end of the connection from 127.0.0.1:`clientPort` to `serverPort`, as /proc/net/tcp
/// lists it: "01" while established, "04" (FIN_WAIT1) once the server closed it with data still unsent, nil once
/// it is gone. Seen from the server's side, so the client need not read anything to know.
func serverEndState(serverPort: Int, clientPort: Int) -> String? {
    // Read to its end: a /proc file says its size is 0, and a long table comes in several reads.
    let table = String(
        decoding: FileHandle(forReadingAtPath: "/proc/net/tcp").flatMap { try? $0.readToEnd() } ?? Data(), as: UTF8.self
    )
    let local = String(format: ":%04X", serverPort)
    let remote = String(format: ":%04X", clientPort)
    for line in table.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        if fields.count > 3, fields[1].hasSuffix(local), fields[2].hasSuffix(remote) { return String(fields[3]) }
    }
    return nil
}

/// A process's resident memory in MB (VmRSS in /proc).
func residentMemoryMB(of process: Int32) -> Double {
    let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}
