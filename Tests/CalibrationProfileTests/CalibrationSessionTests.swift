import CalibrationProfile
import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing
import TutorialRecognizers

@Suite("Teach it my way: three attempts, widening what refused them, within the budget, kept in the profile")
struct CalibrationSessionTests {
    private let attempts = [(80.0, 0.0), (90.0, 120.0), (70.0, 240.0)].map { shortCircle(radius: $0.0, start: $0.1) }

    @Test("three circles drawn short: the turn alone is widened, applied at once, saved and described in words")
    func widensTheTurn() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/gesturelab/profile.json"
            let stage = TeachingStage(.circle, profilePath: path, negatives: squares)
            stage.session.start()
            #expect(stage.session.hint?.contains("attempt 1 of 3") == true)
            stage.draw(attempts[0])
            stage.draw(attempts[1])
            #expect(stage.session.hint?.contains("attempt 3 of 3") == true)
            stage.draw(attempts[2])
            #expect(!stage.session.isRecording)
            #expect(Set(stage.recognizer.calibratedLimits.keys) == ["turn covered"])
            let profile = try #require(try ProfileStore(path: path).load())
            let entry = try #require(profile[.circle])
            #expect(entry.limits == stage.recognizer.calibratedLimits)
            #expect(entry.attempts == 3 && entry.falseAccepts == 0 && entry.negatives == 4)
            #expect(entry.generalLimits == ["turn covered": 0.75])
            // Just below 0.75: the 0.7 turn must cost 0.98 units instead of 1.38, so the limit moves only a little.
            let limit = try #require(entry.limits["turn covered"])
            #expect(limit < 0.75 && limit > 0.6)
            #expect(
                stage.session.message
                    == "calibrated to you: circles from \(CalibrationWording.number(limit)) of a turn; "
                    + "false accepts on 4 other strokes 0.00 %")
            // The next short circle passes with the calibrated limit.
            stage.draw(shortCircle(radius: 85, start: 60))
            #expect((stage.recognizer as? CircleGestureRecognizer)?.failureReason == nil)
        }
    }

    @Test("widening that would let the negatives through is refused, and nothing changes")
    func refusesOverBudget() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            // Negatives that are themselves circles drawn short, a little less short than the attempts: widening for
            // the attempts accepts both.
            let negatives = [60.0, 100.0].map { shortCircle(radius: $0, start: 45, turn: 0.72) }
            let stage = TeachingStage(.circle, profilePath: path, negatives: negatives)
            stage.session.start()
            for attempt in attempts { stage.draw(attempt) }
            #expect(stage.session.message == "not calibrated: it would accept 100.00 % of other strokes (budget 0.2 %)")
            #expect(stage.recognizer.calibratedLimits.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("attempts the general recognizer accepts widen nothing")
    func alreadyPasses() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            let stage = TeachingStage(.circle, profilePath: path, negatives: squares)
            stage.session.start()
            for radius in [70.0, 80, 90] { stage.draw(arc(center: Point(x: 400, y: 400), radius: radius)) }
            #expect(stage.session.message == "your circles already pass: nothing to widen")
            #expect(stage.recognizer.calibratedLimits.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("a stroke refused outright is no attempt; Escape's cancel keeps the limits as they were")
    func outrightAndCancel() {
        let stage = TeachingStage(.circle, profilePath: nil, negatives: squares)
        stage.recognizer.calibratedLimits = ["turn covered": 0.7]
        stage.session.start()
        #expect(stage.recognizer.calibratedLimits.isEmpty)  // attempts are judged by the general limits
        // Radius 8 is under the 15-point minimum: too small to be a circle at all.
        stage.draw(arc(center: Point(x: 400, y: 400), radius: 8))
        #expect(stage.session.attempts.isEmpty)
        #expect(stage.session.hint?.contains("attempt 1 of 3") == true)
        stage.draw(attempts[0])
        #expect(stage.session.attempts.count == 1)
        #expect(stage.session.cancel())
        #expect(stage.recognizer.calibratedLimits == ["turn covered": 0.7])
        #expect(!stage.session.cancel())
    }

    @Test("chevrons whose second leg is 4.5 times the first widen the leg ratio alone")
    func chevronLegRatio() throws {
        // Straight legs at ±45°, the second 4.5 times the first: the ratio costs (4.5 − 1.6) / (3 − 1.6) = 2.07
        // units; the opening is 90° (within 28°–95°) and the drop 0.86 of the longer leg (over 0.3), costing
        // nothing; the apex points 32° off right (atan(49.5 / 77.7) for legs of 40 and 180), 0.63 units. The
        // ratio costs most, so it is widened until the total is 2, and the tilt is left as it is.
        func chevron(first: Double, second: Double) -> [Point] {
            let start = Point(x: 300, y: 200)
            let apex = start + Point(x: first, y: first) * (1 / 2.0.squareRoot())
            let end = apex + Point(x: -second, y: second) * (1 / 2.0.squareRoot())
            return (0...20).map { start + (apex - start) * (Double($0) / 20) }
                + (1...40).map { apex + (end - apex) * (Double($0) / 40) }
        }
        let stage = TeachingStage(.chevron, profilePath: nil, negatives: squares)
        stage.session.start()
        for first in [40.0, 42, 38] { stage.draw(chevron(first: first, second: first * 4.5)) }
        #expect(Set(stage.recognizer.calibratedLimits.keys) == ["leg ratio (long/short)"])
        #expect(stage.session.message?.hasPrefix("calibrated to you: one leg up to ") == true)
    }

    @Test("a profile is applied when the session starts; a damaged one leaves the general limits and says so")
    func loadsAtStart() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            let entry = CalibrationProfile.Entry(
                limits: ["turn covered": 0.7], generalLimits: ["turn covered": 0.75],
                date: Date(timeIntervalSince1970: 0),
                attempts: 3, falseAccepts: 1, negatives: 3000)
            try ProfileStore(path: path).save(CalibrationProfile(recognizers: ["circle": entry]))
            let loaded = TeachingStage(.circle, profilePath: path, negatives: [])
            #expect(loaded.recognizer.calibratedLimits == ["turn covered": 0.7])
            let chevron = TeachingStage(.chevron, profilePath: path, negatives: [])
            #expect(chevron.recognizer.calibratedLimits.isEmpty)

            try Data("{\"version\": 1, \"recognizers\": {\"circle\": {\"limits\": 3}}}".utf8).write(
                to: URL(fileURLWithPath: path))
            let damaged = TeachingStage(.circle, profilePath: path, negatives: [])
            #expect(damaged.recognizer.calibratedLimits.isEmpty)
            #expect(damaged.session.message?.contains("is damaged") == true)
            #expect(damaged.session.message?.hasSuffix("using the general limits") == true)
        }
    }
}
