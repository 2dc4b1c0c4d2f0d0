import Foundation

/// Reads the `"points": [[x, y, t], …]` array of a stroke line straight from its bytes: reading thousands of numbers
/// through Codable takes most of a run's time. Anything unexpected gives nil, and the caller falls back to
/// JSONDecoder (which also produces the error message).
enum PointsScanner {
    static func points(in bytes: Data) -> [[Double]]? {
        bytes.withUnsafeBytes { raw -> [[Double]]? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var scanner = Scanner(base: base, count: raw.count)
            let key = Array("\"points\"".utf8)
            // The key must appear once: a nested object with its own "points" is left to JSONDecoder.
            var second = scanner
            guard scanner.skip(past: key), !second.skip(past: key, from: scanner.index),
                scanner.expect(UInt8(ascii: ":")), scanner.expect(UInt8(ascii: "["))
            else { return nil }
            var points: [[Double]] = []
            if scanner.peek() == UInt8(ascii: "]") { return points }
            while true {
                guard scanner.expect(UInt8(ascii: "[")) else { return nil }
                var values: [Double] = []
                while true {
                    guard let value = scanner.number() else { return nil }
                    values.append(value)
                    if scanner.expect(UInt8(ascii: ",")) { continue }
                    guard scanner.expect(UInt8(ascii: "]")) else { return nil }
                    break
                }
                points.append(values)
                if scanner.expect(UInt8(ascii: ",")) { continue }
                guard scanner.expect(UInt8(ascii: "]")) else { return nil }
                return points
            }
        }
    }

    private struct Scanner {
        let base: UnsafePointer<UInt8>
        let count: Int
        var index = 0

        init(base: UnsafePointer<UInt8>, count: Int) {
            self.base = base
            self.count = count
        }

        mutating func skipSpace() {
            while index < count, [0x20, 0x09, 0x0A, 0x0D].contains(base[index]) { index += 1 }
        }

        func peek() -> UInt8? {
            var probe = self
            probe.skipSpace()
            return probe.index < count ? base[probe.index] : nil
        }

        /// Moves past the first occurrence of `pattern` (a key: the keys before it are names without quotes inside).
        mutating func skip(past pattern: [UInt8], from first: Int = 0) -> Bool {
            guard pattern.count <= count else { return false }
            var start = first
            while start + pattern.count <= count {
                var matches = true
                for offset in 0..<pattern.count where base[start + offset] != pattern[offset] {
                    matches = false
                    break
                }
                if matches {
                    index = start + pattern.count
                    return true
                }
                start += 1
            }
            return false
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < count, base[index] == byte else { return false }
            index += 1
            return true
        }

        /// A JSON number (strtod on its characters, which JSON's grammar keeps to digits, sign, point and exponent).
        mutating func number() -> Double? {
            skipSpace()
            var text: [CChar] = []
            while index < count {
                let byte = base[index]
                guard
                    (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65
                        || byte == 0x45
                else { break }
                text.append(CChar(bitPattern: byte))
                index += 1
            }
            guard !text.isEmpty, text.count < 64 else { return nil }
            text.append(0)
            var end: UnsafeMutablePointer<CChar>?
            let value = text.withUnsafeBufferPointer { buffer in strtod(buffer.baseAddress!, &end) }
            let consumed = text.withUnsafeBufferPointer { buffer in
                end.map { $0 - UnsafeMutablePointer(mutating: buffer.baseAddress!) }
            }
            return consumed == text.count - 1 ? value : nil
        }
    }
}
