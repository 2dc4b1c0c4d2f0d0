import GestureEngine
import TutorialRecognizers

/// One threshold of a recognizer that a sweep can vary: its name, today's value, the range to try, and how to set it.
public struct Threshold: Sendable {
    public let name: String
    public let current: Double
    public let range: ClosedRange<Double>
    let apply: @Sendable (any RecognizerReadout, Double) -> Void

    init<Recognizer: RecognizerReadout>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Recognizer, Double> & Sendable,
        of _: Recognizer.Type, current: Double, range: ClosedRange<Double>, scale: Double = 1
    ) {
        self.name = name
        self.current = current / scale
        self.range = range
        apply = { recognizer, value in (recognizer as? Recognizer)?[keyPath: keyPath] = value * scale }
    }
    /// A setting made by a closure (a calibration profile's limits, `eval --profile`), not swept.
    public init(_ name: String, apply: @escaping @Sendable (any RecognizerReadout) -> Void) {
        self.name = name
        current = 0
        range = 0...0
        self.apply = { recognizer, _ in apply(recognizer) }
    }
}

/// A threshold set to a value.
public struct ThresholdSetting: Sendable {
    public let threshold: Threshold
    public let value: Double

    public init(threshold: Threshold, value: Double) {
        self.threshold = threshold
        self.value = value
    }
}

extension EvaluatedRecognizer {
    /// The thresholds `eval --sweep` varies, the main one first (for circle and chevron the score's threshold, then
    /// the value at which each measure costs one unit).
    public var thresholds: [Threshold] {
        let radians = Double.pi / 180
        switch self {
        case .circle:
            let circle = CircleGestureRecognizer()
            return [
                Threshold(
                    "circle score threshold", \.scoreThreshold, of: CircleGestureRecognizer.self,
                    current: circle.scoreThreshold, range: 0.25...3),
                Threshold(
                    "circle tolerance (fit error)", \.tolerance, of: CircleGestureRecognizer.self,
                    current: circle.tolerance, range: 0.05...0.4),
                Threshold(
                    "circle minimum turn", \.minimumTurn, of: CircleGestureRecognizer.self,
                    current: circle.minimumTurn, range: 0.55...0.9),
                Threshold(
                    "circle corner angle (°)", \.cornerAngle, of: CircleGestureRecognizer.self,
                    current: circle.cornerAngle, range: 20...100, scale: radians),
                Threshold(
                    "circle heading wobble (°)", \.maximumWobble, of: CircleGestureRecognizer.self,
                    current: circle.maximumWobble, range: 8...40, scale: radians),
                Threshold(
                    "circle middle clearance (× r)", \.middleClearance, of: CircleGestureRecognizer.self,
                    current: circle.middleClearance, range: 0.05...0.7),
            ]
        case .chevron:
            let chevron = ChevronGestureRecognizer()
            return [
                Threshold(
                    "chevron score threshold", \.scoreThreshold, of: ChevronGestureRecognizer.self,
                    current: chevron.scoreThreshold, range: 0.25...3),
                Threshold(
                    "chevron jitter tolerance (× stroke size)", \.toleranceFraction,
                    of: ChevronGestureRecognizer.self, current: chevron.toleranceFraction, range: 0.02...0.3),
                Threshold(
                    "chevron leg detour", \.maximumDetour, of: ChevronGestureRecognizer.self,
                    current: chevron.maximumDetour, range: 0.04...0.4),
                Threshold(
                    "chevron second corner (°)", \.cornerAngle, of: ChevronGestureRecognizer.self,
                    current: chevron.cornerAngle, range: 15...90),
                Threshold(
                    "chevron leg bend", \.maximumLegBend, of: ChevronGestureRecognizer.self,
                    current: chevron.maximumLegBend, range: 0.1...0.6),
                Threshold(
                    "chevron leg ratio", \.maximumLegRatio, of: ChevronGestureRecognizer.self,
                    current: chevron.maximumLegRatio, range: 1.8...6),
                Threshold(
                    "chevron tilt (°)", \.maximumTilt, of: ChevronGestureRecognizer.self,
                    current: chevron.maximumTilt, range: 10...70),
                Threshold(
                    "chevron widest opening (°)", \.maximumOpening, of: ChevronGestureRecognizer.self,
                    current: chevron.maximumOpening, range: 60...160),
            ]
        case .tutorialCircle:
            return [
                Threshold(
                    "circle tolerance (fit error)", \.tolerance, of: TutorialCircleRule.self,
                    current: TutorialCircleRule().tolerance, range: 0.05...0.4)
            ]
        case .pointCloudCircle, .pointCloudChevron:
            return [
                Threshold(
                    "$P largest distance", \.maximumDistance, of: PointCloudGestureRecognizer.self,
                    current: PointCloudGestureRecognizer.defaultMaximumDistance, range: 0.5...5)
            ]
        case .tickle:
            return [
                Threshold(
                    "tickle distance (px)", \.distanceForTickle, of: TickleGestureRecognizer.self,
                    current: TickleGestureRecognizer().distanceForTickle, range: 5...60),
                Threshold(
                    "tickle slant", \.maximumSlant, of: TickleGestureRecognizer.self,
                    current: TickleGestureRecognizer().maximumSlant, range: 0.1...1),
            ]
        case .zStroke:
            return [
                Threshold(
                    "Z turn tolerance (px)", \.turnTolerance, of: ZStrokeGestureRecognizer.self,
                    current: ZStrokeGestureRecognizer().turnTolerance, range: 1...20)
            ]
        case .tutorialChevron, .rightSlideDown:
            return []
        }
    }
}
