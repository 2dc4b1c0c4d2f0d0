import Foundation
import GestureEngine
import TutorialRecognizers

/// The negative strokes' scores under a gesture's general limits, worked out once per process on a background
/// thread (a few thousand strokes through the recognizer take a moment) and waited for when a calibration needs
/// them. A stroke the recognizer refuses outright gets a score no widening brings under the threshold, so it still
/// counts among the strokes checked.
public final class NegativeScores: @unchecked Sendable {
    /// The scores of one gesture's negatives, or why there are none.
    public typealias Result = Swift.Result<[StrokeScore], NegativeStrokes.Failure>

    /// The scores of the installed negative strokes.
    public static let installed = NegativeScores {
        do throws(NegativeStrokes.Failure) {
            return .success(try NegativeStrokes.installed())
        } catch {
            return .failure(error)
        }
    }

    private let load: @Sendable () -> Swift.Result<NegativeStrokes, NegativeStrokes.Failure>
    private let condition = NSCondition()
    private var results: [CalibratedGesture: Result] = [:]
    private var started: Set<CalibratedGesture> = []

    /// Scores of the strokes `load` gives (called on a background thread).
    public init(_ load: @escaping @Sendable () -> Swift.Result<NegativeStrokes, NegativeStrokes.Failure>) {
        self.load = load
    }

    /// Scores of the given strokes.
    public convenience init(_ strokes: NegativeStrokes) {
        self.init { .success(strokes) }
    }

    /// Starts working out a gesture's scores in the background, unless that is done or under way.
    public func prepare(_ gesture: CalibratedGesture) {
        condition.lock()
        defer { condition.unlock() }
        guard !started.contains(gesture) else { return }
        started.insert(gesture)
        let thread = Thread { [self] in
            let result = load().map { strokes in strokes.strokes.map { gesture.score(of: $0) ?? Self.refusedOutright } }
            condition.lock()
            results[gesture] = result
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// A gesture's scores, waiting for them if they are still being worked out.
    public func scores(for gesture: CalibratedGesture) -> Result {
        prepare(gesture)
        condition.lock()
        defer { condition.unlock() }
        while results[gesture] == nil { condition.wait() }
        return results[gesture] ?? .success([])
    }

    /// A score beyond any threshold: one measure past a limit that leaves no room.
    static let refusedOutright = StrokeScore([
        MeasureCost("refused outright", 1, MeasureScale(good: 0, limit: 0, worseAbove: true), reason: "refused")
    ])
}
