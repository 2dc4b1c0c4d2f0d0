import Foundation
import GestureLabTestSupport
import Testing

/// Every link in the README and docs/ that points into the repository leads somewhere: the file exists, and the
/// heading it names is in that file.
@Suite("Links in the README and docs/")
struct MarkdownLinkTests {
    @Test("GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered")
    func anchorRule() {
        // As GitHub renders these headings (its anchors for the README's own headings).
        #expect(MarkdownLinks.slug("Hostile input (the fuzzer)") == "hostile-input-the-fuzzer")
        #expect(MarkdownLinks.slug("Install (app menu, man page)") == "install-app-menu-man-page")
        #expect(MarkdownLinks.slug("Differences from UIKit") == "differences-from-uikit")
        #expect(MarkdownLinks.slug("`profile` and --recognizer") == "profile-and---recognizer")
        let anchors = MarkdownLinks.anchors(in: "# A\n## Notes\n```\n# not a heading\n```\n### Notes\n")
        #expect(anchors == ["a", "notes", "notes-1"])
    }

    @Test("a broken file link and a missing anchor are found (the check can fail)")
    func findsBrokenLinks() throws {
        try withTemporaryFolder { folder in
            let root = URL(fileURLWithPath: folder)
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
            try "# Guide\n## Measuring performance\n".write(
                to: root.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
            try
                "See [it](docs/guide.md#measuring-performance), [gone](docs/old.md), [moved](docs/guide.md#hostile-input)."
                .write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let broken = try Self.brokenLinks(in: root)
            #expect(
                broken == [
                    "README.md:1: docs/old.md (no such file)",
                    "README.md:1: docs/guide.md#hostile-input (no such heading)",
                ])
        }
    }

    @Test("every link and anchor in the README and docs/ resolves")
    func everyLinkResolves() throws {
        let broken = try Self.brokenLinks(in: repositoryRoot)
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test("the pages are found: the README and docs/, with links in them")
    func pagesFound() throws {
        let pages = try MarkdownLinks.pages(in: repositoryRoot)
        #expect(pages.contains("README.md") && pages.contains("docs/command-line.md"))
        let links = try pages.flatMap { page in
            MarkdownLinks.links(
                in: try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8), file: page)
        }
        #expect(links.count > 20, "only \(links.count) links found: is the pattern still right?")
    }

    /// Each link that does not resolve, as "file:line: target (why)".
    static func brokenLinks(in root: URL) throws -> [String] {
        var anchorsByFile: [String: Set<String>] = [:]
        func anchors(of path: String) throws -> Set<String> {
            if let known = anchorsByFile[path] { return known }
            let found = MarkdownLinks.anchors(in: try String(contentsOfFile: path, encoding: .utf8))
            anchorsByFile[path] = found
            return found
        }
        var broken: [String] = []
        for page in try MarkdownLinks.pages(in: root) {
            let pageURL = root.appendingPathComponent(page)
            let text = try String(contentsOf: pageURL, encoding: .utf8)
            for link in MarkdownLinks.links(in: text, file: page) {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let pathPart = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]) : nil
                let target =
                    pathPart.isEmpty
                    ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(pathPart).standardized
                guard FileManager.default.fileExists(atPath: target.path) else {
                    broken.append("\(page):\(link.line): \(link.target) (no such file)")
                    continue
                }
                if let anchor, target.pathExtension == "md", try !anchors(of: target.path).contains(anchor) {
                    broken.append("\(page):\(link.line): \(link.target) (no such heading)")
                }
            }
        }
        return broken
    }
}
