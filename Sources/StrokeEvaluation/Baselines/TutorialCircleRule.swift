import GestureEngine
import TutorialRecognizers

/// The circle tutorial's rule taken literally, as a baseline for `eval`: fit a circle to the touch points as they
/// came and accept the stroke when the fit error is at most the tolerance (0.2). Nothing else is checked — which
/// is why rectangles and brackets pass too.
public final class TutorialCircleRule: WholeStrokeRecognizer, ThresholdReadout {
    public var tolerance = 0.2
    private var fit: CircleFit?

    public var checks: [ThresholdCheck] { fit.map { [ThresholdCheck("fit error", $0.error, atMost: tolerance)] } ?? [] }

    override func startStroke() { fit = nil }

    override func judge(_ path: [Point]) {
        fit = CircleFit(points: path)
        guard let fit else { return fail(because: "no circle fits") }
        if fit.error <= tolerance { state = .recognized } else { fail(because: "not round enough") }
    }

    /// The fitted circle and its error against the tolerance, and why the stroke was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        if let fit {
            let number = InspectorFacts.number
            facts.add("error", "error \(number(fit.error)) \(fit.error <= tolerance ? "≤" : ">") \(number(tolerance))")
            facts.draw(.circle(center: fit.center, radius: fit.radius))
        }
        if let reason = failure as? String { facts.addRejection(reason) }
        return facts
    }
}
