import StrokeEvaluation

/// An inline SVG plot: a frame with ticks on its axes, axis titles, a legend, and whatever lines, dots and bars are
/// added in data coordinates. The page shows it as it is (text stays text: searchable, sharp when zoomed).
struct SVGPlot {
    /// A legend entry: a line, a dot or a filled box of its colour.
    enum Mark { case line, dot, box, dashed }

    let width: Double
    let height: Double
    let frame: (left: Double, top: Double, right: Double, bottom: Double)
    let x: ClosedRange<Double>
    let y: ClosedRange<Double>
    private var body: [String] = []
    private var legend: [(label: String, color: String, mark: Mark)] = []

    init(
        width: Double, height: Double, x: ClosedRange<Double>, y: ClosedRange<Double>,
        frame: (left: Double, top: Double, right: Double, bottom: Double)? = nil
    ) {
        self.width = width
        self.height = height
        self.frame = frame ?? (70, 40, width - 70, height - 60)
        self.x = x.lowerBound < x.upperBound ? x : x.lowerBound...(x.lowerBound + 1)
        self.y = y.lowerBound < y.upperBound ? y : y.lowerBound...(y.lowerBound + 1)
    }

    func px(_ value: Double) -> Double {
        frame.left + (frame.right - frame.left) * (value - x.lowerBound) / (x.upperBound - x.lowerBound)
    }

    func py(_ value: Double) -> Double {
        frame.bottom - (frame.bottom - frame.top) * (value - y.lowerBound) / (y.upperBound - y.lowerBound)
    }

    private static func n(_ value: Double) -> String { Text.fixed(value, 1) }

    /// Where each legend entry starts (its mark's left end and its text's baseline): in a row along the top, and in
    /// a second row when an entry would run past the right edge. Two rows sit higher, so that the second clears the
    /// dots drawn on the frame's top edge.
    private func legendPlaces() -> [(x: Double, y: Double)] {
        var rows: [[Double]] = [[]]
        var x = frame.left
        for entry in legend {
            if x > frame.left && x + 28 + Self.textWidth(entry.label) > width - 4 {
                rows.append([])
                x = frame.left
            }
            rows[rows.count - 1].append(x)
            x += 40 + Self.textWidth(entry.label)
        }
        let firstBaseline = rows.count > 1 ? 14.0 : 20.0
        return rows.enumerated().flatMap { row, starts in starts.map { ($0, firstBaseline + 14 * Double(row)) } }
    }

    /// How wide a legend's label is drawn, at most: 11 px text, whose widest common glyphs (digits in DejaVu Sans,
    /// the browsers' usual fallback here) advance 0.636 em, 7 px.
    static func textWidth(_ label: String) -> Double { Double(label.count) * 7 }

    /// A line through data points.
    mutating func line(_ points: [(Double, Double)], color: String, dashed: Bool = false, width: Double = 2) {
        let path = points.map { "\(Self.n(px($0.0))),\(Self.n(py($0.1)))" }.joined(separator: " ")
        let dash = dashed ? " stroke-dasharray=\"6 4\"" : ""
        body.append(
            "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Self.n(width))\"\(dash)/>")
    }

    /// A dot at a data point, with a tooltip.
    mutating func dot(_ point: (Double, Double), color: String, radius: Double = 3.5, title: String) {
        body.append(
            "<circle cx=\"\(Self.n(px(point.0)))\" cy=\"\(Self.n(py(point.1)))\" r=\"\(Self.n(radius))\" "
                + "fill=\"\(color)\"><title>\(HTML.escape(title))</title></circle>")
    }

    /// A box in data coordinates (a bar), with a tooltip.
    mutating func box(x0: Double, y0: Double, x1: Double, y1: Double, color: String, title: String) {
        let left = min(px(x0), px(x1))
        let top = min(py(y0), py(y1))
        body.append(
            "<rect x=\"\(Self.n(left))\" y=\"\(Self.n(top))\" width=\"\(Self.n(abs(px(x1) - px(x0))))\" "
                + "height=\"\(Self.n(abs(py(y1) - py(y0))))\" fill=\"\(color)\"><title>\(HTML.escape(title))</title></rect>"
        )
    }

    /// Text at a pixel position.
    mutating func text(
        _ text: String, x: Double, y: Double, anchor: String = "start", color: String = "#2b2b33", size: Double = 11,
        rotate: Bool = false
    ) {
        let turn = rotate ? " transform=\"rotate(-90 \(Self.n(x)) \(Self.n(y)))\"" : ""
        body.append(
            "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" text-anchor=\"\(anchor)\" fill=\"\(color)\" "
                + "font-size=\"\(Self.n(size))\"\(turn)>\(HTML.escape(text))</text>")
    }

    /// A vertical line across the frame at a data x.
    mutating func marker(atX value: Double, color: String, label: String) {
        let at = px(value)
        body.append(
            "<line x1=\"\(Self.n(at))\" y1=\"\(Self.n(frame.top))\" x2=\"\(Self.n(at))\" y2=\"\(Self.n(frame.bottom))\" "
                + "stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>")
        text(label, x: at + 4, y: frame.top + 12, color: color, size: 10)
    }

    /// Ticks and labels along the bottom axis, at `count + 1` evenly spaced values.
    mutating func bottomTicks(count: Int = 4, label: (Double) -> String) {
        for index in 0...count {
            let value = x.lowerBound + (x.upperBound - x.lowerBound) * Double(index) / Double(count)
            let at = px(value)
            body.append(
                "<line x1=\"\(Self.n(at))\" y1=\"\(Self.n(frame.bottom))\" x2=\"\(Self.n(at))\" "
                    + "y2=\"\(Self.n(frame.bottom + 5))\" stroke=\"#6b6873\"/>")
            text(label(value), x: at, y: frame.bottom + 18, anchor: "middle", color: "#6b6873", size: 10)
        }
    }

    /// Ticks and labels on the left axis (or the right, for a second scale mapped onto the same frame).
    mutating func sideTicks(count: Int = 4, right: Bool = false, color: String = "#6b6873", label: (Double) -> String) {
        let edge = right ? frame.right : frame.left
        for index in 0...count {
            let fraction = Double(index) / Double(count)
            let at = frame.bottom - (frame.bottom - frame.top) * fraction
            body.append(
                "<line x1=\"\(Self.n(edge))\" y1=\"\(Self.n(at))\" x2=\"\(Self.n(edge + (right ? 5 : -5)))\" "
                    + "y2=\"\(Self.n(at))\" stroke=\"\(color)\"/>")
            text(
                label(fraction), x: edge + (right ? 8 : -8), y: at + 4, anchor: right ? "start" : "end", color: color,
                size: 10)
        }
    }

    /// The axis titles: below the frame, and turned along the left (and right) edge.
    mutating func axisTitles(x xTitle: String, left: String?, right: String? = nil, rightColor: String = "#2b2b33") {
        text(xTitle, x: (frame.left + frame.right) / 2, y: height - 18, anchor: "middle", size: 12)
        if let left { text(left, x: 16, y: (frame.top + frame.bottom) / 2, anchor: "middle", size: 12, rotate: true) }
        if let right {
            text(
                right, x: width - 10, y: (frame.top + frame.bottom) / 2, anchor: "middle", color: rightColor,
                size: 12, rotate: true)
        }
    }

    mutating func addLegend(_ label: String, color: String, mark: Mark) { legend.append((label, color, mark)) }

    /// The whole `<svg>`, with a title, its frame and its legend along the top.
    func svg(id: String, title: String) -> String {
        var parts = [
            "<svg id=\"\(id)\" class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.n(width))\" "
                + "height=\"\(Self.n(height))\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" role=\"img\" "
                + "aria-label=\"\(HTML.escape(title))\">",
            "<title>\(HTML.escape(title))</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"#fff\"/>",
            "<rect x=\"\(Self.n(frame.left))\" y=\"\(Self.n(frame.top))\" width=\"\(Self.n(frame.right - frame.left))\" "
                + "height=\"\(Self.n(frame.bottom - frame.top))\" fill=\"none\" stroke=\"#b9b4aa\"/>",
        ]
        parts += body
        parts.append("<g class=\"legend\">")
        let places = legendPlaces()
        for (entry, place) in zip(legend, places) {
            let (legendX, legendY) = place
            switch entry.mark {
            case .line, .dashed:
                let dash = entry.mark == .dashed ? " stroke-dasharray=\"6 4\"" : ""
                parts.append(
                    "<line x1=\"\(Self.n(legendX))\" y1=\"\(Self.n(legendY - 4))\" x2=\"\(Self.n(legendX + 22))\" "
                        + "y2=\"\(Self.n(legendY - 4))\" stroke=\"\(entry.color)\" stroke-width=\"2\"\(dash)/>")
            case .dot:
                parts.append(
                    "<circle cx=\"\(Self.n(legendX + 11))\" cy=\"\(Self.n(legendY - 4))\" r=\"4\" fill=\"\(entry.color)\"/>"
                )
            case .box:
                parts.append(
                    "<rect x=\"\(Self.n(legendX + 4))\" y=\"\(Self.n(legendY - 10))\" width=\"14\" height=\"12\" "
                        + "fill=\"\(entry.color)\"/>")
            }
            parts.append(
                "<text x=\"\(Self.n(legendX + 28))\" y=\"\(Self.n(legendY))\" font-size=\"11\" fill=\"#2b2b33\">"
                    + "\(HTML.escape(entry.label))</text>")
        }
        parts.append("</g></svg>")
        return parts.joined(separator: "\n")
    }
}
