import CairoRenderer
import FileChecks
import Foundation
import SceneSupport
import StrokeEvaluation

/// The report could not be written; nothing was left behind.
public struct EvalReportError: Error, CustomStringConvertible {
    public let description: String
}

/// `gesturelab eval … --report DIR`: `DIR/index.html` with the summary tables, a PNG thumbnail of every missed
/// positive and every false accept (with the recognizer's overlay and reason), and the threshold-sweep plot.
/// Everything is written into a temporary folder beside DIR and renamed into place at the end, so an error leaves
/// either the previous report or nothing — never half of one.
public struct EvalReport {
    public let evaluation: StrokeEvaluation
    public let sweep: ThresholdSweep?
    /// The command line that made the report, shown in it so it can be made again.
    public let command: String

    public init(evaluation: StrokeEvaluation, sweep: ThresholdSweep?, command: String) {
        self.evaluation = evaluation
        self.sweep = sweep
        self.command = command
    }

    /// Writes `directory/index.html` and its pictures; throws `EvalReportError` (and leaves nothing) when it cannot.
    public func write(to directory: String) throws {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let kind = PathKind(of: target.path)
        if kind != .missing {
            let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
            // Replacing a folder removes it: only one holding nothing but a report's files is an earlier report (a
            // website's folder has an index.html too).
            guard kind == .folder, contents.allSatisfy(Self.isReportFile) else {
                throw EvalReportError(
                    description: "\(directory): exists and is not an earlier eval report; choose another folder")
            }
        }
        let parent = target.deletingLastPathComponent()
        guard manager.fileExists(atPath: parent.path) else {
            throw EvalReportError(description: "\(directory): the folder \(parent.path) does not exist")
        }
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).partial-\(getpid())")
        do {
            try? manager.removeItem(at: temporary)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try writeContents(into: temporary)
            if manager.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: temporary, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: temporary, to: target)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            if let error = error as? EvalReportError { throw error }
            throw EvalReportError(description: "\(directory): cannot write the report (\(error))")
        }
    }

    /// True for a name a report writes: index.html, sweep.png, stroke-0001.png…
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
            let kind = outcome.accepted ? "false accept" : "missed"
            cards.append(
                """
                <figure class="\(outcome.accepted ? "fa" : "miss")"><img src="\(name)" alt="\(escape(outcome.stroke.name))" \
                width="200" height="200"><figcaption><b>\(kind)</b>: \(escape(outcome.reason ?? "accepted"))<br>\
                \(escape(outcome.stroke.name)), subject \(outcome.stroke.subject.map(String.init) ?? "?"), \
                \(escape(outcome.stroke.source))</figcaption></figure>
                """)
        }
        var plot = ""
        if let sweep {
            try PNGSnapshot.write(
                SweepPlot.displayList(for: sweep), width: Int(SweepPlot.width), height: Int(SweepPlot.height),
                renderer: renderer, to: folder.appendingPathComponent("sweep.png").path)
            plot = """
                <h2>Threshold sweep</h2><img src="sweep.png" width="560" height="320" alt="sweep">
                <pre>\(escape(sweep.report))</pre>
                """
        }
        // The headline's rate counts every other name; the protocol's budget leaves some aside (SplitFigures).
        let pooled = SplitFigures.pooled(of: evaluation)
        let budgetText =
            !pooled.setsNegativesAside
            ? ""
            : "; against the \(Text.percent(ThresholdSweep.falseAcceptBudget)) budget <b>"
                + "\(Text.percent(pooled.falseAccepts, pooled.negatives))</b> (\(pooled.falseAccepts)/\(pooled.negatives))"
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>GestureLab eval: \(escape(evaluation.recognizer.name))</title>
            <style>
            body { font: 14px/1.4 "DejaVu Sans", sans-serif; margin: 24px; color: #2b2b33; background: #f4efe6; }
            pre { background: #fff; padding: 12px; border-radius: 8px; overflow-x: auto; font-size: 12px; }
            .grid { display: flex; flex-wrap: wrap; gap: 12px; }
            figure { margin: 0; background: #fff; border-radius: 8px; padding: 6px; width: 200px;
                     border-top: 4px solid #2f7de1; }
            figure.fa { border-top-color: #e0413a; }
            figcaption { font-size: 11px; color: #6b6873; }
            .headline { font-size: 18px; }
            </style></head><body>
            <h1>\(escape(evaluation.recognizer.name)) on \(evaluation.outcomes.count) strokes</h1>
            <p class="headline">recall <b>\(Text.percent(evaluation.recall))</b> \
            (\(evaluation.positives?.recognized ?? 0)/\(evaluation.positives?.strokes ?? 0)), \
            false accepts <b>\(Text.percent(evaluation.falseAcceptRate))</b> \
            (\(evaluation.falseAccepts)/\(evaluation.negativeStrokes))\(budgetText)</p>
            <p>Made by <code>\(escape(command))</code></p>
            <h2>Missed positives (\(evaluation.misses.count)) and false accepts (\(evaluation.falseAccepts))</h2>
            <p>Green dot and arrow: where the stroke starts and which way it goes. Orange: what the recognizer drew for the inspector.</p>
            <div class="grid">
            \(cards.isEmpty ? "<p>None.</p>" : cards.joined(separator: "\n"))
            </div>
            <h2>Per stroke name</h2><pre>\(escape(evaluation.report))</pre>
            <h2>Per subject</h2><pre>\(escape(SubjectTable(evaluation).report))</pre>
            <h2>Margins</h2><pre>\(escape(MarginTable(evaluation).report))</pre>
            \(plot)
            </body></html>

            """
        try Data(html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
