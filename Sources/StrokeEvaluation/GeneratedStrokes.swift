import Foundation
import GestureEngine
import SeededRandom

/// Made-up positives for the recognizers whose strokes the $1 logs do not hold (tickle, Z, right-slide-down): each
/// drawn at a random speed, size and hand jitter, sampled at 60–240 Hz, from a fixed seed so every run is the same.
public enum GeneratedStrokes {
    /// The gestures there are generated positives for.
    public enum Kind: String, CaseIterable, Sendable {
        case tickle, zStroke, rightSlideDown

        /// The stroke name they carry in tables.
        public var name: String {
            switch self {
            case .tickle: "tickle"
            case .zStroke: "z"
            case .rightSlideDown: "right_slide_down"
            }
        }
    }

    /// `count` strokes of `kind`, with subjects 1…`people` (so per-person tables have something to split).
    public static func positives(_ kind: Kind, count: Int = 300, people: Int = 6, seed: UInt64 = 2012)
        -> [RecordedStroke]
    {
        var random = SplitMix64(seed: seed &+ UInt64(kind.rawValue.count))
        return (0..<count).map { index in
            let size = random.uniform(0.6, 2.5)  // × the base size
            let speed = random.uniform(150, 900)  // px per second
            let jitter = random.uniform(0, 2.5)  // px
            let hertz = [60.0, 90, 120, 240][Int(random.next() % 4)]
            let corners = shape(kind, size: size, random: &random)
            let stroke = timed(corners, speed: speed, hertz: hertz, jitter: jitter, random: &random)
            return RecordedStroke(
                name: kind.name, subject: index % people + 1, source: "generated \(kind.name) #\(index + 1)",
                points: stroke, isPlacedInView: kind == .rightSlideDown)
        }
    }

    /// The corners of one stroke, around (0, 0).
    private static func shape(_ kind: Kind, size: Double, random: inout SplitMix64) -> [Point] {
        switch kind {
        case .tickle:
            // Left and right rubs of 35–90 px (longer than the tutorial's 25), drifting a little: 3–5 strokes.
            let strokes = 3 + Int(random.next() % 3)
            var x = 0.0
            var y = 0.0
            var points = [Point(x: x, y: y)]
            for index in 0..<strokes {
                x += (index.isMultiple(of: 2) ? 1 : -1) * random.uniform(35, 90)
                y += random.uniform(-5, 5)
                points.append(Point(x: x, y: y))
            }
            return points
        case .zStroke:
            let width = 60 * size * random.uniform(0.8, 1.2)
            let height = 50 * size * random.uniform(0.8, 1.2)
            let slant = random.uniform(-0.1, 0.1) * width
            return [
                Point(x: 0, y: 0), Point(x: width, y: random.uniform(-2, 4)),
                Point(x: slant, y: height), Point(x: width + slant, y: height + random.uniform(-2, 4)),
            ]
        case .rightSlideDown:
            // In a 200 × 150 box centred on (0, 0): from the top-right quadrant to the bottom-right one.
            let x = random.uniform(20, 80)
            return [
                Point(x: x, y: -random.uniform(20, 65)),
                Point(x: x + random.uniform(-15, 15), y: random.uniform(20, 65)),
            ]
        }
    }

    /// Points along the corners at `speed` px/s, sampled at `hertz`, each moved by up to `jitter` px.
    private static func timed(
        _ corners: [Point], speed: Double, hertz: Double, jitter: Double, random: inout SplitMix64
    ) -> [(location: Point, milliseconds: Double)] {
        let stepLength = speed / hertz
        var points: [(location: Point, milliseconds: Double)] = [(corners[0], 0)]
        var time = 0.0
        for (from, to) in zip(corners, corners.dropFirst()) {
            let steps = max(1, Int((from.distance(to: to) / stepLength).rounded(.up)))
            for step in 1...steps {
                time += 1000 / hertz
                let along = from + (to - from) * (Double(step) / Double(steps))
                points.append(
                    (along + Point(x: random.uniform(-jitter, jitter), y: random.uniform(-jitter, jitter)), time))
            }
        }
        return points
    }
}

extension SplitMix64 {
    /// A number in [low, high), from the top 53 bits.
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
