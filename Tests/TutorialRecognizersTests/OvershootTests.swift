import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// Strokes that go on past their shape: a circle drawn round again, a chevron whose apex overshoots, a long flick at
/// the lift. Each clean-up step alone, then the recognizers.
@Suite("Overshoot: retraced turns, apex spikes and long flicks")
struct OvershootTests {
    /// A ">" from (0, 0) to the apex (100, 60) to (0, 120): legs of 117 px meeting at 62°.
    private let chevron = polyline([Point(x: 0, y: 0), Point(x: 100, y: 60), Point(x: 0, y: 120)], step: 2)

    @Test("a spike out past the apex and straight back is removed; the apex stays")
    func apexSpike() throws {
        // Past the apex along the first leg by 30 px, and back.
        let direction = Point(x: 100, y: 60) * (1 / Point(x: 100, y: 60).length)
        let tip = Point(x: 100, y: 60) + direction * 30
        let spiked = polyline(
            [Point(x: 0, y: 0), Point(x: 100, y: 60), tip, Point(x: 100, y: 60), Point(x: 0, y: 120)], step: 2)
        let kept = StrokePreprocessing.removingSpikes(spiked)
        // What is left is the chevron again: as long, and never farther right than its apex.
        let drawnLength = StrokeGeometry.length(of: chevron)
        #expect(abs(StrokeGeometry.length(of: kept) - drawnLength) < 0.03 * drawnLength)
        let rightmost = try #require(kept.map(\.x).max())
        #expect(rightmost < 100 + 4)
    }

    @Test("a line drawn out and straight back is no spike: taking half the stroke out would leave a shape nobody drew")
    func outAndBack() {
        // 100 px right and back, 4 px lower: the way back is within 5° of the way out, and each is half the stroke.
        let flat = polyline([Point(x: 200, y: 200), Point(x: 300, y: 204), Point(x: 200, y: 208)], step: 2)
        #expect(StrokePreprocessing.removingSpikes(flat) == flat)
        // Only the longest spike's limit keeps it: with none, most of the stroke would go.
        #expect(StrokeGeometry.length(of: StrokePreprocessing.removingSpikes(flat, longest: 1)) < 0.5 * 208)
        // The same with a first stretch of 300 px before it: now the way out is 100 of 500 px, 20 %, an overshoot.
        let overshoot = polyline(
            [Point(x: -100, y: 200), Point(x: 200, y: 200), Point(x: 300, y: 204), Point(x: 200, y: 208)], step: 2)
        let kept = StrokePreprocessing.removingSpikes(overshoot)
        #expect(StrokeGeometry.length(of: kept) < 0.7 * StrokeGeometry.length(of: overshoot))
    }

    @Test("a sharp corner, a straight line and a circle have no spike", arguments: [20.0, 40.0, 90.0])
    func cornersStay(openingDegrees: Double) {
        // A ">" opening at the given angle: the second leg leaves the first one's line at once.
        let half = openingDegrees / 2 * Double.pi / 180
        let apex = Point(x: 100 * cos(half), y: 100 * sin(half))
        let corner = polyline([Point(x: 0, y: 0), apex, Point(x: 0, y: 2 * apex.y)], step: 2)
        #expect(StrokePreprocessing.removingSpikes(corner) == corner)
        let line = polyline([Point(x: 0, y: 0), Point(x: 200, y: 0)], step: 2)
        #expect(StrokePreprocessing.removingSpikes(line) == line)
        let circle = arc(center: Point(x: 300, y: 300), radius: 60)
        #expect(StrokePreprocessing.removingSpikes(circle) == circle)
    }

    @Test("a barb drawn out and back from an arrow's tip is part of the arrow, not an overshoot")
    func arrowBarbStays() {
        // A one-stroke arrow: a shaft of 150 px to the tip (300, 160), the upper barb 60 px back at 37° and back to
        // the tip, then the lower barb. The barb's way out is 18 % of the stroke, as short as an overshoot, but it
        // leaves the shaft at 143°: a hand running past a turn goes on the way it came.
        let tip = Point(x: 300, y: 160)
        let arrow = polyline(
            [Point(x: 150, y: 160), tip, Point(x: 252, y: 124), tip, Point(x: 252, y: 196)], step: 2)
        let kept = StrokePreprocessing.removingSpikes(arrow)
        #expect(abs(StrokeGeometry.length(of: kept) - StrokeGeometry.length(of: arrow)) < 1)
        // Without the barb the rest is a ">" with a flat first leg; with it, the arrow is no chevron.
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.draw(arrow)
        #expect(stage.log.story == "chevron: possible → failed")
    }

    @Test("a long straight flick back at the lift is a hook; a long curve or a corner turned is not")
    func longFlick() throws {
        // A circle of radius 60 (377 px round) and a straight tail of 80 px (17 % of 457) flicking back at 135°.
        let circle = arc(center: Point(x: 300, y: 300), radius: 60, startDegrees: 0, sweepDegrees: 360)
        let end = try #require(circle.last)
        let tangent = try #require(circle.last.map { $0 - circle[circle.count - 2] })
        let heading = tangent.angle + 135 * Double.pi / 180
        let flick = polyline([end, end + Point(x: cos(heading), y: sin(heading)) * 80], step: 2)
        let flicked = circle + flick.dropFirst()
        let trimmed = StrokePreprocessing.trimmingHooks(flicked, maximumFraction: 0.1, breakAngle: 100 * .pi / 180)
        #expect(abs(trimmed.endTrimmed - 80 / StrokeGeometry.length(of: flicked)) < 0.03)
        // The same tail turning only 60° from the stroke goes on from it (a question mark's stem): it stays.
        let turned = tangent.angle + 60 * Double.pi / 180
        let stem = polyline([end, end + Point(x: cos(turned), y: sin(turned)) * 80], step: 2)
        let withStem = circle + stem.dropFirst()
        #expect(StrokePreprocessing.trimmingHooks(withStem, maximumFraction: 0.1, breakAngle: 1.2).endTrimmed == 0)
    }

    @Test("a circle drawn on past its start splits after one turn")
    func oneTurn() {
        let circle = arc(center: Point(x: 300, y: 300), radius: 60, startDegrees: 0, sweepDegrees: 450, count: 150)
        let even = StrokeGeometry.resample(circle, count: 64)
        let (turn, rest) = StrokeGeometry.splitAfterOneTurn(circle, even: even, around: Point(x: 300, y: 300))
        let fullTurn = 2 * Double.pi * 60
        #expect(abs(StrokeGeometry.length(of: turn) - fullTurn) < 0.03 * fullTurn)
        #expect(abs(StrokeGeometry.length(of: rest) - fullTurn / 4) < 0.03 * fullTurn)
        // The rest lies on the first turn: no distance from it.
        #expect(StrokeGeometry.rmsDistance(of: rest, to: turn) < 1)
        #expect(StrokeGeometry.rmsDistance(of: [Point(x: 5, y: 3)], to: [Point(x: 0, y: 0), Point(x: 10, y: 0)]) == 3)
    }

    private func draw(_ points: [Point]) -> CircleGestureRecognizer {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(points)
        return stage.recognizer
    }

    /// One exact turn of radius 60 about (300, 300), then `extraTurns` more on which the radius shrinks evenly to
    /// `endRadius`, in `count` points: a hand going on round and closing in.
    private func turnClosingIn(by extraTurns: Double, to endRadius: Double, count: Int) -> [Point] {
        let turn = arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 360, count: 150)
        return turn
            + (1...count).map { index in
                let t = Double(index) / Double(count)
                return pointOnCircle(
                    center: Point(x: 300, y: 300), radius: 60 - (60 - endRadius) * t, degrees: 360 * extraTurns * t)
            }
    }

    @Test("a circle drawn a quarter past its start is a circle; a spiral going round twice is not")
    func overdrawnCircleAndSpiral() {
        let overdrawn = arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 450, count: 150)
        #expect(draw(overdrawn).failureReason == nil)
        // Two turns, the radius shrinking from 80 to 40 px: the second turn runs well inside the first.
        let spiral = (0...200).map { index -> Point in
            let t = Double(index) / 200
            let angle = t * 4 * Double.pi
            let radius = 80 - 40 * t
            return Point(x: 300 + radius * cos(angle), y: 300 + radius * sin(angle))
        }
        #expect(draw(spiral).failureReason != nil)
    }

    @Test("a circle drawn to 1.1 and 1.2 turns is recognized, judged on its first turn", arguments: [1.1, 1.2])
    func shortOvershoot(turns: Double) throws {
        let circle = draw(arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 360 * turns, count: 200))
        #expect(circle.failureReason == nil)
        // The path goes `turns` round and what follows the first turn sweeps the rest. The first turn is cut at the
        // first of 64 evenly spaced points past a full turn, so its ends lie at most one step apart: a chord of
        // `turns` / 63 of a turn, sin(π · turns / 63) of the diameter.
        #expect(abs(circle.turnCovered - turns) < 0.02)
        #expect(abs(circle.overshoot - (turns - 1)) < 0.03)
        #expect(circle.endGap <= sin(Double.pi * turns / 63) + 0.005)
        let fit = try #require(circle.fitResult)
        #expect(fit.center.distance(to: Point(x: 300, y: 300)) < 0.5 && abs(fit.radius - 60) < 0.5)
        // The inspector says so on a line of its own: the degrees past one turn, (turns − 1) × 360, within the 0.03
        // turn above (about 11°).
        let line = try #require(circle.inspectorFacts.fact(named: "overshoot")?.text)
        let degrees = try #require(Double(line.split(separator: " ").first { $0.hasSuffix("°") }?.dropLast() ?? ""))
        #expect(abs(degrees - (turns - 1) * 360) <= 11, "\(line)")
        #expect(circle.inspectorFacts.fact(named: "error")?.text.contains("past") == false)
    }

    @Test("an overshoot that drifts inwards, as a hand going on does, costs the circle nothing")
    func driftingOvershoot() {
        // One exact turn of radius 60, then a fifth of a turn on which the radius shrinks to 40.
        let circle = draw(turnClosingIn(by: 0.2, to: 40, count: 30))
        #expect(circle.failureReason == nil)
        // Judged on the first turn, an exact circle: no fit error, the ends together.
        #expect(circle.roundFitError < 0.01)
        #expect(circle.endGap < 0.03)
        #expect(abs(circle.overshoot - 0.2) < 0.03)
    }

    @Test(
        "a circle drawn round over itself again by up to half a turn is judged on its first turn",
        arguments: [1.3, 1.45])
    func retracedCircle(turns: Double) {
        // People circling a thing go on round it: Sadun's circle recipe (iOS Developer's Cookbook) allows 180° more.
        let circle = draw(arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 360 * turns, count: 200))
        #expect(circle.failureReason == nil)
        #expect(abs(circle.overshoot - (turns - 1)) < 0.03)
        // Judged on its first turn, an exact circle: the ends together. Going round costs from 1.25 turns on, a unit
        // at 1.5: at 1.45 turns, 0.8.
        #expect(circle.endGap <= sin(Double.pi * turns / 63) + 0.005)
        #expect(abs(circle.turnCovered - turns) < 0.02)
    }

    @Test("an oval drawn round over itself again by 0.4 of a turn is judged on its first turn, though off a circle")
    func retracedOval() {
        // An oval 160 × 96 px: its points lie 48–80 px from the centre, up to a quarter of the radius off any circle,
        // but the second time round lies on the first.
        let oval = (0...280).map { index -> Point in
            let t = 1.4 * 2 * Double.pi * Double(index) / 280
            return Point(x: 300 + 80 * cos(t), y: 300 + 48 * sin(t))
        }
        let circle = draw(oval)
        #expect(circle.failureReason == nil)
        // The overshoot is how far round the centre the end lies past the start: the polar angle of the oval's point
        // at 0.4 of a turn of its parameter, atan2(48 sin 144°, 80 cos 144°) = 156.4°.
        let endAngle = atan2(48 * sin(0.8 * Double.pi), 80 * cos(0.8 * Double.pi)) / (2 * Double.pi)
        #expect(abs(circle.overshoot - endAngle) < 0.03)
    }

    @Test("an overshoot over a quarter turn that strays off the circle is judged with the whole path")
    func strayingLongOvershoot() {
        // One exact turn of radius 60, then 0.3 of a turn on which the radius shrinks to 40: a third of it off the
        // circle, more than the fifth a hand going round again strays.
        let circle = draw(turnClosingIn(by: 0.3, to: 40, count: 45))
        #expect(circle.overshoot == 0)
        #expect(abs(circle.turnCovered - 1.3) < 0.03)
    }

    @Test(
        "a slanted oval drawn once round and on along its tangent is judged on its first turn, as the circle it is",
        arguments: [0.0, 90.0, 150.0])
    func tangentTailOnSlantedOval(startDegrees: Double) {
        // A circle of radius 60 drawn once round from `startDegrees`, then on along its tangent for 1.4 radii: past
        // the start by atan(1.4) = 54.5°, 0.15 of a turn, over a length 1.4 / 0.951 = 1.47 times the arc swept, so a
        // short overshoot (at most a quarter turn and 1.5 times the arc). Stretched to an oval 240 × 120 px and
        // turned 30°, as a slanted hand draws it: the tail still leaves along the oval's tangent.
        let start = startDegrees * Double.pi / 180
        let circle = (0...200).map { index -> Point in
            let angle = start + 2 * Double.pi * Double(index) / 200
            return Point(x: 60 * cos(angle), y: 60 * sin(angle))
        }
        let tangent = Point(x: -sin(start), y: cos(start))
        func slantedOval(tailRadii: Double) -> [Point] {
            let tail = (1...20).map { circle[0] + tangent * (tailRadii * 60 * Double($0) / 20) }
            let slant = 30 * Double.pi / 180
            return (circle + tail).map { point -> Point in
                let stretched = Point(x: 2 * point.x, y: point.y)
                return Point(
                    x: 400 + stretched.x * cos(slant) - stretched.y * sin(slant),
                    y: 300 + stretched.x * sin(slant) + stretched.y * cos(slant))
            }
        }
        let drawn = draw(slantedOval(tailRadii: 1.4))
        #expect(drawn.failureReason == nil)
        // Judged on its first turn, whose ends lie close together; the whole path's ends lie 1.4 radii apart.
        #expect(drawn.overshoot > 0)
        #expect(drawn.endGap < 0.1)
        // From 150°, where only the round reading finds the overshoot, a tail of 3 radii is none: 3 / atan(3) = 2.4
        // times the arc it sweeps.
        if startDegrees == 150 { #expect(draw(slantedOval(tailRadii: 3)).overshoot == 0) }
    }

    @Test("going round again is left out for as far as the turns alone stay within the score's threshold")
    func longestRetrace() {
        // Going round costs nothing up to 1.25 turns and a unit at 1.5, so the turns alone reach the threshold of 2
        // at 1.75: 0.75 of a turn past one.
        let circle = CircleGestureRecognizer()
        #expect(abs(circle.longestRetrace - 0.75) < 1e-12)
        // A person taught to go round up to twice (a unit at 2 turns) may go on round by 1.75 turns: (2 − 1.25) more.
        circle.calibratedLimits["turns past one"] = 2
        #expect(abs(circle.longestRetrace - 1.75) < 1e-12)
    }

    @Test("a circle drawn round over itself to 1.6 turns is judged on its first turn; what it costs is the turns")
    func longRetrace() {
        let circle = draw(arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 360 * 1.6, count: 200))
        #expect(abs(circle.overshoot - 0.6) < 0.03)
        // On its first turn an exact circle: the ends together (at most one step of 64 apart, as above). The turns
        // cost (1.6 − 1.5) / 0.25 + 1 = 1.4 units, under the threshold of 2.
        #expect(circle.endGap <= sin(Double.pi * 1.6 / 63) + 0.005)
        let turns = circle.score?.measures.first { $0.name == "turns past one" }?.cost ?? 0
        #expect(abs(turns - 1.4) < 0.1)
        #expect(circle.failureReason == nil)
    }

    @Test("a circle drawn round to 1.8 turns is refused: it goes round more than once")
    func tooLongRetrace() {
        let circle = draw(arc(center: Point(x: 300, y: 300), radius: 60, sweepDegrees: 360 * 1.8, count: 220))
        // Past 0.75 of a turn on, the whole path is judged: the turns alone cost (1.8 − 1.5) / 0.25 + 1 = 2.2 units.
        #expect(circle.overshoot == 0)
        #expect(circle.failureReason == .spirals)
    }

    @Test("a spiral whose radius shrinks by 30 % over two turns is refused: it goes round more than once")
    func shrinkingSpiral() {
        // Radius 80 → 56 over two turns: the costs are the turns alone (2 turns, one unit at 1.5, a unit per 0.25 more:
        // 3), its fit error (about 0.1) and end gap (0.18 of the diameter) being the usual.
        let spiral = (0...300).map { index -> Point in
            let t = Double(index) / 300
            return pointOnCircle(center: Point(x: 300, y: 300), radius: 80 - 24 * t, degrees: 720 * t)
        }
        let circle = draw(spiral)
        #expect(circle.overshoot == 0)
        #expect(circle.failureReason == .spirals)
    }

    @Test("what follows one turn is an overshoot only if it runs on around the centre, briefly")
    func overshootSplit() {
        let center = Point(x: 300, y: 300)
        let onward = arc(center: center, radius: 60, sweepDegrees: 432, count: 200)
        let split = CircleOvershoot(
            onward, even: StrokeGeometry.resample(onward, count: 64), around: center, radius: 60)
        #expect(abs(split.turns - 0.2) < 0.03)
        #expect(abs(split.lengthOverArc - 1) < 0.05)
        #expect(split.isShort(atMost: 0.25))
        // On the circle all along: it strays across it by nothing.
        #expect(split.strayAcross < 0.01)
        #expect(split.goesRoundAgain(atMost: 0.5, within: 0.2))
        // The same fifth of a turn closing in to radius 40 strays by 20 of the 60 px: short, but no going round again.
        let closingIn = turnClosingIn(by: 0.2, to: 40, count: 30)
        let inwards = CircleOvershoot(
            closingIn, even: StrokeGeometry.resample(closingIn, count: 64), around: center, radius: 60)
        #expect(abs(inwards.strayAcross - 1.0 / 3) < 0.01)
        #expect(inwards.isShort(atMost: 0.25) && !inwards.goesRoundAgain(atMost: 0.5, within: 0.2))
        // One turn, then a line from the start towards the centre: it sweeps next to nothing around the centre.
        let tail =
            arc(center: center, radius: 60, sweepDegrees: 362, count: 200)
            + polyline([Point(x: 359, y: 302), Point(x: 315, y: 300)], step: 2)
        let across = CircleOvershoot(tail, even: StrokeGeometry.resample(tail, count: 64), around: center, radius: 60)
        #expect(!across.isShort(atMost: 0.25))
    }
}
