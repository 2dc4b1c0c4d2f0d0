import Foundation
import GestureEngine
import Testing
import TutorialRecognizers

/// Tickle and Z decide by the shape's proportions, so the same shape drawn small, large or turned gets the same
/// answer, and the look-alikes that fooled pixel rules (an arrow, a question mark) do not pass.
@Suite("Tickle and Z by shape ratios")
struct ShapeRatioTests {
    /// `points` scaled by `factor` and turned by `degrees` (clockwise on a y-down screen) about `center`.
    private func transformed(_ points: [Point], scale factor: Double = 1, degrees: Double = 0, center: Point)
        -> [Point]
    {
        let radians = degrees * Double.pi / 180
        return points.map { point in
            let d = (point - center) * factor
            return center
                + Point(x: d.x * cos(radians) - d.y * sin(radians), y: d.x * sin(radians) + d.y * cos(radians))
        }
    }

    private func tickle(_ points: [Point]) -> String {
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.draw(points)
        return stage.log.story
    }

    private func zStroke(_ points: [Point]) -> String {
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.draw(points)
        return stage.log.story
    }

    /// A rub: right 40, left 40, right 40, left 40 around (300, 300), drifting 2 px a stroke, with hand jitter.
    private var rub: [Point] {
        jittered(
            polyline(
                [
                    Point(x: 280, y: 300), Point(x: 320, y: 302), Point(x: 280, y: 300), Point(x: 320, y: 298),
                    Point(x: 280, y: 300),
                ], step: 2), amount: 0.3)
    }

    @Test("a zig-zag rub is a tickle at half size and at three times the size")
    func rubAtAnySize() {
        #expect(tickle(transformed(rub, scale: 0.5, center: Point(x: 300, y: 300))) == "tickle: possible → ended")
        #expect(tickle(transformed(rub, scale: 3, center: Point(x: 300, y: 300))) == "tickle: possible → ended")
    }

    @Test("a rub held 15° off level either way, as a hand seldom holds it level, is a tickle")
    func tiltedRub() {
        // At 15° a rub's vertical spread is 0.27 of its run: a tickle is judged by where its rubs go, not how level.
        for degrees in [-15.0, 15] {
            #expect(
                tickle(transformed(rub, scale: 2, degrees: degrees, center: Point(x: 300, y: 300)))
                    == "tickle: possible → ended", "\(degrees)°")
        }
    }

    @Test("a zig-zag 300 px wide running downhill is not a tickle: its third line leaves the second's at 14°")
    func zigZagDownhill() {
        // A whirl: right along the top, back 2° down, then right again 12° downhill and back, as a spring is drawn.
        // Each line is level enough and straight, but the third strays 19 px from the second's line by the time it
        // has gone 80 px, where a hand rubbing back along a line strays 6 px and 8° (17 px).
        let down12 = 300 * tan(12 * Double.pi / 180)
        let whirl = polyline(
            [
                Point(x: 100, y: 100), Point(x: 400, y: 100), Point(x: 100, y: 110),
                Point(x: 400, y: 110 + down12), Point(x: 100, y: 120 + down12),
            ], step: 3)
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.draw(whirl)
        #expect(stage.log.story == "tickle: possible → failed")
        #expect(stage.recognizer.failureReason == .tooFewTickles)
    }

    @Test("a zig-zag whose lines turn 17° at each corner is not a tickle: each line strays as it goes on")
    func zigZagStrayingLate() {
        // Lines 100 px long, each 15 px lower at its end. Where the second line first counts (30 px from the turn) it
        // is 9 px off the first line's, within 8° and 6 px (10 px); by its end it is 29 px off, where 20 px is allowed.
        let zigZag = polyline(
            [Point(x: 200, y: 200), Point(x: 300, y: 215), Point(x: 200, y: 230), Point(x: 300, y: 245)], step: 2)
        #expect(tickle(zigZag) == "tickle: possible → failed")
    }

    @Test("an arrow drawn in one stroke, its head flat enough that each leg passes as a rub, is not a tickle")
    func arrow() {
        // Shaft 150 px to the right; the head's legs are 40 px at 20°, level enough for rubs: back up to the left, down
        // to the tip again, and down to the left. None comes back along the shaft.
        let tip = Point(x: 250, y: 300)
        let leg = Point(x: -40 * cos(20 * Double.pi / 180), y: 40 * sin(20 * Double.pi / 180))
        let arrow = polyline([
            Point(x: 100, y: 300), tip, tip + Point(x: leg.x, y: -leg.y), tip, tip + leg,
        ])
        #expect(tickle(arrow) == "tickle: possible → failed")
    }

    @Test("a flat loop scribbled round and round is not a tickle: its halves are arcs, not rubs")
    func loop() {
        // An ellipse 120 px wide and 40 px tall, twice round: each half spreads a third of its width, but bows.
        let loops = (0...96).map { index in
            let angle = Double(index) / 48 * 2 * Double.pi
            return Point(x: 300 + 60 * cos(angle), y: 300 + 20 * sin(angle))
        }
        #expect(tickle(loops) == "tickle: possible → failed")
    }

    /// A Z 100 px wide and 100 px tall, starting at (250, 250).
    private let z = polyline([
        Point(x: 250, y: 250), Point(x: 350, y: 250), Point(x: 250, y: 350), Point(x: 350, y: 350),
    ])

    @Test("a Z turned by −10° and +10°, and a Z three times as large, are Zs")
    func zTurnedAndLarge() {
        let center = Point(x: 300, y: 300)
        #expect(zStroke(transformed(z, degrees: -10, center: center)) == "z: possible → ended")
        #expect(zStroke(transformed(z, degrees: 10, center: center)) == "z: possible → ended")
        #expect(zStroke(transformed(z, scale: 3, center: center)) == "z: possible → ended")
        #expect(zStroke(transformed(z, scale: 0.2, center: center)) == "z: possible → ended", "20 px a stroke")
    }

    @Test("a question mark is not a Z, even with a flick to the right at the bottom")
    func questionMark() {
        // The hook: from the top of a circle of radius 40 round its right side to its bottom, then straight down,
        // then a 12 px flick right: no top stroke going right then down-left, and a bottom a fifth of the top.
        let hook = (0...24).map { index in
            let angle = -Double.pi / 2 + Double(index) / 24 * Double.pi
            return Point(x: 300 + 40 * cos(angle), y: 240 + 40 * sin(angle))
        }
        let questionMark = hook + polyline([Point(x: 300, y: 280), Point(x: 300, y: 320), Point(x: 312, y: 320)])
        #expect(zStroke(questionMark) == "z: possible → failed")
    }

    @Test("a Z whose diagonal is a bowed arc is not a Z")
    func bowedDiagonal() {
        // The diagonal bulges 45 px (0.32 of its 141 px) out to the lower right, along (1, 1)/√2.
        let arc = (1..<20).map { index -> Point in
            let t = Double(index) / 20
            let straight = Point(x: 350 - 100 * t, y: 250 + 100 * t)
            return straight + Point(x: 1, y: 1) * (45 * 4 * t * (1 - t) / 2.squareRoot())
        }
        let shape =
            polyline([Point(x: 250, y: 250), Point(x: 350, y: 250)]) + arc
            + polyline([Point(x: 250, y: 350), Point(x: 350, y: 350)])
        #expect(zStroke(shape) == "z: possible → failed")
    }

    @Test("a flick as the finger lands does not spoil the first rub")
    func tickleWithLandingFlick() {
        // The finger lands 8 px up and to the right and flicks down-left to where the rub starts.
        let flick = polyline([Point(x: 288, y: 292), Point(x: 280, y: 300)], step: 2)
        #expect(tickle(flick + rub.dropFirst()) == "tickle: possible → ended")
    }

    @Test("a flick as the finger lands, and a short one back as it lifts, are not part of the Z")
    func zWithFlicks() {
        // Landing: 10 px from the upper right. Lifting: 15 px back down-left, 15 % of the 100 px bottom stroke.
        let landing = polyline([Point(x: 257, y: 243), Point(x: 250, y: 250)], step: 2)
        let lifting = polyline([Point(x: 350, y: 350), Point(x: 339, y: 361)], step: 2)
        #expect(zStroke(landing + z.dropFirst() + lifting.dropFirst()) == "z: possible → ended")
        // A straight tail of 57 px back at 135° is 14 % of the 398 px stroke: a straight hook, left out too.
        let hook = polyline([Point(x: 350, y: 350), Point(x: 310, y: 390)], step: 2)
        #expect(zStroke(z + hook.dropFirst()) == "z: possible → ended")
        // 150 px back is 31 % of the stroke: another stroke.
        let longTail = polyline([Point(x: 350, y: 350), Point(x: 244, y: 456)], step: 2)
        #expect(zStroke(z + longTail.dropFirst()) == "z: possible → failed", "a tail of 150 px is another stroke")
    }

    /// Strokes through four corners, each with whether it is a Z and why.
    private static let strokesByProportion: [(corners: [Point], isZ: Bool, why: String)] = [
        (
            [Point(x: 250, y: 250), Point(x: 350, y: 250), Point(x: 250, y: 350), Point(x: 350, y: 314)], true,
            "a bottom stroke rising 20° (36 px over 100 px)"
        ),
        (
            [Point(x: 250, y: 250), Point(x: 350, y: 250), Point(x: 250, y: 350), Point(x: 350, y: 386)], true,
            "a bottom stroke dropping 20°"
        ),
        (
            [Point(x: 250, y: 250), Point(x: 350, y: 286), Point(x: 250, y: 386), Point(x: 350, y: 386)], true,
            "a top stroke dropping 20°"
        ),
        (
            [Point(x: 250, y: 250), Point(x: 340, y: 250), Point(x: 250, y: 330), Point(x: 350, y: 430)], false,
            "an R's second stroke: across the top, back down-left to the stem's middle, then the leg at 45°"
        ),
        (
            [Point(x: 250, y: 250), Point(x: 350, y: 350), Point(x: 250, y: 450), Point(x: 350, y: 450)], false,
            "a \">\" with a bar under it: the top drops at 45°"
        ),
        (
            [Point(x: 390, y: 300), Point(x: 420, y: 300), Point(x: 220, y: 500), Point(x: 250, y: 500)], false,
            "a 200 px slash with a pen's 30 px flick at each end: bars 15 % of the diagonal's run"
        ),
        (
            [Point(x: 300, y: 300), Point(x: 420, y: 300), Point(x: 220, y: 500), Point(x: 340, y: 500)], true,
            "the same slash with bars of 120 px, a Z with a short top and bottom"
        ),
    ]

    @Test("a Z's top and bottom lean at most 25° either way, and the longer spans a quarter of the diagonal")
    func proportions() {
        for (corners, isZ, why) in Self.strokesByProportion {
            #expect(zStroke(polyline(corners)) == (isZ ? "z: possible → ended" : "z: possible → failed"), "\(why)")
        }
    }

    @Test("a line straight down the middle of the view is in neither half, so it is no right slide down")
    func slideOnTheMiddle() {
        let stage = Stage(
            RightSlideDownGestureRecognizer(name: "slide"), viewFrame: Rect(x: 100, y: 100, width: 200, height: 200))
        stage.draw(polyline([Point(x: 200, y: 120), Point(x: 200, y: 280)]))
        #expect(stage.log.story == "slide: possible → failed")
    }
}
