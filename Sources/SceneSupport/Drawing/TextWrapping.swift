import Foundation

/// Splits text into lines for a width, estimating the sans-serif font's average character width (0.52 em), since
/// display lists measure no text themselves.
public enum TextWrapping {
    public static func lines(_ text: String, width: Double, fontSize: Double) -> [String] {
        lines(text, perLine: max(10, Int(width / (fontSize * 0.52))))
    }

    /// The largest font size from `preferred` down to `smallest`, in half points, at which `text` fits `width` on one
    /// line, estimating each character generously (`characterWidth`); `smallest` when none does. A label in a narrow
    /// window shrinks instead of running out of its box.
    public static func fittingSize(
        _ text: String, width: Double, preferred: Double, smallest: Double, bold: Bool = false
    ) -> Double {
        let estimated = Double(text.count) * characterWidth(bold: bold)
        guard estimated > 0 else { return preferred }
        return max(smallest, min(preferred, (width / estimated * 2).rounded(.down) / 2))
    }

    /// The text and the size to draw it at in `width`: as `fittingSize`, and where even the smallest size is too
    /// wide, the text cut short with "…" by the same generous estimate, so what is left fits and a label does not
    /// run into its neighbours.
    public static func fitted(
        _ text: String, width: Double, preferred: Double, smallest: Double, bold: Bool = false
    ) -> (text: String, size: Double) {
        let size = fittingSize(text, width: width, preferred: preferred, smallest: smallest, bold: bold)
        return (cut(text, to: Int(max(0, width) / (size * characterWidth(bold: bold)))), size)
    }

    /// A character's width in ems, estimated generously, so that a label sized by it fits: 0.62, 0.7 in bold (the
    /// widest labels measured 0.60 and 0.69).
    public static func characterWidth(bold: Bool) -> Double { bold ? 0.7 : 0.62 }

    /// The text in at most `characters` characters, the last of them "…" (spaces before it dropped).
    public static func cut(_ text: String, to characters: Int) -> String {
        guard text.count > characters else { return text }
        return text.prefix(max(0, characters - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// The text in at most `characters` characters, "…" and its end where it is longer: a path keeps its file's name
    /// ("Recorded 3 events to …/gesturelab-knob-1.trace.jsonl"). The words before the path (or before the first ": ")
    /// stay, where there is room for them and some of the rest.
    public static func cutKeepingEnd(_ text: String, to characters: Int) -> String {
        guard text.count > characters else { return text }
        guard characters > 1 else { return String(text.suffix(max(0, characters))) }
        let leadEnd = text.range(of: " /").map { text.index(after: $0.lowerBound) } ?? text.range(of: ": ")?.upperBound
        if let leadEnd {
            let lead = String(text[..<leadEnd])
            let rest = characters - lead.count - 1
            if rest >= 12 { return lead + "…" + text.suffix(rest) }
        }
        return "…" + text.suffix(characters - 1)
    }

    /// As `lines(_:width:fontSize:)`, with the same number of lines but each as nearly as long as the others: a
    /// short message in two lines reads as two halves, not a line and a stray word.
    public static func balancedLines(_ text: String, width: Double, fontSize: Double) -> [String] {
        balancedLines(text, perLine: max(10, Int(width / (fontSize * 0.52))))
    }

    /// Lines of at most `perLine` characters, as few as `lines(_:perLine:)` makes, with the longest as short as it
    /// can be.
    public static func balancedLines(_ text: String, perLine: Int) -> [String] {
        let greedy = lines(text, perLine: perLine)
        guard greedy.count > 1 else { return greedy }
        return balancedLines(text, count: greedy.count)
    }

    /// The text in at most `count` lines, broken at spaces so that the longest line is as short as it can be
    /// ("Slide down the / right side", not "Slide down the right / side"); a single word stays one line.
    public static func balancedLines(_ text: String, count: Int) -> [String] {
        // The fewest characters a line can take and still give `count` lines: fewer only ever adds lines.
        var narrow = 1
        var wide = max(1, text.count)
        while narrow < wide {
            let middle = (narrow + wide) / 2
            if lines(text, perLine: middle).count <= count { wide = middle } else { narrow = middle + 1 }
        }
        return lines(text, perLine: wide)
    }

    /// Lines of at most `perLine` characters, broken at spaces (a word longer than a line stays whole). A unit
    /// standing apart ("0.2 %") stays with its number.
    public static func lines(_ text: String, perLine: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        // The line's length is counted as it grows: `String.count` walks the whole string, and asking it for every
        // word made the hint strip's wrapping, redone for every frame, a quarter of a frame's cost (`perf` on
        // `gesturelab bench`'s frame rows).
        var currentCount = 0
        for word in words(text) {
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

    /// The text's words, a word that begins with "%" ("%", "%)") joined to the word before it.
    private static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        for word in text.split(separator: " ") {
            if word.first == "%", let last = words.last {
                words[words.count - 1] = text[last.startIndex..<word.endIndex]
            } else {
                words.append(word)
            }
        }
        return words
    }
}
