import StrokeEvaluation

/// The report's plots of a threshold sweep, as inline SVG: recall and false accepts against the threshold's value
/// (today's value marked), and recall against false accepts, one dot per value tried.
enum SweepPlot {
    static let recallColor = "#2f7de1"
    static let falseAcceptColor = "#e0413a"
    static let todayColor = "#6b6873"

    /// Recall (left axis, 0–100 %) and false accepts (right axis, 0 to the largest rate seen) as the threshold
    /// varies; a dashed line at today's value.
    static func threshold(_ sweep: ThresholdSweep) -> String {
        let values = sweep.points.map(\.threshold)
        let largestRate = max(sweep.points.map(\.evaluation.falseAcceptRate).max() ?? 0, 0.001)
        var plot = SVGPlot(
            width: 640, height: 340, x: (values.min() ?? 0)...(values.max() ?? 1), y: 0...1)
        plot.sideTicks(color: recallColor) { Text.percent($0) }
        plot.sideTicks(right: true, color: falseAcceptColor) { Text.percent($0 * largestRate) }
        plot.bottomTicks { Text.fixed($0) }
        plot.line(sweep.points.map { ($0.threshold, $0.evaluation.recall) }, color: recallColor)
        plot.line(
            sweep.points.map { ($0.threshold, $0.evaluation.falseAcceptRate / largestRate) }, color: falseAcceptColor)
        for point in sweep.points {
            let title =
                "\(sweep.name) \(Text.fixed(point.threshold)): recall \(Text.percent(point.evaluation.recall)), "
                + "false accepts \(Text.percent(point.evaluation.falseAcceptRate))"
            plot.dot((point.threshold, point.evaluation.recall), color: recallColor, radius: 2.5, title: title)
            plot.dot(
                (point.threshold, point.evaluation.falseAcceptRate / largestRate), color: falseAcceptColor,
                radius: 2.5, title: title)
        }
        plot.marker(atX: sweep.current, color: todayColor, label: "today \(Text.fixed(sweep.current))")
        plot.axisTitles(
            x: "\(sweep.name) (the value tried)", left: "recall (\(sweep.points.first?.evaluation.positiveName ?? ""))",
            right: "false accepts (all other names)", rightColor: falseAcceptColor)
        plot.addLegend("recall", color: recallColor, mark: .line)
        plot.addLegend("false accepts (right axis)", color: falseAcceptColor, mark: .line)
        plot.addLegend("today's value", color: todayColor, mark: .dashed)
        return plot.svg(id: "plot-sweep", title: "\(sweep.recognizer.name): recall and false accepts by \(sweep.name)")
    }

    /// Recall against false accepts: each value tried is a dot, joined in order; today's is ringed. The recall axis
    /// starts a little below the lowest recall seen, so the curve's shape shows when every value recalls over 90 %.
    static func recallAgainstFalseAccepts(_ sweep: ThresholdSweep, today: StrokeEvaluation) -> String {
        let largestRate = max(
            sweep.points.map(\.evaluation.falseAcceptRate).max() ?? 0, today.falseAcceptRate, 0.001)
        let lowestRecall = min(sweep.points.map(\.evaluation.recall).min() ?? 0, today.recall)
        let floor = max(0, ((lowestRecall - 0.02) * 10).rounded(.down) / 10)
        var plot = SVGPlot(width: 640, height: 340, x: 0...largestRate, y: floor...1)
        plot.sideTicks { Text.percent(floor + (1 - floor) * $0) }
        plot.bottomTicks { Text.percent($0) }
        plot.line(
            sweep.points.map { ($0.evaluation.falseAcceptRate, $0.evaluation.recall) }, color: recallColor, width: 1.5)
        for point in sweep.points {
            plot.dot(
                (point.evaluation.falseAcceptRate, point.evaluation.recall), color: recallColor,
                title:
                    "\(sweep.name) \(Text.fixed(point.threshold)): recall \(Text.percent(point.evaluation.recall)), "
                    + "false accepts \(Text.percent(point.evaluation.falseAcceptRate))")
        }
        plot.dot(
            (today.falseAcceptRate, today.recall), color: todayColor, radius: 6,
            title: "today: recall \(Text.percent(today.recall)), false accepts \(Text.percent(today.falseAcceptRate))")
        plot.axisTitles(x: "false accepts (share of all other names accepted)", left: "recall")
        plot.addLegend("one value of \(sweep.name)", color: recallColor, mark: .dot)
        plot.addLegend("today's limits", color: todayColor, mark: .dot)
        return plot.svg(id: "plot-recall-fa", title: "\(sweep.recognizer.name): recall against false accepts")
    }
}
