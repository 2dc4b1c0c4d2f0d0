import FileChecks
import Foundation

/// Where the calibration profile lives and how it is read and written: `$XDG_CONFIG_HOME/gesturelab/profile.json`,
/// else `~/.config/gesturelab/profile.json` (the XDG base directory rules). Writing goes to a temporary file in the
/// same folder, renamed over the old one, so a crash mid-write never leaves half a profile. A file that does not read
/// as a profile is replaced or removed only when it is a damaged profile (`Failure.damaged`); any other file given by
/// mistake (strokes, a recording, a document) is left as it is (`Failure.notAProfile`).
public struct ProfileStore: Sendable {
    /// The profile file.
    public let path: String
    /// True when `path` is the standard place (`standardPath`), where only GestureLab writes.
    public let isStandardPlace: Bool

    public init(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.path = path
        isStandardPlace = path == Self.standardPath(environment: environment)
    }

    /// The store at the standard place for this environment.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProfileStore {
        ProfileStore(path: standardPath(environment: environment), environment: environment)
    }

    /// `$XDG_CONFIG_HOME/gesturelab/profile.json`; an unset, empty or relative XDG_CONFIG_HOME is ignored (as the
    /// specification asks) for `$HOME/.config`.
    public static func standardPath(environment: [String: String]) -> String {
        let folder: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folder = config
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            folder = (home as NSString).appendingPathComponent(".config")
        }
        return ((folder as NSString).appendingPathComponent("gesturelab") as NSString).appendingPathComponent(
            "profile.json")
    }

    /// Why a profile could not be read or written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A profile that no longer reads: reset removes it, a new calibration replaces it.
        case damaged(path: String, detail: String)
        /// A file that is no profile at all (no profile's words in it, or strokes or a recording): never replaced or
        /// removed.
        case notAProfile(path: String, detail: String)
        case unreadable(path: String, detail: String)
        case unwritable(path: String, detail: String)
        /// The path names a folder (or a device…), which reset must never remove.
        case notAFile(path: String)

        public var description: String {
            switch self {
            case .damaged(let path, let detail):
                "the calibration profile \(path) is damaged (\(detail)); remove it with `gesturelab profile reset`"
            case .notAProfile(let path, let detail):
                "\(path) is not a calibration profile (\(detail)); left as it is"
            case .unreadable(let path, let detail): "cannot read the calibration profile \(path): \(detail)"
            case .unwritable(let path, let detail): "cannot write the calibration profile \(path): \(detail)"
            case .notAFile(let path):
                "\(path) is not a calibration profile file (it is a folder or a device); left as it is"
            }
        }
    }

    /// The profile, nil when there is none; throws `Failure.damaged` for a profile that does not read and
    /// `Failure.notAProfile` for any other file.
    public func load() throws(Failure) -> CalibrationProfile? {
        switch PathKind(of: path) {
        case .missing: return nil
        case .folder, .other: throw .notAFile(path: path)
        case .file: break
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, detail: error.localizedDescription)
        }
        let profile: CalibrationProfile
        do {
            profile = try Self.decoder.decode(CalibrationProfile.self, from: data)
        } catch {
            if let kept = KeptFile.kind(ofStart: data) {
                throw .notAProfile(path: path, detail: "it holds \(kept.description)")
            }
            guard isDamagedProfile(data) else { throw .notAProfile(path: path, detail: Self.explain(error)) }
            throw .damaged(path: path, detail: Self.explain(error))
        }
        guard profile.version == 1 else { throw .damaged(path: path, detail: "unknown version \(profile.version)") }
        return profile
    }

    /// Writes the profile (making its folder), atomically.
    public func save(_ profile: CalibrationProfile) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try (encoder.encode(profile) + Data("\n".utf8)).write(to: temporary)
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: path, detail: error.localizedDescription)
        }
    }

    /// Removes one gesture's entry (the whole file when none is left), or the whole file; true if there was
    /// something to remove. A damaged profile is removed whole; a file that is not a profile is refused.
    @discardableResult
    public func reset(_ gesture: CalibratedGesture? = nil) throws(Failure) -> Bool {
        // `--profile` pointed at the wrong place must cost nothing: a folder, strokes or a document are refused by
        // `load` before anything is removed. A link to a file is a file: removing it leaves what it points to alone.
        var profile: CalibrationProfile
        do {
            guard let loaded = try load() else { return false }
            profile = loaded
        } catch .damaged {
            return try remove()
        }
        if let gesture {
            guard profile[gesture] != nil else { return false }
            profile[gesture] = nil
            if !profile.recognizers.isEmpty {
                try save(profile)
                return true
            }
        }
        return try remove()
    }

    /// Removes the file (a link, not what it points to).
    private func remove() throws(Failure) -> Bool {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .unwritable(path: path, detail: error.localizedDescription)
        }
        return true
    }

    /// A file that does not decode is a damaged profile when it is at the standard place, or when its text names a
    /// profile's fields: a hand edit gone wrong or a profile of another version, not a file given by mistake.
    private func isDamagedProfile(_ data: Data) -> Bool {
        if isStandardPlace { return true }
        guard data.count <= Self.longestProfile else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.contains("\"recognizers\"") || text.contains("\"version\"")
    }

    /// Far more than a profile of every recognizer takes (about 1 KB): a larger file is something else.
    private static let longestProfile = 1 << 20

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A decoding error in a sentence: what is wrong and where.
    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            "not valid JSON"
        case DecodingError.dataCorrupted(let context):
            "\(context.debugDescription.lowercased().trimmingCharacters(in: ["."])) at \(location(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            "missing \(location(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription.lowercased().trimmingCharacters(in: ["."])) at \(location(context.codingPath))"
        default:
            "\(error)"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map(\.stringValue).joined(separator: ".")
    }
}
