import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// Issue 49: a ">" has a corner, a circle comes round. Expected values come from the geometry of the strokes drawn:
/// a ")" turns evenly all the way and its legs follow the arc through its ends and middle; a "C" of three quarters of
/// a turn leaves a quarter open, its ends sin(45°) = 0.71 of the diameter apart.
@Suite("Look-alikes: a \")\" is no chevron, a \"C\" is no circle")
struct LookAlikeTests {
    private func chevron(_ points: [Point], size: Double = 600) -> ChevronGestureRecognizer {
        let driver = VirtualTouchDriver(size: Size(width: size, height: size))
        let recognizer = ChevronGestureRecognizer(name: "chevron")
        driver.window.addGestureRecognizer(recognizer)
        driver.drag(along: points, interval: 0.01)
        return recognizer
    }

    private func circle(_ points: [Point]) -> CircleGestureRecognizer {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(points)
        return stage.recognizer
    }

    /// A ")" from (200, 150) round to the right through (300, 250) to (200, 350): half a circle of radius 100.
    private var closingBracket: [Point] {
        arc(center: Point(x: 200, y: 250), radius: 100, startDegrees: -90, sweepDegrees: 180, count: 90)
    }

    @Test("a \")\" turns evenly: its turning is not at the apex and its legs bow as the arc, so it is refused")
    func roundBracket() throws {
        let recognizer = chevron(closingBracket)
        let shape = try #require(recognizer.shape)
        // Evenly turning, the ±10 % of the steps around the apex hold about a fifth of the turning.
        #expect(shape.apexShare < 0.3)
        // Each leg is a quarter of the circle: it bows exactly as the arc through the start, the apex and the end.
        #expect(abs(shape.bowAsArc - 1) < 0.1)
        #expect([.noCorner, .bentLeg].contains(recognizer.failureReason))
    }

    @Test("a \")\" with a hook at the lift is still refused once the hook is cleaned off")
    func roundBracketWithHook() {
        let hooked = closingBracket + polyline([Point(x: 200, y: 350), Point(x: 215, y: 335)], step: 2).dropFirst()
        let recognizer = chevron(hooked)
        #expect(recognizer.failureReason != nil)
    }

    @Test("a \">\" with straight legs has its turning at the apex and legs that do not bow")
    func straightChevron() throws {
        let recognizer = chevron(polyline([Point(x: 200, y: 150), Point(x: 320, y: 250), Point(x: 200, y: 350)]))
        let shape = try #require(recognizer.shape)
        #expect(shape.apexShare > 0.9)
        #expect(shape.bowAsArc < 0.1)
        #expect(recognizer.failureReason == nil)
    }

    @Test("a pen that lands and hooks up before a long, flat first leg draws a chevron (as SIGN's writers do)")
    func hookUpAtTheStart() {
        // 1,500 px tall, as SIGN's digitizer units read: the pen lands at (1000, 1090), goes up 90 px (6 % of the
        // size) and then down-right to the apex. Once it spans 30 px it is still 46 px above where it landed: more
        // than three quarters of 30 px, which failed it live as "went up" when going up was measured from the
        // landing point.
        let points = polyline(
            [Point(x: 1000, y: 1090), Point(x: 985, y: 1000), Point(x: 1750, y: 1750), Point(x: 1000, y: 2500)],
            step: 10)
        let recognizer = chevron(points, size: 4096)
        #expect(recognizer.shape != nil)
        #expect(recognizer.failureReason == nil)
    }

    @Test("a \"C\" of three quarters of a turn is refused as not closed, however round")
    func threeQuarterArc() {
        let recognizer = circle(arc(center: Point(x: 300, y: 300), radius: 100, startDegrees: 45, sweepDegrees: 270))
        // A quarter of the turn is open, by the turn and by the gap alike: asin(0.71) / π = 0.25.
        #expect(abs(recognizer.openTurn - 0.25) < 0.02)
        #expect(recognizer.failureReason == .notClosed)
    }

    @Test("a circle stopped at 0.9 of a turn, or drawn on past its start, is a circle")
    func nearlyClosedAndOvershooting() {
        let short = circle(arc(center: Point(x: 300, y: 300), radius: 100, sweepDegrees: 0.9 * 360))
        #expect(abs(short.openTurn - 0.1) < 0.02)
        #expect(short.failureReason == nil)
        let over = circle(arc(center: Point(x: 300, y: 300), radius: 100, sweepDegrees: 1.1 * 360, count: 70))
        #expect(over.openTurn < 0.02)
        #expect(over.failureReason == nil)
    }
}
