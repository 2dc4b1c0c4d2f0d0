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
        // The line's length is counted as it grows: `String.count` walks the whole string, and asking it for every
        // word made the hint strip's wrapping, redone for every frame, a quarter of a frame's cost (`perf` on
        // `gesturelab bench`'s frame rows).
        var currentCount = 0
        for word in text.split(separator: " ") {
            let wordCount = word.count
            if currentCount == 0 {
                current = String(word)
                currentCount = wordCount
            } else if currentCount + 1 + wordCount <= perLine {
                current += " "
                current += word
                currentCount += 1 + wordCount
            } else {
                lines.append(current)
                current = String(word)
                currentCount = wordCount
            }
        }
        if currentCount > 0 { lines.append(current) }
        return lines
    }
}
