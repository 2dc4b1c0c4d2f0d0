/// A rectangle of whole device pixels: the unit of repainting and of copying to the screen.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The smallest pixel rectangle that covers the given device-space bounds, grown by `margin` pixels on every
    /// side.
    public init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, margin: Int) {
        let left = Int((minX.rounded(.down)).clamped(to: -1e9...1e9)) - margin
        let top = Int((minY.rounded(.down)).clamped(to: -1e9...1e9)) - margin
        let right = Int((maxX.rounded(.up)).clamped(to: -1e9...1e9)) + margin
        let bottom = Int((maxY.rounded(.up)).clamped(to: -1e9...1e9)) + margin
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when the two share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// True when every pixel of `other` is in this one.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle covering both.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The pixels both cover (empty when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return PixelRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return 0 }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
