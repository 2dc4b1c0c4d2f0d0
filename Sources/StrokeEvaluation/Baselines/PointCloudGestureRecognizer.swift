import GestureEngine

/// $P in the same detection setting as the tutorial recognizers, as a baseline for `eval`: it collects the stroke
/// and, when the finger lifts, recognizes it if the nearest template is the target and close enough.
public final class PointCloudGestureRecognizer: WholeStrokeRecognizer, ThresholdReadout {
    /// Above every distance from a $1 circle or chevron to its nearest template of the same kind (at most 1.7, see
    /// the margin table of `eval --recognizer pdollar-circle --by-subject`): the nearest-template rule decides.
    public static let defaultMaximumDistance = 2.5

    public let templates: PointCloudTemplates
    public let target: String
    /// Largest $P distance accepted.
    public var maximumDistance = PointCloudGestureRecognizer.defaultMaximumDistance
    private var nearest: (name: String, distance: Double)?

    public init(templates: PointCloudTemplates, target: String) {
        self.templates = templates
        self.target = target
        super.init(name: "pdollar")
    }

    public var checks: [ThresholdCheck] {
        guard let nearest, nearest.name == target else { return [] }
        return [ThresholdCheck("$P distance", nearest.distance, atMost: maximumDistance)]
    }

    override func startStroke() { nearest = nil }

    override func judge(_ path: [Point]) {
        nearest = templates.nearest(to: path)
        guard let nearest else { return fail(because: "no templates") }
        if nearest.name != target { return fail(because: "nearest template: \(nearest.name)") }
        guard nearest.distance <= maximumDistance else { return fail(because: "too far from the templates") }
        state = .recognized
    }

    /// The nearest template and its distance, and why the stroke was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if let nearest {
            facts.add("nearest", "nearest template \(nearest.name) at \(InspectorFacts.number(nearest.distance))")
        }
        if let reason = failure as? String { facts.addRejection(reason) }
        return facts
    }
}
