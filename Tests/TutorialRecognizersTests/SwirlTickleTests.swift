import GestureEngine
import GestureLabTestSupport
import Testing
import TutorialRecognizers

@Suite("Swirl and tickle")
struct SwirlTickleTests {
    /// A knob 200×200 whose centre is (400, 250) in the window: nowhere near the tutorial's hard-coded 160.
    private func knob() -> Stage<SwirlGestureRecognizer> {
        Stage(SwirlGestureRecognizer(name: "swirl"), viewFrame: Rect(x: 300, y: 150, width: 200, height: 200))
    }

    @Test("bearings are measured around the knob's own centre: 0° at the top, clockwise")
    func bearings() {
        let stage = knob()
        stage.driver.down(at: Point(x: 400, y: 170))  // straight above the centre
        #expect(stage.recognizer.currentAngle == 0)
        stage.driver.move(to: Point(x: 480, y: 250))  // straight to the right
        #expect(abs(stage.recognizer.currentAngle - 90) < 1e-9)
        #expect(abs(stage.recognizer.angleChange - 90) < 1e-9)
        stage.driver.move(to: Point(x: 320, y: 250))  // to the left: 180° on, which reads as a step of +180
        #expect(abs(stage.recognizer.currentAngle - 270) < 1e-9)
        stage.driver.up()
        #expect(stage.log.story == "swirl: possible → began; swirl: began → changed; swirl: changed → ended")
    }

    @Test("crossing the 0/360° line is a small step, not a jump")
    func acrossZero() {
        let stage = knob()
        var changes: [Double] = []
        stage.recognizer.addTarget { changes.append($0.angleChange) }
        // 330° → 30°
        let points = arc(center: Point(x: 400, y: 250), radius: 80, startDegrees: -120, sweepDegrees: 60, count: 12)
        stage.draw(points)
        #expect(changes.dropLast().allSatisfy { abs($0 - 5) < 1e-6 }, "\(changes)")
        #expect(changes.count == 13 && changes.last == 0, "twelve steps, then the lift where the finger did not move")
        #expect(abs(stage.recognizer.totalAngle) < 1e-9, "reset after the gesture")
    }

    @Test("passing near the centre holds the angle instead of swinging it")
    func nearCenter() {
        let stage = knob()
        var changes: [Double] = []
        stage.recognizer.addTarget { changes.append($0.angleChange) }
        stage.driver.down(at: Point(x: 400, y: 200))
        stage.driver.move(to: Point(x: 410, y: 195))
        stage.driver.move(to: Point(x: 401, y: 249))  // 1 px from the centre: no new angle
        stage.driver.move(to: Point(x: 403, y: 251))
        stage.driver.move(to: Point(x: 420, y: 200))
        #expect(changes.count == 2 && changes.allSatisfy { abs($0) < 30 }, "\(changes)")
    }

    @Test("the angle is measured outside the knob, so a knob that turns with the finger keeps up with it")
    func knobTurnsWithFinger() {
        let stage = knob()
        var total = 0.0
        stage.recognizer.addTarget { swirl in
            total += swirl.angleChange
            swirl.view?.transform = AffineTransform(rotationAngle: radians(fromDegrees: total))
        }
        stage.draw(arc(center: Point(x: 400, y: 250), radius: 80, startDegrees: -90, sweepDegrees: 90, count: 18))
        #expect(abs(total - 90) < 1e-6)
    }

    @Test("a second finger fails the swirl")
    func secondFinger() {
        let stage = knob()
        stage.driver.down(1, at: Point(x: 400, y: 170))
        stage.driver.move(1, to: Point(x: 440, y: 180))
        stage.driver.down(2, at: Point(x: 450, y: 300))
        #expect(stage.log.story == "swirl: possible → began; swirl: began → failed")
    }

    @Test("three alternating strokes of 25 points make a tickle, recognized on the spot")
    func tickle() {
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.driver.down(at: Point(x: 300, y: 300))
        for x in [330.0, 300, 270] { stage.driver.move(to: Point(x: x, y: 302)) }
        #expect(stage.log.story == "", "two strokes so far (right, then left)")
        stage.driver.move(to: Point(x: 300, y: 299))
        #expect(stage.log.story == "tickle: possible → ended")
    }

    @Test("the third rub may end where the finger lifts: the lift's place is a sample too")
    func tickleEndingAtTheLift() {
        // A coarse digitizer: the third rub's end arrives only with the lift.
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.driver.down(at: Point(x: 300, y: 300))
        for x in [330.0, 300, 270] { stage.driver.move(to: Point(x: x, y: 302)) }
        stage.driver.up(at: Point(x: 300, y: 299))
        #expect(stage.log.story == "tickle: possible → ended")
        // Lifting where the finger last moved adds nothing: two rubs are too few.
        let short = Stage(TickleGestureRecognizer(name: "tickle"))
        short.driver.down(at: Point(x: 300, y: 300))
        for x in [330.0, 300, 270] { short.driver.move(to: Point(x: x, y: 302)) }
        short.driver.up(at: Point(x: 270, y: 302))
        #expect(short.log.story == "tickle: possible → failed")
    }

    @Test("strokes shorter than the 12-point floor are no tickle")
    func shortLegs() {
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.draw([300, 310, 300, 310, 300, 310, 300].map { Point(x: $0, y: 300) })
        #expect(stage.log.story == "tickle: possible → failed")
    }

    @Test("an overshoot does not have to be undone before the next stroke counts")
    func overshoot() {
        let stage = Stage(TickleGestureRecognizer(name: "tickle"))
        stage.driver.down(at: Point(x: 300, y: 300))
        // Right 60, left 30, right 30: the left stroke is measured from where the finger turned (x = 360).
        for x in [330.0, 360, 330, 360] { stage.driver.move(to: Point(x: x, y: 300)) }
        #expect(stage.log.story == "tickle: possible → ended")
    }
}
