import GestureEngine

/// Recognizes a "Z" drawn in one stroke (discrete), from the walkthrough tutorial's gallery: right, then down and
/// to the left, then right again.
///
/// The rule in plain words: three phases, each entered when the finger has clearly turned (by more than
/// `turnTolerance` pixels): a rightward stroke, a down-left stroke, and a final rightward stroke. Going up by more
/// than the tolerance, or turning the wrong way, fails it. When the finger lifts in the last phase, each of the
/// three strokes must be at least `minimumStrokeLength` pixels long.
public final class ZStrokeGestureRecognizer: GestureRecognizer {
    /// The three strokes of the Z.
    public enum Phase: String, Hashable, Sendable {
        case notStarted, topStroke, diagonalStroke, bottomStroke
    }

    public var turnTolerance = 6.0
    public var minimumStrokeLength = 20.0

    public private(set) var phase: Phase = .notStarted
    /// Where each stroke started, and the farthest point of the current one.
    private var corners: [Point] = []
    private var extreme = Point.zero
    private var lowestY = 0.0

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return state = .failed }
        let point = touch.location(in: view)
        corners = [point]
        extreme = point
        lowestY = point.y
        phase = .topStroke
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        defer { lowestY = max(lowestY, point.y) }
        switch phase {
        case .topStroke:
            if point.x >= extreme.x { extreme = point }
            if point.y < extreme.y - turnTolerance { return state = .failed }
            if point.x < extreme.x - turnTolerance && point.y > extreme.y + turnTolerance {
                corners.append(extreme)
                extreme = point
                phase = .diagonalStroke
            } else if point.x < extreme.x - turnTolerance {
                state = .failed  // turned straight back left
            }
        case .diagonalStroke:
            if point.y < lowestY - turnTolerance { return state = .failed }  // went back up
            if point.x <= extreme.x {
                extreme = point  // the leftmost point so far: where the bottom stroke will start
            } else if point.x > extreme.x + turnTolerance {
                corners.append(extreme)
                extreme = point
                phase = .bottomStroke
            }
        case .bottomStroke:
            if point.x >= extreme.x { extreme = point }
            if point.x < extreme.x - turnTolerance || abs(point.y - extreme.y) > 3 * turnTolerance { state = .failed }
        case .notStarted:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        guard phase == .bottomStroke, corners.count == 3 else { return state = .failed }
        let points = corners + [extreme]
        let lengths = zip(points, points.dropFirst()).map { $0.0.distance(to: $0.1) }
        state = lengths.allSatisfy { $0 >= minimumStrokeLength } ? .recognized : .failed
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        failIfPossible()
    }

    public override func reset() {
        phase = .notStarted
        corners = []
    }

    // MARK: - Inspector facts

    /// Which of the three strokes the finger is on.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("phase", "phase \(phase.rawValue)")
        return facts
    }
}
