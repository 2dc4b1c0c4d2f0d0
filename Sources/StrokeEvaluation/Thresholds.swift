import GestureEngine

/// One threshold of a recognizer that a sweep can vary: its name, today's value, the range to try, and how to set it.
public struct Threshold: Sendable {
    public let name: String
    public let current: Double
    public let range: ClosedRange<Double>
    let apply: @Sendable (GestureRecognizer, Double) -> Void

    /// The threshold at `keyPath`, today's value read from `fresh` (a recognizer as eval makes it). `scale` converts
    /// the value shown to the recognizer's unit (degrees shown, radians set: `.pi / 180`).
    public init<Recognizer: GestureRecognizer>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Recognizer, Double> & Sendable, of fresh: Recognizer,
        range: ClosedRange<Double>, scale: Double = 1
    ) {
        self.init(name, keyPath, of: Recognizer.self, current: fresh[keyPath: keyPath], range: range, scale: scale)
    }

    /// The threshold at `keyPath` of recognizers of a type, today's value given (in the recognizer's unit).
    public init<Recognizer: GestureRecognizer>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Recognizer, Double> & Sendable,
        of _: Recognizer.Type, current: Double, range: ClosedRange<Double>, scale: Double = 1
    ) {
        self.name = name
        self.current = current / scale
        self.range = range
        apply = { recognizer, value in (recognizer as? Recognizer)?[keyPath: keyPath] = value * scale }
    }

    /// A setting made by a closure (a calibration profile's limits, `eval --profile`), not swept.
    public init(_ name: String, apply: @escaping @Sendable (GestureRecognizer) -> Void) {
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
