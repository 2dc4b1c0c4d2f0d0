import Foundation
import GestureLabTestSupport
import Testing

/// Every screenshot the docs show exists and is made by scripts/make-screenshots.sh from today's app; no screenshot
/// lies in docs/screenshots that no page shows.
@Suite("The docs' screenshots are made by the script")
struct ScreenshotTests {
    /// The names (without .png) in the script's list: its lines `    "NAME   how …"`.
    static func scriptList(_ script: String) -> [String] {
        script.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^    "([a-z0-9-]+)\s+(snapshot|replay|test|page)\b/) else {
                return nil
            }
            return String(match.output.1)
        }
    }

    /// The screenshots the README and docs/ show or link to, by name, with the page that shows each.
    static func shown(in root: URL) throws -> [String: String] {
        var shown: [String: String] = [:]
        for page in try MarkdownLinks.pages(in: root) {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            for match in text.matches(of: /screenshots\/([A-Za-z0-9_.-]+)\.png/) {
                shown[String(match.output.1), default: page] = page
            }
        }
        return shown
    }

    private var script: String {
        get throws {
            try String(
                contentsOf: repositoryRoot.appendingPathComponent("scripts/make-screenshots.sh"), encoding: .utf8)
        }
    }

    @Test("the script's list is read: the four scenes, eval's report, the classroom")
    func listRead() throws {
        let list = Self.scriptList(try script)
        for name in ["monkey", "knob", "circles", "chevron", "eval-report", "classroom"] {
            #expect(list.contains(name), "\(list)")
        }
        #expect(Self.scriptList("    \"shot  snapshot knob\"\n    \"other  painted by hand\"\n") == ["shot"])
    }

    @Test("every screenshot a page shows exists and is in the script's list")
    func shownAreMade() throws {
        let list = Set(Self.scriptList(try script))
        for (name, page) in try Self.shown(in: repositoryRoot).sorted(by: { $0.key < $1.key }) {
            let file = repositoryRoot.appendingPathComponent("docs/screenshots/\(name).png").path
            #expect(FileManager.default.fileExists(atPath: file), "\(page) shows \(name).png, which is missing")
            #expect(
                list.contains(name),
                "\(page) shows \(name).png, which scripts/make-screenshots.sh does not make: add it to its list")
        }
    }

    @Test("every screenshot in docs/screenshots is shown by a page and made by the script")
    func noStrayScreenshots() throws {
        let shown = try Self.shown(in: repositoryRoot)
        let list = Set(Self.scriptList(try script))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("docs/screenshots").path)
        for file in files.sorted() where file.hasSuffix(".png") {
            let name = String(file.dropLast(4))
            #expect(shown[name] != nil, "docs/screenshots/\(file) is shown by no page: remove it")
            #expect(list.contains(name), "docs/screenshots/\(file) is not made by scripts/make-screenshots.sh")
        }
        for name in list { #expect(shown[name] != nil, "the script makes \(name).png, which no page shows") }
    }
}
