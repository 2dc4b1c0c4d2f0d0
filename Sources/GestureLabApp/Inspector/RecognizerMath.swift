import GestureEngine
import SceneSupport
import TutorialScenes
import TutorialRecognizers

/// What the inspector says (and draws) about a recognizer's numbers: the fit of a circle, the phase of a chevron,
/// the swirl's angles, a pan's velocity, a pinch's scale, a rotation's angle.
enum RecognizerMath {
    static func facts(for recognizer: GestureRecognizer, drawingInto list: inout DisplayList) -> [String] {
        var facts = ["state \(recognizer.state), \(recognizer.numberOfTouches) touch\(recognizer.numberOfTouches == 1 ? "" : "es")"]
        switch recognizer {
        case let circle as CircleGestureRecognizer:
            facts.append("tolerance \(format(circle.tolerance)), path \(circle.path.count) points")
            if let fit = circle.fitResult {
                facts.append("fit: centre \(fit.center), radius \(format(fit.radius))")
                facts.append("error \(format(fit.error)) \(fit.error <= circle.tolerance ? "≤" : ">") \(format(circle.tolerance)), turn \(Int((circle.turnCovered * 360).rounded()))°")
                let origin = circle.view?.convert(.zero, to: nil) ?? .zero
                list.add(.circle(center: fit.center + origin, radius: fit.radius, fill: nil, stroke: Color(hex: 0xFFD54A, alpha: 0.8), lineWidth: 2))
            }
            if let reason = circle.failureReason { facts.append("last rejected: \(reason.rawValue)") }
        case let chevron as ChevronGestureRecognizer:
            facts.append("phase \(chevron.phase.rawValue)")
        case let swirl as SwirlGestureRecognizer:
            facts.append("angle \(format(swirl.currentAngle))° (was \(format(swirl.previousAngle))°)")
            facts.append("change \(format(swirl.angleChange))°, total \(format(swirl.totalAngle))°")
        case let pan as PanGestureRecognizer:
            let velocity = pan.velocity(in: nil)
            facts.append("velocity \(velocity) px/s")
            let from = pan.location(in: nil)
            if recognizer.numberOfTouches > 0 && velocity.length > 1 {
                list.add(.polyline([from, from + velocity * 0.15], color: Color(hex: 0xFFD54A), width: 4, closed: false))
            }
        case let pinch as PinchGestureRecognizer:
            facts.append("scale \(format(pinch.scale)), velocity \(format(pinch.velocity))/s")
            if let view = pinch.view { facts.append("\(view.name) scaled ×\(format(view.transform.scaleFactor)) in all") }
        case let rotation as RotationGestureRecognizer:
            facts.append("rotation \(format(degrees(fromRadians: rotation.rotation)))°, velocity \(format(degrees(fromRadians: rotation.velocity)))°/s")
            if let view = rotation.view { facts.append("\(view.name) turned \(format(degrees(fromRadians: view.transform.rotationAngle)))° in all") }
        case let tap as TapGestureRecognizer:
            facts.append("\(tap.numberOfTapsRequired) tap(s) of \(tap.numberOfTouchesRequired) finger(s), \(Int(tap.maximumIntervalBetweenTaps * 1000)) ms apart at most")
            let waits = tap.requiredToFail.map(\.name)
            if !waits.isEmpty { facts.append("waits for \(waits.joined(separator: ", ")) to fail") }
        case let tickle as TickleGestureRecognizer:
            facts.append("tickles \(tickle.tickleCount) of more than \(tickle.requiredTickles), last \(tickle.lastDirection.rawValue)")
        default:
            break
        }
        let waits = recognizer.requiredToFail.map(\.name)
        if !waits.isEmpty && !(recognizer is TapGestureRecognizer) { facts.append("requires \(waits.joined(separator: ", ")) to fail") }
        return facts
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
