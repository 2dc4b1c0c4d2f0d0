import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing
import TutorialRecognizers

/// The stroke recognizers give the same answer however a stroke is sampled, however fast, large or slightly
/// slanted it is drawn (a circle is a circle at any size; a ">" is a ">" at any speed), and extra fingers never
/// make them ask for an illegal transition.
@Suite("Stroke recognizers are robust by construction")
struct RobustStrokeTests {
    /// A stroke's points scaled and turned about `center`.
    private func transformed(_ points: [Point], scale: Double, degrees: Double, about center: Point) -> [Point] {
        let radians = degrees * Double.pi / 180
        return points.map {
            let d = ($0 - center) * scale
            return center
                + Point(x: d.x * cos(radians) - d.y * sin(radians), y: d.x * sin(radians) + d.y * cos(radians))
        }
    }

    @Test(
        "a circle is recognized at 0.5×–3× size, rotated ±10°, sampled coarsely or densely",
        arguments: [(0.5, 0.0, 40), (1, 0, 12), (1, 0, 400), (3, 0, 60), (3, 10, 30), (1, -10, 60)])
    func circleAnyWay(scale: Double, degrees: Double, count: Int) {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        let base = arc(center: Point(x: 300, y: 300), radius: 50, sweepDegrees: 360, count: count, noise: 1)
        stage.draw(transformed(base, scale: scale, degrees: degrees, about: Point(x: 300, y: 300)))
        #expect(stage.log.story == "circle: possible → began; circle: began → changed; circle: changed → ended")
    }

    @Test("a rounded square is not a circle: it turns in bursts at its corners and runs straight between them")
    func roundedSquare() {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        // Straight sides of 80 px joined by quarter circles of radius 12 px.
        var points: [Point] = []
        let corners = [
            (Point(x: 312, y: 212), 270.0), (Point(x: 312, y: 312), 0.0), (Point(x: 212, y: 312), 90.0),
            (Point(x: 212, y: 212), 180.0),
        ]
        for (center, start) in corners {
            points += arc(center: center, radius: 12, startDegrees: start, sweepDegrees: 90, count: 6)
        }
        points.append(points[0])
        stage.draw(polyline(points, step: 4))
        #expect(stage.log.story.hasSuffix("circle: changed → failed"))
        let reasons: [CircleGestureRecognizer.FailureReason] = [.hasCorners, .unevenTurn, .straightSides]
        #expect(reasons.contains { $0 == stage.recognizer.failureReason })
    }

    @Test("extra fingers, in any order, fail the circle without an illegal transition")
    func circleFingerOrders() {
        // Second finger during the stroke.
        var stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.driver.down(1, at: Point(x: 300, y: 240))
        stage.driver.move(1, to: Point(x: 320, y: 250))
        stage.driver.down(2, at: Point(x: 100, y: 100))
        stage.driver.move(2, to: Point(x: 110, y: 100))
        stage.driver.move(1, to: Point(x: 330, y: 270))
        stage.driver.up(1)
        stage.driver.move(2, to: Point(x: 120, y: 100))
        stage.driver.up(2)
        #expect(stage.log.story == "circle: possible → began; circle: began → changed; circle: changed → failed")
        #expect(stage.recognizer.failureReason == .tooManyFingers)
        // Two fingers landing together.
        stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.driver.touches([
            TouchSample(id: 1, phase: .began, location: Point(x: 200, y: 200)),
            TouchSample(id: 2, phase: .began, location: Point(x: 300, y: 300)),
        ])
        stage.driver.move(1, to: Point(x: 210, y: 210))
        stage.driver.move(2, to: Point(x: 310, y: 310))
        stage.driver.up(1)
        stage.driver.up(2)
        #expect(stage.log.story == "circle: possible → failed")
    }

    @Test("random fingers (up to three, any order) never make the circle ask for an illegal transition")
    func circleRandomFingers() {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        var random = SeededGenerator(seed: 2026)
        var down: Set<Int> = []
        for _ in 0..<5000 {
            let id = Int(random.next() % 3) + 1
            let point = Point(x: 300 + random.nextSigned() * 250, y: 300 + random.nextSigned() * 250)
            if !down.contains(id) {
                stage.driver.down(id, at: point)
                down.insert(id)
            } else if random.next() % 6 == 0 {
                if random.next() % 5 == 0 { stage.driver.cancel(id) } else { stage.driver.up(id, at: point) }
                down.remove(id)
            } else {
                stage.driver.move(id, to: point)
            }
            stage.driver.wait(0.01)
        }
        #expect(!stage.log.story.contains("illegal"))
    }

    private let chevron = polyline([Point(x: 200, y: 200), Point(x: 280, y: 240), Point(x: 200, y: 280)])

    @Test(
        "a right chevron with a small hook at its start is recognized at 0.5×–3× size and rotated ±10°",
        arguments: [(0.5, 0.0), (1, 0), (2, 0), (3, 0), (1, 10), (1, -10), (3, 10)])
    func chevronAnyWay(scale: Double, degrees: Double) {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        // The hook: 3 px left and up before setting off, as real strokes often start.
        let hooked = [Point(x: 200, y: 200), Point(x: 197, y: 198), Point(x: 199, y: 200)] + chevron.dropFirst()
        let center = Point(x: 240, y: 240)
        stage.draw(transformed(hooked, scale: scale, degrees: degrees, about: center).map { $0 + Point(x: 60, y: 60) })
        #expect(stage.log.story == "chevron: possible → ended")
    }

    @Test("a right curly brace is not a chevron: its legs are wavy")
    func curlyBrace() {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        // "}" drawn top to bottom: out, down, a bump to the right at the middle, down, back in.
        let brace = polyline([
            Point(x: 200, y: 200), Point(x: 225, y: 205), Point(x: 232, y: 225), Point(x: 234, y: 245),
            Point(x: 255, y: 250), Point(x: 234, y: 255), Point(x: 232, y: 275), Point(x: 225, y: 295),
            Point(x: 200, y: 300),
        ])
        stage.draw(brace)
        #expect(stage.log.story == "chevron: possible → failed")
        #expect(stage.recognizer.failureReason != nil)
    }

    @Test("a circle drawn on the monkey is not a tickle; rubbing left and right is")
    func tickleIsHorizontal() {
        let circle = Stage(TickleGestureRecognizer(name: "tickle"))
        circle.draw(arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 720, count: 120))
        #expect(circle.log.story == "tickle: possible → failed")
        #expect(circle.recognizer.failureReason == .tooFewTickles)
        let rub = Stage(TickleGestureRecognizer(name: "tickle"))
        rub.draw(
            polyline([Point(x: 200, y: 300), Point(x: 260, y: 304), Point(x: 200, y: 298), Point(x: 262, y: 303)]))
        #expect(rub.log.story == "tickle: possible → ended")
    }

    @Test("an arrow whose head is drawn back and forth is not a tickle: its shaft climbs")
    func arrowIsNotTickle() {
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        // Shaft up and to the right (flat for its first 30 px), then the head: back left, forward right, down.
        stage.draw(
            polyline([
                Point(x: 100, y: 300), Point(x: 130, y: 296), Point(x: 230, y: 240), Point(x: 170, y: 241),
                Point(x: 232, y: 240), Point(x: 226, y: 290),
            ]))
        #expect(stage.log.story == "tickle: possible → failed")
    }

    @Test("a Z with a shallow diagonal, sampled coarsely, is still a Z")
    func shallowZ() {
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        // 16 px between points: the first step back along the diagonal goes left 15 px but down only 5.
        stage.draw(
            polyline(
                [Point(x: 100, y: 100), Point(x: 250, y: 100), Point(x: 100, y: 150), Point(x: 250, y: 150)], step: 16))
        #expect(stage.log.story == "z: possible → ended")
    }

    @Test("a Z from a noisy sensor is a Z: two samples' jitter is not a turn")
    func noisyZ() {
        // Points 1 px apart, each moved by the eval's sensor noise (σ 1 % of the Z's diagonal, about 2 px): the
        // jitter between two samples is larger than the finger's step. One Z for each of 100 places on the screen,
        // as the noise's seed follows the points.
        var refused: [String] = []
        for offset in 0..<100 {
            let left = 100 + Double(offset)
            let corners = [
                Point(x: left, y: 100), Point(x: left + 160, y: 100), Point(x: left, y: 200),
                Point(x: left + 160, y: 200),
            ]
            let timed = polyline(corners, step: 1).enumerated().map { ($0.element, Double($0.offset) * 8) }
            let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
            stage.draw(DeviceTransforms.addingNoise(timed, fraction: 0.01).map(\.location), interval: 0.008)
            if stage.log.story != "z: possible → ended" {
                refused.append("\(offset): \(stage.recognizer.failureReason?.rawValue ?? stage.log.story)")
            }
        }
        #expect(refused == [])
    }

    @Test("a noisy stroke that turns straight back is still not a Z")
    func noisyTurnBack() {
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.draw(
            jittered(
                polyline([Point(x: 100, y: 150), Point(x: 300, y: 150), Point(x: 100, y: 160)], step: 2), amount: 3))
        #expect(stage.log.story == "z: possible → failed")
        #expect(stage.recognizer.failureReason == .turnedBack)
    }
}
