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
        #expect(phrases.contains("circles off round by up to 0.3 of the radius"))
        let closing = CircleClosing.smallestTurn(limits: limits) ?? 0
        #expect(phrases.contains("circles from \(CalibrationWording.number(closing)) of a turn (was 0.7)"))
        #expect(closing > 0.5 && !phrases.joined().contains("0.47"))
    }

    @Test("every measure of both recognizers has its own phrase")
    func everyMeasure() {
        for gesture in CalibratedGesture.allCases {
            for name in gesture.generalLimits.keys {
                #expect(
                    !CalibrationWording.phrase(name, limit: 1, gesture: gesture).hasPrefix(name + " up to"), "\(name)")
            }
        }
    }
}
