import Foundation

/// The links of the repository's markdown pages, and the headings they may point at, as GitHub resolves them.
enum MarkdownLinks {
    /// One link in a page: where it is and what it points at.
    struct Link {
        let file: String
        let line: Int
        let target: String
    }

    /// The README and every page under docs/, relative to the repository's root.
    static func pages(in root: URL) throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.subpathsOfDirectory(atPath: docs.path)
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// The page's lines outside fenced code blocks, numbered from 1 (a link in an example is not a link).
    static func proseLines(of text: String) -> [(number: Int, text: Substring)] {
        var inFence = false
        var lines: [(Int, Substring)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append((index + 1, line)) }
        }
        return lines
    }

    /// Every inline link and image (`[words](target)`, `![words](target)`) that points into the repository: links
    /// with a scheme (https:, mailto:) are the web's.
    static func links(in text: String, file: String) -> [Link] {
        let pattern = /\]\(([^)\s]+)\)/
        var links: [Link] = []
        for (number, line) in proseLines(of: text) {
            for match in line.matches(of: pattern) {
                let target = String(match.output.1)
                if target.firstMatch(of: /^[a-zA-Z][a-zA-Z+.-]*:/) != nil { continue }
                links.append(Link(file: file, line: number, target: target))
            }
        }
        return links
    }

    /// The anchors of a page's headings, as GitHub makes them: lower case, punctuation dropped but for "-" and "_",
    /// spaces turned into "-", and a repeated heading numbered ("-1", "-2").
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in proseLines(of: text) {
            guard let match = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*#*\s*$/) else { continue }
            let base = slug(String(match.output.1))
            if let count = seen[base] {
                seen[base] = count + 1
                anchors.insert("\(base)-\(count + 1)")
            } else {
                seen[base] = 0
                anchors.insert(base)
            }
        }
        return anchors
    }

    /// A heading's anchor ("Hostile input (the fuzzer)" → "hostile-input-the-fuzzer").
    static func slug(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter { scalar in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == " "
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }
}
