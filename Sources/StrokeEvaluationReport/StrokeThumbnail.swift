import GestureEngine
import SceneSupport
import StrokeEvaluation

/// A missed or falsely accepted stroke drawn small for the eval report: the stroke, its start (green dot) and
/// direction (arrow), the recognizer's overlay (orange: the fitted circle, the chevron's legs and apex, the Z's
/// corners) and the reason it gave.
public enum StrokeThumbnail {
    /// The thumbnail's width and height in pixels.
    public static let size = 200.0
    private static let drawingArea = 150.0
    private static let overlayColor = Color(hex: 0xF08A00)

    /// The thumbnail of one stroke's outcome, `size` × `size`.
    public static func displayList(for outcome: StrokeOutcome) -> DisplayList {
        var list = DisplayList()
        list.add(.clear(.white))
        let points = outcome.stroke.points.map(\.location)
        let fit = Fit(points: points, overlay: outcome.overlay, area: drawingArea, margin: 10)
        switch outcome.overlay {
        case .circle(let center, let radius):
            list.add(
                .circle(
                    center: fit.map(center), radius: radius * fit.scale, fill: nil, stroke: overlayColor, lineWidth: 1.5
                ))
            list.add(.circle(center: fit.map(center), radius: 2.5, fill: overlayColor, stroke: nil, lineWidth: 0))
        case .keyPoints(let keys):
            list.add(.polyline(keys.map(fit.map), color: overlayColor, width: 1.5, closed: false))
            for key in keys {
                list.add(.circle(center: fit.map(key), radius: 3, fill: overlayColor, stroke: nil, lineWidth: 0))
            }
        case .none:
            break
        }
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
            verdict, at: Point(x: size / 2, y: 176), size: 12, color: outcome.accepted ? .failureRed : .ink,
            alignment: .center, bold: true)
        list.text(
            "\(outcome.stroke.name) · \(outcome.stroke.source)", at: Point(x: size / 2, y: 192), size: 9,
            color: .softInk, alignment: .center)
        return list
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

        init(points: [Point], overlay: StrokeOverlay, area: Double, margin: Double) {
            var all = points
            if case .circle(let center, let radius) = overlay, radius.isFinite, radius < 1e5 {
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
