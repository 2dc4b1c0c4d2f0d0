import Foundation
import GestureEngine
import StrokeEvaluation
import Testing

/// Each style perturbation checked against its geometry, worked out by hand from the shape it is given.
@Suite("eval --perturb: style transforms")
struct StyleTransformTests {
    /// A straight stroke from (0, 0) to (100, 0), a point every 10 px and 10 ms.
    private let line: StrokeTransforms.TimedPoints = (0...10).map { (Point(x: Double($0) * 10, y: 0), Double($0) * 10) }

    private func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        a.distance(to: b) <= tolerance
    }

    @Test("a 10 % end hook adds a tail of 10 % of the length at the given angle, at the stroke's pace")
    func endHook() {
        let hooked = StyleTransforms.hooking(line, .end, fraction: 0.1, degrees: 90)
        // 10 % of 100 px is 10 px; 90° clockwise from "right" on a y-down screen is "down".
        #expect(close(hooked.last!.location, Point(x: 100, y: 10)))
        #expect(hooked.prefix(11).map(\.location) == line.map(\.location))
        #expect(abs(StyleTransforms.length(hooked.map(\.location)) - 110) < 1e-9)
        #expect(hooked.last!.milliseconds == 110, "one more 10 px step at 10 ms a step")
        let back = StyleTransforms.hooking(line, .end, fraction: 0.25, degrees: 135)
        let tail = back.last!.location - Point(x: 100, y: 0)
        #expect(abs(tail.length - 25) < 1e-9)
        #expect(abs(atan2(tail.y, tail.x) * 180 / Double.pi - 135) < 1e-9)
    }

    @Test("a start hook leads into the first point from the given angle off the line, and delays the rest")
    func startHook() {
        let hooked = StyleTransforms.hooking(line, .start, fraction: 0.2, degrees: 90)
        // Straight back from the start is "left"; 90° clockwise from left is "up": the pen lands 20 px above.
        #expect(close(hooked[0].location, Point(x: 0, y: -20)))
        #expect(hooked[0].milliseconds == 0)
        #expect(Array(hooked.suffix(11)).map(\.location) == line.map(\.location))
        #expect(hooked.last!.milliseconds == 100 + 20, "two 10 px steps before the stroke")
    }

    @Test("a finger resting at either end: 0.25 s of samples at the stroke's pace, within 3 % of its size, joined up")
    func resting() {
        // The line's size is its diagonal, 100 px: 3 % is 3 px. At 10 ms a sample, 0.25 s is 25 samples.
        let settled = StyleTransforms.resting(line, at: .end, fraction: 0.03)
        #expect(settled.count == 11 + 25)
        #expect(settled.prefix(11).map(\.location) == line.map(\.location))
        #expect(settled.last!.milliseconds == 100 + 250)
        let rest = settled.suffix(25).map(\.location)
        // Each axis swings by at most the radius, so the wander stays within a square 3 px to a side of the end.
        #expect(rest.allSatisfy { abs($0.x - 100) <= 3 + 1e-9 && abs($0.y) <= 3 + 1e-9 })
        #expect(rest.contains { $0.distance(to: Point(x: 100, y: 0)) > 1.5 }, "it does wander")
        #expect(rest[0].distance(to: Point(x: 100, y: 0)) < 1, "it grows from where the stroke arrived")
        let landed = StyleTransforms.resting(line, at: .start, fraction: 0.03)
        #expect(landed.count == 11 + 25)
        #expect(landed[0].milliseconds == 0)
        #expect(landed.suffix(11).map(\.location) == line.map(\.location))
        #expect(landed.last!.milliseconds == 100 + 250, "the stroke moves off 0.25 s later")
        #expect(landed.prefix(25).allSatisfy { abs($0.location.x) <= 3 + 1e-9 && abs($0.location.y) <= 3 + 1e-9 })
        #expect(landed[24].location.distance(to: .zero) < 1, "it ends where the stroke moves off")
        #expect(zip(landed, landed.dropFirst()).allSatisfy { $0.1.milliseconds > $0.0.milliseconds })
    }

    /// A circle of radius 50 about (100, 100), one turn clockwise on screen, a point every 3°.
    private var circle: StrokeTransforms.TimedPoints {
        (0...120).map { index in
            let angle = Double(index) * 3 * Double.pi / 180
            return (Point(x: 100 + 50 * cos(angle), y: 100 + 50 * sin(angle)), Double(index) * 5)
        }
    }

    @Test("a circle closed to 70 % of a turn stops at 252°; to 110 % and 150 % it goes on around the same circle")
    func closure() {
        let short = StyleTransforms.closing(circle, toTurns: 0.7)
        let end = short.last!.location - Point(x: 100, y: 100)
        #expect(abs(end.length - 50) < 0.1)
        #expect(abs(atan2(end.y, end.x) * 180 / Double.pi - (252 - 360)) < 0.5)
        let long = StyleTransforms.closing(circle, toTurns: 1.1)
        let past = long.last!.location - Point(x: 100, y: 100)
        #expect(abs(past.length - 50) < 1, "the same curvature keeps it on the circle")
        #expect(abs(atan2(past.y, past.x) * 180 / Double.pi - 36) < 1)
        #expect(
            long.count > circle.count
                && zip(long, long.dropFirst()).allSatisfy { $0.1.milliseconds > $0.0.milliseconds })
        // Half a turn on (half the stroke's length again) still ends on the circle, across from the start: 540°.
        let again = StyleTransforms.closing(circle, toTurns: 1.5).last!.location - Point(x: 100, y: 100)
        #expect(abs(again.length - 50) < 1)
        #expect(abs(abs(atan2(again.y, again.x) * 180 / Double.pi) - 180) < 1)
    }

    /// A circle of radius 50 about (100, 100) drawn to 300°, then curling in to radius 15 by 340°: a hand that
    /// tightens at the lift.
    private var curledCircle: StrokeTransforms.TimedPoints {
        (0...170).map { index in
            let degrees = Double(index) * 2
            let radius = degrees <= 300 ? 50 : 50 - 35 * (degrees - 300) / 40
            let angle = degrees * Double.pi / 180
            return (Point(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle)), Double(index) * 5)
        }
    }

    @Test("drawn on to 110 %, a circle ending in a curl goes on round its circle's centre, not round the curl")
    func closureAfterACurl() throws {
        let stroke = curledCircle
        let long = StyleTransforms.closing(stroke, toTurns: 1.1)
        let added = long.dropFirst(stroke.count).map(\.location)
        try #require(added.count >= 3)
        // The stroke lifts 15 px from (100, 100), the centre of its circle (the curl moves the fitted centre by a
        // few pixels at most): going on round that centre keeps that distance. Going on round the curl itself would
        // circle a point on the curl and cross the centre.
        let distances = added.map { ($0 - Point(x: 100, y: 100)).length }
        #expect(distances.allSatisfy { $0 > 8 && $0 < 22 }, "\(distances.min()!) – \(distances.max()!)")
    }

    /// A ">": from (0, 0) down-right to the apex (50, 50), then down-left to (0, 100), a point every 10 ms.
    private var chevron: StrokeTransforms.TimedPoints {
        polyline([Point(x: 0, y: 0), Point(x: 50, y: 50), Point(x: 0, y: 100)], step: 5).enumerated().map {
            ($0.element, Double($0.offset) * 10)
        }
    }

    @Test("an overshoot of 20 % runs on past the apex along the first leg by 20 % of its length and comes back")
    func overshoot() throws {
        let spiked = StyleTransforms.overshooting(chevron, fraction: 0.2)
        let apexIndex = try #require(StyleTransforms.apex(of: chevron.map(\.location)))
        #expect(chevron[apexIndex].location == Point(x: 50, y: 50))
        // The first leg is 50√2 long, along (1, 1)/√2: 20 % further is 10 px right and 10 px down.
        let farthest = spiked.map(\.location).max { $0.x < $1.x }!
        #expect(close(farthest, Point(x: 60, y: 60)))
        #expect(spiked.last!.location == Point(x: 0, y: 100))
        #expect(zip(spiked, spiked.dropFirst()).allSatisfy { $0.1.milliseconds > $0.0.milliseconds })
    }

    @Test("rounded turns: a straight line stays straight and its ends stay put; a right-angle corner moves σ/√π in")
    func roundedTurns() throws {
        // A straight line, unevenly sampled: every point stays on it, the ends where they were, the times as they were.
        let line = (0...60).map { index -> (location: Point, milliseconds: Double) in
            (Point(x: Double(index * index) / 36, y: 5), Double(index) * 8)
        }
        let straight = StyleTransforms.rounding(line, fraction: 0.03)
        #expect(straight.allSatisfy { abs($0.location.y - 5) < 1e-9 })
        #expect(straight.first!.location == line.first!.location && straight.last!.location == line.last!.location)
        #expect(straight.map(\.milliseconds) == line.map(\.milliseconds))
        // An "L": 100 px right, then 100 px down, every half pixel. With σ = 3 % of 200 px = 6 px, the corner moves to
        // the mean of the path around it: σ/√(2π) back along the first leg and as far on along the second, so σ/√π =
        // 3.385 px in all, towards the inside of the corner. The weights stop at 3σ, which scales that by
        // (1 − e^(−4.5)) / erf(3/√2) = 0.99157: 3.356 px.
        let across = (0...200).map { index in (Point(x: Double(index) / 2, y: 0), Double(index)) }
        let down = (1...200).map { index in (Point(x: 100, y: Double(index) / 2), Double(200 + index)) }
        let corner = StyleTransforms.rounding(across + down, fraction: 0.03)[200].location
        let expected = 6 / Double.pi.squareRoot() * (1 - Foundation.exp(-4.5)) / erf(3 / 2.0.squareRoot())
        #expect(
            close(corner, Point(x: 100 - expected / 2.0.squareRoot(), y: expected / 2.0.squareRoot()), within: 0.01))
    }

    @Test("a 30° slant maps (0, 1) to (tan 30°, 1) and keeps every height")
    func slant() {
        let points: StrokeTransforms.TimedPoints = [(Point(x: 0, y: 1), 0), (Point(x: 2, y: -3), 5)]
        let slanted = StyleTransforms.shearing(points, byDegrees: 30, about: .zero)
        #expect(close(slanted[0].location, Point(x: tan(Double.pi / 6), y: 1)))
        #expect(close(slanted[1].location, Point(x: 2 - 3 * tan(Double.pi / 6), y: -3)))
    }

    @Test("a leg stretched to 3× the other: the end moves along its own leg to three times the first leg's length")
    func legRatio() {
        let stretched = StyleTransforms.stretchingLeg(chevron, .end, toRatio: 3)
        #expect(close(stretched.last!.location, Point(x: -100, y: 200)))
        #expect(stretched.first!.location == Point(x: 0, y: 0))
        let first = StyleTransforms.stretchingLeg(chevron, .start, toRatio: 3)
        #expect(close(first.first!.location, Point(x: -100, y: -100)))
        #expect(first.last!.location == Point(x: 0, y: 100))
    }

    @Test("a tremor on the second half leaves the first half alone and moves points across the path by ≤ amplitude")
    func tremor() {
        let shaky = StyleTransforms.trembling(line, on: .end, amplitude: 3, hertz: 25)
        #expect(Array(shaky.prefix(6)).map(\.location) == Array(line.prefix(6)).map(\.location))
        #expect(zip(shaky, line).allSatisfy { $0.0.location.x == $0.1.location.x && abs($0.0.location.y) <= 3 })
        // At 25 Hz a point 10 ms after a zero crossing (t = 80 ms → sin(4π) = 0; 90 ms → sin(4.5π) = 1) is 3 px off.
        #expect(abs(abs(shaky[9].location.y) - 3) < 1e-9)
    }

    @Test("a stroke that would begin outside its view is moved back in by the least distance, its shape unchanged")
    func startKeptInside() {
        // The 200 × 150 view about (0, 0): x from −100 to 100, y from −75 to 75. The line moved to begin at
        // (120, −90) lies 20 px right of and 15 px above it; with a 10 px inset it must move by (−30, +25).
        let bounds = Rect(x: -100, y: -75, width: 200, height: 150)
        let outside: StrokeTransforms.TimedPoints = line.map { ($0.location + Point(x: 120, y: -90), $0.milliseconds) }
        let moved = StrokeTransforms.keepingStart(outside, inside: bounds, inset: 10)
        #expect(moved.first!.location == Point(x: 90, y: -65))
        #expect(zip(moved, outside).allSatisfy { close($0.0.location - $0.1.location, Point(x: -30, y: 25)) })
        #expect(moved.map(\.milliseconds) == outside.map(\.milliseconds))
        // Beginning inside (even 2 px from the edge), it stays where it is.
        let inside: StrokeTransforms.TimedPoints = line.map { ($0.location + Point(x: -98, y: 0), $0.milliseconds) }
        #expect(
            StrokeTransforms.keepingStart(inside, inside: bounds, inset: 10).map(\.location) == inside.map(\.location))
    }

    @Test("under every variation a generated slide down still begins inside its view, and is still changed")
    func perturbedSlidesBeginInside() throws {
        let view = Rect(center: .zero, size: Size(width: 200, height: 150))
        let slides = GeneratedStrokes.positives(.rightSlideDown, count: 40)
        for variation in Perturbation.variations(for: .rightSlideDown) {
            for slide in slides {
                let changed = Perturbation.apply(variation, to: slide, in: EvaluatedRecognizer.rightSlideDown.viewFrame)
                let start = changed.points[0].location
                #expect(view.minX <= start.x && start.x < view.maxX && view.minY <= start.y && start.y < view.maxY)
            }
        }
        // Moved back in or not, a slide at 3× size is three times as long.
        let threeTimes = try #require(Perturbation.variations.first { $0.name == "3× size" })
        let slide = slides[0]
        let changed = Perturbation.apply(threeTimes, to: slide, in: EvaluatedRecognizer.rightSlideDown.viewFrame)
        let length = StyleTransforms.length(slide.points.map(\.location))
        #expect(abs(StyleTransforms.length(changed.points.map(\.location)) - 3 * length) < 1e-6 * length)
    }
}
