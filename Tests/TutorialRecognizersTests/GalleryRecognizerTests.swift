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
