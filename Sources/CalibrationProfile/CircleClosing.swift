import Foundation
import GestureEngine
import TutorialRecognizers

/// How far round a circle must go to be accepted: the smallest turn at which a clean arc (round, drawn evenly,
/// nothing else amiss) is a circle under some limits. A circle stopped short is judged by two measures at once, the
/// turn it covers and the gap between its ends, so neither limit alone says where circles start to pass ("turn
/// covered" limited at 0.47 still refuses an arc of 0.6 of a turn, whose ends are far apart); this says, in the words
/// a calibration is told in.
public enum CircleClosing {
    /// The turns tried, in hundredths: from half a turn (below it the recognizer refuses outright) to a whole one.
    static let turns = Array(50...100).map { Double($0) / 100 }

    /// The clean arcs' scores under the general limits, one per turn in `turns`, worked out once.
    static let arcScores: [StrokeScore?] = turns.map { CalibratedGesture.circle.score(of: arc(turning: $0)) }

    /// The smallest turn (in hundredths) from which every clean arc passes with `limits` in place of the general
    /// ones; nil when even a whole circle does not.
    public static func smallestTurn(limits: [String: Double] = [:]) -> Double? {
        let threshold = CalibratedGesture.circle.scoreThreshold
        var smallest: Double?
        for (turn, score) in zip(turns, arcScores).reversed() {
            guard let score, Calibration.rescored(score, limits: limits).total <= threshold else { break }
            smallest = turn
        }
        return smallest
    }

    /// An arc of radius 100 from the top, anticlockwise on the screen, a point every 5°.
    public static func arc(turning turn: Double) -> [Point] {
        let steps = Int((turn * 72).rounded())
        return (0...steps).map { step in
            let angle = -Double.pi / 2 - 2 * Double.pi * turn * Double(step) / Double(steps)
            return Point(x: 300 + 100 * cos(angle), y: 300 + 100 * sin(angle))
        }
    }
}
