import GestureEngine

/// Recognizes a "Z" drawn in one stroke (discrete), from the walkthrough tutorial's gallery: right, then down and
/// to the left, then right again.
///
/// The rule in plain words: three phases, each entered when the finger has clearly turned (by more than
/// `turnTolerance` pixels, or `toleranceFraction` of its size so far if more): a rightward stroke, a down-left stroke, and a final rightward stroke. Going up by more
/// than the tolerance, or turning the wrong way, fails it. When the finger lifts in the last phase, each of the
/// three strokes must be at least `minimumStrokeLength` pixels long, and the bottom one at least half as long as the
/// top one.
public final class ZStrokeGestureRecognizer: GestureRecognizer {
    /// The three strokes of the Z.
    public enum Phase: String, Hashable, Sendable {
        case notStarted, topStroke, diagonalStroke, bottomStroke
    }

    /// Why the last stroke was not a Z.
    public enum FailureReason: String, Hashable, Sendable {
        case tooManyFingers = "more than one finger"
        case wentUp = "went up"
        case turnedBack = "turned straight back"
        case wanderedOff = "bottom stroke left its line"
        case unfinished = "lifted before the bottom stroke"
        case shortStroke = "a stroke is too short"
        case cancelled = "cancelled"
    }

    public var turnTolerance = 6.0
    /// For a large Z the tolerance grows with it: this fraction of the stroke's size so far, if more.
    public var toleranceFraction = 0.08
    public var minimumStrokeLength = 20.0

    public private(set) var phase: Phase = .notStarted
    /// Why the last stroke was rejected, if it was.
    public private(set) var failureReason: FailureReason?
    /// Where each stroke started, and the farthest point of the current one.
    public private(set) var corners: [Point] = []
    private var extreme = Point.zero
    private var lowestY = 0.0
    private var start = Point.zero
    private var size = 0.0

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else { return fail(.tooManyFingers) }
        failureReason = nil
        let point = touch.location(in: view)
        corners = [point]
        extreme = point
        lowestY = point.y
        start = point
        size = 0
        phase = .topStroke
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        defer { lowestY = max(lowestY, point.y) }
        size = max(size, abs(point.x - start.x), abs(point.y - start.y))
        let turnTolerance = max(self.turnTolerance, toleranceFraction * size)
        switch phase {
        case .topStroke:
            if point.x >= extreme.x { extreme = point }
            if point.y < extreme.y - turnTolerance { return fail(.wentUp) }
            // Back left: down as well (at least a quarter as much as back, so a shallow diagonal sampled coarsely
            // still counts) starts the diagonal; straight back, clearly, fails.
            let back = extreme.x - point.x
            let down = point.y - extreme.y
            if back > turnTolerance && down > turnTolerance / 2 && down >= back / 4 {
                corners.append(extreme)
                extreme = point
                phase = .diagonalStroke
            } else if back > 3 * turnTolerance {
                fail(.turnedBack)  // turned straight back left
            }
        case .diagonalStroke:
            if point.y < lowestY - turnTolerance { return fail(.wentUp) }  // went back up
            if point.x <= extreme.x {
                extreme = point  // the leftmost point so far: where the bottom stroke will start
            } else if point.x > extreme.x + turnTolerance {
                corners.append(extreme)
                extreme = point
                phase = .bottomStroke
            }
        case .bottomStroke:
            if point.x >= extreme.x { extreme = point }
            if point.x < extreme.x - turnTolerance { return fail(.turnedBack) }
            if abs(point.y - extreme.y) > 3 * turnTolerance { fail(.wanderedOff) }
        case .notStarted:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        guard phase == .bottomStroke, corners.count == 3 else { return fail(.unfinished) }
        corners.append(extreme)
        let lengths = zip(corners, corners.dropFirst()).map { $0.0.distance(to: $0.1) }
        // A Z's bottom stroke is about as long as its top one; a hook at the end of another shape is not.
        if lengths.allSatisfy({ $0 >= minimumStrokeLength }) && lengths[2] >= lengths[0] / 2 {
            state = .recognized
        } else {
            fail(.shortStroke)
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(.cancelled)
    }

    private func fail(_ reason: FailureReason) {
        guard state == .possible else { return }
        failureReason = reason
        state = .failed
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
