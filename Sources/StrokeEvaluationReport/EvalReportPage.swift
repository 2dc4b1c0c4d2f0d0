import Foundation
import StrokeEvaluation

/// The report's `index.html`: the header, the headline, the plots, the tables and the thumbnails' cards.
struct EvalReportPage {
    let evaluation: StrokeEvaluation
    let sweep: ThresholdSweep?
    let header: EvalReportHeader
    let cards: [String]

    var html: String {
        let name = HTML.escape(evaluation.recognizer.name)
        var plots = [NameBarPlot.svg(evaluation)]
        if let sweep {
            plots.insert(SweepPlot.recallAgainstFalseAccepts(sweep), at: 0)
            plots.insert(SweepPlot.threshold(sweep), at: 0)
        }
        let sweepText = sweep.map {
            "<details><summary>The sweep as text</summary><pre>\(HTML.escape($0.report))</pre></details>"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>GestureLab eval: \(name) on \(evaluation.outcomes.count) strokes</title>
            <style>
            \(EvalReportStyle.css)
            </style></head><body>
            <h1>\(name) on \(evaluation.outcomes.count) strokes</h1>
            <p class="headline">\(headline)</p>
            \(headerList)
            <h2>Plots</h2>
            \(plots.joined(separator: "\n"))
            \(sweepText ?? "<p>This recognizer has no threshold to sweep.</p>")
            <h2>Per stroke name</h2>
            \(EvalReportTables.perName(evaluation).html)
            <h2>Design, lock box and collected parts</h2>
            <p>The people the rules were made on (design), the others (lock box) and strokes from <code>gesturelab \
            collect</code> files; false accepts as docs/recognition.md's protocol counts them against the \
            \(Text.percent(ThresholdSweep.falseAcceptBudget)) budget, the negatives it sets aside on their own columns.</p>
            \(EvalReportTables.parts(evaluation).html)
            <h2>Per person</h2>
            \(EvalReportTables.perPerson(evaluation).html)
            <h2>Margins</h2>
            <p>Room is the distance to the limit as a share of it: + passes, − fails.</p>
            \(EvalReportTables.margins(evaluation).html)
            <h2>Look-alikes</h2>
            <p>The negatives that look most like \(HTML.escape(evaluation.positiveName)): \
            \(HTML.escape(evaluation.recognizer.lookAlikes.joined(separator: ", ")))</p>
            \(EvalReportTables.lookAlikes(evaluation).html)
            <h2 id="strokes">Missed positives (\(evaluation.misses.count)) and false accepts (\(evaluation.falseAccepts))</h2>
            <p>Green dot and arrow: where the stroke starts and which way it goes. Orange: what the recognizer drew for \
            the inspector. Each card names the stroke's file and line and the command that plays it alone.</p>
            <div class="grid">
            \(cards.isEmpty ? "<p>None.</p>" : cards.joined(separator: "\n"))
            </div>
            <script>
            \(EvalReportStyle.script)
            </script>
            </body></html>

            """
    }

    /// Recall and false accepts, and against the budget when the protocol sets some negatives aside.
    private var headline: String {
        // The headline's rate counts every other name; the protocol's budget leaves some aside (SplitFigures).
        let pooled = SplitFigures.pooled(of: evaluation)
        let budgetText =
            !pooled.setsNegativesAside
            ? ""
            : "; against the \(Text.percent(ThresholdSweep.falseAcceptBudget)) budget <b>"
                + "\(Text.percent(pooled.falseAccepts, pooled.negatives))</b> (\(pooled.falseAccepts)/\(pooled.negatives))"
        return "recall (\(HTML.escape(evaluation.positiveName))) <b>\(Text.percent(evaluation.recall))</b> "
            + "(\(evaluation.positives?.recognized ?? 0)/\(evaluation.positives?.strokes ?? 0)), "
            + "false accepts <b>\(Text.percent(evaluation.falseAcceptRate))</b> "
            + "(\(evaluation.falseAccepts)/\(evaluation.negativeStrokes))\(budgetText)"
    }

    /// What was measured: version and commit, recognizer and limits, files, date, command.
    private var headerList: String {
        let date = ISO8601DateFormatter().string(from: header.date)
        var files = header.files.map { file in
            "<li><code>\(HTML.escape(file.path))</code>: \(file.strokes) strokes, SHA-256 "
                + "<code>\(HTML.escape(file.sha256 ?? "unreadable"))</code></li>"
        }
        if header.generatedStrokes > 0 {
            files.append("<li>generated (seeded, see README): \(header.generatedStrokes) strokes</li>")
        }
        let limits = header.limits.isEmpty ? "none that eval can vary" : header.limits.joined(separator: ", ")
        return """
            <dl class="header" id="header">
            <dt>GestureLab</dt><dd>\(HTML.escape(header.version)), commit <code>\(HTML.escape(header.commit))</code></dd>
            <dt>recognizer</dt><dd>\(HTML.escape(evaluation.recognizer.name)), positive \
            \(HTML.escape(evaluation.positiveName))</dd>
            <dt>its limits</dt><dd>\(HTML.escape(limits))</dd>
            <dt>files</dt><dd><ul>\(files.joined())</ul></dd>
            <dt>date</dt><dd>\(date)</dd>
            <dt>command</dt><dd><code>\(HTML.escape(header.command))</code></dd>
            </dl>
            """
    }
}
