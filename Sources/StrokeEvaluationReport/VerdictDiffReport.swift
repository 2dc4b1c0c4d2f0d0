import CairoRenderer
import Foundation
import StrokeEvaluation

/// `gesturelab eval diff OLD NEW --report DIR`: `DIR/index.html`, a table per kind of flip with, for every flipped
/// stroke, its thumbnail before and after (the stroke and what each version drew for the inspector, as
/// `StrokeThumbnail` draws them) and the command that plays that stroke alone. The strokes are read again from the
/// files the verdicts name, checked against their hashes.
public struct VerdictDiffReport {
    /// The most flips of one kind drawn; the rest are counted (the printed diff lists them all).
    public static let drawnPerKind = 200

    public let diff: VerdictDiff

    public init(diff: VerdictDiff) { self.diff = diff }

    /// Writes `directory/index.html` and its thumbnails; throws `EvalReportError` (and leaves nothing) when it cannot.
    public func write(to directory: String) throws {
        let strokes: [String: [Int: RecordedStroke]]
        do {
            strokes = try VerdictStrokes.read(for: diff.new)
        } catch let problem as VerdictFileError {
            throw EvalReportError(description: "--report: \(problem.description)")
        }
        try ReportFolder(isReportFile: Self.isReportFile, kind: "eval diff report").write(to: directory) { folder in
            try writeContents(into: folder, strokes: strokes)
        }
    }

    /// True for a name the report writes: index.html, flip-0001-old.png, flip-0001-new.png…
    static func isReportFile(_ name: String) -> Bool {
        if name == "index.html" { return true }
        guard name.hasPrefix("flip-"), name.hasSuffix("-old.png") || name.hasSuffix("-new.png") else { return false }
        let number = name.dropFirst("flip-".count).dropLast("-old.png".count)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    private func writeContents(into folder: URL, strokes: [String: [Int: RecordedStroke]]) throws {
        let renderer = DisplayListRenderer(images: try ImageLibrary(directory: folder.path, names: []))
        var number = 0
        var sections: [String] = []
        for flip in VerdictDiff.Flip.allCases {
            let changes = diff.flipped(flip)
            guard !changes.isEmpty else {
                sections.append("<h2>\(escape(flip.title)): none</h2>")
                continue
            }
            var rows: [String] = []
            for change in changes.prefix(Self.drawnPerKind) {
                number += 1
                let stroke = strokes[change.new.file]?[change.new.line]
                var cells: [String] = []
                for (verdict, side) in [(change.old, "old"), (change.new, "new")] {
                    let name = String(format: "flip-%04d-\(side).png", number)
                    if let stroke {
                        let outcome = StrokeOutcome(
                            stroke: stroke, accepted: verdict.accepted, reason: verdict.reason,
                            overlays: verdict.drew, checks: [])
                        try PNGSnapshot.write(
                            StrokeThumbnail.displayList(for: outcome), width: Int(StrokeThumbnail.size),
                            height: Int(StrokeThumbnail.size), renderer: renderer,
                            to: folder.appendingPathComponent(name).path)
                    }
                    let picture =
                        stroke == nil
                        ? ""
                        : "<img src=\"\(name)\" width=\"200\" height=\"200\" alt=\"\(side) verdict\"><br>"
                    cells.append("<td>\(picture)\(escape(VerdictDiff.verdict(verdict)))\(score(verdict))</td>")
                }
                rows.append(
                    """
                    <tr><td><code>\(escape(change.new.source))</code></td><td>\(escape(change.new.name))</td>\
                    <td>\(change.new.subject.map(String.init) ?? "?")</td>\(cells.joined())\
                    <td>\(commands(for: change.new))</td></tr>
                    """)
            }
            let more =
                changes.count > Self.drawnPerKind
                ? "<p>\(changes.count - Self.drawnPerKind) more not drawn; the printed diff lists every one.</p>" : ""
            sections.append(
                """
                <h2>\(escape(flip.title)): \(changes.count)</h2>
                <table><thead><tr><th>stroke</th><th>name</th><th>person</th><th>before (OLD)</th>\
                <th>after (NEW)</th><th>play it alone</th></tr></thead>
                <tbody>
                \(rows.joined(separator: "\n"))
                </tbody></table>\(more)
                """)
        }
        let positive = diff.new.header.positive
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>GestureLab eval diff: \(escape(diff.old.header.recognizer)) → \(escape(diff.new.header.recognizer))</title>
            <style>
            body { font: 14px/1.4 "DejaVu Sans", sans-serif; margin: 24px; color: #2b2b33; background: #f4efe6; }
            table { border-collapse: collapse; background: #fff; margin-bottom: 16px; }
            th, td { border: 1px solid #d8d2c6; padding: 6px 8px; text-align: left; vertical-align: top; }
            th { background: #ece5d8; }
            td.number { text-align: right; font-variant-numeric: tabular-nums; }
            code { font-size: 12px; word-break: break-all; }
            </style></head><body>
            <h1>eval diff: \(escape(diff.old.header.recognizer)) → \(escape(diff.new.header.recognizer)), \
            \(diff.changes.count) strokes</h1>
            <table><thead><tr><th></th><th>recognizer</th><th>GestureLab</th><th>commit</th><th>written</th></tr></thead>
            <tbody>
            \(headerRow("before (OLD)", diff.old.header))
            \(headerRow("after (NEW)", diff.new.header))
            </tbody></table>
            <p>Stroke files: \(diff.new.header.files.map { "<code>\(escape($0.file))</code> (SHA-256 \($0.sha256.prefix(12))…)" }.joined(separator: ", "))</p>
            <table><thead><tr><th></th><th>before</th><th>after</th></tr></thead>
            <tbody>
            <tr><td>recall (\(escape(positive)))</td><td class="number">\(share(positives: true, old: true))</td>\
            <td class="number">\(share(positives: true, old: false))</td></tr>
            <tr><td>false accepts (all other names)</td><td class="number">\(share(positives: false, old: true))</td>\
            <td class="number">\(share(positives: false, old: false))</td></tr>
            <tr><td>flipped</td><td class="number" colspan="2">\(diff.flips.count) of \(diff.changes.count)</td></tr>
            <tr><td>reason changed, verdict kept</td><td class="number" colspan="2">\(diff.reasonChanges.count)</td></tr>
            </tbody></table>
            <p>Thumbnails: the stroke in black, its start a green dot and arrow; in orange, what that version of the \
            recognizer drew for the inspector (paths kept to \(VerdictLines.polylinePoints) points, to the nearest point).</p>
            \(sections.joined(separator: "\n"))
            </body></html>

            """
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    private func headerRow(_ title: String, _ header: VerdictFile.Header) -> String {
        let recognizer = header.recognizer + (header.calibration.map { ", \($0)" } ?? "")
        return "<tr><td>\(title)</td><td>\(escape(recognizer))</td><td>\(escape(header.version))</td>"
            + "<td><code>\(escape(header.commit))</code></td><td>\(escape(header.date))</td></tr>"
    }

    private func score(_ verdict: VerdictFile.Verdict) -> String {
        verdict.score.map { "<br>score \(Text.fixed($0, 2))" } ?? ""
    }

    /// "415/420 = 98.81%" of the positives (or negatives) accepted before or after.
    private func share(positives: Bool, old: Bool) -> String {
        let verdicts = diff.changes.map { old ? $0.old : $0.new }.filter { $0.positive == positives }
        let accepted = verdicts.filter(\.accepted).count
        return "\(accepted)/\(verdicts.count) = \(Text.percent(accepted, verdicts.count))"
    }

    /// The command that plays the stroke alone with each version's recognizer (one command when both are the same).
    private func commands(for verdict: VerdictFile.Verdict) -> String {
        let headers = [diff.old.header, diff.new.header]
        let recognizers = diff.old.header.recognizer == diff.new.header.recognizer ? [headers[1]] : headers
        let path = diff.new.header.files.first { $0.file == verdict.file && !$0.file.hasPrefix("generated ") }?.file
        // Generated strokes come with the recognizer's run on any file: the first one judged stands in.
        let file = path ?? diff.new.header.files.first { !$0.file.hasPrefix("generated ") }?.file ?? "strokes.jsonl"
        return recognizers.map { header in
            var words = ["gesturelab", "eval", file, "--recognizer", header.recognizer, "--stroke", verdict.source]
            if EvaluatedRecognizer.named(header.recognizer)?.defaultPositiveName != header.positive {
                words += ["--positive", header.positive]
            }
            if header.split != "all" { words += ["--split", header.split] }
            return "<code>\(escape(words.map(Self.shellQuoted).joined(separator: " ")))</code>"
        }
        .joined(separator: "<br>")
    }

    /// A word as a shell reads it back: quoted when it holds anything beyond letters, digits and `_./:-`.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "_./:-".unicodeScalars.contains($0)
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
