import Foundation
import GestureEngine

/// Recognizes a tickle (discrete), after the monkey tutorial: the finger rubs left and right.
///
/// The rule in plain words: every horizontal stroke of at least `distanceForTickle` points that goes the other way
/// from the previous one is a tickle (the first stroke counts too); with more than `requiredTickles` tickles the
/// gesture is recognized, at that moment. Shorter wiggles do not count; lifting the finger before that fails it.
/// Distances are measured in the view's superview: the tickled image may be dragged along by a pan at the same
/// time, and in its own coordinates the finger would not move at all.
/// Each stroke is measured from where the finger turned back (the tutorial measured from where the previous
/// stroke reached its length, so an overshoot had to be undone before the next stroke counted).
/// Tutorial defaults: more than 2 tickles (three strokes, so two changes of direction). The tutorial's 25 points are
/// kept as the scale of a typical rub, but a rub is judged by its shape, so a small rub counts as well as a large one:
/// it must be at least `distanceForTickle` long (a floor below which jitter would decide), at least
/// `minimumShareOfLongest` of the longest rub so far (an arrow's head is not a rub back along its shaft), mostly
/// horizontal (`maximumTilt`: circles, stars and triangles drawn on the image are not rubs), and straight
/// (`maximumBow`: the halves of a flat loop are not rubs), and come back along the previous rub: near its line
/// (`maximumOffset`: the top and bottom of a flat loop are two lines) and parallel to it (`maximumTurnBetweenRubs`: a
/// zig-zag sets off downhill from where the last line turned). And the rubs stay on one line: the whole tickle is at
/// most `maximumDrift` as tall as it is wide (scribbling a block out line by line is not a tickle).
public final class TickleGestureRecognizer: GestureRecognizer {
    /// Horizontal directions of a stroke.
    public enum Direction: String, Hashable, Sendable {
        case unknown, left, right
    }

    /// Why the last stroke was not a tickle.
    public enum FailureReason: String, Hashable, Sendable {
        case tooManyFingers = "more than one finger"
        case tooFewTickles = "lifted before enough tickles"
        case cancelled = "cancelled"
    }

    public var requiredTickles = 2
    /// The shortest rub that counts, in points: half the tutorial's 25, so a rub drawn at half its size still counts.
    public var distanceForTickle = 12.0
    /// A rub is at least this fraction of the longest rub so far.
    public var minimumShareOfLongest = 0.3
    /// A rub is mostly horizontal: the line from where it started to where the finger is leans at most this far
    /// (degrees) from level. A hand rubbing a tickle seldom holds it level (a tilt of 10° either way is a tickle); a
    /// star's or a triangle's slanted sides lean 36° or more.
    public var maximumTilt = 25.0
    /// A rub comes back parallel to the previous one: the finger strays from the line the previous rub ran along (from
    /// where it started to where it turned) by at most this angle (degrees, seen from the turn) plus `turnWobble`. A
    /// zig-zag's next line sets off downhill from its turn.
    public var maximumTurnBetweenRubs = 8.0
    /// How far a hand may land off the previous rub's line at each turn however short the rub, in points.
    public var turnWobble = 6.0
    /// A rub is straight: no point of it is farther from the line between its ends than this fraction of that line.
    public var maximumBow = 0.12
    /// The rubs stay on one line: from the first rub on, the tickle is at most this fraction as tall as it is wide.
    public var maximumDrift = 0.4
    /// A rub comes back along the previous one: its points lie on average at most this fraction of its length from
    /// the line fitted to the previous rub (`FittedLine`; the top and bottom of a flat loop are two lines, not one
    /// rubbed twice).
    public var maximumOffset = 0.15

    public private(set) var tickleCount = 0
    public private(set) var lastDirection: Direction = .unknown
    /// Why the last stroke was rejected, if it was.
    public var failureReason: FailureReason? { failure as? FailureReason }
    private var strokeStart: Point?
    /// The points of the current stroke, for its bow.
    private var strokePoints: [Point] = []
    /// Where the last stroke that counted started, while it goes on.
    private var countedOrigin: Point?
    /// The longest rub so far, in points.
    private var longestRub = 0.0
    /// The points of the last rub that counted, from where it started to where it turned back (or has reached so
    /// far).
    private var previousRub: [Point] = []
    /// The line the rub before the current one ran along (from where it started to where it turned), while the
    /// current one counts and goes on: it must stay parallel to it all the way, not only where it first counted.
    private var lineBefore: (from: Point, to: Point)?
    /// Where the finger has been since the first rub that counted started (nil before).
    private var rubbedArea: Rect?

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            return fail(because: FailureReason.tooManyFingers)
        }
        countedOrigin = nil
        longestRub = 0
        previousRub = []
        lineBefore = nil
        rubbedArea = nil
        startStroke(at: touch.location(in: view?.superview))
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first, let start = strokeStart else { return }
        let point = touch.location(in: view?.superview)
        rubbedArea = rubbedArea?.including(point)
        let movement = point.x - start.x
        let direction: Direction = movement < 0 ? .left : .right
        if lastDirection != .unknown && direction == lastDirection {
            startStroke(at: point)  // still going the same way: follow the finger to where it turns back
            withdrawIfNoLongerARub(at: point)
            if countedOrigin != nil { previousRub.append(point) }  // the rub runs on to where it turns
            return
        }
        if lastDirection == .unknown, let turn = strokePoints.max(by: { abs($0.x - start.x) < abs($1.x - start.x) }),
            (turn.x - start.x) * (point.x - turn.x) < 0,
            abs(point.x - turn.x) > max(distanceForTickle / 4, minimumShareOfLongest * abs(turn.x - start.x))
        {
            // Before the first rub, the finger turned back (a flick as it landed): the first rub starts at the turn.
            // How far back is measured from the turn, even past where the finger landed (a coarse sample may be).
            let sinceTurn = strokePoints.drop(while: { $0 != turn })
            startStroke(at: turn)
            strokePoints = Array(sinceTurn)
            return touchesMoved(touches, with: event)
        }
        strokePoints.append(point)
        guard abs(movement) >= max(distanceForTickle, minimumShareOfLongest * longestRub),
            isLevel(from: start, to: point), StrokeGeometry.bow(of: strokePoints[...]) <= maximumBow
        else { return }
        if let line = FittedLine(previousRub), offset(of: strokePoints, from: line) > maximumOffset * abs(movement) {
            return
        }
        if strays(point, from: start, off: previousRubLine) {
            return  // not yet parallel: a rub's first steps off the turn may wobble, a zig-zag's stay downhill
        }
        lineBefore = previousRubLine
        previousRub = strokePoints
        tickleCount += 1
        countedOrigin = start
        lastDirection = direction
        longestRub = max(longestRub, abs(movement))
        rubbedArea = rubbedArea ?? strokePoints.reduce(Rect(origin: start, size: .zero)) { $0.including($1) }
        startStroke(at: point)
        guard tickleCount > requiredTickles else { return }
        if let area = rubbedArea, area.height > maximumDrift * area.width {
            tickleCount -= 1  // the rubs wander off their line: this one does not count
            countedOrigin = nil
            return
        }
        state = .recognized
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // Where the finger lifts is a sample too: a coarse digitizer may report the last rub's end only there.
        if let touch = touches.first, touch.location(in: view?.superview) != strokePoints.last {
            touchesMoved(touches, with: event)
        }
        guard state == .possible else { return }
        fail(because: FailureReason.tooFewTickles)
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        fail(because: FailureReason.cancelled)
    }

    /// A stroke that counted while it was short but then climbs or falls as it goes on (an arrow's shaft), or strays
    /// from the line of the rub before it (a zig-zag's next line, heading downhill), was not a rub after all: it stops
    /// counting.
    private func withdrawIfNoLongerARub(at point: Point) {
        guard let origin = countedOrigin else { return }
        longestRub = max(longestRub, abs(point.x - origin.x))
        if !isLevel(from: origin, to: point) || strays(point, from: origin, off: lineBefore) {
            tickleCount -= 1
            countedOrigin = nil
        }
    }

    private func startStroke(at point: Point) {
        strokeStart = point
        strokePoints = [point]
    }

    /// Whether the line between the points leans at most `maximumTilt` from level.
    private func isLevel(from start: Point, to point: Point) -> Bool {
        abs(point.y - start.y) <= tan(maximumTilt * Double.pi / 180) * abs(point.x - start.x)
    }

    /// The line the last counted rub ran along, from where it started to where it turned (or has reached so far).
    private var previousRubLine: (from: Point, to: Point)? {
        guard let from = previousRub.first, let to = previousRub.last else { return nil }
        return (from, to)
    }

    /// Whether the finger, at `point` on a rub begun at `origin`, lies farther from `line` (the rub before) than a rub
    /// that long may stray: `maximumTurnBetweenRubs` seen from the turn, plus `turnWobble`. Nothing to stray from
    /// before a rub has counted.
    private func strays(_ point: Point, from origin: Point, off line: (from: Point, to: Point)?) -> Bool {
        guard let line else { return false }
        return StrokeGeometry.distance(of: point, fromLineThrough: line.from, line.to)
            > tan(maximumTurnBetweenRubs * Double.pi / 180) * origin.distance(to: point) + turnWobble
    }

    /// The points' mean distance from the line fitted to a rub (a tremor at the rub's turn does not tilt it).
    private func offset(of points: [Point], from line: FittedLine) -> Double {
        guard !points.isEmpty else { return 0 }
        return points.reduce(0) { $0 + line.distance(to: $1) } / Double(points.count)
    }

    public override func reset() {
        tickleCount = 0
        lastDirection = .unknown
        strokeStart = nil
        strokePoints = []
        rubbedArea = nil
    }

    // MARK: - Inspector facts

    /// How many tickles so far against how many are needed, the last direction, and why the last stroke was rejected.
    public override var inspectorFacts: InspectorFacts {
        var facts = super.inspectorFacts
        facts.add("tickles", "tickles \(tickleCount) of more than \(requiredTickles), last \(lastDirection.rawValue)")
        if let reason = failureReason { facts.addRejection(reason.rawValue) }
        return facts
    }
}

extension Rect {
    /// The smallest rectangle holding this one and the point.
    fileprivate func including(_ point: Point) -> Rect {
        let minX = min(self.minX, point.x)
        let minY = min(self.minY, point.y)
        return Rect(
            x: minX, y: minY, width: max(maxX, point.x) - minX, height: max(maxY, point.y) - minY)
    }
}
