import Classroom
import Foundation

/// Strokes made up for the bench, the same on every run: circles (a third) and straight lines, chevrons and
/// zigzags, 64 points each, the size of what people draw.
struct BenchStrokes {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    /// SplitMix64.
    private mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    static let kinds = ["circle", "line", "right_chevron", "zig_zag"]

    mutating func stroke(person: String, index: Int) -> ClassStroke {
        let kind = index % 3 == 0 ? "circle" : Self.kinds[1 + index % 3]
        let size = 60 + 100 * next()
        let start = 2 * Double.pi * next()
        let points = (0..<64).map { step -> [Double] in
            let t = Double(step) / 63
            let (x, y): (Double, Double)
            switch kind {
            case "circle": (x, y) = (300 + size * cos(start + 2 * .pi * t), 300 + size * sin(start + 2 * .pi * t))
            case "line": (x, y) = (100 + 2 * size * t, 200 + 10 * t)
            case "right_chevron": (x, y) = (100 + size * (t < 0.5 ? t : 1 - t), 100 + 2 * size * t)
            default: (x, y) = (100 + 2 * size * t, 100 + (step / 8 % 2 == 0 ? 0 : size / 2))
            }
            return [(x * 10).rounded() / 10, (y * 10).rounded() / 10, Double(step * 12)]
        }
        return ClassStroke(id: "\(person)-\(index)", person: person, kind: kind, speed: "natural", points: points)
    }
}
