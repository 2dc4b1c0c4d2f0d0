import Foundation
import GestureEngine

/// The straight line closest to a set of points, measured across the line (orthogonal least squares): it passes
/// through their centroid along their direction of greatest spread. Unlike the line through a stroke's two ends, it
/// does not tilt when a tremor or a flick moves one end.
public struct FittedLine: Hashable, Sendable {
    /// The points' centroid, on the line.
    public let center: Point
    /// The line's direction, of length 1.
    public let direction: Point

    /// nil for fewer than two distinct points (no line through them).
    public init?(_ points: [Point]) {
        guard points.count >= 2 else { return nil }
        let count = Double(points.count)
        let center = points.reduce(Point.zero) { $0 + $1 } * (1 / count)
        var xx = 0.0
        var yy = 0.0
        var xy = 0.0
        for point in points {
            let offset = point - center
            xx += offset.x * offset.x
            yy += offset.y * offset.y
            xy += offset.x * offset.y
        }
        guard xx + yy > 0 else { return nil }
        // The direction of greatest spread: the angle that diagonalizes the points' covariance.
        let angle = atan2(2 * xy, xx - yy) / 2
        self.center = center
        direction = Point(x: cos(angle), y: sin(angle))
    }

    /// How far the point lies from the line, across it.
    public func distance(to point: Point) -> Double {
        abs(direction.cross(point - center))
    }
}
