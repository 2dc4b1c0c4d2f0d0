import StrokeEvaluation

/// A bar per stroke name, as inline SVG: the share of that name's strokes the recognizer accepted (for the positive
/// its recall, for every other name its false accepts), one row per name in the per-name table's order.
enum NameBarPlot {
    static let rowHeight = 16.0

    static func svg(_ evaluation: StrokeEvaluation) -> String {
        let rows = evaluation.rows
        let labelWidth = min(max(Double(rows.map(\.name.count).max() ?? 4) * 6.5 + 16, 90), 260)
        let top = 40.0
        let height = top + Double(max(rows.count, 1)) * rowHeight + 60
        var plot = SVGPlot(
            width: 640, height: height, x: 0...1, y: 0...Double(max(rows.count, 1)),
            frame: (labelWidth, top, 610, height - 60))
        plot.bottomTicks { Text.percent($0) }
        for (index, row) in rows.enumerated() {
            let isPositive = row.name == evaluation.positiveName
            let share = Double(row.recognized) / Double(max(row.strokes, 1))
            let slot = Double(rows.count - index)
            plot.box(
                x0: 0, y0: slot - 0.85, x1: share, y1: slot - 0.15,
                color: isPositive ? SweepPlot.recallColor : SweepPlot.falseAcceptColor,
                title: "\(row.name): \(row.recognized)/\(row.strokes) = \(Text.percent(row.recognized, row.strokes))")
            plot.text(
                row.name, x: labelWidth - 6, y: plot.py(slot - 0.5) + 4, anchor: "end",
                color: isPositive ? SweepPlot.recallColor : "#2b2b33", size: 10)
            // The count sits after the bar, or inside a bar too long to leave it room.
            let inside = share > 0.85
            plot.text(
                "\(row.recognized)/\(row.strokes)", x: plot.px(share) + (inside ? -4 : 4), y: plot.py(slot - 0.5) + 4,
                anchor: inside ? "end" : "start", color: inside ? "#fff" : "#6b6873", size: 9)
        }
        plot.axisTitles(x: "share of the name's strokes accepted", left: nil)
        plot.addLegend("positive: recognized (recall)", color: SweepPlot.recallColor, mark: .box)
        plot.addLegend("other names: accepted (false accepts)", color: SweepPlot.falseAcceptColor, mark: .box)
        return plot.svg(id: "plot-names", title: "\(evaluation.recognizer.name): accepted per stroke name")
    }
}
