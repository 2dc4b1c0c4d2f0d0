/// Words for a command line the attendee pastes into a POSIX shell: a word of plain characters as it is, any
/// other in single quotes (a quote inside written '\''), so names like O'Brien or "Ana María" arrive whole.
public enum ShellQuoting {
    static let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-./:=@%+,")

    public static func quote(_ word: String) -> String {
        if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words quoted and joined with spaces.
    public static func command(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }
}
