import CalibrationProfile
import Testing

@Suite("A calibration's result in words")
struct CalibrationWordingTests {
    @Test("the issue's example sentence, and the refusals")
    func sentences() throws {
        // Circles stopped at 0.7 of a turn widen the turn, the gap and the open part together; clean arcs then pass
        // from 0.66–0.70 of a turn (CircleClosingTests), where before they passed from 0.8.
        let limits = ["turn covered": 0.47, "gap between the ends (× diameter)": 1.2, "open part of the turn": 0.35]
        let closing = try #require(CircleClosing.smallestTurn(limits: limits))
        #expect(
            CalibrationWording.calibrated(limits, gesture: .circle, falseAccepts: 2, negatives: 3420)
                == "calibrated to you: circles from \(CalibrationWording.number(closing)) of a turn (was 0.8); "
                + "false accepts on 3,420 other strokes 0.06 %"
        )
        #expect(
            CalibrationWording.overBudget(0.009, budget: 0.002)
                == "not calibrated: it would accept 0.90 % of other strokes (budget 0.2 %)")
        #expect(CalibrationWording.alreadyPasses(.chevron) == "your chevrons already pass: nothing to widen")
    }

    @Test("the circle's turn, gap and open part are told as one closing, never as a turn no clean circle passes from")
    func closingTogether() {
        let limits = ["turn covered": 0.47, "gap between the ends (× diameter)": 1.0, "fit error": 0.3]
        let phrases = CalibrationWording.phrases(limits, gesture: .circle)
        #expect(phrases.count == 2)
        // The fit error's usual 0.1 and a limit of 0.3: a circle otherwise as usual may be off by 0.1 + 2 × 0.2.
        #expect(phrases.contains("circles off round by up to 0.5 of the radius"))
        let closing = CircleClosing.smallestTurn(limits: limits) ?? 0
        #expect(phrases.contains("circles from \(CalibrationWording.number(closing)) of a turn (was 0.8)"))
        #expect(closing > 0.5 && !phrases.joined().contains("0.47"))
    }

    @Test("a measure told alone says how far a stroke otherwise as usual may go: where it costs the whole threshold")
    func reachOfOneMeasure() {
        // The scales' usual values and limits (ChevronGestureRecognizer, CircleGestureRecognizer), threshold 2:
        // opening usual 95°, so a limit of 115° lets 95 + 2 × 20 = 135° through; fit error usual 0.1, limit 0.2:
        // 0.3; aspect usual 0.6, limit 0.4 (worse below): 0.2.
        #expect(CalibrationWording.reach(of: "widest opening (°)", limit: 115, gesture: .chevron) == 135)
        #expect(abs((CalibrationWording.reach(of: "fit error", limit: 0.2, gesture: .circle) ?? 0) - 0.3) < 1e-9)
        #expect(
            abs((CalibrationWording.reach(of: "aspect (across/along)", limit: 0.4, gesture: .circle) ?? 0) - 0.2) < 1e-9
        )
        #expect(CalibrationWording.reach(of: "no such measure", limit: 1, gesture: .circle) == nil)
        #expect(
            CalibrationWording.phrases(["widest opening (°)": 115], gesture: .chevron) == ["legs opening up to 135°"])
    }

    @Test("every measure of both recognizers has its own phrase")
    func everyMeasure() {
        for gesture in CalibratedGesture.allCases {
            for name in gesture.generalLimits.keys {
                #expect(
                    !CalibrationWording.phrase(name, reach: 1, gesture: gesture).hasPrefix(name + " up to"), "\(name)")
            }
        }
    }
}
