import Foundation
import GestureEngine
import Testing
import TutorialRecognizers

@Suite("Straight hooks: where a long tail that breaks back meets the rest of a stroke")
struct StraightHookTests {
    /// A 300 px line to the right with a straight 60 px tail back at `degrees` from it (clockwise, y down): the
    /// tail is 60/360 = 17 % of the stroke, under the quarter a straight hook may be.
    private func lineWithTail(degrees: Double, length: Double = 60) -> [Point] {
        let radians = degrees * Double.pi / 180
        let corner = Point(x: 300, y: 0)
        let tip = corner + Point(x: cos(radians), y: sin(radians)) * length
        return polyline([Point(x: 0, y: 0), corner, tip], step: 2)
    }

    /// One step of the 64-point resampling the hook is found on.
    private func step(of points: [Point]) -> Double { StrokeGeometry.length(of: points) / 63 }

    @Test("a straight tail back at 135° meets the line at its corner")
    func tailBack() throws {
        let hooked = lineWithTail(degrees: 135)
        let meeting = try #require(StraightHook.meeting(hooked, at: .end))
        #expect(meeting.distance(to: Point(x: 300, y: 0)) <= step(of: hooked))
        // Left out, the tail reaches no farther past the corner than a resampling step.
        #expect(StraightHook.reach(hooked, beyond: Point(x: 300, y: 0), at: .end) <= step(of: hooked))
    }

    @Test("the same tail drawn first, as the finger lands, meets the line at its corner")
    func landingHook() throws {
        let hooked = Array(lineWithTail(degrees: 135).reversed())
        let meeting = try #require(StraightHook.meeting(hooked, at: .start))
        #expect(meeting.distance(to: Point(x: 300, y: 0)) <= step(of: hooked))
        #expect(StraightHook.meeting(hooked, at: .end) == nil, "the line's far end has no hook")
    }

    @Test("a tail that turns less than 120°, is curved or is longer than a quarter is no straight hook")
    func notHooks() {
        // Turned 90°: a corner, as a step's or an L's.
        let corner = lineWithTail(degrees: 90)
        #expect(StraightHook.meeting(corner, at: .end) == nil)
        // Its reach is then the whole tail, from the corner to the lift point: 60 px.
        #expect(abs(StraightHook.reach(corner, beyond: Point(x: 300, y: 0), at: .end) - 60) < 1e-9)
        // 150 px back at 135°: 150/450 = a third of the stroke.
        #expect(StraightHook.meeting(lineWithTail(degrees: 135, length: 150), at: .end) == nil)
        // A half circle of radius 20 curling round to head back left (63 px of arc, 17 % of the stroke): a curve
        // that is part of the shape, as a question mark's or a 2's.
        let curl = (0...30).map { index -> Point in
            let angle = -Double.pi / 2 + Double(index) / 30 * Double.pi
            return Point(x: 300 + 20 * cos(angle), y: 20 + 20 * sin(angle))
        }
        let curled = polyline([Point(x: 0, y: 0), Point(x: 300, y: 0)], step: 2) + curl.dropFirst()
        #expect(StraightHook.meeting(curled, at: .end) == nil)
    }
}
