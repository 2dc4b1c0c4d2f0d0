import CalibrationProfile
import Testing

@Suite("A calibration's result in words")
struct CalibrationWordingTests {
    @Test("the issue's example sentence, and the refusals")
    func sentences() {
        #expect(
            CalibrationWording.calibrated(["turn covered": 0.72], gesture: .circle, falseAccepts: 2, negatives: 3420)
                == "calibrated to you: circles from 0.72 of a turn; false accepts on 3,420 other strokes 0.06 %")
        #expect(
            CalibrationWording.overBudget(0.009, budget: 0.002)
                == "not calibrated: it would accept 0.90 % of other strokes (budget 0.2 %)")
        #expect(CalibrationWording.alreadyPasses(.chevron) == "your chevrons already pass: nothing to widen")
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
