import Glibc

/// Small wrappers over Unix-domain stream sockets.
enum UnixSocket {
    private static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8.prefix(MemoryLayout.size(ofValue: address.sun_path) - 1))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A listening socket at `path` (an old socket file there is removed first).
    static func listen(at path: String) throws -> Int32 {
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw InjectorError("cannot create a socket") }
        guard withAddress(path, { bind(fd, $0, $1) }) == 0 else {
            throw InjectorError("cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
        guard Glibc.listen(fd, 16) == 0 else { throw InjectorError("cannot listen at \(path)") }
        return fd
    }

    static func connect(to path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0, withAddress(path, { Glibc.connect(fd, $0, $1) }) == 0 else {
            throw InjectorError("cannot connect to \(path): \(String(cString: strerror(errno)))")
        }
        return fd
    }

    /// Writes everything, or returns false when the other end has gone.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads what is there (nil at end of stream or on error).
    static func readSome(_ fd: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(buffer[0..<count])
    }
}

struct InjectorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
