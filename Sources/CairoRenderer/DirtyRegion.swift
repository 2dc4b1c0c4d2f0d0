/// The pixels to repaint in a frame, as a few rectangles. Overlapping rectangles merge; when there are more than
/// `maximumRects`, the pair whose union wastes the least area merges, so clipping and copying to the screen stay
/// cheap (a few large rectangles cost less than many small ones).
public struct DirtyRegion: Sendable {
    public static let maximumRects = 8

    /// Disjoint rectangles (after merging), inside the bounds given at creation.
    public private(set) var rects: [PixelRect] = []
    /// The whole surface: nothing is repainted outside it.
    public let bounds: PixelRect

    public init(bounds: PixelRect) {
        self.bounds = bounds
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// True when the region is the whole surface.
    public var coversBounds: Bool { rects.contains { $0.contains(bounds) } }

    /// The total of the rectangles' areas.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds the part of `rect` inside the bounds.
    public mutating func add(_ rect: PixelRect) {
        var pending = rect.intersection(bounds)
        guard !pending.isEmpty else { return }
        if rects.contains(where: { $0.contains(pending) }) { return }
        // Absorb every rectangle the new one meets, until it meets none: the rectangles stay disjoint.
        var merged = true
        while merged {
            merged = false
            if let index = rects.firstIndex(where: { $0.intersects(pending) }) {
                pending = pending.union(rects.remove(at: index))
                merged = true
            }
        }
        rects.append(pending)
        while rects.count > Self.maximumRects { mergeCheapestPair() }
    }

    /// True when a rectangle shares a pixel with the region.
    public func intersects(_ rect: PixelRect) -> Bool { rects.contains { $0.intersects(rect) } }

    /// True when every pixel of `rect` is in the region.
    public func contains(_ rect: PixelRect) -> Bool { rects.contains { $0.contains(rect) } }

    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, waste: Int.max)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let union = rects[first].union(rects[second])
                let waste = union.area - rects[first].area - rects[second].area
                if waste < best.waste { best = (first, second, waste) }
            }
        }
        let union = rects[best.first].union(rects[best.second])
        rects.remove(at: best.second)
        rects.remove(at: best.first)
        add(union)
    }
}
