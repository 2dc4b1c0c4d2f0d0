import CalibrationProfile
import GestureEngine
import Testing

@testable import GestureWorkshop

/// "Teach it my way" on a recognizer seen as a black box: the least widening of the limit that refused, and the
/// budget on the negative strokes.
@Suite struct LimitWideningTests {
    /// Three strokes 0.3 as high as wide: the tolerance must reach 0.3 (height ≤ tolerance × width) and nothing else
    /// needs to change (they are 200 points wide, above the minimum of 100).
    let attempts = (0..<3).map { _ in recorded(bumpedStroke(height: 60)) }

    /// 1,000 strokes of other kinds: straight down (no width), and `nearlyFlat` of them 0.25 as high as wide, which
    /// a tolerance of 0.3 lets through.
    func negatives(nearlyFlat: Int) -> NegativeStrokes {
        let strokes = (0..<1000).map { $0 < nearlyFlat ? bumpedStroke(height: 50) : verticalStroke() }
        return NegativeStrokes(strokes: strokes, names: strokes.map { _ in "other" })
    }

    @Test func threeStrokesNeedingATolerance03WidenItToThatAndNothingElse() throws {
        let outcome = try #require(LimitWidening(make: { FlatStroke() }).widen(for: attempts))
        #expect(outcome.refused == 3)
        #expect(outcome.unteachable.isEmpty)
        #expect(Set(outcome.widened.keys) == ["tolerance"])
        let tolerance = try #require(outcome.widened["tolerance"])
        #expect(tolerance >= 0.3 - 1e-9 && tolerance <= 0.301, "\(tolerance)")
    }

    @Test func anAttemptTheGeneralLimitsAcceptWidensNothing() throws {
        let flat = recorded(bumpedStroke(height: 10))  // 0.05 of its width
        let outcome = try #require(LimitWidening(make: { FlatStroke() }).widen(for: [flat, flat, flat]))
        #expect(outcome.refused == 0)
        #expect(outcome.widened.isEmpty)
    }

    @Test func anAttemptNoLimitLetsThroughIsLeftOut() throws {
        // Straight down: no width, which even the most lenient minimum (20 points) refuses.
        let outcome = try #require(
            LimitWidening(make: { FlatStroke() }).widen(for: [attempts[0], recorded(verticalStroke()), attempts[1]]))
        #expect(outcome.unteachable == [2])
        #expect(Set(outcome.widened.keys) == ["tolerance"])
    }

    @Test func aWideningWithinTheBudgetIsSaidInTheAppsWords() {
        let result = PlaygroundCalibration.calibrate(
            attempts: attempts, making: { FlatStroke() }, negatives: .success(negatives(nearlyFlat: 1)))
        #expect(result.widened.keys.sorted() == ["tolerance"])
        #expect(result.message == "calibrated to you: tolerance 0.1 → 0.3; false accepts on 1,000 other strokes 0.10 %")
    }

    @Test func aWideningOverTheBudgetIsRefusedAsAWhole() {
        // 3 of 1,000 is 0.3 %, over the 0.2 % budget.
        let result = PlaygroundCalibration.calibrate(
            attempts: attempts, making: { FlatStroke() }, negatives: .success(negatives(nearlyFlat: 3)))
        #expect(result.widened.isEmpty)
        #expect(result.message == "not calibrated: it would accept 0.30 % of other strokes (budget 0.2 %)")
    }

    @Test func aRecognizerThatNamesNoLimitsGetsAHint() {
        final class Plain: GestureRecognizer {}
        let result = PlaygroundCalibration.calibrate(
            attempts: attempts, making: { Plain() }, negatives: .success(negatives(nearlyFlat: 0)))
        #expect(result.widened.isEmpty)
        #expect(result.message == PlaygroundCalibration.namesNoLimits)
    }
}
