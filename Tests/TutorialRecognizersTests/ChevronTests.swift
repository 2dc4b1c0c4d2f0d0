import Foundation
import GestureEngine
import Testing
import TutorialRecognizers

@Suite("The chevron recognizer")
struct ChevronTests {
    private let rightChevron = polyline([Point(x: 200, y: 200), Point(x: 280, y: 240), Point(x: 200, y: 280)])

    private func draw(_ points: [Point]) -> Stage<ChevronGestureRecognizer> {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.draw(points)
        return stage
    }

    @Test("a clean right chevron is recognized at lift-off, passing through the tutorial's phases")
    func clean() {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        var phases: [ChevronGestureRecognizer.Phase] = []
        stage.driver.down(at: rightChevron[0])
        for point in rightChevron.dropFirst() {
            stage.driver.move(to: point)
            if phases.last != stage.recognizer.phase { phases.append(stage.recognizer.phase) }
        }
        #expect(phases == [.initialPoint, .rightDownStroke, .leftDownStroke])
        #expect(stage.log.story == "")
        stage.driver.up()
        #expect(stage.log.story == "chevron: possible → ended")
    }

    @Test("a chevron with a pixel or two of jitter is still a chevron", arguments: [1.0, 2.0])
    func jitter(amount: Double) {
        #expect(draw(jittered(rightChevron, amount: amount)).log.story == "chevron: possible → ended")
    }

    @Test("a left chevron, a caret, a V, a check mark and a square bracket are not")
    func others() {
        let shapes: [String: [Point]] = [
            "left chevron": polyline([Point(x: 280, y: 200), Point(x: 200, y: 240), Point(x: 280, y: 280)]),
            "caret": polyline([Point(x: 200, y: 280), Point(x: 240, y: 200), Point(x: 280, y: 280)]),
            "v": polyline([Point(x: 200, y: 200), Point(x: 240, y: 280), Point(x: 280, y: 200)]),
            "check": polyline([Point(x: 200, y: 240), Point(x: 220, y: 270), Point(x: 280, y: 190)]),
            "bracket": polyline([
                Point(x: 200, y: 200), Point(x: 260, y: 200), Point(x: 260, y: 290), Point(x: 200, y: 290),
            ]),
            "too flat": polyline([Point(x: 200, y: 200), Point(x: 300, y: 204), Point(x: 200, y: 208)]),
        ]
        for (name, points) in shapes {
            #expect(draw(points).log.story == "chevron: possible → failed", "\(name)")
        }
    }

    @Test("a narrow \">\" whose straight legs open at 12° is a chevron; folded to 4°, a line drawn there and back, not")
    func narrowOpening() {
        // Legs of 150 px either side of pointing right: at 12° the end lies 31 px below the start, a fifth of a leg
        // (LowVision's narrowest chevrons open at 11°–13°); at 4° it lies 10 px below, the width of a finger.
        func chevron(openingDegrees: Double) -> [Point] {
            let half = openingDegrees / 2 * Double.pi / 180
            let start = Point(x: 200, y: 200)
            let apex = start + Point(x: 150 * cos(half), y: 150 * sin(half))
            return polyline([start, apex, start + Point(x: 0, y: 300 * sin(half))], step: 3)
        }
        let narrow = draw(chevron(openingDegrees: 12))
        #expect(narrow.log.story == "chevron: possible → ended", "\(narrow.recognizer.failureReason?.rawValue ?? "")")
        let folded = draw(chevron(openingDegrees: 4))
        #expect(folded.log.story == "chevron: possible → failed")
        #expect(folded.recognizer.failureReason == .wrongOpening)
    }

    @Test("going up mid-stroke fails it at once, before lift-off")
    func deviationFailsEarly() {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.driver.down(at: Point(x: 200, y: 200))
        stage.driver.move(to: Point(x: 240, y: 220))
        stage.driver.move(to: Point(x: 260, y: 170))
        #expect(stage.log.story == "chevron: possible → failed")
    }

    @Test("a second finger is ignored")
    func secondFinger() {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.driver.down(1, at: rightChevron[0])
        stage.driver.down(2, at: Point(x: 500, y: 500))
        #expect(stage.recognizer.numberOfTouches == 1)
        for point in rightChevron.dropFirst() {
            stage.driver.move(1, to: point)
            stage.driver.move(2, to: Point(x: 500, y: 400))
        }
        stage.driver.up(2)
        stage.driver.up(1)
        #expect(stage.log.story == "chevron: possible → ended")
    }

    @Test("cancelling fails it and resets the phases")
    func cancel() {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.driver.down(at: rightChevron[0])
        stage.driver.move(to: rightChevron[5])
        stage.driver.cancel()
        #expect(stage.log.story == "chevron: possible → failed")
        #expect(stage.recognizer.phase == .notStarted)
        stage.log.clear()
        stage.draw(rightChevron)
        #expect(stage.log.story == "chevron: possible → ended")
    }
}
