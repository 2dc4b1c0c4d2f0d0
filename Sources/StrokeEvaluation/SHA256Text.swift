import Foundation

/// SHA-256 digests as lowercase hex, as `sha256sum` prints them: how a verdict file names the stroke files it judged.
///
/// Written out from FIPS 180-4 rather than taken from swift-crypto: the `gesturelab` binary links eval, and
/// swift-crypto would add BoringSSL's C build to every build of the demo for one digest per stroke file.
public enum SHA256Text {
    /// The SHA-256 of `data`, 64 lowercase hex digits.
    public static func hex(of data: Data) -> String {
        var digest = SHA256Digest()
        digest.update(with: data)
        return digest.finish().map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
        .joined()
    }
}

/// The SHA-256 compression function over 64-byte blocks (FIPS 180-4, section 6.2).
struct SHA256Digest {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    mutating func update(with data: Data) {
        length &+= UInt64(data.count)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            if !pending.isEmpty {
                let take = min(64 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<take])
                offset = take
                if pending.count == 64 {
                    pending.withUnsafeBytes { compress(block: $0) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            while offset + 64 <= bytes.count {
                compress(block: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
                offset += 64
            }
            if offset < bytes.count { pending.append(contentsOf: bytes[offset...]) }
        }
    }

    /// Pads the message (a 1 bit, zeros, the length in bits as 64 bits big-endian) and returns the 32-byte digest.
    mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBytes { all in
            for start in stride(from: 0, to: all.count, by: 64) {
                compress(block: UnsafeRawBufferPointer(rebasing: all[start..<start + 64]))
            }
        }
        pending.removeAll()
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    private mutating func compress(block: UnsafeRawBufferPointer) {
        // A stack buffer per block, not an array: eval hashes every stroke file it reads, in debug test builds too.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                schedule[index] =
                    UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
                    | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
            }
            for index in 16..<64 {
                let early = schedule[index - 15]
                let late = schedule[index - 2]
                let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
                let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
                schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            var (e, f, g, h) = (state[4], state[5], state[6], state[7])
            Self.roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
                    let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    h = g
                    g = f
                    f = e
                    e = d &+ temp1
                    d = c
                    c = b
                    b = a
                    a = temp1 &+ sum0 &+ majority
                }
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
            state[5] &+= f
            state[6] &+= g
            state[7] &+= h
        }
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
