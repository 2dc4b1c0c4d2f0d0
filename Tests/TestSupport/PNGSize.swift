import Foundation

/// A PNG's width and height, from its header.
public func pngSize(_ data: Data) throws -> (Int, Int) {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
        throw TestFailure("not a PNG")
    }
    func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
}
