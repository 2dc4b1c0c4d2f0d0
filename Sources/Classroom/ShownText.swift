import Foundation

/// Rules for a text the teacher's page shows: what makes a name or a message unreadable, or a row unboundedly tall
/// or slow to draw. The client and the server run the same rules.
public enum ShownText {
    /// The reason `text` cannot be a name on the page, or nil when it can: NFC, no control or formatting
    /// characters, no long runs of combining marks, some visible text, at most `ClassroomLimits.nameBytes` bytes.
    public static func problem(withName text: String) -> String? {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if text.utf8.count > ClassroomLimits.nameBytes {
            return "is longer than \(ClassroomLimits.nameBytes) bytes of UTF-8"
        }
        if text.unicodeScalars.contains(where: isInvisibleControl) {
            return "holds a control or formatting character (a newline, a tab, a direction override)"
        }
        if let marks = problem(withMarks: text) { return marks }
        // Swift's == treats canonically equivalent strings as equal: the scalars tell NFC from NFD.
        if !text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars) {
            return "is not in Unicode NFC (normalize it first)"
        }
        return nil
    }

    /// The reason `text` cannot be a message on the page (a verdict, a compile error), or nil: at most `bytes`
    /// bytes, no long runs of combining marks. Newlines and tabs are allowed; other control characters are not.
    public static func problem(withMessage text: String, bytes: Int = ClassroomLimits.textBytes) -> String? {
        if text.utf8.count > bytes { return "is longer than \(bytes) bytes of UTF-8" }
        if text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && isInvisibleControl($0) }) {
            return "holds a control character"
        }
        return problem(withMarks: text)
    }

    /// Text meant as a name, as the client sends it: NFC, ends trimmed.
    public static func normalizedName(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
    }

    private static func problem(withMarks text: String) -> String? {
        var run = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                run += 1
                if run > ClassroomLimits.combiningMarksInARow {
                    return "holds more than \(ClassroomLimits.combiningMarksInARow) combining marks in a row"
                }
            default:
                run = 0
            }
        }
        return nil
    }

    /// Control characters, line and paragraph separators, and the formatting characters that reorder or hide text
    /// (direction overrides and isolates, zero-width spaces); the zero-width joiner of emoji sequences is kept.
    private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        case .format: return scalar != "\u{200D}"
        default: return false
        }
    }
}
