import GestureEngine
import GestureScene
import Testing

@Suite("The tab bar under hostile coordinates")
struct TabBarHostileTests {
    @Test("a huge, infinite or NaN coordinate picks an end tab instead of trapping on the conversion to Int")
    func hugeCoordinates() {
        let bar = TabBar()
        #expect(bar.kind(at: Point(x: 1e300, y: 10)) == SceneKind.allCases.last)
        #expect(bar.kind(at: Point(x: -1e300, y: 10)) == SceneKind.allCases.first)
        #expect(bar.kind(at: Point(x: .infinity, y: 10)) == SceneKind.allCases.last)
        #expect(bar.kind(at: Point(x: .nan, y: 10)) == SceneKind.allCases.first)
    }
}
