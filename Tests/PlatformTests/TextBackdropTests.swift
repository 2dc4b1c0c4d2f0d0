import GestureEngine
import SceneSupport
import Testing

/// The box behind words laid over a scene (`TextBackdrop`), worked out from the lines' advances.
@Suite("Text backdrops: a box around the words, whatever their alignment and size")
struct TextBackdropTests {
    /// Every character 10 points wide: "abc" advances 30.
    private func advance(_ line: String) -> Double { Double(line.count) * 10 }

    @Test("the box reaches the widest line's ends and the padding past them, for each alignment")
    func alignments() throws {
        // Size 20: padding 8; the widest line advances 60, so the box is 76 wide. It runs from the size and half the
        // padding above the first baseline (26) to 0.3 of the size and half the padding below the last (84).
        let lines = ["abc", "abcdef"]
        for (alignment, left) in [(TextAlignment.left, 92.0), (.center, 62.0), (.right, 32.0)] {
            let backdrop = TextBackdrop(
                lines, firstBaseline: Point(x: 100, y: 50), lineHeight: 24, size: 20, alignment: alignment, bold: true)
            let box = try #require(backdrop.box(advance: advance))
            #expect(box.rect == Rect(x: left, y: 26, width: 76, height: 58), "\(alignment)")
            #expect(box.cornerRadius == 16)
        }
        let empty = TextBackdrop(
            [""], firstBaseline: .zero, lineHeight: 20, size: 15, alignment: .center, bold: false)
        #expect(empty.box(advance: advance) == nil)
    }

    @Test("zoomed with its list, the box grows around the anchor as the text does")
    func zoomed() throws {
        var list = DisplayList()
        list.textBackdrop(
            ["abcd"], firstBaseline: Point(x: 100, y: 100), lineHeight: 20, size: 10, alignment: .center, bold: false)
        let zoomed = list.zoomed(by: 2, around: Point(x: 50, y: 50))
        guard case .backdrop(let before) = list.commands.first, case .backdrop(let after) = zoomed.commands.first else {
            Issue.record("no backdrop")
            return
        }
        // The advance grows with the size, as a font's does.
        let original = try #require(before.box { Double($0.count) * before.size * 0.6 }).rect
        let grown = try #require(after.box { Double($0.count) * after.size * 0.6 }).rect
        #expect(grown.minX == 50 + (original.minX - 50) * 2 && grown.minY == 50 + (original.minY - 50) * 2)
        #expect(grown.width == original.width * 2 && grown.height == original.height * 2)
    }
}
