import CairoRenderer
import Testing

@Suite("Dirty regions")
struct DirtyRegionTests {
    private let bounds = PixelRect(x: 0, y: 0, width: 1000, height: 500)

    @Test("overlapping rectangles merge into their union; disjoint ones stay apart")
    func merging() {
        var region = DirtyRegion(bounds: bounds)
        region.add(PixelRect(x: 10, y: 10, width: 20, height: 20))
        region.add(PixelRect(x: 25, y: 15, width: 20, height: 30))
        #expect(region.rects == [PixelRect(x: 10, y: 10, width: 35, height: 35)])
        region.add(PixelRect(x: 100, y: 100, width: 5, height: 5))
        #expect(region.rects.count == 2)
        #expect(region.area == 35 * 35 + 25)
        region.add(PixelRect(x: 12, y: 12, width: 3, height: 3))
        #expect(region.rects.count == 2, "a rectangle already covered adds nothing")
    }

    @Test("a rectangle that bridges two merges all three")
    func bridging() {
        var region = DirtyRegion(bounds: bounds)
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 50, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 5, y: 5, width: 50, height: 2))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 60, height: 10)])
    }

    @Test("only the part inside the surface counts")
    func clipping() {
        var region = DirtyRegion(bounds: bounds)
        region.add(PixelRect(x: -5, y: 490, width: 20, height: 20))
        #expect(region.rects == [PixelRect(x: 0, y: 490, width: 15, height: 10)])
        region.add(PixelRect(x: 2000, y: 0, width: 10, height: 10))
        #expect(region.rects.count == 1)
        #expect(!region.coversBounds)
        region.add(PixelRect(x: -1, y: -1, width: 1002, height: 502))
        #expect(region.coversBounds && region.rects == [bounds])
    }

    @Test("past eight rectangles, the pair whose union wastes least merges")
    func cappedCount() {
        var region = DirtyRegion(bounds: bounds)
        // Nine 10×10 squares 20 apart, except the last, which touches its neighbour (a union wasting nothing).
        for x in [0, 20, 40, 60, 80, 100, 120, 140, 150] {
            region.add(PixelRect(x: x, y: 0, width: 10, height: 10))
        }
        #expect(region.rects.count == DirtyRegion.maximumRects)
        #expect(region.rects.contains(PixelRect(x: 140, y: 0, width: 20, height: 10)))
        #expect(region.area == 9 * 100)
    }
}
