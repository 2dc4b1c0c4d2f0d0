import GestureEngine
import SceneSupport
import Testing

/// What a frame's display list changed since the last: the commands gone and the commands new.
@Suite("Display list differences")
struct DisplayListDiffTests {
    /// A dot at x = `n`: distinct commands that are easy to name.
    private func dot(_ n: Double) -> DrawCommand {
        .circle(center: Point(x: n, y: 0), radius: 1, fill: .ink, stroke: nil, lineWidth: 0)
    }

    private func list(_ xs: [Double]) -> DisplayList {
        var list = DisplayList()
        for x in xs { list.add(dot(x)) }
        return list
    }

    @Test("commands changed in place are each gone and new, in order; the same lists differ in nothing")
    func inPlace() {
        let diff = DisplayListDiff(from: list([1, 2, 3, 4, 5, 6]), to: list([1, 20, 3, 4, 50, 6]))
        #expect(diff.removed == [dot(2), dot(5)])
        #expect(diff.inserted == [dot(20), dot(50)])
        #expect(DisplayListDiff(from: list([1, 2]), to: list([1, 2])).isEmpty)
    }

    /// 9 comes in after 1 and 7 goes: every place from 2 to 7 holds another command, but the edit script is just
    /// the two.
    @Test("a command in and another out at the same length are found as those two, not as every place between")
    func shifted() {
        let diff = DisplayListDiff(from: list([1, 2, 3, 4, 5, 6, 7, 8]), to: list([1, 9, 2, 3, 4, 5, 6, 8]))
        #expect(diff.removed == [dot(7)])
        #expect(diff.inserted == [dot(9)])
        // And the other way: 2 goes (its successor comes up next in the new list) and 10 comes in before the end.
        let other = DisplayListDiff(from: list([1, 2, 3, 4, 5, 6, 7, 8]), to: list([1, 3, 4, 5, 6, 7, 10, 8]))
        #expect(other.removed == [dot(2)])
        #expect(other.inserted == [dot(10)])
    }

    @Test("a short run that changed wholly, and lists of different lengths")
    func shortAndLonger() {
        let short = DisplayListDiff(from: list([1, 2]), to: list([3, 4]))
        #expect(short.removed == [dot(1), dot(2)] && short.inserted == [dot(3), dot(4)])
        let longer = DisplayListDiff(from: list([1, 2, 3]), to: list([1, 9, 2, 3]))
        #expect(longer.removed.isEmpty && longer.inserted == [dot(9)])
    }
}
