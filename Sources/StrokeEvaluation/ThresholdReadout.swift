import GestureEngine
import TutorialRecognizers

/// The one thing eval reads from a recognizer beyond what it tells the inspector (`inspectorFacts`: its reason and
/// its overlays): each of its threshold tests as numbers — the value measured on the stroke and the limit it must
/// stay under or reach. The inspector shows one gesture to a person, as sentences; the margin table compares
/// thousands of strokes test by test, which needs the numbers and the limits, not the words. A recognizer without
/// thresholds need not conform.
public protocol ThresholdReadout: GestureRecognizer {
    /// The tests of the last stroke, the deciding one first; empty when it failed before measuring them.
    var checks: [ThresholdCheck] { get }
}

extension CircleGestureRecognizer: ThresholdReadout {
    public var checks: [ThresholdCheck] {
        guard let fit = fitResult else { return [] }
        return [
            ThresholdCheck("radius (px)", fit.radius, atLeast: minimumRadius),
            ThresholdCheck("turn covered (at all)", turnCovered, atLeast: 0.5),
        ] + (score.map { scoreChecks($0, threshold: scoreThreshold) } ?? [])
    }
}

extension TickleGestureRecognizer: ThresholdReadout {
    public var checks: [ThresholdCheck] {
        [ThresholdCheck("tickles", Double(tickleCount), atLeast: Double(requiredTickles + 1))]
    }
}

extension ChevronGestureRecognizer: ThresholdReadout {
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
