import Foundation
import GestureEngine
import Testing
import TutorialRecognizers

@Suite("Hooks, lead-ins and tremors on the Z and the tickle")
struct HookedStrokeTests {
    /// A 100 × 100 Z from (100, 100): top, diagonal and bottom strokes of 100, 141 and 100 px (341 px in all).
    private let zCorners = [Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 200, y: 200)]

    private func story(_ points: [Point]) -> (story: String, reason: ZStrokeGestureRecognizer.FailureReason?) {
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.draw(points)
        return (stage.log.story, stage.recognizer.failureReason)
    }

    @Test("a Z whose bottom stroke hooks back straight at 135° as the finger lifts is a Z")
    func hookedZ() {
        // 70 px back down-left at 135° from the bottom stroke: 70/411 = 17 % of the stroke, under a quarter, and
        // twice the 35 px flick the bottom stroke allows by itself.
        let tip = Point(x: 200, y: 200) + Point(x: -1, y: 1) * (70 / 2.0.squareRoot())
        #expect(story(polyline(zCorners + [tip])).story == "z: possible → ended")
        // The same tail turned only 90° (straight down) is a corner, not a hook.
        #expect(story(polyline(zCorners + [Point(x: 200, y: 270)])).story == "z: possible → failed")
    }

    @Test("a finger settling where it lands before it draws the Z is no part of it; one on its way from there is")
    func settlingBeforeTheZ() {
        // Lands at (100, 100) and wanders up to 7 px round it for 16 samples (about 60 px of path: a rest), going up
        // 7 px twice in a row: alone, that is the top stroke climbing.
        let wander = (0..<16).map { index in
            Point(x: 100 + 7 * sin(Double(index) * 1.3), y: 100 - 7 * abs(sin(Double(index) * 0.9)))
        }
        let settled = story(wander + polyline(zCorners))
        #expect(settled.story == "z: possible → ended", "\(settled.reason.map(\.rawValue) ?? "")")
        // Straight on from the landing point, the first 10 px are the top stroke's, as drawn: a Z 30 px wide is a
        // Z, and one that first climbs steeply (20 px up, 5 right, in 2 px steps) still went up.
        let small = [Point(x: 100, y: 100), Point(x: 130, y: 100), Point(x: 100, y: 125), Point(x: 130, y: 125)]
        #expect(story(polyline(small, step: 2)).story == "z: possible → ended")
        let climb = (0...10).map { Point(x: 100 + Double($0) / 2, y: 100 - 2 * Double($0)) }
        let climbing = story(climb + polyline(zCorners))
        #expect(climbing.reason == .wentUp)
    }

    @Test("a tail back longer than a quarter of the stroke is another stroke, not a hook")
    func longTail() {
        // 150 px back at 135°: 150/491 = 31 % of the stroke.
        let tip = Point(x: 200, y: 200) + Point(x: -1, y: 1) * (150 / 2.0.squareRoot())
        let result = story(polyline(zCorners + [tip]))
        #expect(result.story == "z: possible → failed")
        #expect(result.reason == .turnedBack)
    }

    @Test("a straight flick into the start is left out; a long curved lead-in (a curly brace's top) is not")
    func leadIn() {
        // A straight 60 px landing flick from up-right, at 135° from the top stroke: 60/401 = 15 % of the stroke.
        let landing = Point(x: 100, y: 100) + Point(x: 1, y: -1) * (60 / 2.0.squareRoot())
        #expect(story(polyline([landing] + zCorners)).story == "z: possible → ended")
        // A quarter circle of radius 80 from the upper right, leftwards and down into the start (126 px, curved):
        // a curly brace's upper half.
        let curve = (0...20).map { index -> Point in
            let angle = -Double.pi / 2 - Double(index) / 20 * Double.pi / 2
            return Point(x: 180 + 80 * cos(angle), y: 100 + 80 * sin(angle))
        }
        let result = story(curve + polyline(zCorners).dropFirst())
        #expect(result.story == "z: possible → failed")
        #expect(result.reason == .leadIn)
    }

    @Test("a landing flick coarsely sampled, whose next sample is already past the landing point, is skipped")
    func coarseLandingFlick() {
        // Lands at (310, 295), flicks 10 px left to (300, 300), and the next sample is already at x = 320: 20 px back
        // from the turn, 10 past the landing point. Then rubs of 50 and 25 px: right to 350, left to 300, right.
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.driver.down(at: Point(x: 310, y: 295))
        for x in [300.0, 320, 335, 350, 325, 300, 325] { stage.driver.move(to: Point(x: x, y: 300)) }
        #expect(stage.log.story == "tickle: possible → ended")
    }

    @Test("a slide down whose lifting hook crosses the middle is a slide; a turn across it is not")
    func hookedSlide() {
        func slide(_ points: [Point]) -> String { drawRightSlideDown(points).story }
        // Down the right half 15 px right of the middle (x = 200), then 45 px back up-left at 135°, ending 17 px left
        // of the middle: the hook is 45/185 = 24 % of the stroke.
        let tip = Point(x: 215, y: 260) + Point(x: -1, y: -1) * (45 / 2.0.squareRoot())
        #expect(
            slide(polyline([Point(x: 215, y: 120), Point(x: 215, y: 260), tip], step: 2)) == "slide: possible → ended")
        // The same 45 px turned 90°, straight left across the middle: the slide leaves the right half.
        #expect(
            slide(polyline([Point(x: 215, y: 120), Point(x: 215, y: 260), Point(x: 170, y: 260)], step: 2))
                == "slide: possible → failed")
    }

    @Test("a line fitted to points: through their centroid, along them, distances measured across it")
    func fittedLine() throws {
        // Points on y = x / 2 + 3, from x = 0 to 10: the direction is (2, 1) / √5 and the centroid (5, 5.5).
        let points = (0...10).map { Point(x: Double($0), y: Double($0) / 2 + 3) }
        let line = try #require(FittedLine(points))
        #expect(abs(line.center.x - 5) < 1e-9 && abs(line.center.y - 5.5) < 1e-9)
        #expect(abs(abs(line.direction.cross(Point(x: 2, y: 1))) / 5.0.squareRoot()) < 1e-9)
        // The point 1 unit off the line, along its normal (−1, 2) / √5.
        #expect(abs(line.distance(to: Point(x: 5, y: 5.5) + Point(x: -1, y: 2) * (1 / 5.0.squareRoot())) - 1) < 1e-9)
        // A horizontal rub whose last point a tremor moved 6 px down: the fitted line stays within a point of level
        // over the other ten, where the line through the ends would be 6 px off at its far end.
        let rub = (0...10).map { Point(x: Double($0) * 10, y: $0 == 10 ? 6 : 0) }
        let fitted = try #require(FittedLine(rub))
        #expect(fitted.distance(to: Point(x: 0, y: 0)) < 1)
        #expect(FittedLine([Point(x: 1, y: 1), Point(x: 1, y: 1)]) == nil)
    }
}
