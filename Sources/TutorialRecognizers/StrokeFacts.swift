import GestureEngine

extension InspectorFacts {
    /// What the circle and the chevron both tell the inspector after a lift: the score against its threshold with
    /// the measure that cost most ("doubt 1.4 ≤ 2, most from not closed"), and the stroke as drawn and as cleaned,
    /// both drawn (moved by `origin` into window coordinates).
    mutating func addStroke(
        score: StrokeScore?, threshold: Double, cleaned: StrokePreprocessing.Cleaned?, origin: Point = .zero
    ) {
        let number = InspectorFacts.number
        if let score {
            let comparison = score.total <= threshold ? "≤" : ">"
            let costliest = score.costliest.map { ", most from \($0.reason)" } ?? ""
            add("score", "doubt \(number(score.total)) \(comparison) \(number(threshold))\(costliest)")
        }
        if let cleaned {
            add("cleaned", "cleaned: \(cleaned.raw.count) → \(cleaned.points.count) points")
            draw(.polyline(cleaned.raw.map { $0 + origin }))
            draw(.polyline(cleaned.points.map { $0 + origin }))
        }
    }
}
