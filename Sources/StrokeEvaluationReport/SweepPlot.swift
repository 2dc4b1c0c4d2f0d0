import GestureEngine
import SceneSupport
import StrokeEvaluation

/// The eval report's plot: recall (blue, left axis 0–100%) and false accepts (red, right axis) as the main
/// threshold sweeps, with today's setting marked by a grey line.
public enum SweepPlot {
    /// The plot's size in pixels.
    public static let width = 560.0, height = 320.0
    private static let left = 60.0, right = 500.0, top = 40.0, bottom = 270.0

    /// The plot of one sweep, `width` × `height`.
    public static func displayList(for sweep: ThresholdSweep) -> DisplayList {
        var list = DisplayList()
        list.add(.clear(.white))
        let values = sweep.points.map(\.threshold)
        let low = values.min() ?? 0
        let high = max(values.max() ?? 1, low + 1e-9)
        let largestRate = max(sweep.points.map(\.evaluation.falseAcceptRate).max() ?? 0, 0.01)
        func x(_ value: Double) -> Double { left + (right - left) * (value - low) / (high - low) }
        func yRecall(_ fraction: Double) -> Double { bottom - (bottom - top) * fraction }
        func yRate(_ fraction: Double) -> Double { bottom - (bottom - top) * fraction / largestRate }
        list.box(Rect(x: left, y: top, width: right - left, height: bottom - top), fill: nil, stroke: .softInk)
        for tick in 0...4 {
            let fraction = Double(tick) / 4
            list.text(
                Text.percent(fraction), at: Point(x: left - 6, y: yRecall(fraction) + 4), size: 10, color: .accentText,
                alignment: .right)
            list.text(
                Text.percent(largestRate * fraction), at: Point(x: right + 6, y: yRecall(fraction) + 4), size: 10,
                color: .failureText)
            let value = low + (high - low) * fraction
            list.text(
                Text.fixed(value), at: Point(x: x(value), y: bottom + 16), size: 10, color: .softInk, alignment: .center
            )
        }
        let marker = x(sweep.current)
        list.add(
            .polyline(
                [Point(x: marker, y: top), Point(x: marker, y: bottom)], color: .softInk, width: 1.5, closed: false))
        list.text(
            "today: \(Text.fixed(sweep.current))", at: Point(x: marker + 4, y: top + 12), size: 10, color: .softInk)
        list.add(
            .polyline(
                sweep.points.map { Point(x: x($0.threshold), y: yRecall($0.evaluation.recall)) }, color: .accent,
                width: 2, closed: false))
        list.add(
            .polyline(
                sweep.points.map { Point(x: x($0.threshold), y: yRate($0.evaluation.falseAcceptRate)) },
                color: .failureRed, width: 2, closed: false))
        list.text(
            "\(sweep.recognizer.name): \(sweep.name)", at: Point(x: width / 2, y: 22), size: 13,
            alignment: .center, bold: true)
        list.text("recall", at: Point(x: left, y: height - 12), size: 11, color: .accentText)
        list.text(
            "false accepts", at: Point(x: right, y: height - 12), size: 11, color: .failureText, alignment: .right)
        return list
    }
}
