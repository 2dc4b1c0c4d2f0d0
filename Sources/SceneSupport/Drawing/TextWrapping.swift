/// Splits text into lines for a width, estimating the sans-serif font's average character width (0.52 em), since
/// display lists measure no text themselves.
public enum TextWrapping {
    public static func lines(_ text: String, width: Double, fontSize: Double) -> [String] {
        lines(text, perLine: max(10, Int(width / (fontSize * 0.52))))
    }

    /// Lines of at most `perLine` characters, broken at spaces (a word longer than a line stays whole).
    public static func lines(_ text: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
