import Foundation

/// The attendee's own keys, one per class and name, kept in their config
/// (`$XDG_CONFIG_HOME/gesturelab/classroom-keys.json`, else `~/.config/…`, readable by them alone). A class is known
/// by its token, which stays the same when the teacher's server restarts or moves to another address.
public struct ClassroomKeys: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file in the attendee's config folder.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ClassroomKeys
    {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".config")
        return ClassroomKeys(path: (base as NSString).appendingPathComponent("gesturelab/classroom-keys.json"))
    }

    struct Entry: Codable, Equatable {
        var token: String
        var name: String
        var key: String
    }

    /// The key kept for `name` in the class of `token`.
    public func key(token: String, name: String) -> String? {
        entries().first { $0.token == token && $0.name == name }?.key
    }

    /// Keeps `key` (replacing any other for the same class and name).
    public func keep(token: String, name: String, key: String?) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Two GestureLabs of the attendee's (the workshop and collect) may keep keys at once: one at a time.
        let lock = open(path + ".lock", O_CREAT | O_RDWR, 0o600)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer {
            if lock >= 0 {
                flock(lock, LOCK_UN)
                close(lock)
            }
        }
        var kept = entries().filter { !($0.token == token && $0.name == name) }
        if let key { kept.append(Entry(token: token, name: name, key: key)) }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(kept).write(to: URL(fileURLWithPath: path), options: .atomic)
            chmod(path, 0o600)
        } catch {
            throw ClassroomError("cannot keep the classroom key in \(path): \(error.localizedDescription)")
        }
    }

    private func entries() -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }
}
