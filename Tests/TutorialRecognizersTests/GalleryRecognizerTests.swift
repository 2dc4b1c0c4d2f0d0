import GestureEngine
import Testing
import TutorialRecognizers

@Suite("The walkthrough tutorial's gallery: the Z stroke and the right slide down")
struct GalleryRecognizerTests {
    @Test("a Z is right, down-left, right")
    func zStroke() {
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.draw(
            jittered(
                polyline([Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 200, y: 200)]),
                amount: 1))
        #expect(stage.log.story == "z: possible → ended")
        let clean = Stage(ZStrokeGestureRecognizer(name: "z"))
        clean.draw(
            polyline([Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 200, y: 200)]))
        #expect(clean.log.story == "z: possible → ended", "a Z whose bottom stroke is perfectly level")
    }

    @Test("the bottom stroke may arrive only with the lift: the lift's place is a sample too")
    func zEndingAtTheLift() {
        // A coarse digitizer (or a stroke stored simplified): nothing between the bottom stroke's start and the lift.
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.driver.drag(
            along: polyline([Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200)]), lift: false)
        stage.driver.up(at: Point(x: 200, y: 200))
        #expect(stage.log.story == "z: possible → ended")
        // Lifted at the diagonal's end, it is still a Z without its bottom stroke.
        let unfinished = Stage(ZStrokeGestureRecognizer(name: "z"))
        unfinished.driver.drag(
            along: polyline([Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200)]), lift: false)
        unfinished.driver.up(at: Point(x: 100, y: 200))
        #expect(unfinished.log.story == "z: possible → failed")
    }

    @Test("one sample of jitter up is no going up; two in a row are", arguments: [false, true])
    func zJitterUp(twice: Bool) {
        let corners = [Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 200, y: 200)]
        // In the top stroke, 8 px right of the start: 20 px up is more than it went right and more than the
        // tolerance, which the jump itself raises to 1.5 mean steps, 1.5 × (4 + 20.4) / 2 = 18.3 px. Next, 22 px up
        // and 12 px right, against 1.5 × (24.4 + 4.5) / 3 = 14.4 px.
        var top = polyline(corners)
        top[2] = Point(x: 108, y: 80)
        if twice { top[3] = Point(x: 112, y: 78) }
        let topStage = Stage(ZStrokeGestureRecognizer(name: "z"))
        topStage.draw(top)
        #expect(topStage.log.story == (twice ? "z: possible → failed" : "z: possible → ended"))
        #expect(topStage.recognizer.failureReason == (twice ? .wentUp : nil))
        // At the diagonal's foot, 4 px on into the bottom stroke: 12 px above the lowest point is more than the
        // tolerance there (8 % of the 100 px size, 8 px) and the lean the bottom stroke may start with (0.47 × 4 px).
        var foot = polyline(corners)
        let footIndex = foot.firstIndex(of: Point(x: 100, y: 200))! + 1
        foot[footIndex] = Point(x: 104, y: 188)
        if twice { foot[footIndex + 1] = Point(x: 106, y: 187) }
        let footStage = Stage(ZStrokeGestureRecognizer(name: "z"))
        footStage.draw(foot)
        #expect(footStage.log.story == (twice ? "z: possible → failed" : "z: possible → ended"))
        #expect(footStage.recognizer.failureReason == (twice ? .wentUp : nil))
    }

    @Test("a Z reported only at its corners, a quarter second apart, is a Z: the reports missing between are filled")
    func zReportedAtCorners() {
        // As a stroke stored simplified gives it: each step a whole stroke long. Without the missing reports, the
        // tolerance of 1.5 mean steps would be longer than the top stroke.
        let corners = [Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200), Point(x: 200, y: 200)]
        let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
        stage.draw(corners, interval: 0.25)
        #expect(stage.log.story == "z: possible → ended")
        // An N and a reversed Z reported the same way are still refused.
        for shape in [
            [Point(x: 100, y: 200), Point(x: 100, y: 100), Point(x: 200, y: 200), Point(x: 200, y: 100)],
            [Point(x: 200, y: 100), Point(x: 100, y: 100), Point(x: 200, y: 200), Point(x: 100, y: 200)],
        ] {
            let other = Stage(ZStrokeGestureRecognizer(name: "z"))
            other.draw(shape, interval: 0.25)
            #expect(other.log.story == "z: possible → failed")
        }
    }

    @Test("an N, a reversed Z or a short Z is not a Z")
    func notZ() {
        let shapes = [
            polyline([Point(x: 100, y: 200), Point(x: 100, y: 100), Point(x: 200, y: 200), Point(x: 200, y: 100)]),
            polyline([Point(x: 200, y: 100), Point(x: 100, y: 100), Point(x: 200, y: 200), Point(x: 100, y: 200)]),
            polyline(
                [Point(x: 100, y: 100), Point(x: 108, y: 100), Point(x: 100, y: 108), Point(x: 108, y: 108)], step: 1),
            polyline([Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 100, y: 200)]),
        ]
        for shape in shapes {
            let stage = Stage(ZStrokeGestureRecognizer(name: "z"))
            stage.draw(shape)
            #expect(stage.log.story == "z: possible → failed")
        }
    }

    @Test("a slide down the right half from the top-right to the bottom-right quadrant")
    func rightSlideDown() {
        func slide(_ points: [Point]) -> String { drawRightSlideDown(points).story }
        #expect(slide(polyline([Point(x: 250, y: 120), Point(x: 260, y: 280)])) == "slide: possible → ended")
        #expect(
            slide(polyline([Point(x: 150, y: 120), Point(x: 260, y: 280)])) == "slide: possible → failed",
            "starts top-left")
        #expect(
            slide(polyline([Point(x: 250, y: 120), Point(x: 180, y: 200), Point(x: 260, y: 280)]))
                == "slide: possible → failed", "leaves the right half")
        #expect(
            slide(polyline([Point(x: 250, y: 120), Point(x: 260, y: 180)])) == "slide: possible → failed",
            "ends top-right")
    }
}
