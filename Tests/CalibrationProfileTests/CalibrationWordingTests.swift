import CalibrationProfile
import Testing

@Suite("A calibration's result in words")
struct CalibrationWordingTests {
    @Test("the issue's example sentence, and the refusals")
    func sentences() {
        // The turn's limit at 0.72 (the example): a clean arc of 0.72 costs (0.88 − 0.72) / (0.88 − 0.72) = 1
        // for its turn and (sin(0.28π) − 0.4) / 0.4 = 0.93 for its gap, under 2; one of 0.71 costs 1.06 + 0.98, over.
        #expect(
            CalibrationWording.calibrated(["turn covered": 0.72], gesture: .circle, falseAccepts: 2, negatives: 3420)
                == "calibrated to you: circles from 0.72 of a turn (was 0.7); false accepts on 3,420 other strokes 0.06 %"
        )
        #expect(
            CalibrationWording.overBudget(0.009, budget: 0.002)
                == "not calibrated: it would accept 0.90 % of other strokes (budget 0.2 %)")
        #expect(CalibrationWording.alreadyPasses(.chevron) == "your chevrons already pass: nothing to widen")
    }

    @Test("the circle's turn and gap are told as one closing, and never as a turn no clean circle passes from")
    func closingTogether() {
        let limits = ["turn covered": 0.47, "gap between the ends (× diameter)": 1.0, "fit error": 0.3]
        let phrases = CalibrationWording.phrases(limits, gesture: .circle)
        #expect(phrases.count == 2)
        // The fit error's usual 0.1 and a limit of 0.3: a circle otherwise as usual may be off by 0.1 + 2 × 0.2.
        #expect(phrases.contains("circles off round by up to 0.5 of the radius"))
        let closing = CircleClosing.smallestTurn(limits: limits) ?? 0
        #expect(phrases.contains("circles from \(CalibrationWording.number(closing)) of a turn (was 0.7)"))
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
