/// What a recognizer tells an inspector about itself beyond its state: named facts, each a line of text
/// ("scale" → "scale 1.25, velocity 0.4/s"), and shapes to draw over the scene (a fitted circle, a velocity line),
/// in window coordinates. Recognizers fill it in by overriding `GestureRecognizer.inspectorFacts`, the way Flutter's
/// recognizers describe themselves for debugging; the inspector shows it without knowing any recognizer's type.
public struct InspectorFacts: Sendable {
    /// One fact: a short name for programs and tests, and the line a person reads.
    public struct Fact: Hashable, Sendable {
        public let name: String
        public let text: String
    }

    /// The facts, in the order to show them.
    public private(set) var facts: [Fact] = []
    /// The shapes to draw over the scene.
    public private(set) var overlays: [InspectorOverlay] = []
    /// Why the last gesture failed, in the recognizer's words ("has corners"), if it said so with `addRejection`:
    /// what a report on many strokes (`gesturelab eval`) prints beside each one it rejected.
    public private(set) var rejection: String?

    public init() {}

    /// Adds a fact. A fact named `requiredToFail` takes the place of the inspector's own "requires … to fail" line
    /// (a tap says "waits for … to fail").
    public mutating func add(_ name: String, _ text: String) {
        facts.append(Fact(name: name, text: text))
    }

    /// Adds the fact "last rejected: REASON" (named `lastRejected`) and keeps the reason in `rejection`.
    public mutating func addRejection(_ reason: String) {
        rejection = reason
        add("lastRejected", "last rejected: \(reason)")
    }

    /// Adds a shape to draw over the scene.
    public mutating func draw(_ overlay: InspectorOverlay) {
        overlays.append(overlay)
    }

    /// The fact with a name, if there is one.
    public func fact(named name: String) -> Fact? {
        facts.first { $0.name == name }
    }

    /// A number as an inspector shows it: at most two decimals, none when it is whole ("1.25", "3").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A shape an inspector draws over the scene for a recognizer, in window coordinates. The inspector chooses the
/// colours and line widths; a recognizer only says what to show.
public enum InspectorOverlay: Hashable, Sendable {
    /// An outlined circle (a fitted circle).
    case circle(center: Point, radius: Double)
    /// A thick straight line (a velocity).
    case line(from: Point, to: Point)
    /// A thin path through points.
    case polyline([Point])
    /// A line with a head at `to`.
    case arrow(from: Point, to: Point)
    /// A short text whose baseline starts at `at`.
    case label(String, at: Point)
}
