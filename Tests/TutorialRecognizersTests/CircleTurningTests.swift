import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

/// The heading's turn against the sweep around the centre, and the gap the missing turn explains; the expected values
/// come from the geometry of arcs and of a "U" with straight legs.
@Suite("Circle turning: an arc turns its heading as far as it sweeps, a U does not")
struct CircleTurningTests {
    /// The step directions of a polyline.
    private func turn(_ points: [Point]) -> Double {
        CircleTurning.headingTurn(ofDirections: StrokeGeometry.directions(of: points))
    }

    /// Each chord of an arc drawn in n steps points along the tangent half a step on, so from the first chord to
    /// the last the heading turns the sweep less one step: sweep · (1 − 1/n).
    @Test("an arc turns its heading as far as it sweeps, less one step", arguments: [90.0, 270.0, -270.0, 360.0])
    func arcHeading(sweep: Double) {
        let steps = 60
        let points = arc(center: Point(x: 300, y: 300), radius: 50, sweepDegrees: sweep, count: steps)
        let expected = radians(fromDegrees: sweep) * (1 - 1 / Double(steps))
        #expect(abs(turn(points) - expected) < 1e-9)
    }

    /// A "U": down a straight leg of length L, round a half circle of radius r, up the other leg. The legs are
    /// parallel, so the heading turns by exactly π, however long they are; around the centre of the circle fitted
    /// to it, the same path sweeps much further.
    @Test("a U with straight legs turns its heading half a turn", arguments: [0.5, 1.0, 2.0])
    func uHeading(legOverRadius: Double) throws {
        let r = 40.0
        let legs = legOverRadius * r
        let bottom = Point(x: 300, y: 300)
        let leftLeg = (0...10).map { Point(x: bottom.x - r, y: bottom.y - legs + legs * Double($0) / 10) }
        let bowl = arc(center: bottom, radius: r, startDegrees: 180, sweepDegrees: -180, count: 30).dropFirst()
        let rightLeg = (1...10).map { Point(x: bottom.x + r, y: bottom.y - legs * Double($0) / 10) }
        let u = leftLeg + bowl + rightLeg
        #expect(abs(abs(turn(u)) - Double.pi) < 1e-9)
        let fit = try #require(CircleFit(points: StrokeGeometry.resample(u, count: 64)))
        let swept = abs(StrokeGeometry.sweptAngle(of: u, around: fit.center))
        #expect(swept > Double.pi + 0.1)
    }

    private func drawn(_ points: [Point]) -> CircleGestureRecognizer {
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(points)
        return stage.recognizer
    }

    /// The recognizer measures the heading on the smoothed path, whose first and last steps bend a little towards
    /// the middle; a few steps of 63 are a few hundredths of a turn.
    @Test("an arc's heading keeps up with its sweep, closed or not", arguments: [0.6, 0.7, 0.8, 0.9, 1.0])
    func arcKeepsUp(turn: Double) {
        let circle = drawn(arc(center: Point(x: 300, y: 300), radius: 80, sweepDegrees: 360 * turn))
        #expect(abs(circle.turnCovered - turn) < 0.02)
        #expect(abs(circle.turnLag) < 0.05)
    }

    /// A "U" whose legs are as long as its radius: its heading turns by half a turn, the legs being parallel, so
    /// the lag is what it sweeps around the fitted centre beyond half a turn. An arc sweeping as far is more like a
    /// circle, and never scores higher.
    @Test("a U lags by its sweep past half a turn; an arc sweeping as far never scores higher")
    func uLags() throws {
        let r = 60.0
        let bottom = Point(x: 300, y: 300)
        let leftLeg = (0...20).map { Point(x: bottom.x - r, y: bottom.y - r + r * Double($0) / 20) }
        let bowl = arc(center: bottom, radius: r, startDegrees: 180, sweepDegrees: -180, count: 40).dropFirst()
        let rightLeg = (1...20).map { Point(x: bottom.x + r, y: bottom.y - r * Double($0) / 20) }
        let u = drawn(leftLeg + bowl + rightLeg)
        #expect(abs(u.headingTurn - 0.5) < 0.02)
        #expect(abs(u.turnLag - (u.turnCovered - 0.5)) < 0.02)
        let uScore = try #require(u.score).total
        let sameSweep = drawn(arc(center: bottom, radius: r, sweepDegrees: -360 * u.turnCovered))
        #expect(try #require(sameSweep.score).total <= uScore + 1e-9)
    }

    /// An "S": an arc of 180° and then one of 90° the other way, both in steps of 3°, the tangent continuous where
    /// they meet. From the last chord of the first arc to the last of the second, the heading turns back by 90° less
    /// one step; read the other way round, the whole first arc is the turn back: 180° less one step.
    @Test("an S turns back by its second arc, or by its first when read the other way")
    func sCurveTurnsBack() {
        let first = arc(center: Point(x: 300, y: 300), radius: 50, startDegrees: 180, sweepDegrees: 180, count: 60)
        // Continues from the first arc's end (350, 300), heading down, bending the other way round.
        let second = arc(center: Point(x: 400, y: 300), radius: 50, startDegrees: 180, sweepDegrees: -90, count: 30)
        let directions = StrokeGeometry.directions(of: first + second.dropFirst())
        let step = 3.0
        let back = degrees(fromRadians: CircleTurning.turningBack(ofDirections: directions, way: 1))
        #expect(abs(back - (90 - step)) < 1e-9)
        let otherWay = degrees(fromRadians: CircleTurning.turningBack(ofDirections: directions, way: -1))
        #expect(abs(otherWay - (180 - step)) < 1e-9)
    }

    /// An arc turns one way at every step: nothing is turned back, however far it goes.
    @Test("an arc never turns back", arguments: [90.0, 270.0, -270.0, 360.0])
    func arcNeverTurnsBack(sweep: Double) {
        let points = arc(center: Point(x: 300, y: 300), radius: 50, sweepDegrees: sweep, count: 60)
        #expect(CircleTurning.turningBack(ofDirections: StrokeGeometry.directions(of: points), way: sweep) == 0)
    }

    /// The recognizer reads it on the stroke with the tremor averaged away and its ends left out: an arc, drawn
    /// short or whole, stays at nothing (the averaging only bends its ends inwards, the same way round).
    @Test("the recognizer reads no bending back on an arc, closed or not", arguments: [0.6, 0.7, 0.8, 1.0])
    func arcReadsNoBendBack(turn: Double) {
        let circle = drawn(arc(center: Point(x: 300, y: 300), radius: 80, sweepDegrees: -360 * turn))
        #expect(circle.turnBack < radians(fromDegrees: 1))
    }

    /// A question mark: a bowl of three quarters of a turn (radius 60, 283 px), then a stem that bends back the
    /// other way by 90° (radius 40, 63 px) and runs straight down for 40 px. The straight end (up to a tenth of the
    /// 386 px stroke) is left out as a flick would be, then the ends' 5 % and the averaging (8 % of the size) take
    /// some of the bend; more than half of it stays, which alone costs over 1.5 units. The bowl also leaves a quarter
    /// of the turn open (2 units): refused, for either.
    @Test("a question mark's stem bends back, and it is refused")
    func questionMarkBendsBack() {
        let r = 60.0
        let bowl = arc(center: Point(x: 300, y: 300), radius: r, startDegrees: 180, sweepDegrees: 270, count: 60)
        // The bowl ends at (300, 360) heading left; the stem bends the other way round a centre below it, to
        // (260, 400) heading down, and goes straight on down.
        let bend = arc(center: Point(x: 300, y: 400), radius: 40, startDegrees: -90, sweepDegrees: -90, count: 15)
        let stem = (1...20).map { Point(x: 260, y: 400 + 2 * Double($0)) }
        let question = drawn(bowl + bend.dropFirst() + stem)
        #expect(question.turnBack > radians(fromDegrees: 45))
        #expect(question.turnBack < radians(fromDegrees: 90))
        #expect([.bendsBack, .notClosed].contains(question.failureReason))
    }

    /// A circle drawn once round (radius 80, clockwise from 0°) and then flicked off at the lift: a straight tail of
    /// 50 px, a tenth of the 553 px stroke, turning 90° from the way the circle was heading, against the way round.
    /// Left in, the corner is a turn back of 90°; the flick is straight, so it is left out, and the circle passes.
    @Test("a straight flick at the lift is left out of the bending back")
    func flickIsLeftOut() {
        let circle = arc(center: Point(x: 300, y: 300), radius: 80, sweepDegrees: 360, count: 90)
        // At 0° heading down (clockwise); turning 90° anticlockwise heads right, away from the centre.
        let flick = (1...25).map { Point(x: 380 + 2 * Double($0), y: 300) }
        let flicked = drawn(circle + flick)
        #expect(flicked.turnBack < radians(fromDegrees: 10))
        #expect(flicked.failureReason == nil)
        let unflicked = CircleTurning.withoutStraightEnds(circle + flick, longest: 0.1)
        #expect(unflicked.count < 64)
        #expect(unflicked.allSatisfy { abs($0.distance(to: Point(x: 300, y: 300)) - 80) < 6 })
        // Read with nothing left out, the corner turns back by more than half its 90° (the ends' 5 % and the averaging
        // take the rest).
        let kept = Stage(CircleGestureRecognizer(name: "circle"))
        kept.recognizer.straightEndFraction = 0
        kept.draw(circle + flick)
        #expect(kept.recognizer.turnBack > radians(fromDegrees: 45))
    }
}

/// The longest straight stretch: a circle bends all along, a square and a "D" run straight along a side. The expected
/// shares come from the shapes' lengths.
@Suite("Circle straight side: a D's stem and a square's side run straight, a circle bends all along")
struct CircleStraightSideTests {
    private func share(_ points: [Point]) -> Double {
        CircleTurning.longestStraightShare(
            ofDirections: StrokeGeometry.directions(of: StrokeGeometry.resample(points, count: 64)),
            within: 20 * Double.pi / 180)
    }

    /// 63 steps of 360/63 = 5.7° each: a run of k steps turns (k − 1) steps' worth between its first and last, so
    /// at most 4 steps stay within 20°: 4 of 63.
    @Test("a circle's straightest stretch is the 20° of it that a run of steps can turn")
    func circle() {
        let circle = arc(center: Point(x: 300, y: 300), radius: 80, sweepDegrees: 360, count: 200)
        #expect(abs(share(circle) - 4.0 / 63) < 0.02)
    }

    /// A square's side is a quarter of its path; a "D" whose stem is its diameter runs straight for 2 / (2 + π) =
    /// 0.389 of its path.
    @Test("a square's side is a quarter of its path, a D's stem 0.39")
    func squareAndD() {
        let square = polyline(
            [
                Point(x: 200, y: 200), Point(x: 360, y: 200), Point(x: 360, y: 360), Point(x: 200, y: 360),
                Point(x: 200, y: 200),
            ], step: 2)
        #expect(abs(share(square) - 0.25) < 0.03)
        let stem = polyline([Point(x: 300, y: 220), Point(x: 300, y: 380)], step: 2)
        let bowl = arc(center: Point(x: 300, y: 300), radius: 80, startDegrees: 90, sweepDegrees: -180, count: 100)
        #expect(abs(share(stem + bowl.dropFirst()) - 2 / (2 + Double.pi)) < 0.03)
    }

    /// A capital "D" drawn in one stroke: down the stem, round the bowl and back up to the start. Made round, as the
    /// recognizer judges it (stretched across by 1 / 0.589, the shape's spread across over along, square-rooted),
    /// the stem is 0.317 of the path: more than the 0.30 that costs a unit alone. A "D" whose corners a hand rounds
    /// by a sixth of the radius or more reads under 0.27, and is a look-alike no measure here refuses.
    @Test("a D drawn in one stroke is refused: it has a straight side")
    func capitalD() {
        let stem = polyline([Point(x: 300, y: 220), Point(x: 300, y: 380)], step: 2)
        let bowl = arc(center: Point(x: 300, y: 300), radius: 80, startDegrees: 90, sweepDegrees: -180, count: 100)
        let stage = Stage(CircleGestureRecognizer(name: "circle"))
        stage.draw(stem + bowl.dropFirst())
        #expect(abs(stage.recognizer.straightestShare - 0.317) < 0.02)
        #expect(stage.recognizer.failureReason == .straightSide)
    }
}
