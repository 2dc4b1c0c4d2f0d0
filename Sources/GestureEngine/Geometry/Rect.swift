/// An axis-aligned rectangle: an origin (top-left, y down) and a size.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of the given size centred on a point.
    @inlinable
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable
    public var minX: Double { origin.x }
    @inlinable
    public var minY: Double { origin.y }
    @inlinable
    public var maxX: Double { origin.x + size.width }
    @inlinable
    public var maxY: Double { origin.y + size.height }
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }
    @inlinable
    public var width: Double { size.width }
    @inlinable
    public var height: Double { size.height }
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the point lies inside or on the top/left edge (half-open, like UIKit).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by `dx` and `dy` on each side (grown when negative), as UIKit's `insetBy(dx:dy:)`.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// True when the two rectangles overlap (sharing only an edge is no overlap), as UIKit's `intersects(_:)`.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both, as UIKit's `union(_:)`.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// This rectangle moved the least that puts it inside `area`, `inset` in from its edges; centred across an area
    /// too small for it. A label near a window's edge stays whole.
    public func kept(inside area: Rect, inset: Double = 0) -> Rect {
        func low(_ low: Double, _ size: Double, _ areaLow: Double, _ areaSize: Double) -> Double {
            guard areaSize - 2 * inset >= size else { return areaLow + (areaSize - size) / 2 }
            return min(max(low, areaLow + inset), areaLow + areaSize - inset - size)
        }
        return Rect(
            x: low(minX, width, area.minX, area.width), y: low(minY, height, area.minY, area.height), width: width,
            height: height)
    }

    /// The nearest point inside the rectangle.
    @inlinable
    public func clamp(_ point: Point) -> Point {
        Point(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }

    public var description: String { "[\(origin) \(size)]" }
}
