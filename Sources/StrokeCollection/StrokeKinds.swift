import Foundation
import GestureEngine

/// Every kind `gesturelab collect` can ask for: the strokes the tutorials' recognizers look for, then the other
/// gestures of the $1 study (Wobbrock, Wilson & Li, UIST 2007) as negatives, with the study's names and directions.
public enum StrokeKinds {
    public static let all: [StrokeKind] = tutorial + negatives

    /// The tutorials' strokes: the circle game, the chevron, the monkey's tickle, the Z and the slide down.
    public static let tutorial: [StrokeKind] = [
        StrokeKind(name: "circle", title: "a circle", example: circle, isTutorial: true),
        StrokeKind(
            name: "right_chevron", title: "a right chevron >", note: "top end, down-right to the point, down-left",
            example: points([(0.2, 0), (0.8, 0.5), (0.2, 1)]), isTutorial: true),
        StrokeKind(name: "z", title: "a Z", example: points([(0, 0), (1, 0), (0, 1), (1, 1)]), isTutorial: true),
        StrokeKind(
            name: "tickle", title: "a tickle", note: "rub left and right a few times",
            example: points([(0.05, 0.3), (0.95, 0.38), (0.05, 0.48), (0.95, 0.56), (0.05, 0.66)]), isTutorial: true),
        StrokeKind(
            name: "right_slide_down", title: "a slide down", note: "on the right half of the canvas, top to bottom",
            example: points([(0.75, 0.05), (0.75, 0.95)]), isTutorial: true, marksMiddle: true),
    ]

    /// The $1 study's other gestures.
    public static let negatives: [StrokeKind] = [
        kind("arrow", "an arrow", [(0, 1), (0.95, 0.05), (0.55, 0.1), (1, 0), (1, 0.45)]),
        kind("caret", "a caret ^", [(0, 0.8), (0.5, 0), (1, 0.8)]),
        kind("check", "a check mark", [(0, 0.65), (0.3, 1), (0.95, 0)]),
        kind("delete_mark", "a delete mark", [(0.2, 0.25), (0.6, 0.8), (0, 1), (0.8, 0)]),
        kind(
            "left_curly_brace", "a left curly brace {",
            smooth([(0.65, 0), (0.35, 0.05), (0.3, 0.4), (0.05, 0.5), (0.3, 0.6), (0.35, 0.95), (0.65, 1)])),
        kind(
            "right_curly_brace", "a right curly brace }",
            smooth([(0.35, 0), (0.65, 0.05), (0.7, 0.4), (0.95, 0.5), (0.7, 0.6), (0.65, 0.95), (0.35, 1)])),
        kind("left_sq_bracket", "a left square bracket [", [(0.65, 0), (0.25, 0), (0.25, 1), (0.65, 1)]),
        kind("right_sq_bracket", "a right square bracket ]", [(0.35, 0), (0.75, 0), (0.75, 1), (0.35, 1)]),
        kind(
            "pigtail", "a pigtail",
            smooth([
                (0, 0.95), (0.35, 0.9), (0.65, 0.6), (0.7, 0.25), (0.55, 0.02), (0.4, 0.2), (0.45, 0.55),
                (0.65, 0.8), (1, 0.85),
            ])),
        kind(
            "question_mark", "a question mark (no dot)",
            smooth([(0.2, 0.2), (0.4, 0.02), (0.65, 0.05), (0.7, 0.3), (0.5, 0.55), (0.45, 0.75), (0.45, 1)])),
        kind("rectangle", "a rectangle", [(0, 0.2), (0, 0.8), (1, 0.8), (1, 0.2), (0, 0.2)]),
        kind("star", "a star", [(0.2, 1), (0.5, 0), (0.8, 1), (0, 0.38), (1, 0.38), (0.2, 1)]),
        kind("triangle", "a triangle", [(0.5, 0.05), (0, 0.95), (1, 0.95), (0.5, 0.05)]),
        kind("v", "a V", [(0, 0), (0.5, 1), (1, 0)]),
        kind("x", "an X in one stroke", [(0.05, 0), (0.9, 1), (0.9, 0), (0.05, 1)]),
    ]

    /// The kind with this name, if there is one.
    public static func named(_ name: String) -> StrokeKind? {
        all.first { $0.name == name }
    }

    private static func kind(_ name: String, _ title: String, _ example: [(Double, Double)]) -> StrokeKind {
        StrokeKind(name: name, title: title, example: points(example), isTutorial: false)
    }

    private static func kind(_ name: String, _ title: String, _ example: [Point]) -> StrokeKind {
        StrokeKind(name: name, title: title, example: example, isTutorial: false)
    }

    private static func points(_ pairs: [(Double, Double)]) -> [Point] {
        pairs.map { Point(x: $0.0, y: $0.1) }
    }

    /// Counter-clockwise on the screen from the top, as the $1 study's participants drew their circles.
    private static let circle: [Point] = (0...48).map { step in
        let angle = -Double.pi / 2 - 2 * Double.pi * Double(step) / 48
        return Point(x: 0.5 + 0.5 * cos(angle), y: 0.5 + 0.5 * sin(angle))
    }

    /// A Catmull–Rom curve through the corners, for the round shapes.
    private static func smooth(_ pairs: [(Double, Double)]) -> [Point] {
        let corners = points(pairs)
        var result: [Point] = []
        for index in 0..<(corners.count - 1) {
            let p0 = corners[max(0, index - 1)]
            let p1 = corners[index]
            let p2 = corners[index + 1]
            let p3 = corners[min(corners.count - 1, index + 2)]
            for step in 0..<8 {
                let t = Double(step) / 8
                let t2 = t * t
                let t3 = t2 * t
                func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                    0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
                }
                result.append(Point(x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y)))
            }
        }
        result.append(corners[corners.count - 1])
        return result
    }
}
