import GestureEngine
import Testing

@Suite("Views: walking a tree's recognizers")
struct RecognizerWalkTests {
    @Test("a view lists its own recognizers first, then each subview's tree in turn, depth first")
    func depthFirstOwnFirst() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let left = View(name: "left", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let leftChild = View(name: "left child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let right = View(name: "right", frame: Rect(x: 50, y: 0, width: 50, height: 50))
        root.addSubview(left)
        left.addSubview(leftChild)
        root.addSubview(right)
        right.addGestureRecognizer(GestureRecognizer(name: "right"))
        leftChild.addGestureRecognizer(GestureRecognizer(name: "left child"))
        left.addGestureRecognizer(GestureRecognizer(name: "left"))
        root.addGestureRecognizer(GestureRecognizer(name: "root 1"))
        root.addGestureRecognizer(GestureRecognizer(name: "root 2"))
        #expect(root.allGestureRecognizers.map(\.name) == ["root 1", "root 2", "left", "left child", "right"])
        #expect(right.allGestureRecognizers.map(\.name) == ["right"])
        #expect(View(name: "empty", frame: .zero).allGestureRecognizers.isEmpty)
    }
}
