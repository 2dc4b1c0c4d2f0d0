import Foundation
import GestureEngine
import GestureLabTestSupport
import StrokeEvaluation
import Testing
import TutorialRecognizers

/// `eval --teach` on strokes whose answers follow from the circle's scales: a clean arc stopped at 0.62 of a turn
/// costs (0.88 − 0.62) / 0.2 = 1.3 for its turn and (sin 0.38π − 0.4) / 0.4 = 1.33 for the gap between its ends,
/// 2.63 in all, over the threshold of 2, and no hard limit refuses it (radius 60 px, more than half a turn).
@Suite("eval --teach: each person teaching the recognizer with their first three strokes")
struct TeachingEvaluationTests {
    private func stroke(_ name: String, _ subject: Int, _ points: [Point]) -> RecordedStroke {
        RecordedStroke(
            name: name, subject: subject, source: "test",
            points: points.enumerated().map { ($1, Double($0) * 10) })
    }

    /// An arc of `turns` of a turn, radius 60 px, started at `start` degrees.
    private func shortCircle(_ subject: Int, turns: Double, start: Double = 0, name: String = "circle")
        -> RecordedStroke
    {
        stroke(
            name, subject,
            arc(
                center: Point(x: 300, y: 300), radius: 60, startDegrees: start,
                sweepDegrees: 360 * turns, count: 60))
    }

    private func circle(_ subject: Int, start: Double = 0) -> RecordedStroke {
        stroke("circle", subject, arc(center: Point(x: 300, y: 300), radius: 60, startDegrees: start, count: 60))
    }

    private func line(_ index: Int) -> RecordedStroke {
        stroke("line", 50, (0...40).map { Point(x: Double($0) * 5, y: Double(index)) })
    }

    /// The scores the recognizer weighed strokes with, as the shipped negatives' would be.
    private func scores(_ strokes: [RecordedStroke]) -> [StrokeScore] {
        StrokeEvaluation.run(.circle, strokes: strokes).outcomes.compactMap(\.weighedScore)
    }

    private func teach(_ strokes: [RecordedStroke], shipped: [StrokeScore]) -> TeachingEvaluation {
        let evaluation = StrokeEvaluation.run(.circle, strokes: strokes)
        return TeachingEvaluation(
            evaluation, shipped: shipped, budgetNegatives: evaluation.budgetNegatives, threshold: 2)
    }

    @Test("a person whose circles stop at 0.62 of a turn teaches it with three, and their other five then pass")
    func shortCirclesTaught() throws {
        let person = (0..<8).map { shortCircle(1, turns: 0.62, start: Double($0) * 40) }
        let teaching = teach(person + [line(0)], shipped: scores((0..<20).map(line)))
        let one = try #require(teaching.people.first)
        #expect(teaching.people.count == 1)
        #expect(one.judged == 5)
        #expect(one.acceptedBefore == 0)
        #expect(one.acceptedAfter == 5)
        guard case .widened(let limits) = one.result else {
            Issue.record("expected widened limits, got \(one.result)")
            return
        }
        // Only the measures that refused them move.
        #expect(
            Set(limits.keys).isSubset(of: [
                "turn covered", "gap between the ends (× diameter)", "open part of the turn",
            ]))
    }

    @Test("a person whose circles pass already widens nothing; one with three strokes or fewer is not counted")
    func passedAlreadyAndTooFew() throws {
        let passing = (0..<6).map { circle(2, start: Double($0) * 30) }
        let few = (0..<3).map { shortCircle(3, turns: 0.62, start: Double($0) * 40) }
        let teaching = teach(passing + few, shipped: [])
        let two = try #require(teaching.people.first)
        #expect(teaching.people.map(\.subject) == [2])
        #expect(two.result == .passedAlready)
        #expect((two.judged, two.acceptedBefore, two.acceptedAfter) == (3, 3, 3))
    }

    @Test("strokes refused outright are no attempts: with fewer than three weighed, nobody taught it")
    func tooFewWeighed() throws {
        // Dots of radius 5 px are under the 8 px hard limit: never weighed.
        let dots = (0..<4).map { _ in
            stroke("circle", 4, arc(center: Point(x: 300, y: 300), radius: 5, count: 60))
        }
        let arcs = (0..<2).map { shortCircle(4, turns: 0.62, start: Double($0) * 40) }
        let teaching = teach(dots + arcs, shipped: [])
        let four = try #require(teaching.people.first)
        #expect(four.result == .tooFewAttempts)
        #expect(four.judged == 4)
        #expect(four.acceptedAfter == four.acceptedBefore)
    }

    @Test("a widening the shipped negatives would pay for is refused: the person's strokes are judged as before")
    func overBudget() throws {
        let person = (0..<6).map { shortCircle(5, turns: 0.62, start: Double($0) * 40) }
        // The shipped negatives hold arcs of the same shape: letting the attempts through lets them through.
        let shipped = scores((0..<10).map { shortCircle(60, turns: 0.62, start: Double($0) * 36, name: "cup") })
        #expect(shipped.count == 10)
        let teaching = teach(person, shipped: shipped)
        let five = try #require(teaching.people.first)
        guard case .overBudget(let rate) = five.result else {
            Issue.record("expected over budget, got \(five.result)")
            return
        }
        #expect(rate == 1)
        #expect(five.acceptedAfter == five.acceptedBefore)
    }

    @Test("false accepts count the run's own negatives under each person's widened limits")
    func falseAcceptsUnderTaughtLimits() throws {
        let person = (0..<6).map { shortCircle(6, turns: 0.62, start: Double($0) * 40) }
        // Other people's cups, arcs of the same shape: refused by the general limits, let through by the taught ones.
        let cups = (0..<4).map { shortCircle(70, turns: 0.62, start: Double($0) * 90, name: "cup") }
        let teaching = teach(person + cups + [line(1), line(2)], shipped: scores((0..<20).map(line)))
        let six = try #require(teaching.people.first)
        #expect(teaching.negatives == 6)
        #expect(teaching.generalFalseAccepts == 0)
        #expect(six.falseAccepts == 4)
        #expect(teaching.mostFalseAccepts?.subject == 6)
    }

    @Test("the table gives recall before and after teaching, how each person's teaching ended, and the false accepts")
    func table() {
        let person = (0..<8).map { shortCircle(1, turns: 0.62, start: Double($0) * 40) }
        let cups = (0..<2).map { shortCircle(70, turns: 0.62, start: Double($0) * 90, name: "cup") }
        let teaching = teach(person + cups + [line(1), line(2)], shipped: scores((0..<20).map(line)))
        let report = TeachingTable(rows: [("as recorded", teaching)], shippedNegatives: 20).report
        #expect(report.contains("their other 5 strokes"))
        #expect(report.contains("0/4 = 0.00% under the general limits"))
        let row = report.split(separator: "\n").first { $0.hasPrefix("as recorded") }.map(String.init) ?? ""
        #expect(row.contains("0.00% → 100.00%"))
        #expect(row.contains("1/0/0/0"))
        #expect(row.hasSuffix("2/4 = 50.00% (1)"))
        // The longest variation's name leaves a gap before the recall, as in `--perturb`'s own table.
        let longest = Perturbation.variations.map(\.name).max { $0.count < $1.count }!
        let perturbed = TeachingTable(rows: [(longest, teaching)], shippedNegatives: 20).report
        #expect(perturbed.contains(longest + "  0.00% → 100.00%"))
    }
}
