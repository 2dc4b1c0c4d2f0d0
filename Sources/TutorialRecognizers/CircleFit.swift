import GestureEngine

/// The circle that best fits a set of points, by an algebraic least-squares fit (Kåsa's method).
///
/// Derivation. A circle is x² + y² + D·x + E·y + F = 0, with centre (−D/2, −E/2) and radius² = D²/4 + E²/4 − F.
/// For points that are not exactly on it, choose D, E, F to minimise Σ (xᵢ² + yᵢ² + D·xᵢ + E·yᵢ + F)²: the
/// expression is linear in D, E, F, so setting its three partial derivatives to zero gives a 3×3 linear system.
/// Measuring the points from their mean (x̄, ȳ) makes Σx = Σy = 0, and the system splits: F = −Σ(x² + y²)/n, and
/// with a = −D/2, b = −E/2 (the centre, relative to the mean):
///
///     Σx²·a + Σxy·b = ½·Σx(x² + y²)
///     Σxy·a + Σy²·b = ½·Σy(x² + y²)
///
/// solved by Cramer's rule; then radius² = a² + b² + Σ(x² + y²)/n. Centring also keeps the sums small, which
/// matters for precision with window coordinates in the thousands.
///
/// The tutorial's published version of this fit has a typo — `Yi+Yi` where `Yi*Yi` is meant — which biases the
/// centre; this one is checked against exact circles in the tests.
public struct CircleFit: Hashable, Sendable {
    public let center: Point
    public let radius: Double
    /// Root-mean-square distance of the points from the circle, divided by the radius (0 for a perfect circle).
    public let error: Double

    /// Nil when fewer than three points are given or they lie on a line (no circle passes through them).
    public init?(points: [Point]) {
        guard points.count >= 3, let mean = Point.centroid(of: points) else { return nil }
        var sxx = 0.0
        var syy = 0.0
        var sxy = 0.0
        var sxz = 0.0
        var syz = 0.0
        var sz = 0.0
        for point in points {
            let x = point.x - mean.x
            let y = point.y - mean.y
            let z = x * x + y * y
            sxx += x * x
            syy += y * y
            sxy += x * y
            sxz += x * z
            syz += y * z
            sz += z
        }
        let determinant = sxx * syy - sxy * sxy
        // Collinear points make the system singular; compare with the data's own scale, not an absolute epsilon.
        guard abs(determinant) > 1e-9 * max(sxx * syy, 1e-12) else { return nil }
        let a = 0.5 * (sxz * syy - syz * sxy) / determinant
        let b = 0.5 * (syz * sxx - sxz * sxy) / determinant
        let radius = (a * a + b * b + sz / Double(points.count)).squareRoot()
        guard radius.isFinite, radius > 0 else { return nil }
        center = Point(x: mean.x + a, y: mean.y + b)
        self.radius = radius
        var squaredError = 0.0
        for point in points {
            let deviation = point.distance(to: center) - radius
            squaredError += deviation * deviation
        }
        error = (squaredError / Double(points.count)).squareRoot() / radius
    }
}
