import GestureEngine
import SceneSupport
import StrokeEvaluation

/// A missed or falsely accepted stroke drawn small for the eval report: the stroke, its start (green dot) and
/// direction (arrow), what the recognizer drew for the inspector (orange: the fitted circle, the path it cleaned, the
/// chevron's legs and apex, the Z's corners) and the reason it gave.
public enum StrokeThumbnail {
    /// The thumbnail's width and height in pixels.
    public static let size = 200.0
    private static let drawingArea = 150.0
    private static let overlayColor = Color(hex: 0xF08A00)
    /// A polyline with at most this many points joins a shape's key points (a chevron's start, apex and end; a Z's
    /// corners): each gets a dot.
    private static let keyPointLimit = 5

    /// The thumbnail of one stroke's outcome, `size` × `size`.
    public static func displayList(for outcome: StrokeOutcome) -> DisplayList {
        var list = DisplayList()
        list.add(.clear(.white))
        let points = outcome.stroke.points.map(\.location)
        let fit = Fit(points: points, overlays: outcome.overlays, area: drawingArea, margin: 10)
        for overlay in outcome.overlays { draw(overlay, fit: fit, into: &list) }
        let mapped = points.map(fit.map)
        list.add(.polyline(mapped, color: .ink, width: 2, closed: false))
        if let start = mapped.first {
            list.add(.circle(center: start, radius: 4.5, fill: .success, stroke: nil, lineWidth: 0))
            if let ahead = mapped.first(where: { $0.distance(to: start) > 14 }) {
                list.add(.polyline(arrowhead(from: start, toward: ahead), color: .success, width: 2, closed: false))
            }
        }
        let verdict = outcome.accepted ? "accepted" : (outcome.reason ?? "rejected")
        list.text(
            verdict, at: Point(x: size / 2, y: 176), size: 12, color: outcome.accepted ? .failureText : .ink,
            alignment: .center, bold: true)
        list.text(
            "\(outcome.stroke.name) · \(outcome.stroke.source)", at: Point(x: size / 2, y: 192), size: 9,
            color: .softInk, alignment: .center)
        return list
    }

    /// One of the recognizer's overlays, in orange.
    private static func draw(_ overlay: InspectorOverlay, fit: Fit, into list: inout DisplayList) {
        switch overlay {
        case .circle(let center, let radius):
            list.add(
                .circle(
                    center: fit.map(center), radius: radius * fit.scale, fill: nil, stroke: overlayColor, lineWidth: 1.5
                ))
            list.add(.circle(center: fit.map(center), radius: 2.5, fill: overlayColor, stroke: nil, lineWidth: 0))
        case .polyline(let points):
            list.add(.polyline(points.map(fit.map), color: overlayColor, width: 1.5, closed: false))
            guard points.count <= keyPointLimit else { return }
            for point in points {
                list.add(.circle(center: fit.map(point), radius: 3, fill: overlayColor, stroke: nil, lineWidth: 0))
            }
        case .line(let start, let end), .arrow(let start, let end):
            list.add(.polyline([fit.map(start), fit.map(end)], color: overlayColor, width: 1.5, closed: false))
        case .label:
            break  // the caption below the stroke says what the recognizer said
        }
    }

    /// Two short lines making an arrowhead a little way along the direction from `start` to `ahead`.
    private static func arrowhead(from start: Point, toward ahead: Point) -> [Point] {
        let direction = (ahead - start) / max(ahead.distance(to: start), 1e-9)
        let tip = start + direction * 14
        let back = direction * -6
        let side = Point(x: -direction.y, y: direction.x) * 4
        return [tip + back + side, tip, tip + back - side]
    }

    /// Maps stroke coordinates into the thumbnail: the stroke and its overlay, scaled to fit, centred.
    private struct Fit {
        let scale: Double
        let offset: Point
        let origin: Point

        init(points: [Point], overlays: [InspectorOverlay], area: Double, margin: Double) {
            var all = points
            for case .circle(let center, let radius) in overlays where radius.isFinite && radius < 1e5 {
                all += [center - Point(x: radius, y: radius), center + Point(x: radius, y: radius)]
            }
            let xs = all.map(\.x)
            let ys = all.map(\.y)
            let minX = xs.min() ?? 0
            let maxX = xs.max() ?? 1
            let minY = ys.min() ?? 0
            let maxY = ys.max() ?? 1
            scale = (area - 2 * margin) / max(maxX - minX, maxY - minY, 1)
            origin = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
            offset = Point(x: StrokeThumbnail.size / 2, y: area / 2 + 5)
        }

        func map(_ point: Point) -> Point { (point - origin) * scale + offset }
    }
}
