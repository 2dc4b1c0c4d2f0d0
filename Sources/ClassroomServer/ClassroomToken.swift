import Foundation

/// The shared secret attendees give with `--token`: the one `--token` names, else the one stored in the data
/// folder, else a new one (stored, so a restarted server keeps it and no attendee has to type a new one).
enum ClassroomToken {
    static let fileName = "token"

    static func resolve(given: String?, folder: String) throws -> String {
        if let given { return given }
        let path = (folder as NSString).appendingPathComponent(fileName)
        if let stored = try? String(contentsOfFile: path, encoding: .utf8) {
            let token = stored.trimmingCharacters(in: .whitespacesAndNewlines)
            if !token.isEmpty { return token }
        }
        // Easy to read off a projector and type: 8 characters (about 40 bits), no look-alikes (0/o, 1/l/i).
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        let token = String((0..<8).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
        try Data((token + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        chmod(path, 0o600)
        return token
    }

    /// Compares in time independent of where the texts differ.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let left = Array(given.utf8)
        let right = Array(expected.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        for index in 0..<max(left.count, right.count) {
            difference |= (index < left.count ? left[index] : 0) ^ (index < right.count ? right[index] : 0)
        }
        return difference == 0
    }
}
