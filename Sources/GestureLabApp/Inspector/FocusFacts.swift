import GestureEngine
import SceneSupport

/// What the inspector says (and draws) about the recognizer in focus: its state and touches, then whatever the
/// recognizer reports about itself (`GestureRecognizer.inspectorFacts`), then the recognizers it waits for. No
/// recognizer type is named here.
enum FocusFacts {
    /// The overlay's colour: the inspector's yellow.
    static let overlayColor = Color(hex: 0xFFD54A)

    /// The lines to show; draws the recognizer's overlays into `list` on the way.
    static func lines(for recognizer: GestureRecognizer, drawingInto list: inout DisplayList) -> [String] {
        let touches = recognizer.numberOfTouches
        var lines = ["state \(recognizer.state), \(touches) touch\(touches == 1 ? "" : "es")"]
        let facts = recognizer.inspectorFacts
        for overlay in facts.overlays { draw(overlay, into: &list) }
        lines += facts.facts.map(\.text)
        let waits = recognizer.requiredToFail.map(\.name)
        if !waits.isEmpty && facts.fact(named: "requiredToFail") == nil {
            lines.append("requires \(waits.joined(separator: ", ")) to fail")
        }
        return lines
    }

    /// An engine overlay as display-list items.
    static func draw(_ overlay: InspectorOverlay, into list: inout DisplayList) {
        switch overlay {
        case .circle(let center, let radius):
            list.add(
                .circle(center: center, radius: radius, fill: nil, stroke: overlayColor.withAlpha(0.8), lineWidth: 2))
        case .line(let start, let end):
            list.line(from: start, to: end, color: overlayColor, width: 4)
        case .polyline(let points):
            list.add(.polyline(points, color: overlayColor.withAlpha(0.8), width: 2, closed: false))
        case .arrow(let start, let end):
            list.line(from: start, to: end, color: overlayColor, width: 3)
            let vector = end - start
            guard vector.length > 1 else { return }
            let direction = vector / vector.length
            let back = -direction * 10
            let side = Point(x: -direction.y, y: direction.x) * 6
            list.add(
                .polyline([end + back + side, end, end + back - side], color: overlayColor, width: 3, closed: false))
        case .label(let text, let position):
            list.text(text, at: position, size: 12, color: overlayColor, bold: true)
        }
    }
}
