import GestureEngine

/// How far one measure of a stroke lies from what the shape's drawers usually reach, in units of doubt: 0 within
/// the usual range (up to `good`), 1 at `limit`, growing in proportion beyond it. `worseAbove` says which way is
/// worse: up for a fit error, down for how far round a circle goes. A limit set inside the usual range (as a sweep
/// may) leaves no room: the measure costs nothing up to the limit and rules the stroke out beyond it.
public struct MeasureScale: Hashable, Sendable {
    /// The value up to which the measure costs nothing.
    public var good: Double
    /// The value that costs one unit.
    public var limit: Double
    /// True when larger values are worse.
    public var worseAbove: Bool

    public init(good: Double, limit: Double, worseAbove: Bool) {
        self.good = good
        self.limit = limit
        self.worseAbove = worseAbove
    }

    /// How far from costing nothing to costing one unit: from `good` to `limit` (none when the limit lies inside the
    /// usual range).
    private var span: Double { worseAbove ? limit - min(good, limit) : max(good, limit) - limit }

    /// The cost of a value: never negative, and never smaller for a value farther on the bad side.
    public func cost(of value: Double) -> Double {
        let beyond = worseAbove ? value - limit : limit - value
        guard span > 0 else { return beyond > 0 ? .infinity : 0 }
        return max(0, beyond / span + 1)
    }

    /// The value at which the measure alone costs `units` (one or more): how far it may go before it is all the
    /// score allows.
    public func value(costing units: Double) -> Double {
        let beyond = (units - 1) * span
        return worseAbove ? limit + beyond : limit - beyond
    }
}

/// One measure of a stroke, as scored.
public struct MeasureCost: Hashable, Sendable {
    /// What is measured ("fit error").
    public let name: String
    public let value: Double
    public let scale: MeasureScale
    /// What a rejection says when this measure cost most ("not round enough").
    public let reason: String
    public var cost: Double { scale.cost(of: value) }

    public init(_ name: String, _ value: Double, _ scale: MeasureScale, reason: String) {
        self.name = name
        self.value = value
        self.scale = scale
        self.reason = reason
    }
}

/// The evidence against a stroke being the shape: the sum of its measures' costs. One threshold on the total
/// decides, so a stroke a little off in one way is not refused for it when everything else fits well, and a stroke
/// a little off in every way is.
public struct StrokeScore: Hashable, Sendable {
    public let measures: [MeasureCost]

    public init(_ measures: [MeasureCost]) { self.measures = measures }

    /// The sum of the costs.
    public var total: Double { measures.reduce(0) { $0 + $1.cost } }

    /// The measure that cost most: what a rejection names.
    public var costliest: MeasureCost? { measures.max { $0.cost < $1.cost } }
}
