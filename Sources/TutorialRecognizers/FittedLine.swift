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
        guard points.count >= 2, let spread = PointSpread(points), spread.xx + spread.yy > 0 else { return nil }
        let angle = spread.majorAngle
        center = spread.center
        direction = Point(x: cos(angle), y: sin(angle))
    }

    /// How far the point lies from the line, across it.
    public func distance(to point: Point) -> Double {
        abs(direction.cross(point - center))
    }
}
