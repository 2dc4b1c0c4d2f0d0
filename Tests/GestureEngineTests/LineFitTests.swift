import GestureEngine
import Testing

@Suite("LineFit: the least-squares line through evenly spaced samples")
struct LineFitTests {
    @Test("samples on a line give that line back")
    func exactLine() throws {
        // 1, 3, 5, 7 lie on y = 1 + 2x.
        let line = try #require(LineFit([1, 3, 5, 7]))
        #expect(line.slope == 2)
        #expect(line.value(at: 0) == 1)
        #expect(line.value(at: 10) == 21)
    }

    @Test("noise symmetric about a flat line leaves its slope at 0")
    func flatWithNoise() throws {
        // Deviations +1, −1, −1, +1 about 5 are symmetric about the middle step, so they cannot tilt the line.
        let line = try #require(LineFit([6, 4, 4, 6]))
        #expect(line.slope == 0)
        #expect(line.mean == 5)
    }

    @Test("a hand-worked fit: 0, 0, 3 → slope 1.5 through the mean 1 at step 1")
    func handWorked() throws {
        // Σ(x − 1)(y − 1) = (−1)(−1) + 0 + (1)(2) = 3; Σ(x − 1)² = 2; slope 3/2.
        let line = try #require(LineFit([0, 0, 3]))
        #expect(line.slope == 1.5)
        #expect(line.value(at: 1) == 1)
    }

    @Test("fewer than two samples make no line")
    func tooFew() {
        #expect(LineFit([]) == nil)
        #expect(LineFit([4]) == nil)
    }
}
