import Foundation

/// Writes the app's state as JSON, atomically (a temporary file renamed into place), so a reader never sees half.
public enum StateFile {
    public static func write(_ state: AppState, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        let temporary = path + ".tmp"
        try data.write(to: URL(fileURLWithPath: temporary))
        if rename(temporary, path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
