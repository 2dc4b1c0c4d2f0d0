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

    static let lockBoxColor = "#d9822b"

    /// The trade-off as a curve: recall against false accepts (counted as the protocol counts them, against the
    /// budget) as the threshold moves, for the design people and for the people left out (the lock box) as two lines,
    /// each value a dot, today's point ringed on each, and the budget as a dashed line. A change is judged by the whole
    /// curve, not one point. The recall axis starts a little below the lowest recall seen.
    static func recallAgainstFalseAccepts(_ sweep: ThresholdSweep) -> String {
        let parts = sweep.points.map { (threshold: $0.threshold, figures: SplitFigures.parts(of: $0.evaluation)) }
        let lines: [(part: DesignSplit.Part, label: String, color: String, today: SplitFigures)] = [
            (.development, "design people", recallColor, sweep.todayDesign),
            (.lockBox, "people left out (lock box)", lockBoxColor, sweep.todayLockBox),
        ].filter { line in parts.contains { !($0.figures[line.0]?.isEmpty ?? true) } }
        func figures(_ point: (threshold: Double, figures: [DesignSplit.Part: SplitFigures]), _ part: DesignSplit.Part)
            -> SplitFigures
        {
            point.figures[part] ?? SplitFigures()
        }
        let rates = lines.flatMap { line in
            parts.map { figures($0, line.part).falseAcceptRate } + [line.today.falseAcceptRate]
        }
        let recalls = lines.flatMap { line in parts.map { figures($0, line.part).recall } + [line.today.recall] }
        let largestRate = max(rates.max() ?? 0, ThresholdSweep.falseAcceptBudget * 1.5, 0.001)
        let lowestRecall = recalls.min() ?? 0
        let floor = max(0, ((lowestRecall - 0.02) * 10).rounded(.down) / 10)
        var plot = SVGPlot(width: 640, height: 340, x: 0...largestRate, y: floor...1)
        plot.sideTicks { Text.percent(floor + (1 - floor) * $0) }
        plot.bottomTicks { Text.percent($0) }
        plot.line(
            [(ThresholdSweep.falseAcceptBudget, floor), (ThresholdSweep.falseAcceptBudget, 1)], color: todayColor,
            dashed: true, width: 1)
        for line in lines {
            let points = parts.map { (point: $0, figures: figures($0, line.part)) }
            plot.line(points.map { ($0.figures.falseAcceptRate, $0.figures.recall) }, color: line.color, width: 1.5)
            for point in points {
                plot.dot(
                    (point.figures.falseAcceptRate, point.figures.recall), color: line.color,
                    title:
                        "\(line.label), \(sweep.name) \(Text.fixed(point.point.threshold)): recall "
                        + "\(Text.percent(point.figures.recall)), false accepts \(Text.percent(point.figures.falseAcceptRate))"
                )
            }
            plot.dot(
                (line.today.falseAcceptRate, line.today.recall), color: todayColor, radius: 6,
                title:
                    "today, \(line.label): recall \(Text.percent(line.today.recall)), false accepts "
                    + "\(Text.percent(line.today.falseAcceptRate))")
            plot.addLegend(line.label, color: line.color, mark: .dot)
        }
        plot.axisTitles(x: "false accepts (counted against the budget)", left: "recall")
        plot.addLegend("today's limits", color: todayColor, mark: .dot)
        plot.addLegend("the \(Text.percent(ThresholdSweep.falseAcceptBudget)) budget", color: todayColor, mark: .dashed)
        return plot.svg(id: "plot-recall-fa", title: "\(sweep.recognizer.name): recall against false accepts, by part")
    }
}
