/// Finds the gesture-recognizer classes an attendee's file declares, by reading its text: a class is a candidate
/// when it is declared as a subclass of a type whose name ends in "GestureRecognizer"
/// (`class ZStroke: GestureRecognizer`, `final class MyPan: PanGestureRecognizer`).
///
/// A reader of declarations, not a Swift parser: comments and string literals are blanked first, so a class in a
/// comment does not count; the compiler checks the rest.
public enum RecognizerClassFinder {
    /// One declared class, with where it is (1-based line and column of the `class` keyword).
    public struct Declaration: Hashable, Sendable {
        public let name: String
        public let superclass: String
        public let line: Int
        public let column: Int
    }

    public static func declarations(in source: String) -> [Declaration] {
        let code = blankingCommentsAndStrings(source)
        var found: [Declaration] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = tokens(of: Substring(line))
            for (position, word) in words.enumerated() where word.text == "class" {
                // class NAME : SUPER   (generic parameters are not expected on a recognizer)
                guard position + 3 < words.count, words[position + 2].text == ":" else { continue }
                let name = words[position + 1].text
                let superclass = words[position + 3].text
                guard isIdentifier(name), superclass.hasSuffix("GestureRecognizer") else { continue }
                found.append(
                    Declaration(name: name, superclass: superclass, line: index + 1, column: word.column))
            }
        }
        return found
    }

    /// The class to load: the one named `requested`, or the only candidate.
    public static func choose(_ requested: String?, in source: String, file: String) throws -> Declaration {
        let candidates = declarations(in: source)
        if let requested {
            guard let match = candidates.first(where: { $0.name == requested }) else {
                let known = candidates.isEmpty ? "it declares none" : "it declares \(names(candidates))"
                throw WorkshopError("\(file): no GestureRecognizer subclass named \(requested): \(known)")
            }
            return match
        }
        switch candidates.count {
        case 0:
            throw WorkshopError(
                "\(file):1:1: error: no GestureRecognizer subclass found; declare one, such as "
                    + "`class MyGestureRecognizer: GestureRecognizer { … }`")
        case 1:
            return candidates[0]
        default:
            let first = candidates[0]
            throw WorkshopError(
                "\(file):\(first.line):\(first.column): error: several recognizers (\(names(candidates))): "
                    + "choose one with --class NAME")
        }
    }

    private static func names(_ declarations: [Declaration]) -> String {
        declarations.map(\.name).joined(separator: ", ")
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Words and the `:` and `{` punctuation, with their 1-based columns.
    private static func tokens(of line: Substring) -> [(text: String, column: Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { start = offset + 1 }
                current.append(character)
                continue
            }
            if !current.isEmpty {
                result.append((current, start))
                current = ""
            }
            if character == ":" || character == "{" || character == "<" {
                result.append((String(character), offset + 1))
            }
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }

    /// The source with comments and string literals replaced by spaces (newlines kept, so lines still count).
    static func blankingCommentsAndStrings(_ source: String) -> String {
        var output = ""
        var characters = Array(source)[...]
        var blockDepth = 0
        var inLineComment = false
        var inString = false
        while let character = characters.first {
            let next = characters.dropFirst().first
            characters = characters.dropFirst()
            if character == "\n" {
                inLineComment = false
                output.append("\n")
                continue
            }
            if inLineComment {
                output.append(" ")
            } else if blockDepth > 0 {
                if character == "*" && next == "/" {
                    blockDepth -= 1
                    characters = characters.dropFirst()
                    output.append("  ")
                } else if character == "/" && next == "*" {
                    blockDepth += 1
                    characters = characters.dropFirst()
                    output.append("  ")
                } else {
                    output.append(" ")
                }
            } else if inString {
                if character == "\\" && next != nil && next != "\n" {
                    characters = characters.dropFirst()
                    output.append("  ")
                } else {
                    if character == "\"" { inString = false }
                    output.append(" ")
                }
            } else if character == "/" && next == "/" {
                inLineComment = true
                output.append(" ")
            } else if character == "/" && next == "*" {
                blockDepth = 1
                characters = characters.dropFirst()
                output.append("  ")
            } else if character == "\"" {
                inString = true
                output.append(" ")
            } else {
                output.append(character)
            }
        }
        return output
    }
}
