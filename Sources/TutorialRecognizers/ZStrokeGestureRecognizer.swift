import GestureEngine

/// Recognizes a "Z" drawn in one stroke (discrete), from the walkthrough tutorial's gallery: right, then down and
/// to the left, then right again.
///
/// The rule in plain words: three phases, each entered when the finger has clearly turned (by more than the tolerance:
/// `turnTolerance` pixels, `toleranceFraction` of the Z's size so far, `stepTolerance` times the finger's mean step, or
/// `jitterTolerance` times the sensor's jitter, whichever is most, so a large, coarsely sampled or noisy Z is judged as
/// a small clean one): a rightward stroke, a down-left
/// stroke, and a final rightward stroke. What the finger does before it first heads right and after the bottom stroke
/// is not part of the Z if it is a flick (reaching at most `maximumHook` of the stroke next to it) or a straight hook
/// breaking back (`StraightHook`, at most `maximumStraightHook` of the whole stroke); a longer lead-in or tail is
/// another shape's. Nor is a finger settling where it landed, wandering within `restRadius` of it. Climbing steeper
/// than 45° in the top stroke or going back up in the diagonal (either for two samples in a row: one alone is a
/// sensor's jitter), going straight back, or wandering off the bottom stroke's line fails it; the bottom stroke may lean as a turned Z's does (`maximumLean`). When the finger lifts in the last phase
/// the shape decides, by ratios: each stroke at least `minimumStrokeLength` pixels (the smallest Z worth judging), the
/// top and bottom strokes leaning at most `maximumLean`, the top and bottom strokes within `maximumLengthRatio` of each
/// other, the diagonal reaching at least `minimumDiagonalShare` of the longer one both down and to the left and the
/// longer one reaching as large a share of the diagonal's run to the left (a line with a flick at each end is no Z),
/// and every stroke straight (`maximumBow`): a question mark's arc and a delete mark's loops are not a Z's strokes.
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
        case leadIn = "a long stroke before the top stroke"
        case shortStroke = "a stroke is too short"
        case leaning = "top stroke climbs"
        case topDropping = "top stroke drops"
        case bottomLeaning = "bottom stroke leans"
        case unequal = "top and bottom of very different lengths"
        case flatDiagonal = "diagonal too flat or too steep"
        case curved = "a stroke is not straight"
        case cancelled = "cancelled"
    }

    public var turnTolerance = 4.0
    /// For a large Z the tolerance grows with it: this fraction of the stroke's size so far, if more.
    public var toleranceFraction = 0.08
    /// For a coarsely sampled or shaky Z the tolerance grows too: this many times the mean step so far, if more.
    public var stepTolerance = 1.5
    /// For a noisy sensor the tolerance grows too: this many times its jitter (the spread of each sample around
    /// where the finger was, per axis), so that two samples' jitter alone rarely looks like a turn.
    public var jitterTolerance = 5.0
    public var minimumStrokeLength = 10.0
    /// The steepest a top or bottom stroke may lean, up or down, as rise over run (tan 25°: a Z turned by 10° and
    /// slanted).
    public var maximumLean = 0.47
    /// The longer of the top and bottom strokes is at most this many times the shorter.
    public var maximumLengthRatio = 2.5
    /// The diagonal goes down and to the left by at least this fraction of the longer horizontal stroke, and the
    /// longer horizontal stroke is at least this fraction of the diagonal's run to the left: in a Z the diagonal joins
    /// the top stroke's right end to the bottom stroke's left end, so each spans about the other.
    public var minimumDiagonalShare = 0.25
    /// No point of a stroke is farther from the line between its corners than this fraction of that line.
    public var maximumBow = 0.25
    /// A flick at either end may reach at most this fraction of the top or bottom stroke next to it (it is not part
    /// of the Z).
    public var maximumHook = 0.35
    /// A straight hook that breaks back sharply at either end is not part of the Z either, up to this fraction of
    /// the whole stroke (the long-hook rule of `StrokePreprocessing`).
    public var maximumStraightHook = 0.25
    /// A finger settling where it landed has not begun the Z: the points before it first moves farther than this
    /// from where it landed (points: the touch slop, within which a tap is still a tap and a pan has not begun) are
    /// held back, and when they wander more than twice this far they are a rest and the Z begins where the finger
    /// moved off; otherwise they are the Z's start, followed as drawn.
    public var restRadius = GestureDefaults.touchSlop
    /// How often the slowest digitizer reports a moving finger (60 Hz): a longer wait between samples is filled with
    /// straight steps at this rate before the phases follow them.
    public var reportInterval = 1.0 / 60
    /// The most reports filled into one gap: ten seconds' worth, more than any Z takes to draw.
    static let mostFilledReports = 600.0

    public private(set) var phase: Phase = .notStarted
    /// Why the last stroke was rejected, if it was.
    public var failureReason: FailureReason? { failure as? FailureReason }
    /// Where each stroke started, and the farthest point of the current one.
    public private(set) var corners: [Point] = []
    private var extreme = Point.zero
    private var lowestY = 0.0
    private var start = Point.zero
    private var size = 0.0
    /// Every point so far, and where in it each corner and the current extreme lie.
    private var path: [Point] = []
    private var cornerIndices: [Int] = []
    private var extremeIndex = 0
    private var travelled = 0.0
    private var jitter = JitterEstimate()
    /// Where the finger landed, while it has not yet moved farther than `restRadius` from there, and the points
    /// held back since.
    private var landing: Point?
    private var settling: [Point] = []
    /// The last sample went up where the Z may not (`wentUp()`).
    private var rose = false
    private var lastSampleTime: TimeInterval?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            return fail(because: FailureReason.tooManyFingers)
        }
        let point = touch.location(in: view)
        landing = point
        settling = []
        begin(at: point)
        lastSampleTime = event.timestamp
        phase = .topStroke
    }

    /// The Z begins at `point`: nothing drawn before it is part of it.
    private func begin(at point: Point) {
        corners = [point]
        extreme = point
        lowestY = point.y
        start = point
        size = 0
        path = [point]
        cornerIndices = [0]
        extremeIndex = 0
        travelled = 0
        jitter = JitterEstimate()
        rose = false
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let point = touches.first?.location(in: view) else { return }
        for step in steps(to: point, at: event.timestamp) where state == .possible {
            follow(step)
        }
        lastSampleTime = event.timestamp
    }

    /// `point`, after the points a digitizer reporting every `reportInterval` would have given on the straight way
    /// from the last sample, when more than one report is missing: a stroke sampled only at its turns (stored
    /// simplified, or from a stalled source) would otherwise have steps a whole stroke long, and the tolerance that
    /// grows with the steps would hide a stroke of the Z. No step is shorter than a point, and there are at most
    /// `mostFilledReports`: a finger resting a while before it moves on crossed nothing unreported, and an hour's
    /// rest would otherwise add 216,000 points.
    private func steps(to point: Point, at time: TimeInterval) -> [Point] {
        guard let last = path.last, let lastSampleTime else { return [point] }
        let reports = min((time - lastSampleTime) / reportInterval, last.distance(to: point), Self.mostFilledReports)
            .rounded()
        guard reports >= 2, reports.isFinite else { return [point] }
        return (1..<Int(reports)).map { last + (point - last) * (Double($0) / reports) } + [point]
    }

    /// Follows the finger to its next point through the three phases.
    private func follow(_ point: Point) {
        if let landing {
            // Near where it landed, the finger may be settling: held back until it moves away.
            guard point.distance(to: landing) > restRadius else { return settling.append(point) }
            self.landing = nil
            let held = settling
            settling = []
            if StrokeGeometry.length(of: [landing] + held) > 2 * restRadius, let movedOff = held.last {
                begin(at: movedOff)  // it wandered there: a rest, no part of the Z, which begins where it moved off
            } else {
                for step in held where state == .possible { follow(step) }  // it was on its way: the Z's own start
                guard state == .possible else { return }
            }
        }
        defer { lowestY = max(lowestY, point.y) }
        travelled += path.last.map { $0.distance(to: point) } ?? 0
        path.append(point)
        jitter.measure(path)
        size = max(size, abs(point.x - start.x), abs(point.y - start.y))
        let meanStep = travelled / Double(path.count - 1)
        let turnTolerance = max(
            self.turnTolerance, toleranceFraction * size, stepTolerance * meanStep, jitterTolerance * jitter.sigma)
        switch phase {
        case .topStroke:
            if extreme.x - start.x <= turnTolerance && point.x < start.x {
                // Not yet gone right: a flick as the finger lands. The Z starts where the finger is leftmost before
                // it heads right.
                start = point
                corners = [point]
                cornerIndices = [path.count - 1]
                setExtreme(point)
                return
            }
            if start.y - point.y > max(turnTolerance, abs(point.x - start.x)) {
                return wentUp()
            }
            rose = false
            if point.x >= extreme.x { setExtreme(point) }
            // Back left: down as well (at least a quarter as much as back, so a shallow diagonal sampled coarsely
            // still counts) starts the diagonal; straight back, clearly, fails.
            let back = extreme.x - point.x
            let down = point.y - extreme.y
            if back > turnTolerance && down > turnTolerance / 2 && down >= back / 4 {
                addCorner()
                setExtreme(point)
                lowestY = point.y
                phase = .diagonalStroke
            } else if back > 3 * turnTolerance {
                fail(because: FailureReason.turnedBack)  // turned straight back left
            }
        case .diagonalStroke:
            // Back up, beyond what the start of a leaning bottom stroke climbs.
            if point.y < lowestY - max(turnTolerance, maximumLean * max(0, point.x - extreme.x)) {
                return wentUp()
            }
            rose = false
            if point.x <= extreme.x {
                setExtreme(point)  // the leftmost point so far: where the bottom stroke will start
            } else if point.x > extreme.x + turnTolerance {
                addCorner()
                setExtreme(point)
                phase = .bottomStroke
            }
        case .bottomStroke:
            if point.x >= extreme.x { setExtreme(point) }
            let run = extreme.x - corners[2].x
            if point.x < extreme.x - turnTolerance {
                // A short flick as the finger lifts may turn back, and so may a straight hook (judged at the lift)
                // of at most `maximumStraightHook` of the stroke; anything longer is another stroke.
                let back = extreme.distance(to: point)
                if back > maximumHook * run && back > maximumStraightHook * travelled {
                    fail(because: FailureReason.turnedBack)
                }
            } else if abs(point.y - extreme.y) > max(3 * turnTolerance, maximumLean * (point.x - corners[2].x)) {
                fail(because: FailureReason.wanderedOff)
            }
        case .notStarted:
            break
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // Where the finger lifts is a sample too: a coarse digitizer may report the bottom stroke only there.
        if let point = touches.first?.location(in: view), point != path.last { touchesMoved(touches, with: event) }
        guard state == .possible else { return }
        guard phase == .bottomStroke, corners.count == 3 else { return fail(because: FailureReason.unfinished) }
        addCorner()
        if let reason = endFault() { return fail(because: reason) }
        if let reason = shapeFault() { fail(because: reason) } else { state = .recognized }
    }

    /// What is wrong with the ends of the stroke, or nil if nothing: before the top stroke and after the bottom one
    /// the finger may only flick (`maximumHook` of the stroke next to it) or make a straight hook that breaks back
    /// (`StraightHook`, at most `maximumStraightHook` of the stroke); a longer lead-in is another shape's stroke (a
    /// curly brace's upper half) and a longer tail another stroke.
    private func endFault() -> FailureReason? {
        let top = corners[1].x - corners[0].x
        let bottom = corners[3].x - corners[2].x
        if StraightHook.reach(path, beyond: corners[0], at: .start, longestFraction: maximumStraightHook)
            > maximumHook * top
        {
            return .leadIn
        }
        if StraightHook.reach(path, beyond: corners[3], at: .end, longestFraction: maximumStraightHook)
            > maximumHook * bottom
        {
            return .turnedBack
        }
        return nil
    }

    /// What is wrong with the finished shape, judged by ratios, or nil if it is a Z.
    private func shapeFault() -> FailureReason? {
        let lengths = zip(corners, corners.dropFirst()).map { $0.0.distance(to: $0.1) }
        guard lengths.allSatisfy({ $0 >= minimumStrokeLength }) else { return .shortStroke }
        // Either way: a ">" with a bar drawn under it drops into its diagonal.
        guard corners[0].y - corners[1].y <= maximumLean * (corners[1].x - corners[0].x) else { return .leaning }
        guard corners[1].y - corners[0].y <= maximumLean * (corners[1].x - corners[0].x) else { return .topDropping }
        // The bottom stroke may lean either way as a turned Z's does, but no further: an "R"'s leg runs down-right.
        guard abs(corners[3].y - corners[2].y) <= maximumLean * (corners[3].x - corners[2].x) else {
            return .bottomLeaning
        }
        let wider = max(lengths[0], lengths[2])
        guard wider <= maximumLengthRatio * min(lengths[0], lengths[2]) else { return .unequal }
        let diagonalRun = corners[1].x - corners[2].x
        guard corners[2].y - corners[1].y >= minimumDiagonalShare * wider, diagonalRun >= minimumDiagonalShare * wider
        else { return .flatDiagonal }
        guard wider >= minimumDiagonalShare * diagonalRun else { return .shortStroke }  // a flick at each end
        for (from, to) in zip(cornerIndices, cornerIndices.dropFirst())
        where StrokeGeometry.bow(of: path[from...to]) > maximumBow {
            return .curved
        }
        return nil
    }

    /// Going up fails the Z only when the next sample is up there too: one sample off on its own is a sensor's
    /// jitter, which the highest or lowest point so far, picked out of every sample, is most exposed to.
    private func wentUp() {
        if rose { fail(because: FailureReason.wentUp) } else { rose = true }
    }

    private func setExtreme(_ point: Point) {
        extreme = point
        extremeIndex = path.count - 1
    }

    private func addCorner() {
        corners.append(extreme)
        cornerIndices.append(extremeIndex)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: FailureReason.cancelled)
    }

    public override func reset() {
        phase = .notStarted
        landing = nil
        settling = []
        corners = []
        path = []
        cornerIndices = []
        lastSampleTime = nil
    }

    // MARK: - Inspector facts

    /// Which of the three strokes the finger is on, the corners found so far (drawn as a line through them) and
    /// why the last stroke was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("phase", "phase \(phase.rawValue)")
        let origin = view?.convert(.zero, to: nil) ?? .zero
        if !corners.isEmpty { facts.draw(.polyline(corners.map { $0 + origin })) }
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }
}
