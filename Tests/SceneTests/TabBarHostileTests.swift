import GestureEngine
import GestureLabApp
import SceneSupport
import Testing
import TutorialScenes

@Suite("The tab bar under hostile coordinates")
struct TabBarHostileTests {
    @Test("a huge, infinite or NaN coordinate picks an end tab instead of trapping on the conversion to Int")
    func hugeCoordinates() {
        let tabs = SceneCatalog.tutorials.infos
        let bar = TabBar(tabs: tabs)
        #expect(bar.kind(at: Point(x: 1e300, y: 10)) == tabs.last?.kind)
        #expect(bar.kind(at: Point(x: -1e300, y: 10)) == tabs.first?.kind)
        #expect(bar.kind(at: Point(x: .infinity, y: 10)) == tabs.last?.kind)
        #expect(bar.kind(at: Point(x: .nan, y: 10)) == tabs.first?.kind)
    }
}
