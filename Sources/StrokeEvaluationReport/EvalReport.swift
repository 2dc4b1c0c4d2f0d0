import CairoRenderer
import FileChecks
import Foundation
import SceneSupport
import StrokeEvaluation

/// The report could not be written; nothing was left behind.
public struct EvalReportError: Error, CustomStringConvertible {
    public let description: String
}

/// `gesturelab eval … --report DIR`: `DIR/index.html`, a page a QA engineer attaches to a bug. A header says what
/// was measured (version and commit, recognizer and limits, files with their SHA-256 and stroke counts, date, the exact
/// command); the tables (per name, per part, per person, margins, look-alikes) sort by a click on a header; the plots
/// (the threshold sweep, recall against false accepts, a bar per stroke name) are inline SVG with axis titles and
/// legends; and a PNG thumbnail of every missed positive and every false accept names its file and line and gives
/// the command that plays that stroke alone. Everything is written into a temporary folder beside DIR and renamed
/// into place at the end, so an error leaves either the previous report or nothing — never half of one.
public struct EvalReport {
    public let evaluation: StrokeEvaluation
    public let sweep: ThresholdSweep?
    /// What was measured and how to measure it again.
    public let header: EvalReportHeader

    public init(evaluation: StrokeEvaluation, sweep: ThresholdSweep?, header: EvalReportHeader) {
        self.evaluation = evaluation
        self.sweep = sweep
        self.header = header
    }

    /// Writes `directory/index.html` and its pictures; throws `EvalReportError` (and leaves nothing) when it cannot.
    public func write(to directory: String) throws {
        // Replacing a folder removes it: only one holding nothing but a report's files is an earlier report (a
        // website's folder has an index.html too).
        try ReportFolder(isReportFile: Self.isReportFile, kind: "eval report").write(to: directory, writeContents)
    }

    /// True for a name a report writes: index.html, stroke-0001.png… (and sweep.png, which earlier reports wrote).
    static func isReportFile(_ name: String) -> Bool {
        if name == "index.html" || name == "sweep.png" { return true }
        guard name.hasPrefix("stroke-"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst("stroke-".count).dropLast(".png".count)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    private func writeContents(into folder: URL) throws {
        let renderer = DisplayListRenderer(images: try ImageLibrary(directory: folder.path, names: []))
        let shown = evaluation.misses + evaluation.falseAcceptOutcomes
        var cards: [String] = []
        for (index, outcome) in shown.enumerated() {
            let name = String(format: "stroke-%04d.png", index + 1)
            try PNGSnapshot.write(
                StrokeThumbnail.displayList(for: outcome), width: Int(StrokeThumbnail.size),
                height: Int(StrokeThumbnail.size), renderer: renderer, to: folder.appendingPathComponent(name).path)
            cards.append(card(outcome, image: name))
        }
        let html = EvalReportPage(evaluation: evaluation, sweep: sweep, header: header, cards: cards).html
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    /// A thumbnail with what happened, the stroke's file and line, and the command that plays it alone.
    private func card(_ outcome: StrokeOutcome, image: String) -> String {
        let stroke = outcome.stroke
        let kind = outcome.accepted ? "false accept" : "missed"
        let subject = stroke.subject.map(String.init) ?? "?"
        return """
            <figure class="\(outcome.accepted ? "fa" : "miss")" data-source="\(HTML.escape(stroke.source))">\
            <img src="\(image)" alt="\(HTML.escape(stroke.name)) \(HTML.escape(stroke.source))" width="200" height="200">\
            <figcaption><b>\(kind)</b>: \(HTML.escape(outcome.reason ?? "accepted"))<br>\
            \(HTML.escape(stroke.name)), person \(subject), <b>\(HTML.escape(stroke.source))</b>\
            <code>\(HTML.escape(header.playCommand(for: stroke.source)))</code></figcaption></figure>
            """
    }
}
