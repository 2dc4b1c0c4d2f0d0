import GestureEngine
import SceneSupport

/// The inspector's diagram of a recognizer's state machine: the six states as boxes, the engine's transition table
/// as arrows.
enum StateMachineDiagram {
    /// The last transition, as the inspector saw it.
    typealias Transition = (from: GestureState, to: GestureState, time: TimeInterval)

    /// Seconds the last transition's arrow takes to fade.
    static let fadeDuration = 1.2

    /// The diagram: the six states as boxes, the table's legal transitions as arrows, all unlit; the same for
    /// every frame while the focus stays. `drawHighlights` draws the current state and the last transition over it.
    /// One group (`DrawCommand.group`): the renderer keeps it drawn, so a scene moving under the diagram repaints
    /// the diagram as one kept layer, not as its 22 strokes and 7 boxes, each of which would have to be redrawn
    /// whole.
    static func draw(of recognizer: GestureRecognizer, in rect: Rect, into list: inout DisplayList) {
        list.group { list in
            list.box(rect, fill: Inspector.panelFill, cornerRadius: 12)
            list.text(
                "State machine of \(recognizer.name)", at: Point(x: rect.minX + 12, y: rect.minY + 20), size: 12,
                color: .white, bold: true)
            let positions = self.positions(in: rect)
            for (from, targets) in StateTransitionTable.legalTransitions.sorted(by: {
                $0.key.rawValue < $1.key.rawValue
            }) {
                for to in targets.sorted(by: { $0.rawValue < $1.rawValue }) where from != to {
                    guard let start = positions[from], let end = positions[to] else { continue }
                    drawArrow(from: start, to: end, color: Color.white.withAlpha(0.3), width: 1.5, into: &list)
                }
            }
            for (state, center) in positions.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                drawBox(state, at: center, lit: false, into: &list)
            }
        }
    }

    /// What changes when the recognizer moves: its current state's box, lit, and the last transition's arrow,
    /// thick and yellow, fading into the thin one under it. Drawn over the whole diagram, so the inspector can put
    /// them in the display list's top layer: a transition, and each frame of the fade, then repaints only these two
    /// over the kept pixels of the diagram, not the diagram that their outlines and crossing arrows would otherwise
    /// drag into the repaint.
    static func drawHighlights(
        of recognizer: GestureRecognizer, lastTransition: Transition?, in rect: Rect, now: TimeInterval,
        into list: inout DisplayList
    ) {
        let positions = self.positions(in: rect)
        let fading = fadingTransition(lastTransition, now: now)
        let current = fading?.transition.to ?? recognizer.state
        // Groups too (`DrawCommand.group`): neither is then repainted whole when the other changes, and the fade
        // lays the kept arrow with a new alpha instead of stroking it again.
        if let center = positions[current] { list.group { drawBox(current, at: center, lit: true, into: &$0) } }
        guard let fading, fading.transition.from != fading.transition.to,
            let start = positions[fading.transition.from], let end = positions[fading.transition.to]
        else { return }
        list.group(alpha: 0.4 + 0.6 * fading.fade) {
            drawArrow(from: start, to: end, color: Color(hex: 0xFFD54A), width: 4, into: &$0)
        }
    }

    /// A state's box and name; a lit box is filled with the state's colour (an unlit one under it is covered).
    private static func drawBox(_ state: GestureState, at center: Point, lit: Bool, into list: inout DisplayList) {
        let box = Rect(center: center, size: Size(width: 84, height: 24))
        list.box(
            box, fill: lit ? StateColors.color(for: state) : Color(hex: 0x2C3142),
            stroke: StateColors.color(for: state), lineWidth: lit ? 2 : 1, cornerRadius: 8)
        list.text(
            state == .ended ? "ended/recog." : state.rawValue, at: center + Point(x: 0, y: 4), size: 11,
            color: lit ? .black : .white, alignment: .center, bold: lit)
    }

    /// The last transition while its arrow is still showing, and how far it has faded (1 new, towards 0).
    static func fadingTransition(_ transition: Transition?, now: TimeInterval) -> (
        transition: Transition, fade: Double
    )? {
        guard let transition else { return nil }
        let fade = max(0, 1 - (now - transition.time) / fadeDuration)
        return fade > 0 ? (transition, fade) : nil
    }

    /// The centre of each state's box in the diagram's rectangle.
    private static func positions(in rect: Rect) -> [GestureState: Point] {
        [
            .possible: Point(x: 0.145, y: 0.5), .began: Point(x: 0.45, y: 0.3), .changed: Point(x: 0.45, y: 0.72),
            .ended: Point(x: 0.85, y: 0.26), .cancelled: Point(x: 0.85, y: 0.55), .failed: Point(x: 0.85, y: 0.84),
        ].mapValues { Point(x: rect.minX + $0.x * rect.width, y: rect.minY + 18 + $0.y * (rect.height - 24)) }
    }
}

/// An arrow between two state boxes (84×24), stopping at the target box's edge, with a small head.
private func drawArrow(from start: Point, to end: Point, color: Color, width: Double, into list: inout DisplayList) {
    let vector = end - start
    guard vector.length > 1 else { return }
    let direction = vector / vector.length
    // Distance from the box centre to its edge along the direction (half-size 42×12).
    let edge = min(
        abs(direction.x) > 1e-6 ? 44 / abs(direction.x) : .infinity,
        abs(direction.y) > 1e-6 ? 14 / abs(direction.y) : .infinity)
    let from = start + direction * edge
    let tip = end - direction * edge
    list.add(.polyline([from, tip], color: color, width: width, closed: false))
    let back = -direction * 9
    let side = Point(x: -direction.y, y: direction.x) * 5
    list.add(.polyline([tip + back + side, tip, tip + back - side], color: color, width: width, closed: false))
}

/// One colour per state, shared by the inspector's rows, its diagram and the replay's timeline.
public enum StateColors {
    public static func color(for state: GestureState) -> Color {
        switch state {
        case .possible: Color(hex: 0xB8BDCC)
        case .began: Color(hex: 0x5BC0FF)
        case .changed: Color(hex: 0x7FE0A8)
        case .ended: Color(hex: 0x3DDC84)
        case .cancelled: Color(hex: 0xFFB74D)
        case .failed: Color(hex: 0xFF6B6B)
        }
    }
}
