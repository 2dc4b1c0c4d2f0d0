import RealModule

/// A point or a vector in a 2-D coordinate system whose y axis grows downward (as on screen).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    /// Length of the vector from the origin to this point.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Angle of the vector in radians, measured from +x toward +y (clockwise on screen).
    @inlinable
    public var angle: Double { Double.atan2(y: y, x: x) }

    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(Self.format(x)), \(Self.format(y)))" }

    /// Two decimals at most; whole numbers without a decimal point. NaN, infinities and numbers too large for an
    /// `Int` are written as Swift writes them (a log line must never trap on a bad number).
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    @inlinable
    public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }
    @inlinable
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    @inlinable
    public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable
    public static func -= (a: inout Point, b: Point) { a = a - b }

    /// Dot product, for projections.
    @inlinable
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the 3-D cross product: positive when `other` turns clockwise from `self` on screen.
    @inlinable
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// The mean of a list of points (the centroid), or nil for an empty list.
    @inlinable
    public static func centroid<S: Sequence>(of points: S) -> Point? where S.Element == Point {
        var sum = Point.zero
        var count = 0
        for point in points {
            sum += point
            count += 1
        }
        return count == 0 ? nil : sum / Double(count)
    }
}
