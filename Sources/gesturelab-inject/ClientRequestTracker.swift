/// Follows the client→server byte stream of one X connection (which the proxy forwards untouched) far enough to
/// number its requests as the server does, and remembers which of them were XIQueryDevice and for which device: the
/// proxy answers those for its own devices (`InjectedDevices`). Request bodies are skipped, never buffered.
struct ClientRequestTracker {
    /// XInput's minor opcode of XIQueryDevice (XI2proto.h: X_XIQueryDevice).
    static let queryDeviceMinor: UInt8 = 48

    let xiOpcode: UInt8
    private var buffer: [UInt8] = []
    private var setupDone = false
    /// Bytes of the current request still to pass.
    private var skip = 0
    private var sequence: UInt16 = 0
    /// The XIQueryDevice requests not answered yet: sequence number → the device asked for (0: all devices).
    var deviceQueries: [UInt16: UInt16] = [:]

    init(xiOpcode: UInt8) { self.xiOpcode = xiOpcode }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes
        if skip > 0 {
            let count = min(skip, rest.count)
            rest = rest.dropFirst(count)
            skip -= count
        }
        buffer.append(contentsOf: rest)
        while skip == 0 {
            if !setupDone {
                // The setup request: 12 bytes, then the authorization name and data, each padded to 4 bytes.
                guard buffer.count >= 12 else { return }
                setupDone = true
                consume(12 + Self.padded(Int(u16(6))) + Self.padded(Int(u16(8))))
                continue
            }
            guard buffer.count >= 4 else { return }
            var length = Int(u16(2)) * 4
            if length == 0 {  // BIG-REQUESTS: the length follows in 32 bits
                guard buffer.count >= 8 else { return }
                length = Int(u32(4)) * 4
            }
            let isDeviceQuery = buffer[0] == xiOpcode && buffer[1] == Self.queryDeviceMinor
            if isDeviceQuery && buffer.count < 6 { return }
            sequence &+= 1
            if isDeviceQuery { deviceQueries[sequence] = u16(4) }
            consume(max(length, 4))
        }
    }

    private mutating func consume(_ count: Int) {
        if buffer.count >= count {
            buffer.removeFirst(count)
        } else {
            skip = count - buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
    }

    private static func padded(_ count: Int) -> Int { (count + 3) / 4 * 4 }
    private func u16(_ at: Int) -> UInt16 { UInt16(buffer[at]) | UInt16(buffer[at + 1]) << 8 }
    private func u32(_ at: Int) -> UInt32 {
        UInt32(buffer[at]) | UInt32(buffer[at + 1]) << 8 | UInt32(buffer[at + 2]) << 16 | UInt32(buffer[at + 3]) << 24
    }
}
