import FileChecks
import Foundation

/// Where the calibration profile lives and how it is read and written: `$XDG_CONFIG_HOME/gesturelab/profile.json`,
/// else `~/.config/gesturelab/profile.json` (the XDG base directory rules). Writing goes to a temporary file in the
/// same folder, renamed over the old one, so a crash mid-write never leaves half a profile.
public struct ProfileStore: Sendable {
    /// The profile file.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The store at the standard place for this environment.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProfileStore {
        ProfileStore(path: standardPath(environment: environment))
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
        case damaged(path: String, detail: String)
        case unreadable(path: String, detail: String)
        case unwritable(path: String, detail: String)
        /// The path names a folder (or a device…), which reset must never remove.
        case notAFile(path: String)

        public var description: String {
            switch self {
            case .damaged(let path, let detail):
                "the calibration profile \(path) is damaged (\(detail)); remove it with `gesturelab profile reset`"
            case .unreadable(let path, let detail): "cannot read the calibration profile \(path): \(detail)"
            case .unwritable(let path, let detail): "cannot write the calibration profile \(path): \(detail)"
            case .notAFile(let path):
                "\(path) is not a calibration profile file (it is a folder or a device); left as it is"
            }
        }
    }

    /// The profile, nil when there is none; throws `Failure.damaged` for a file that is not a profile.
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
    /// something to remove. A damaged file is removed whole.
    @discardableResult
    public func reset(_ gesture: CalibratedGesture? = nil) throws(Failure) -> Bool {
        // Removing a folder would remove everything in it: `--profile` pointed at the wrong place must cost nothing.
        // A link to a file is a file: removing it leaves the file it points to alone.
        switch PathKind(of: path) {
        case .missing: return false
        case .folder, .other: throw .notAFile(path: path)
        case .file: break
        }
        if let gesture, var profile = try? load() {
            guard profile[gesture] != nil else { return false }
            profile[gesture] = nil
            if !profile.recognizers.isEmpty {
                try save(profile)
                return true
            }
        }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .unwritable(path: path, detail: error.localizedDescription)
        }
        return true
    }

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
