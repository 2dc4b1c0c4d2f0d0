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
            ThresholdCheck("fit error", fit.error, atMost: tolerance),
            ThresholdCheck("turn covered", turnCovered, atLeast: minimumTurn),
            ThresholdCheck("turn covered − fit error", turnCovered - fit.error, atLeast: minimumTurn - 0.05),
            ThresholdCheck(
                "second corner (°)", degrees(fromRadians: secondSharpestTurn),
                atMost: degrees(fromRadians: cornerAngle)),
            ThresholdCheck(
                "heading wobble (°)", degrees(fromRadians: wobble), atMost: degrees(fromRadians: maximumWobble)),
            ThresholdCheck("closest to centre (× r)", closestApproach, atLeast: middleClearance),
        ]
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
        guard let shape else { return [] }
        let shorterLeg = min(shape.apex.distance(to: shape.start), shape.apex.distance(to: shape.end))
        return [
            ThresholdCheck("drop (× longer leg)", shape.drop, atLeast: minimumDrop),
            ThresholdCheck("shorter leg (px)", shorterLeg, atLeast: minimumLegLength),
            ThresholdCheck("opening (°)", shape.opening, atLeast: minimumOpening),
            ThresholdCheck("opening (°) ", shape.opening, atMost: maximumOpening),
            ThresholdCheck("tilt (°)", shape.tilt, atMost: maximumTilt),
            ThresholdCheck("leg ratio (long/short)", shape.legRatio, atMost: maximumLegRatio),
            ThresholdCheck("most bent leg", shape.bend, atMost: maximumLegBend),
            ThresholdCheck("second corner (°)", shape.secondCorner, atMost: cornerAngle),
            ThresholdCheck("leg detour", shape.detour, atMost: maximumDetour),
        ]
    }
}
