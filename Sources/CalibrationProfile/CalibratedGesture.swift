import Foundation
import GestureEngine
import TutorialRecognizers

/// A recognizer whose limits can be widened for one person: it scores each stroke (`StrokeScore`) and takes limits
/// by measure name in place of its general ones.
public protocol CalibratableRecognizer: GestureRecognizer {
    /// The measures of the last stroke, once the finger has lifted.
    var score: StrokeScore? { get }
    /// The most the costs may add up to.
    var scoreThreshold: Double { get }
    /// Limits by measure name, used instead of the general ones.
    var calibratedLimits: [String: Double] { get set }
    /// The score of the stroke just finished, when it was weighed: nil when it was refused by a hard limit (too
    /// small, no shape at all), which no widening lifts, or cancelled.
    var weighedScore: StrokeScore? { get }
}

extension CircleGestureRecognizer: CalibratableRecognizer {
    /// Nil when no circle could be fitted, it is too small, it does not go half way round, or it was cancelled or
    /// met a second finger.
    public var weighedScore: StrokeScore? {
        guard failureReason != .cancelled, failureReason != .tooManyFingers, let fit = fitResult else { return nil }
        return fit.radius < minimumRadius || turnCovered < 0.5 ? nil : score
    }
}

extension ChevronGestureRecognizer: CalibratableRecognizer {
    /// Nil when it never turned back left, a leg is shorter than the shortest a chevron has, or it was cancelled.
    public var weighedScore: StrokeScore? {
        guard failureReason != .cancelled, let shape else { return nil }
        let shorterLeg = min(shape.apex.distance(to: shape.start), shape.apex.distance(to: shape.end))
        return shorterLeg < minimumLegLength ? nil : score
    }
}

/// The gestures that can be calibrated ("teach it my way"), by the name the profile and the command line use.
public enum CalibratedGesture: String, CaseIterable, Codable, Sendable {
    case circle, chevron

    /// What people draw, in the plural ("circles").
    public var plural: String {
        switch self {
        case .circle: "circles"
        case .chevron: "chevrons"
        }
    }

    /// A fresh recognizer with the general limits.
    public func makeRecognizer() -> any CalibratableRecognizer {
        switch self {
        case .circle: CircleGestureRecognizer(name: "circle")
        case .chevron: ChevronGestureRecognizer(name: "chevron")
        }
    }

    /// A stroke's score under the general limits, played as a one-finger touch through a window on virtual time,
    /// 10 ms between points; nil when the recognizer refuses it outright.
    public func score(of points: [Point]) -> StrokeScore? {
        guard points.count >= 2 else { return nil }
        let driver = VirtualTouchDriver(size: Size(width: 4096, height: 4096))
        let recognizer = makeRecognizer()
        driver.window.addGestureRecognizer(recognizer)
        var score: StrokeScore?
        let watcher = FinishWatcher { finished in
            if finished === recognizer { score = recognizer.weighedScore }
        }
        driver.window.addObserver(watcher)
        driver.drag(along: points, interval: 0.01)
        driver.wait(1)
        return score
    }

    /// The general limits by measure name, read from the score of a stroke the shape's own drawing.
    public var generalLimits: [String: Double] { generalScales.mapValues(\.limit) }

    /// The most a stroke's costs may add up to.
    public var scoreThreshold: Double { makeRecognizer().scoreThreshold }

    /// Each measure's general scale (its usual value, its limit, which way is worse), by name.
    public var generalScales: [String: MeasureScale] {
        switch self {
        case .circle: Self.circleScales
        case .chevron: Self.chevronScales
        }
    }

    private static let circleScales = CalibratedGesture.circle.readScales()
    private static let chevronScales = CalibratedGesture.chevron.readScales()

    /// The scales, read from the score of a stroke of the shape's own drawing.
    private func readScales() -> [String: MeasureScale] {
        let reference: [Point]
        switch self {
        case .circle:
            reference = (0...72).map { step in
                let angle = Double(step) * 5 * Double.pi / 180
                return Point(x: 300 + 100 * cos(angle), y: 300 + 100 * sin(angle))
            }
        case .chevron:
            reference = (0...40).map { step in
                let t = Double(step) / 20
                return t <= 1
                    ? Point(x: 200 + 100 * t, y: 200 + 100 * t) : Point(x: 300 - 100 * (t - 1), y: 200 + 100 * t)
            }
        }
        guard let score = score(of: reference) else { return [:] }
        return Dictionary(score.measures.map { ($0.name, $0.scale) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Hears the end of a gesture before the engine resets the recognizer for the next one.
private final class FinishWatcher: GestureObserver {
    let finished: (GestureRecognizer) -> Void
    let observesRepeatedChanges = false

    init(_ finished: @escaping (GestureRecognizer) -> Void) { self.finished = finished }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        if new == .ended || new == .failed { finished(recognizer) }
    }
}
