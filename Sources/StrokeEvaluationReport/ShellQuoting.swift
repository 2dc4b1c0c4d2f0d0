/// Words quoted for a POSIX shell, so a command copied from the report runs as shown.
public enum ShellQuoting {
    /// `word` as is when it holds only safe characters, else in single quotes.
    public static func quote(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%")
        if !word.isEmpty && word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Each word quoted, joined by spaces.
    public static func join(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}
