import GestureEngine

/// How a set of points spreads about their centroid: the sums of their squared offsets (the covariance, not divided
/// by the count), and from them the direction in which they spread most and how much they spread along and across
/// it. A fitted line runs along that direction; an oval's proportions are the ratio of the two spreads.
struct PointSpread {
    let center: Point
    let xx: Double
    let yy: Double
    let xy: Double

    /// nil for no points.
    init?(_ points: [Point]) {
        guard let center = Point.centroid(of: points) else { return nil }
        var xx = 0.0
        var yy = 0.0
        var xy = 0.0
        for point in points {
            let offset = point - center
            xx += offset.x * offset.x
            yy += offset.y * offset.y
            xy += offset.x * offset.y
        }
        self.center = center
        self.xx = xx
        self.yy = yy
        self.xy = xy
    }

    /// The angle of the direction of greatest spread: the one that diagonalizes the covariance.
    var majorAngle: Double { 0.5 * Double.atan2(y: 2 * xy, x: xx - yy) }

    /// The spread along the direction of greatest spread (the covariance's larger eigenvalue).
    var along: Double { (xx + yy) / 2 + imbalance }

    /// The spread across it (the smaller eigenvalue, never negative).
    var across: Double { max((xx + yy) / 2 - imbalance, 0) }

    private var imbalance: Double { (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot() }
}
