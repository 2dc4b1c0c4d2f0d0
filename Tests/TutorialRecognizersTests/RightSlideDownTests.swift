import GestureEngine
import Testing
import TutorialRecognizers

/// The right slide down's view edges and landing hook, on a 200 × 200 view at (100, 100): its middle line is x = 200,
/// the right half begins 2 % of the width (4 px) right of it, the top and bottom halves meet at y = 200.
@Suite("The right slide down past the view's edges and with a landing hook")
struct RightSlideDownTests {
    @Test("a slide that runs on past the view's bottom or right edge is still a slide down the right side")
    func pastTheEdges() {
        // From (0.75 w, 0.1 h) to (0.8 w, 1.2 h): lifts 40 px below the view, right of the middle all the way.
        #expect(
            drawRightSlideDown(polyline([Point(x: 250, y: 120), Point(x: 260, y: 340)])).story
                == "slide: possible → ended")
        // From (0.75 w, 0.1 h) to (1.2 w, 0.9 h): lifts 40 px right of the view, in the bottom half.
        #expect(
            drawRightSlideDown(polyline([Point(x: 250, y: 120), Point(x: 340, y: 280)])).story
                == "slide: possible → ended")
    }

    @Test("a slide that crosses into the left half, or runs up past the top, is not")
    func intoTheLeftHalf() {
        // From (0.75 w, 0.1 h) to (0.3 w, 0.9 h): the last 44 of its 90 px across (49 % of the stroke) are left of
        // the right half, far more than a quarter.
        let left = drawRightSlideDown(polyline([Point(x: 250, y: 120), Point(x: 160, y: 280)]))
        #expect(left.story == "slide: possible → failed")
        #expect(left.reason == .leftRightHalf)
        // Up from (0.75 w, 0.4 h) to 60 px above the view: the top edge still bounds the right half.
        #expect(
            drawRightSlideDown(polyline([Point(x: 250, y: 180), Point(x: 250, y: 40)])).story
                == "slide: possible → failed")
    }

    @Test("a straight hook of 20 % into the start is not part of the slide; one of 40 % is")
    func landingHook() {
        // The slide: 100 px straight down from (240, 185), just above the middle, to (240, 285). A hook of length L
        // is 20 % of the stroke when L / (L + 100) = 0.2, so L = 25; drawn into the start from 135° off the slide's
        // line (from down-right, up-left into the start), it lands at (240, 185) + (25 / √2)(1, 1) = (257.7, 202.7):
        // in the bottom-right quadrant.
        let start = Point(x: 240, y: 185)
        let slideDown = polyline([start, Point(x: 240, y: 285)])
        let shortHook = polyline([start + Point(x: 1, y: 1) * (25 / 2.0.squareRoot()), start])
        #expect(drawRightSlideDown(shortHook + slideDown.dropFirst()).story == "slide: possible → ended")
        // 40 %: L / (L + 100) = 0.4, L = 66.7, landing at (287.1, 232.1): more than a quarter of the stroke, so it
        // is part of the slide, which then starts in the bottom-right quadrant.
        let longHook = polyline([start + Point(x: 1, y: 1) * (66.7 / 2.0.squareRoot()), start])
        let long = drawRightSlideDown(longHook + slideDown.dropFirst())
        #expect(long.story == "slide: possible → failed")
        #expect(long.reason == .startsOutside)
    }
}
