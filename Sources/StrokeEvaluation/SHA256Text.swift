import Crypto
import Foundation

/// SHA-256 digests as lowercase hex, as `sha256sum` prints them: how a verdict file names the stroke files it judged.
public enum SHA256Text {
    /// The SHA-256 of `data`, 64 lowercase hex digits.
    public static func hex(of data: Data) -> String {
        SHA256.hash(data: data).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
        .joined()
    }
}
