import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// A stroke made more like the shape never scores lower; the expected scores come from the geometry.
@Suite("Stroke scores: evidence adds up, and a better shape never costs more")
struct StrokeScoreTests {
    @Test("a measure costs nothing up to its usual value, one unit at its limit, in proportion beyond")
    func scale() {
        let upper = MeasureScale(good: 0.1, limit: 0.2, worseAbove: true)
        #expect(upper.cost(of: 0.05) == 0)
        #expect(abs(upper.cost(of: 0.2) - 1) < 1e-12)
        #expect(abs(upper.cost(of: 0.3) - 2) < 1e-12)
        let lower = MeasureScale(good: 0.9, limit: 0.75, worseAbove: false)
        #expect(lower.cost(of: 1.2) == 0)
        #expect(abs(lower.cost(of: 0.6) - 2) < 1e-12)
        // A limit inside the usual range leaves no room: beyond it the stroke is ruled out.
        let squeezed = MeasureScale(good: 0.1, limit: 0.01, worseAbove: true)
        #expect(squeezed.cost(of: 0.005) == 0)
        #expect(squeezed.cost(of: 0.02) == .infinity)
    }

    @Test("the value a measure may reach before it alone costs so many units: the cost read backwards")
    func valueCosting() {
        // Nothing up to 0.1, a unit at 0.2: two units at 0.3, three at 0.4.
        let upper = MeasureScale(good: 0.1, limit: 0.2, worseAbove: true)
        #expect(abs(upper.value(costing: 2) - 0.3) < 1e-12)
        #expect(abs(upper.value(costing: 3) - 0.4) < 1e-12)
        #expect(abs(upper.value(costing: 1) - 0.2) < 1e-12)
        // Downwards: nothing from 0.9, a unit at 0.75, two at 0.6.
        let lower = MeasureScale(good: 0.9, limit: 0.75, worseAbove: false)
        #expect(abs(lower.value(costing: 2) - 0.6) < 1e-12)
        for units in [1.0, 1.5, 2.0, 4.0] {
            #expect(abs(upper.cost(of: upper.value(costing: units)) - units) < 1e-12)
            #expect(abs(lower.cost(of: lower.value(costing: units)) - units) < 1e-12)
        }
    }

    @Test("the score is the sum of the costs and names the costliest measure")
    func sum() {
        let score = StrokeScore([
            MeasureCost("a", 0.3, MeasureScale(good: 0.1, limit: 0.2, worseAbove: true), reason: "first"),
            MeasureCost("b", 0.5, MeasureScale(good: 1, limit: 0, worseAbove: false), reason: "second"),
        ])
        #expect(abs(score.total - 2.5) < 1e-12)
        #expect(score.costliest?.reason == "first")
    }

    private func circleScore(_ points: [Point]) -> (StrokeScore?, CircleGestureRecognizer) {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(points)
        return (stage.recognizer.score, stage.recognizer)
    }

    @Test("a circle closed further never scores lower", arguments: [0.55, 0.65, 0.75, 0.85, 0.95])
    func closing(turn: Double) throws {
        let center = Point(x: 300, y: 300)
        let (shorter, _) = circleScore(arc(center: center, radius: 80, sweepDegrees: 360 * turn))
        let (longer, _) = circleScore(arc(center: center, radius: 80, sweepDegrees: 360 * (turn + 0.1)))
        let before = try #require(shorter).total
        let after = try #require(longer).total
        #expect(after <= before + 1e-9)
    }

    @Test("a rounder oval never scores lower", arguments: [0.3, 0.4, 0.5, 0.6, 0.8])
    func rounder(aspect: Double) throws {
        func oval(_ ratio: Double) -> [Point] {
            (0...90).map { index in
                let t = 2 * Double.pi * Double(index) / 90
                return Point(x: 300 + 100 * Double.cos(t), y: 300 + 100 * ratio * Double.sin(t))
            }
        }
        let flatter = try #require(circleScore(oval(aspect)).0).total
        let rounder = try #require(circleScore(oval(aspect + 0.1)).0).total
        #expect(rounder <= flatter + 1e-9)
    }

    /// A bowl of three quarters of a turn and then a tail of a fixed length (70 px) that bends back the other way by
    /// `degrees`: the less it bends back, the nearer it is to an arc going on round.
    private func bowlWithTail(bendingBack degrees: Double) -> [Point] {
        let r = 80.0
        let bowl = arc(center: Point(x: 300, y: 300), radius: r, startDegrees: 180, sweepDegrees: 270, count: 60)
        guard degrees > 0 else {
            // Straight on, leftwards from the bowl's end at (300, 380).
            return bowl + (1...10).map { Point(x: 300 - 7 * Double($0), y: 380) }
        }
        let tailRadius = 70 / (degrees * Double.pi / 180)
        let tail = arc(
            center: Point(x: 300, y: 380 + tailRadius), radius: tailRadius, startDegrees: -90, sweepDegrees: -degrees,
            count: 20)
        return bowl + tail.dropFirst()
    }

    @Test("a tail bending back less never scores higher", arguments: [30.0, 60.0, 90.0])
    func bendingBackLess(degrees: Double) throws {
        let more = try #require(circleScore(bowlWithTail(bendingBack: degrees)).0)
        let less = try #require(circleScore(bowlWithTail(bendingBack: degrees - 30)).0)
        #expect(less.total <= more.total + 1e-9)
    }

    @Test("a steadier hand never scores lower", arguments: [1.0, 2.0, 4.0, 6.0])
    func steadier(noise: Double) throws {
        let center = Point(x: 300, y: 300)
        // The same jitter pattern, smaller: the steadier stroke lies between the shakier one and the circle.
        let shaky = try #require(circleScore(arc(center: center, radius: 70, count: 90, noise: noise, seed: 3)).0)
        let steady = try #require(
            circleScore(arc(center: center, radius: 70, count: 90, noise: noise / 2, seed: 3)).0)
        #expect(steady.total <= shaky.total + 1e-9)
    }

    /// A right chevron from (0, 0) through an apex at (w, h/2) to (0, h), with legs bowed by `bow` of their length.
    private func chevron(bow: Double = 0, secondLeg: Double = 1) -> [Point] {
        let start = Point(x: 200, y: 150)
        let apex = Point(x: 320, y: 250)
        let end = apex + (Point(x: 200, y: 350) - apex) * secondLeg
        func leg(_ from: Point, _ to: Point) -> [Point] {
            let direction = to - from
            let normal = Point(x: -direction.y, y: direction.x) / max(direction.length, 1e-9)
            return (0...30).map { index in
                let t = Double(index) / 30
                return from + direction * t + normal * (4 * bow * direction.length * t * (1 - t))
            }
        }
        return leg(start, apex) + leg(apex, end).dropFirst()
    }

    private func chevronScore(_ points: [Point]) -> StrokeScore? {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.draw(points)
        return stage.recognizer.score
    }

    @Test("straighter legs never score lower", arguments: [0.05, 0.1, 0.15, 0.2, 0.25])
    func straighter(bow: Double) throws {
        let bent = try #require(chevronScore(chevron(bow: bow))).total
        let straighter = try #require(chevronScore(chevron(bow: bow - 0.05))).total
        #expect(straighter <= bent + 1e-9)
    }

    @Test("more even legs never score lower", arguments: [0.3, 0.4, 0.5, 0.7])
    func evener(secondLeg: Double) throws {
        let uneven = try #require(chevronScore(chevron(secondLeg: secondLeg))).total
        let evener = try #require(chevronScore(chevron(secondLeg: secondLeg + 0.1))).total
        #expect(evener <= uneven + 1e-9)
    }

    @Test("a clean chevron costs nothing; a clean circle costs nothing")
    func cleanShapesAreFree() throws {
        #expect(try #require(chevronScore(chevron())).total == 0)
        #expect(try #require(circleScore(arc(center: Point(x: 300, y: 300), radius: 80)).0).total == 0)
    }
}
