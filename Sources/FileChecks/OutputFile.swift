/// The checks before a command writes an output file it was given (`--log`, `--state-out`, `snapshot --out`): an
/// output option replaces the file it names, as `-o` does, but never a folder, never the file the command is reading,
/// and never a recording or a stroke file (`KeptFile`), which nothing could make again.
public enum OutputFile {
    /// Why `path` must not be written as an output, or nil. `inputs` are the files the command reads.
    public static func problem(_ path: String, readingFrom inputs: [String] = []) -> String? {
        switch PathKind(of: path) {
        case .missing, .other: return nil
        case .folder: return "\(path) is a folder: give a file's name"
        case .file: break
        }
        if inputs.contains(where: { isSameFile($0, path) }) {
            return "\(path) is the file being read: writing there would replace it; choose another name"
        }
        if let kept = KeptFile.kind(at: path) {
            return "\(path) holds \(kept.description), which an output would replace: choose another name, or remove it"
                + " first"
        }
        return nil
    }
}
