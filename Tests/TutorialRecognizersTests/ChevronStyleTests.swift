import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing

@testable import TutorialRecognizers

/// The chevron under two ways of drawing that leave a ">" a ">": a trembling hand and one leg much longer than the
/// other. Expected values come from the geometry of the strokes drawn.
@Suite("The chevron with a tremor or a long leg")
struct ChevronStyleTests {
    private func drawn(_ points: [Point]) -> ChevronGestureRecognizer {
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.draw(points)
        return stage.recognizer
    }

    /// A ">" from (200, 150) through (320, 250) to (200, 350), points 2 px apart, its first leg trembling across
    /// its direction by `amplitude` with four whole waves on the leg (λ = 156.2 / 4 = 39 px), so the tremor ends
    /// where the leg does.
    private func trembling(amplitude: Double) -> [Point] {
        let start = Point(x: 200, y: 150)
        let apex = Point(x: 320, y: 250)
        let leg = apex - start
        let normal = Point(x: -leg.y, y: leg.x) / leg.length
        let count = Int(leg.length / 2)
        let first = (0...count).map { index -> Point in
            let t = Double(index) / Double(count)
            return start + leg * t + normal * (amplitude * sin(2 * Double.pi * 4 * t))
        }
        return first + polyline([apex, Point(x: 200, y: 350)], step: 2).dropFirst()
    }

    @Test("a tremor of 2 % of the size on one leg: still a chevron, its second corner costing under one unit")
    func tremor() throws {
        // The size is 200 px (the height), the diagonal 233 px: a 2 % tremor is 4.7 px. Unaveraged, its steepest
        // slope is 2π · 4.7 / 39 = 0.75 rad (43°), and a half wave turns by twice that: a corner at every wave.
        // Averaged with a width of 0.05 × 200 = 10 px of path (8.9 px along the leg, whose wavy path is 1.13 times
        // as long as the leg), exp(−2π² · 8.9² / 39²) = 0.36 of the wave stays: slope 0.27 rad (15.5°), and over the
        // 5-step window (26 px of path, 23 px along the leg) the path turns by at most 2 × 15.5° × sin(π · 23 / 39)
        // = 30°: under the 45° that costs one unit (a few degrees allowed for the even spacing).
        let recognizer = drawn(trembling(amplitude: 0.02 * 233.2))
        let shape = try #require(recognizer.shape)
        #expect(shape.secondCorner < 36)
        #expect(recognizer.failureReason == nil)
    }

    /// A ">" from (200, 150) to an apex at (320, 250) and on to (200, 350), its second leg hooking back and down
    /// just before the lift: the last 50 px turn 60° from the leg's direction (down-left) towards straight down and
    /// beyond, a tail of 50 / (156 + 156 + 50) = 14 % of the stroke.
    private func hookedBackAndDown(turning degrees: Double) -> [Point] {
        let apex = Point(x: 320, y: 250)
        let end = Point(x: 200, y: 350)
        let leg = (end - apex) / (end - apex).length
        let angle = -degrees * Double.pi / 180  // towards down: anticlockwise on screen from down-left
        let hook = Point(
            x: leg.x * Double.cos(angle) - leg.y * Double.sin(angle),
            y: leg.x * Double.sin(angle) + leg.y * Double.cos(angle))
        return polyline([Point(x: 200, y: 150), apex, end, end + hook * 50], step: 2)
    }

    @Test("a sensor's noise is no bend: a noisy \">\" reads its legs as straight as the clean one does")
    func noiseIsNoBend() throws {
        // σ 1 % of the diagonal (as `eval --perturb`'s sensor noise; 2.3 px on this 120 × 200 px ">"), sampled every
        // 2 px: the largest of some 80 samples per leg lies about 3σ off it, 0.045 of a 156 px leg. Averaged along
        // the path over the width of two samples or more, as the tremor is, that shrinks by √2 at least: under 0.03.
        let corners = [Point(x: 200, y: 150), Point(x: 320, y: 250), Point(x: 200, y: 350)]
        let clean = try #require(drawn(polyline(corners, step: 2)).shape).bend
        for offset in 0..<20 {
            let moved = corners.map { $0 + Point(x: Double(offset), y: 0) }
            let timed = polyline(moved, step: 2).enumerated().map { ($0.element, Double($0.offset) * 8) }
            let noisy = DeviceTransforms.addingNoise(timed, fraction: 0.01).map(\.location)
            let bend = try #require(drawn(noisy).shape, "offset \(offset)").bend
            #expect(bend - clean < 0.03, "offset \(offset): bend \(bend), clean \(clean)")
        }
    }

    @Test("a second leg hooking back and down by 60° before the lift is a leg and a hook: still a chevron")
    func hookBackAndDown() throws {
        // The tail breaks from the leg by 60°, more than the 52° a hook must break by, and is 14 % of the stroke,
        // under the 15 % a hook may be: it is cut, and a clean ">" is left.
        let recognizer = drawn(hookedBackAndDown(turning: 60))
        #expect(recognizer.failureReason == nil)
        #expect(try #require(recognizer.cleaned).endHook > 0)
        #expect(try #require(recognizer.shape).bend < 0.05)
        // With the tail kept as part of the leg (a hook had to break by 69° before), the leg bows: its corner lies
        // 156 · 50 · sin 60° / 186 = 36 px off the 186 px chord from the apex to the tail's end, 0.20 of it (a little
        // less once the tremor's averaging rounds that corner), past the 0.12 that costs a unit. A clean ">" can
        // afford that; a hand-drawn one, a little off everywhere else, often not.
        let strict = ChevronGestureRecognizer(name: "chevron")
        strict.hookAngle = 1.2
        let stage = Stage(strict)
        stage.draw(hookedBackAndDown(turning: 60))
        #expect(try #require(strict.cleaned).endHook == 0)
        let bend = try #require(strict.shape).bend
        #expect(bend > strict.maximumLegBend && bend <= 0.195 + 0.005, "\(bend)")
    }

    @Test("a diamond begun at its left corner is no chevron, though its first and last sides are straight tails")
    func diamondFromTheSide() {
        // Up to the top, down to the right and bottom corners, back up towards the start: cut as two long hooks,
        // the first side (breaking 129° from the second) and the last (123° from the third) would leave a ">".
        // A flick is made at one end; a long tail is cut at one end at most. Drawn small (77 px high), so that
        // the finger never rises by three quarters of the 30 px a stroke must span before going up fails it live:
        // the shape is judged at the lift.
        let corners = [
            Point(x: 156, y: 204), Point(x: 204, y: 86), Point(x: 273, y: 210), Point(x: 188, y: 342),
            Point(x: 146, y: 250),
        ]
        let small = corners.map { Point(x: 200, y: 200) + ($0 - corners[0]) * 0.3 }
        let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
        stage.driver.down(at: small[0])
        for point in polyline(small, step: 1).dropFirst() { stage.driver.move(to: point) }
        #expect(stage.log.story == "")
        stage.driver.up()
        #expect(stage.log.story == "chevron: possible → failed")
    }

    @Test("a triangle is no chevron, though its last side is a straight tail that breaks back")
    func closedTriangle() {
        // Along the top, down and left to a sharp corner (53°), back up to the start: the last side is 22 % of the
        // stroke and breaks back from the second by 127°, so it reads as a long straight tail; cut off, it would
        // leave a ">" with a level first leg. But it runs back to where the stroke began (within 16 px of 266): a
        // side that closes a shape, not a flick. Without that side the same stroke is a chevron.
        let corners = [Point(x: 0, y: 0), Point(x: 220, y: 0), Point(x: 0, y: 150), Point(x: 5, y: 15)]
            .map { Point(x: 150, y: 150) + $0 }
        func story(_ points: [Point]) -> String {
            let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
            stage.driver.down(at: points[0])
            for point in polyline(points, step: 2).dropFirst() { stage.driver.move(to: point) }
            stage.driver.up()
            return stage.log.story
        }
        #expect(story(Array(corners.prefix(3))) == "chevron: possible → ended")
        #expect(story(corners) == "chevron: possible → failed")
    }

    @Test("a steadier hand never scores lower", arguments: [2.0, 4.0, 6.0, 8.0])
    func steadier(amplitude: Double) throws {
        let shaky = try #require(drawn(trembling(amplitude: amplitude)).score).total
        let steady = try #require(drawn(trembling(amplitude: amplitude / 2)).score).total
        #expect(steady <= shaky + 1e-9)
    }

    @Test("with the first leg three times the second and a little curved, the apex stays in the middle of the turn")
    func longLeg() throws {
        // Legs 40° either side of pointing right, meeting at (320, 250) along an arc of radius 15 px: the arc's
        // centre lies 15 / sin 40° = 23.3 px left of the corner, its middle 23.3 − 15 = 8.3 px left of it.
        let corner = Point(x: 320, y: 250)
        let down = Point(x: Double.cos(40 * Double.pi / 180), y: Double.sin(40 * Double.pi / 180))
        let back = Point(x: -down.x, y: down.y)
        let radius = 15.0
        let tangent = radius / Double.tan(40 * Double.pi / 180)  // from the corner to where the arc meets a leg
        // The first leg 240 px, bowing outwards (up and right) by a tenth of its length, as a hand's long stroke
        // does; the second leg 80 px, straight.
        let start = corner - down * 240
        let outwards = Point(x: down.y, y: -down.x)
        let firstLeg = (0...60).map { index -> Point in
            let t = Double(index) / 60
            let along = start + down * ((240 - tangent) * t)
            return along + outwards * (0.1 * 240 * 4 * t * (1 - t))
        }
        let center = corner - Point(x: radius / Double.sin(40 * Double.pi / 180), y: 0)
        let arc = (1..<20).map { index -> Point in
            let angle = (-50 + 100 * Double(index) / 20) * Double.pi / 180
            return center + Point(x: Double.cos(angle), y: Double.sin(angle)) * radius
        }
        let secondLeg = polyline([corner + back * tangent, corner + back * 80], step: 2)
        let recognizer = drawn(firstLeg + arc + secondLeg)
        let shape = try #require(recognizer.shape)
        let middle = center + Point(x: radius, y: 0)
        // Within one step of the 64 evenly spaced points (the stroke is about 320 px long: 5 px).
        #expect(shape.apex.distance(to: middle) < 6)
        #expect(shape.legRatio > 2.5 && shape.legRatio < 3.5)
        #expect(recognizer.failureReason == nil)
    }

    @Test("a short leg curving a little beside a long straight one is no \")\": the long leg is judged against the arc")
    func shortLegCurving() throws {
        // Legs 40° either side of pointing right from (320, 250): the first 240 px and straight, the second 80 px,
        // bowing by 8 % of its length (a hand's leg; the usual bend is 10 %). The circle through the start, the apex
        // and the end has radius 239.4 / (2 sin 80°) = 121.5 px: over the short leg its arc bows 6.8 px, 8.5 % of
        // the chord, so the short leg alone would read 0.94 of the arc's bow, a ")"; the long leg reads 0.
        let corner = Point(x: 320, y: 250)
        let down = Point(x: Double.cos(40 * Double.pi / 180), y: Double.sin(40 * Double.pi / 180))
        let back = Point(x: -down.x, y: down.y)
        let outwards = Point(x: -back.y, y: back.x)
        let firstLeg = polyline([corner - down * 240, corner], step: 2)
        let secondLeg = (1...40).map { index -> Point in
            let t = Double(index) / 40
            return corner + back * (80 * t) + outwards * (0.08 * 80 * 4 * t * (1 - t))
        }
        let recognizer = drawn(firstLeg + secondLeg)
        let shape = try #require(recognizer.shape)
        #expect(shape.bowAsArc < 0.2)
        #expect(recognizer.failureReason == nil)
    }

    @Test("sensor noise of 1 % of the size on every sample of a finely sampled \">\" is averaged away: a chevron")
    func sensorNoise() {
        // The ">" from (200, 150) through (320, 250) to (200, 350), a sample every pixel of path (312 samples), each
        // moved by up to ±4 px (uniform: a standard deviation of 2.3 px, 1 % of the 233 px size). The noise makes
        // the raw path about twice as long, which would halve the averaging's reach along the shape.
        let noisy = jittered(
            polyline([Point(x: 200, y: 150), Point(x: 320, y: 250), Point(x: 200, y: 350)], step: 1), amount: 4,
            seed: 11)
        let recognizer = drawn(noisy)
        #expect(recognizer.failureReason == nil, "\(recognizer.failureReason.map(\.rawValue) ?? "")")
    }

    @Test("a square bracket's second corner still reads most of its 90° once a tremor is averaged away")
    func bracketKeepsItsCorner() throws {
        // "]": 60 px right, 90 px down, 60 px back. Size 90 px, so the averaging's width is 4.5 px; the 5-step
        // window is 210 / 63 × 5 = 16.7 px, 3.7 widths: a 90° corner spread by the averaging turns within it by
        // 90° × erf(16.7 / 2 / (√2 × 4.5)) = 84° (a step less allowed for where the window falls).
        let bracket = polyline([
            Point(x: 200, y: 200), Point(x: 260, y: 200), Point(x: 260, y: 290), Point(x: 200, y: 290),
        ])
        let recognizer = drawn(bracket)
        let shape = try #require(recognizer.shape)
        #expect(shape.secondCorner > 70)
        #expect(recognizer.failureReason != nil)
    }

    @Test("a finger that settles before it moves off, or before it lifts, still draws a chevron")
    func resting() {
        // A ">" from (200, 150) through (320, 250) to (200, 350): its size (the bounding box's diagonal) is 233 px.
        // The finger wanders within 6 px (2.6 % of it) around where it lands, or where it stops, for 16 samples.
        let chevron = polyline([Point(x: 200, y: 150), Point(x: 320, y: 250), Point(x: 200, y: 350)], step: 2)
        let wander = (0..<16).map { index in
            Point(x: 6 * sin(Double(index) * 1.3), y: 6 * sin(Double(index) * 2.1 + 0.5))
        }
        let landing = wander.map { chevron[0] + $0 } + chevron
        let lifting = chevron + wander.map { chevron[chevron.count - 1] + $0 }
        func story(_ points: [Point]) -> String {
            let stage = Stage(ChevronGestureRecognizer(name: "chevron"))
            stage.draw(points)
            return stage.log.story + (stage.recognizer.failureReason.map { " (\($0.rawValue))" } ?? "")
        }
        #expect(story(chevron) == "chevron: possible → ended")
        #expect(story(landing) == "chevron: possible → ended")
        #expect(story(lifting) == "chevron: possible → ended")
    }

    @Test("in a pen's digitizer units, a wobble as the pen lands is not going up; climbing away from the start is")
    func restingInLargeUnits() {
        // The same ">" ten times larger, as a digitizer's units give it (size 2,330 units), the pen settling for a
        // quarter of a second (25 samples, 10 ms apart) before it moves off: a slow loop, 4 Hz across and 6 Hz along,
        // 70 units (3 % of the size) out from where it landed, closing in on it over the last tenth of a second. The
        // loop goes up and down by 140 units, past the 30 the live rule waits for, but never heads away.
        let digitizer = Rect(x: 0, y: 0, width: 5000, height: 5000)
        let chevron = polyline([Point(x: 2000, y: 1500), Point(x: 3200, y: 2500), Point(x: 2000, y: 3500)], step: 20)
        let wander = (0..<25).map { index -> Point in
            let left = 0.01 * Double(25 - index)  // seconds before the pen moves off
            let reach = 70 * min(1, left / 0.1)
            return Point(x: reach * sin(2 * Double.pi * 4 * left), y: reach * sin(2 * Double.pi * 6 * left))
        }
        let landing = Stage(ChevronGestureRecognizer(name: "chevron"), viewFrame: digitizer)
        landing.draw(wander.map { chevron[0] + $0 } + chevron)
        #expect(
            landing.log.story == "chevron: possible → ended",
            "\(landing.recognizer.failureReason.map(\.rawValue) ?? "")")
        // Climbing 400 units up and 100 right before the ">" heads away from the start while going up: it fails at
        // once, before the lift weighs anything.
        let climb = (0...20).map { Point(x: 2000 + 5 * Double($0), y: 1500 - 20 * Double($0)) }
        let climbing = Stage(ChevronGestureRecognizer(name: "chevron"), viewFrame: digitizer)
        climbing.draw(climb + chevron.map { $0 + Point(x: 100, y: -400) })
        #expect(climbing.log.story == "chevron: possible → failed")
        #expect(climbing.recognizer.failureReason == .wentUp)
        #expect(climbing.recognizer.score == nil)
    }
}
