/// Splits text into lines for a width, estimating the sans-serif font's average character width (0.52 em), since
/// the app shell measures no text itself.
enum TextWrapping {
    static func lines(_ text: String, width: Double, fontSize: Double) -> [String] {
        let perLine = max(10, Int(width / (fontSize * 0.52)))
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
