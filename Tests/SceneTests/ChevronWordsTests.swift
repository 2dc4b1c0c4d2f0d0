import Foundation
import GestureEngine
import GestureLabApp
import GestureLabTestSupport
import SceneSupport
import Testing
import TutorialScenes

/// In the chevron scene a refused stroke's reason and the guide's words ("start at the dot: …") are never drawn over
/// each other.
@Suite("The chevron scene's words do not cover each other")
struct ChevronWordsTests {
    /// A narrow ">" (legs opening at about 43°) ending left of the guide's words: refused, its reason placed below its
    /// end, where the guide's words are (as the teaching end-to-end test draws it).
    private func narrowChevron(endingAt end: Point) -> [Point] {
        let start = end + Point(x: 0, y: -176)
        let apex = end + Point(x: 35, y: -88)
        return (0...20).map { start + (apex - start) * (Double($0) / 20) }
            + (1...20).map { apex + (end - apex) * (Double($0) / 20) }
    }

    @Test("a stroke refused beside the guide: its reason and the guide's words do not overlap")
    func refusalClearOfTheGuide() throws {
        let endY = 380.0
        let driver = AppDriver(scene: .chevron, size: Size(width: 1024, height: 720))
        let guide = try #require(DrawnText.all(in: driver.app.displayList()).first { $0.text.hasPrefix("start at") })
        driver.drag(narrowChevron(endingAt: Point(x: 400, y: endY)))
        let texts = DrawnText.all(in: driver.app.displayList())
        let reason = try #require(texts.first { $0.text.hasPrefix("Not a chevron") }, "\(texts.map(\.text))")
        #expect(reason.box.intersects(guide.box), "the reason lies where the guide's words were: the case tested")
        for (first, second) in DrawnText.overlapping(texts) {
            Issue.record("\"\(first.text)\" at \(first.box) covers \"\(second.text)\" at \(second.box)")
        }
        // Once the reason has faded, the guide's words are back.
        driver.wait(1.3)
        #expect(DrawnText.all(in: driver.app.displayList()).contains { $0.text == guide.text })
    }
}
