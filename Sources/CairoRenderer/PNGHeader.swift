import Foundation

/// The size a PNG file declares in its header, read without decoding the image.
enum PNGHeader {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the first 24 bytes (the signature, then the IHDR chunk); nil when they are not a PNG's.
    static func size(of header: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](header)
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16)
        let height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
