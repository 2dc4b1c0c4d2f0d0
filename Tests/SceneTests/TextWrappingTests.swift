import SceneSupport
import Testing

@Suite("Wrapping words into lines: greedy, balanced, a unit kept with its number")
struct TextWrappingTests {
    static let message = "not calibrated: it would accept 0.25 % of other strokes (budget 0.2 %)"

    @Test("no line starts with a lone \"%\": it stays with its number")
    func percentStaysWithItsNumber() {
        for perLine in 10...80 {
            for lines in [
                TextWrapping.lines(Self.message, perLine: perLine),
                TextWrapping.balancedLines(Self.message, perLine: perLine),
            ] {
                #expect(lines.joined(separator: " ") == Self.message, "at \(perLine)")
                #expect(!lines.contains { $0.hasPrefix("%") }, "\(lines) at \(perLine)")
            }
        }
    }

    @Test("balanced lines: as many as greedy wrapping makes, and the longest no longer than any such wrapping's")
    func balancedIsAsShortAsCanBe() {
        // 66 characters a line is the teaching message's width (520 points at 15 points, 0.52 em a character):
        // greedily "not calibrated: … (budget" and a stray "0.2 %)".
        let greedy = TextWrapping.lines(Self.message, perLine: 66)
        let balanced = TextWrapping.balancedLines(Self.message, perLine: 66)
        #expect(greedy.count == 2 && balanced.count == 2)
        #expect(balanced.joined(separator: " ") == Self.message)
        // Every way of breaking the message once at a space (not before "%") leaves a longer line at least as long.
        let words = Self.message.split(separator: " ")
        for cut in 1..<words.count where words[cut].first != "%" {
            let other = [words[..<cut].joined(separator: " "), words[cut...].joined(separator: " ")]
            #expect(balanced.map(\.count).max()! <= other.map(\.count).max()!, "\(balanced) against \(other)")
        }
        #expect(greedy.map(\.count).min()! < 10, "greedy wrapping left no stray end: \(greedy)")
    }

    @Test("a text that fits one line stays one line; an empty text is no line")
    func shortTexts() {
        #expect(TextWrapping.balancedLines("calibrated", perLine: 40) == ["calibrated"])
        #expect(TextWrapping.balancedLines("", perLine: 40).isEmpty)
        #expect(TextWrapping.balancedLines("% alone", perLine: 3) == ["%", "alone"])
    }

    @Test("in two lines, a title breaks at the space that makes its longer line shortest; one word stays one line")
    func twoBalancedLines() {
        let title = "Slide down the right side"
        let lines = TextWrapping.balancedLines(title, count: 2)
        #expect(lines.count == 2 && lines.joined(separator: " ") == title)
        let words = title.split(separator: " ")
        for cut in 1..<words.count {
            let other = [words[..<cut].joined(separator: " "), words[cut...].joined(separator: " ")]
            #expect(lines.map(\.count).max()! <= other.map(\.count).max()!, "\(lines) against \(other)")
        }
        #expect(TextWrapping.balancedLines("Swirl", count: 2) == ["Swirl"])
    }
}
