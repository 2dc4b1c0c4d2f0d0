import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// The share of the path on straight sides: a circle bends all along, a polygon runs straight along nearly all of its
/// way however short each side, and a stretch the digitizer skipped is no side unless the hand drew on straight past
/// it. The expected shares come from the shapes' lengths counted in resampled steps (64 points, 63 steps).
@Suite("Circle straight sides: a polygon is mostly sides, a circle has none, a skipped arc is unseen")
struct CircleStraightSidesTests {
    private let degrees = Double.pi / 180

    private func share(_ points: [Point]) -> Double {
        CircleTurning.straightSidesShare(
            of: points, even: StrokeGeometry.resample(points, count: 64), run: 6, within: 10 * degrees)
    }

    /// The corners of a regular hexagon of radius 100 around (300, 300), the first repeated at the end.
    private var hexagonCorners: [Point] {
        (0...6).map { corner in
            let angle = Double(corner) * 60 * degrees
            return Point(x: 300 + 100 * Double.cos(angle), y: 300 + 100 * Double.sin(angle))
        }
    }

    private func middle(_ a: Point, _ b: Point) -> Point {
        Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    /// A steady circle turns 360°/63 a step: over a run of 6 steps its heading spans 5 of them, 28.6°, far over 10°.
    @Test("a circle has no straight side")
    func circle() {
        let circle = arc(center: Point(x: 300, y: 300), radius: 80, sweepDegrees: 360, count: 200)
        #expect(share(circle) == 0)
    }

    /// Each side is 10.5 of the 63 steps. Corners fall at steps 10.5, 21, 31.5, 42 and 52.5: the three that fall
    /// inside a step turn it half way (30° off both sides), the two on a step's boundary turn none. Every other step
    /// lies on a side longer than a run: 60 of 63.
    @Test("a hexagon drawn with a sample every 2 px is nearly all sides: 60 of its 63 steps")
    func hexagon() {
        let hexagon = polyline(hexagonCorners, step: 2)
        #expect(abs(share(hexagon) - 60.0 / 63) < 1.5 / 63)
    }

    /// Drawn as its corners alone, each side is one drawn step of 10.5 resampled ones: nothing was sampled along
    /// it, so nothing counts as a side.
    @Test("a hexagon sampled only at its corners has no side anyone saw")
    func hexagonUnseen() {
        #expect(share(hexagonCorners) == 0)
    }

    /// Sampled at its corners and the middle of each side, each side is two drawn steps of 5.25 resampled ones: the
    /// hand drew on straight through the middle sample, so the sides are seen. Resampled, the path is the same as the
    /// hexagon drawn every 2 px, and so is its share: 60 of 63.
    @Test("a hexagon sampled at its corners and the middle of each side reads as one drawn densely")
    func hexagonSampledAlongItsSides() {
        let sampled = zip(hexagonCorners, hexagonCorners.dropFirst()).flatMap { from, to in
            [from, middle(from, to)]
        }
        #expect(abs(share(sampled + [hexagonCorners[0]]) - 60.0 / 63) < 1.5 / 63)
    }

    /// Each side drawn as one step but the first, which has a sample in its middle: that side is seen, its 10.5 steps
    /// less the one its far corner turns, and the other five are not: 10 of 63.
    @Test("only the side sampled along its way counts when the others are single steps")
    func oneSideSampled() {
        let corners = hexagonCorners
        let sampled = [corners[0], middle(corners[0], corners[1])] + corners.dropFirst()
        let seen = share(sampled)
        #expect(abs(seen - 10.0 / 63) < 1.5 / 63)
    }

    /// The recognizer's other measures leave a regular hexagon passing: its corners read under 60°, its sides are each
    /// a sixth of the way round. Its sides together, over 0.9 of the path, cost over six units.
    @Test("a regular hexagon is no circle: it has straight sides")
    func hexagonRefused() {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(polyline(hexagonCorners, step: 2))
        #expect(stage.recognizer.straightSidesShare > 0.9)
        let score = stage.recognizer.score
        let sides = score?.measures.first { $0.name == "straight sides (share)" }?.cost ?? 0
        #expect(sides > 6)
        #expect((score?.total ?? .infinity) - sides <= 2)
        #expect(stage.log.story.hasSuffix("circle: changed → failed"))
        #expect(stage.recognizer.failureReason == .straightSides)
    }

    /// A circle whose last quarter the pen skipped: one drawn step joins the ends of three quarters of a turn. Its
    /// chord is √2 r against 1.5 π r of arc, 0.23 of the path, and straight; drawn with samples along it, that much
    /// of the path is a side. Skipped, it is unseen, and the circle has no side at all.
    @Test("a quarter the pen skipped is no straight side; the same chord drawn is one")
    func skippedQuarter() {
        let center = Point(x: 300, y: 300)
        let threeQuarters = arc(center: center, radius: 80, sweepDegrees: 270, count: 150)
        let chord = 2.0.squareRoot() / (1.5 * Double.pi + 2.0.squareRoot())
        let drawn = polyline([threeQuarters.last!, threeQuarters[0]], step: 2)
        #expect(abs(share(threeQuarters + drawn.dropFirst()) - chord) < 2.0 / 63)

        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(threeQuarters + [threeQuarters[0]])
        #expect(stage.recognizer.straightSidesShare == 0)
        #expect(stage.log.story.hasSuffix("circle: changed → ended"))
    }
}
