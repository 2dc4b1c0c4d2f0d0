import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing

@testable import TutorialRecognizers

@Suite("Stroke preprocessing: each clean-up step on its own")
struct StrokePreprocessingTests {
    private let line = polyline([Point(x: 0, y: 0), Point(x: 100, y: 0)], step: 10)

    @Test("repeated samples go, the order and the rest stay")
    func duplicates() {
        let doubled = line.flatMap { [$0, $0] }
        #expect(StrokePreprocessing.removingDuplicates(doubled) == line)
        #expect(StrokePreprocessing.removingDuplicates([]) == [])
    }

    @Test("samples closer than the tolerance to the last kept one go; the lift point always stays")
    func jitter() {
        // Along a line every 10 px with a sample 1 px after each: the 1 px ones are jitter at a 3 px tolerance.
        let shaky = line.flatMap { [$0, $0 + Point(x: 1, y: 0)] }.dropLast()
        let kept = StrokePreprocessing.removingJitter(Array(shaky), tolerance: 3)
        #expect(kept == line)
        let endsClose = line + [Point(x: 101, y: 0)]
        #expect(StrokePreprocessing.removingJitter(endsClose, tolerance: 3).last == Point(x: 101, y: 0))
        #expect(StrokePreprocessing.removingJitter(endsClose, tolerance: 3).count == line.count)
    }

    @Test("a finger resting and wandering before the lift is cut back to where it arrived")
    func restingWobble() {
        // Arrives at (100, 0), then wanders 2 px around it six times: 24 px of path within 2 px of the lift point.
        let wobble = (0..<6).flatMap { _ in
            [Point(x: 101, y: 1), Point(x: 99, y: 1), Point(x: 99, y: -1), Point(x: 100, y: 0.5)]
        }
        let trimmed = StrokePreprocessing.trimmingRestingWobble(line + wobble, radius: 3)
        #expect(trimmed == line)
        // A finger that simply arrives keeps every point.
        #expect(StrokePreprocessing.trimmingRestingWobble(line, radius: 3) == line)
    }

    @Test("a resting finger is judged from where it arrived: its wander may take it farther from the lift point")
    func restingWobbleAroundWhereItArrived() {
        // Arrives at (100, 0) and wanders within 2.5 px of there, lifting at (102, 1): the first wander, at
        // (98, -1.5), is 4.9 px from the lift point, beyond the 3 px radius, but within it of where the finger
        // arrived.
        let wobble = (0..<5).flatMap { _ in
            [Point(x: 98, y: -1.5), Point(x: 101.5, y: 1.5), Point(x: 98.5, y: 1), Point(x: 102, y: -1)]
        }
        #expect(StrokePreprocessing.trimmingRestingWobble(line + wobble + [Point(x: 102, y: 1)], radius: 3) == line)
        // Two samples, or a lift far from the stroke before it, leave nothing to trim and nothing to trip on.
        #expect(StrokePreprocessing.trimmingRestingWobble([.zero, Point(x: 50, y: 0)], radius: 3).count == 2)
        let jump = line + [Point(x: 300, y: 0)]
        #expect(StrokePreprocessing.trimmingRestingWobble(jump, radius: 3) == jump)
    }

    @Test("a finger settling after it lands is cut forward to where it moved off; a clean start keeps every point")
    func landingWobble() {
        // Lands near (0, 0) and wanders within 2 px of it (24 px of path), then moves off along the line.
        let settling = (0..<6).flatMap { _ in
            [Point(x: 1, y: 1), Point(x: -1, y: 1), Point(x: -1, y: -1), Point(x: 0.5, y: 0)]
        }
        #expect(StrokePreprocessing.trimmingLandingWobble(settling + line, radius: 3) == line)
        #expect(StrokePreprocessing.trimmingLandingWobble(line, radius: 3) == line)
        // Lying still on landing adds no path: nothing wandered, nothing is cut.
        let still = [Point](repeating: .zero, count: 5) + line
        #expect(StrokePreprocessing.trimmingLandingWobble(still, radius: 3) == still)
    }

    @Test("a short tail that breaks sharply from the rest is cut at either end")
    func hooks() throws {
        // 200 px right, with a 20 px hook down at the start and a 20 px hook back up-left at the end: each is
        // 20/240 = 8% of the length and turns 90° or more from the line.
        let hooked = polyline(
            [
                Point(x: 0, y: 20), Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 186, y: -14),
            ], step: 2)
        let result = StrokePreprocessing.trimmingHooks(hooked, maximumFraction: 0.15, breakAngle: 1.2)
        let first = try #require(result.points.first)
        let last = try #require(result.points.last)
        #expect(first.distance(to: Point(x: 0, y: 0)) < 5)
        #expect(last.distance(to: Point(x: 200, y: 0)) < 5)
        #expect(abs(result.startTrimmed - 20 / StrokeGeometry.length(of: hooked)) < 0.02)
        // A straight line and a clean circle have no hook: nothing is cut.
        #expect(StrokePreprocessing.trimmingHooks(line, maximumFraction: 0.15, breakAngle: 1.2).points == line)
        let circle = arc(center: Point(x: 300, y: 300), radius: 60)
        #expect(StrokePreprocessing.trimmingHooks(circle, maximumFraction: 0.1, breakAngle: 1.75).points == circle)
    }

    @Test("a cut partway along a straight side is no hook: a square bracket keeps its sides")
    func noHookMidSide() {
        // "]": 40 px right, 160 px down, 40 px back: each short side is 40 / 240 = 17 % of the length, longer than
        // the 15 % a sharp tail may be. Cut at 15 %, a side runs straight on past the cut, and the next tenth of the
        // stroke turns by 70° (more than the 52° a hook breaks by) only because it reaches round the corner.
        let bracket = polyline(
            [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 160), Point(x: 0, y: 160)], step: 2)
        let result = StrokePreprocessing.trimmingHooks(bracket, maximumFraction: 0.15, breakAngle: 0.9)
        #expect(result.startTrimmed == 0)
        #expect(result.endTrimmed == 0)
    }

    @Test("a hook longer than the longest allowed is part of the stroke")
    func longTailStays() {
        // The "hook" is half the stroke: an L, not a hook.
        let ell = polyline([Point(x: 0, y: 100), Point(x: 0, y: 0), Point(x: 100, y: 0)], step: 2)
        #expect(StrokePreprocessing.trimmingHooks(ell, maximumFraction: 0.15, breakAngle: 1.2).points == ell)
    }

    @Test(
        "a long straight tail that doubles back is cut only at the ends asked for",
        arguments: [
            (StrokePreprocessing.HookEnds.both, true, true), (.start, true, false), (.end, false, true),
            (.neither, false, false),
        ])
    func longHookEnds(ends: StrokePreprocessing.HookEnds, startCut: Bool, endCut: Bool) {
        // 200 px right, with straight tails of 50 px at both ends, each doubling back by 150°: 50 / 300 = 17 % of
        // the length, longer than the 15 % any sharp tail is cut at, shorter than the 25 % a straight one may be.
        let back = Point(x: cos(Double.pi / 6), y: sin(Double.pi / 6)) * 50
        let tailed = polyline([back, Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 0) - back], step: 2)
        let result = StrokePreprocessing.trimmingHooks(
            tailed, maximumFraction: 0.15, breakAngle: 1.2, straightHookEnds: ends)
        // At an end not asked for, at most the 15 % of a short hook goes: part of the tail stays.
        for (trimmed, cut) in [(result.startTrimmed, startCut), (result.endTrimmed, endCut)] {
            if cut { #expect(abs(trimmed - 50.0 / 300) < 0.02) } else { #expect(trimmed <= 0.15) }
        }
    }

    @Test("cleaning keeps the stroke as drawn and gives the cleaned one beside it")
    func cleanKeepsRaw() {
        let raw = line.flatMap { [$0, $0] }
        let cleaned = StrokePreprocessing.clean(raw)
        #expect(cleaned.raw == raw)
        #expect(cleaned.points == line)
    }

    @Test("an oval stretched round: the aspect is the ratio of its axes, and it comes out a circle")
    func stretchedRound() throws {
        // An ellipse with semi-axes 90 and 45 (b/a = 0.5), tilted 30°.
        let tilt = 30.0 * Double.pi / 180
        let ellipse = (0...120).map { index -> Point in
            let t = 2 * Double.pi * Double(index) / 120
            let x = 90 * Double.cos(t)
            let y = 45 * Double.sin(t)
            return Point(
                x: 300 + x * Double.cos(tilt) - y * Double.sin(tilt),
                y: 300 + x * Double.sin(tilt) + y * Double.cos(tilt))
        }
        // Spread measured on points evenly spaced in the ellipse's angle: Σcos² = Σsin² over whole turns, so the
        // spreads are a²/2 and b²/2 and the aspect is exactly b/a; stretched by a/b across, the ellipse is a circle
        // of radius a.
        let round = StrokeGeometry.stretchedRound(ellipse, even: Array(ellipse.dropLast()))
        #expect(abs(round.aspect - 0.5) < 1e-9)
        let fit = try #require(CircleFit(points: round.points))
        #expect(fit.error < 1e-9)
        #expect(abs(fit.radius - 90) < 1e-6)
    }
}

@Suite("The inspector draws the stroke before and after the clean-up")
struct CleanedStrokeInspectorTests {
    @Test("circle and chevron each draw the path as drawn and as cleaned, and say how many points each has")
    func beforeAndAfter() throws {
        // A circle whose samples all come twice: the cleaned path has half the points.
        let circle = Stage(CircleGestureRecognizer(name: "circle"))
        let twice = arc(center: Point(x: 300, y: 300), radius: 80).flatMap { [$0, $0] }
        circle.draw(twice)
        let raw = try #require(circle.recognizer.cleaned?.raw)
        let cleaned = try #require(circle.recognizer.cleaned?.points)
        #expect(cleaned.count == 61)
        let facts = circle.recognizer.inspectorFacts
        #expect(facts.overlays.contains(.polyline(raw)) && facts.overlays.contains(.polyline(cleaned)))
        #expect(facts.fact(named: "cleaned")?.text == "cleaned: \(raw.count) → 61 points")

        let chevron = Stage(ChevronGestureRecognizer(name: "chevron"))
        chevron.draw(polyline([Point(x: 200, y: 150), Point(x: 320, y: 250), Point(x: 200, y: 350)]))
        let drawn = try #require(chevron.recognizer.cleaned)
        let chevronFacts = chevron.recognizer.inspectorFacts
        #expect(chevronFacts.overlays.contains(.polyline(drawn.raw)))
        #expect(chevronFacts.overlays.contains(.polyline(drawn.points)))
    }
}
