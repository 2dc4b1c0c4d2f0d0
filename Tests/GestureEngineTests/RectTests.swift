import GestureEngine
import Testing

@Suite("Rectangles: overlap, union and keeping one inside another")
struct RectTests {
    @Test("overlap and union as UIKit's intersects(_:) and union(_:): sharing an edge is no overlap")
    func intersectsAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.union(Rect(x: 20, y: -5, width: 5, height: 5)) == Rect(x: 0, y: -5, width: 25, height: 15))
    }

    @Test("a rectangle kept inside an area moves the least, stays put when inside, and is centred when too large")
    func keptInside() {
        let area = Rect(x: 0, y: 50, width: 400, height: 300)
        // Off the left and the top edge: moved right and down to 4 points in, not resized.
        #expect(
            Rect(x: -30, y: 40, width: 100, height: 20).kept(inside: area, inset: 4)
                == Rect(x: 4, y: 54, width: 100, height: 20))
        // Off the right and the bottom edge.
        #expect(
            Rect(x: 350, y: 340, width: 100, height: 20).kept(inside: area)
                == Rect(x: 300, y: 330, width: 100, height: 20))
        let inside = Rect(x: 100, y: 100, width: 50, height: 50)
        #expect(inside.kept(inside: area, inset: 4) == inside)
        // Wider than the area: centred across it, its height kept in as before.
        #expect(
            Rect(x: 0, y: 100, width: 500, height: 20).kept(inside: area)
                == Rect(x: -50, y: 100, width: 500, height: 20))
    }
}
