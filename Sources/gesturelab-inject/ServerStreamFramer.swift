/// Cuts the server→client byte stream of one X connection into whole packets, so that a synthetic event is only
/// ever spliced in between two packets. It also remembers the last sequence number the server sent (an injected
/// event must carry it) and, from the connection-setup reply, the client's resource-id base and mask (which tell
/// whose window is whose).
struct ServerStreamFramer {
    private var buffer: [UInt8] = []
    private var setupDone = false
    private(set) var lastSequence: UInt16 = 0
    private(set) var resourceBase: UInt32?
    private(set) var resourceMask: UInt32?

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The complete packets received so far, in order; a partial packet stays for later.
    mutating func takePackets() -> [[UInt8]] {
        var packets: [[UInt8]] = []
        while let length = nextPacketLength(), buffer.count >= length {
            let packet = Array(buffer[0..<length])
            buffer.removeFirst(length)
            if !setupDone {
                setupDone = true
                if packet[0] == 1 && packet.count >= 20 {  // a successful setup reply
                    resourceBase = Self.uint32(packet, 12)
                    resourceMask = Self.uint32(packet, 16)
                }
            } else if packet[0] & 0x7F != 11 {  // every packet but KeymapNotify carries a sequence number
                lastSequence = UInt16(packet[2]) | UInt16(packet[3]) << 8
            }
            packets.append(packet)
        }
        return packets
    }

    private func nextPacketLength() -> Int? {
        if !setupDone {
            guard buffer.count >= 8 else { return nil }
            return 8 + 4 * Int(UInt16(buffer[6]) | UInt16(buffer[7]) << 8)
        }
        guard buffer.count >= 32 else { return nil }
        let type = buffer[0] & 0x7F
        if type == 1 || type == 35 {  // a reply, or a GenericEvent: 32 bytes plus 4 × length
            return 32 + 4 * Int(Self.uint32(buffer, 4))
        }
        return 32
    }

    /// True when `window` was created by this connection's client.
    func owns(window: UInt32) -> Bool {
        guard let base = resourceBase, let mask = resourceMask else { return false }
        return window & ~mask == base
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(
            bytes[offset + 3]) << 24
    }
}
