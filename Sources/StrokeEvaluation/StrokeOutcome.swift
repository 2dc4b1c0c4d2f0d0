import GestureEngine
import TutorialRecognizers

/// One of a recognizer's tests, as measured on one stroke: "fit error 0.12 ≤ 0.2".
public struct ThresholdCheck: Hashable, Sendable {
    /// What is compared, in words: "fit error".
    public let name: String
    public let value: Double
    public let limit: Double
    /// True when the value must stay at or below the limit, false when it must reach it.
    public let isUpperLimit: Bool

    public init(_ name: String, _ value: Double, atMost limit: Double) {
        self.name = name
        self.value = value
        self.limit = limit
        isUpperLimit = true
    }

    public init(_ name: String, _ value: Double, atLeast limit: Double) {
        self.name = name
        self.value = value
        self.limit = limit
        isUpperLimit = false
    }

    public var passes: Bool { isUpperLimit ? value <= limit : value >= limit }

    /// How much room is left, as a fraction of the limit: positive when it passes, negative when it fails.
    public var room: Double {
        let scale = max(abs(limit), 1e-9)
        return isUpperLimit ? (limit - value) / scale : (value - limit) / scale
    }
}

/// How one stroke fared: accepted or not, why not, and what the recognizer measured.
public struct StrokeOutcome: Sendable {
    public let stroke: RecordedStroke
    public let accepted: Bool
    /// The recognizer's reason for rejecting it ("has corners"), nil when accepted.
    public let reason: String?
    /// What the recognizer drew over the stroke for the inspector when it answered (the fitted circle, the chevron's
    /// legs, the Z's corners), in the stroke's own coordinates.
    public let overlays: [InspectorOverlay]
    /// The recognizer's final tests, for the margin table (empty when it failed before measuring them).
    public let checks: [ThresholdCheck]
    /// The score a calibratable recognizer (circle, chevron) weighed the stroke with, under the limits it was played
    /// with; nil when it refused the stroke outright (a hard limit) or scores nothing. What teaching rescores.
    public let weighedScore: StrokeScore?

    public init(
        stroke: RecordedStroke, accepted: Bool, reason: String?, overlays: [InspectorOverlay], checks: [ThresholdCheck],
        weighedScore: StrokeScore? = nil
    ) {
        self.stroke = stroke
        self.accepted = accepted
        self.reason = reason
        self.overlays = overlays
        self.checks = checks
        self.weighedScore = weighedScore
    }
}
