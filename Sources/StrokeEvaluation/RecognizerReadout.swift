import GestureEngine
import TutorialRecognizers

/// What `eval` reads from a recognizer after a stroke: its reason, its overlay and its threshold tests.
public protocol RecognizerReadout: GestureRecognizer {
    var rejection: String? { get }
    var overlay: StrokeOverlay { get }
    var checks: [ThresholdCheck] { get }
}

extension CircleGestureRecognizer: RecognizerReadout {
    public var rejection: String? { failureReason?.rawValue }
    public var overlay: StrokeOverlay {
        fitResult.map { .circle(center: $0.center, radius: $0.radius) } ?? .none
    }
    public var checks: [ThresholdCheck] {
        guard let fit = fitResult else { return [] }
        return [
            ThresholdCheck("radius (px)", fit.radius, atLeast: minimumRadius),
            ThresholdCheck("turn covered (at all)", turnCovered, atLeast: 0.5),
        ] + (score.map { scoreChecks($0, threshold: scoreThreshold) } ?? [])
    }
}

extension ZStrokeGestureRecognizer: RecognizerReadout {
    public var rejection: String? { failureReason?.rawValue }
    public var overlay: StrokeOverlay { corners.isEmpty ? .none : .keyPoints(corners) }
    public var checks: [ThresholdCheck] { [] }
}

extension TickleGestureRecognizer: RecognizerReadout {
    public var rejection: String? { failureReason?.rawValue }
    public var overlay: StrokeOverlay { .none }
    public var checks: [ThresholdCheck] {
        [ThresholdCheck("tickles", Double(tickleCount), atLeast: Double(requiredTickles + 1))]
    }
}

extension RightSlideDownGestureRecognizer: RecognizerReadout {
    public var rejection: String? { failureReason?.rawValue }
    public var overlay: StrokeOverlay { .none }
    public var checks: [ThresholdCheck] { [] }
}

extension ChevronGestureRecognizer: RecognizerReadout {
    public var rejection: String? { failureReason?.rawValue }
    public var overlay: StrokeOverlay { shape.map { .keyPoints([$0.start, $0.apex, $0.end]) } ?? .none }
    public var checks: [ThresholdCheck] {
        guard let shape, let score else { return [] }
        let shorterLeg = min(shape.apex.distance(to: shape.start), shape.apex.distance(to: shape.end))
        return [ThresholdCheck("shorter leg (px)", shorterLeg, atLeast: minimumLegLength)]
            + scoreChecks(score, threshold: scoreThreshold)
    }
}

/// A scored recognizer's tests: the total against its threshold (the one that decides), then each measure against
/// the value that costs one unit (for the margins: how far each measure alone goes).
func scoreChecks(_ score: StrokeScore, threshold: Double) -> [ThresholdCheck] {
    [ThresholdCheck("doubt (sum of costs)", score.total, atMost: threshold)]
        + score.measures.map { measure in
            let name = "· " + measure.name
            return measure.scale.worseAbove
                ? ThresholdCheck(name, measure.value, atMost: measure.scale.limit)
                : ThresholdCheck(name, measure.value, atLeast: measure.scale.limit)
        }
}
