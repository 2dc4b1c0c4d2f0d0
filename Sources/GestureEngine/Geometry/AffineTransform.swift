import RealModule

/// A 2-D affine transform with UIKit's (CGAffineTransform's) conventions:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`, `t1.concatenating(t2)` applies t1 then t2,
/// and a positive rotation turns clockwise on a y-down screen.
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    @inlinable
    public init(rotationAngle angle: Double) {
        let cos = Double.cos(angle)
        let sin = Double.sin(angle)
        self.init(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (as `CGAffineTransform.scaledBy`).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (as `CGAffineTransform.rotated(by:)`).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform squashes the plane onto a line.
    @inlinable
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Applies the linear part only: for vectors such as translations and velocities.
    @inlinable
    public func applyToVector(_ vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    /// The rotation angle in radians, assuming no shear.
    @inlinable
    public var rotationAngle: Double { Double.atan2(y: b, x: a) }

    /// The horizontal scale factor, assuming no shear.
    @inlinable
    public var scaleFactor: Double { (a * a + b * b).squareRoot() }

    public var description: String {
        "[\(Point.format(a)) \(Point.format(b)) \(Point.format(c)) \(Point.format(d)) \(Point.format(tx)) \(Point.format(ty))]"
    }
}
