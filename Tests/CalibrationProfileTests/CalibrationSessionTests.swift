import CalibrationProfile
import Foundation
import GestureEngine
import GestureLabTestSupport
import Testing
import TutorialRecognizers

@Suite("Teach it my way: three attempts, widening what refused them, within the budget, kept in the profile")
struct CalibrationSessionTests {
    private let attempts = [(80.0, 0.0), (90.0, 120.0), (70.0, 240.0)].map { shortCircle(radius: $0.0, start: $0.1) }

    @Test("three circles drawn short: what refused them is widened, applied at once, saved and described in words")
    func widensTheGap() throws {
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
            // Stopped at 0.65 of a turn, they are refused by their open part (4 units), their gap (1.23) and their
            // turn (1.15): all three are widened (CalibrationTests).
            let gap = "gap between the ends (× diameter)"
            let open = "open part of the turn"
            let turn = "turn covered"
            #expect(Set(stage.recognizer.calibratedLimits.keys) == [gap, open, turn])
            let profile = try #require(try ProfileStore(path: path).load())
            let entry = try #require(profile[.circle])
            #expect(entry.limits == stage.recognizer.calibratedLimits)
            #expect(entry.attempts == 3 && entry.falseAccepts == 0 && entry.negatives == 4)
            #expect(entry.generalLimits == [gap: 0.8, open: 0.2, turn: 0.68])
            // The open part keeps half a unit: its limit moves to 0.15 + 0.2 / 0.5 = 0.55.
            let limit = try #require(entry.limits[open])
            #expect(abs(limit - 0.55) < 0.02)
            // Said as the turn from which clean circles now pass, which the three decide together.
            let closing = try #require(CircleClosing.smallestTurn(limits: entry.limits))
            #expect(closing > 0.6 && closing <= 0.7)
            #expect(
                stage.session.message
                    == "calibrated to you: circles from \(CalibrationWording.number(closing)) of a turn (was 0.8); "
                    + "false accepts on 4 other strokes 0.00 %")
            // The next short circle passes with the calibrated limit.
            stage.draw(shortCircle(radius: 85, start: 60))
            #expect((stage.recognizer as? CircleGestureRecognizer)?.failureReason == nil)
        }
    }

    @Test("a new calibration replaces a damaged profile but never a file that is no profile (strokes here)")
    func savesOverDamagedOnly() throws {
        try withTemporaryFolder { folder in
            let damaged = folder + "/profile.json"
            try Data("{\"version\": 1, \"recognizers\": {\"circle\": ".utf8).write(to: URL(fileURLWithPath: damaged))
            let replacing = TeachingStage(.circle, profilePath: damaged, negatives: squares)
            replacing.session.start()
            for attempt in attempts { replacing.draw(attempt) }
            #expect(try ProfileStore(path: damaged).load()?[.circle] != nil)

            let strokes = folder + "/strokes.jsonl"
            let line = "{\"name\": \"circle\", \"subject\": 1, \"points\": [[0, 0, 0], [5, 5, 10]]}\n"
            try Data(line.utf8).write(to: URL(fileURLWithPath: strokes))
            let stage = TeachingStage(.circle, profilePath: strokes, negatives: squares)
            #expect(stage.session.message?.contains("\(strokes) is not a calibration profile") == true)
            stage.session.start()
            for attempt in attempts { stage.draw(attempt) }
            #expect(stage.recognizer.calibratedLimits.isEmpty == false, "calibrated for this session all the same")
            #expect(stage.session.message?.contains("not saved: \(strokes) is not a calibration profile") == true)
            #expect(try String(contentsOfFile: strokes, encoding: .utf8) == line)
        }
    }

    @Test("widening that would let the negatives through is refused, and nothing changes")
    func refusesOverBudget() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            // Negatives that are themselves circles drawn short, a little less short than the attempts: widening for
            // the attempts accepts both.
            let negatives = [60.0, 100.0].map { shortCircle(radius: $0, start: 45, turn: 0.67) }
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
        // Radius 5 is under the 8-point minimum: too small to be a circle at all.
        stage.draw(arc(center: Point(x: 400, y: 400), radius: 5))
        #expect(stage.session.attempts.isEmpty)
        #expect(stage.session.hint?.contains("attempt 1 of 3") == true)
        stage.draw(attempts[0])
        #expect(stage.session.attempts.count == 1)
        #expect(stage.session.cancel())
        #expect(stage.recognizer.calibratedLimits == ["turn covered": 0.7])
        #expect(!stage.session.cancel())
    }

    @Test("chevrons whose legs open wide widen the widest opening alone, and say how wide they may now open")
    func chevronOpening() throws {
        // Straight legs of 100 px going down at 67.5° on either side of the apex: they open at 135°, which costs
        // (135 − 95) / (110 − 95) = 2.67 units; the legs are equal, straight, the apex points straight right and the
        // end lies 1.85 legs below the start, costing nothing. The opening is all there is to widen.
        let stage = TeachingStage(.chevron, profilePath: nil, negatives: squares)
        stage.session.start()
        for leg in [100.0, 105, 95] { stage.draw(wideChevron(leg: leg, from: Point(x: 300, y: 150))) }
        #expect(Set(stage.recognizer.calibratedLimits.keys) == ["widest opening (°)"])
        // Widened to about 115°, where 135° costs the whole threshold ((135 − 95) / (115 − 95) = 2), and told as the
        // about 135° the person drew (as measured, a degree more): how far a chevron otherwise as usual may open now.
        let limit = try #require(stage.recognizer.calibratedLimits["widest opening (°)"])
        #expect(abs(limit - 115) < 1)
        let reach = 95 + 2 * (limit - 95)
        #expect(
            stage.session.message?.hasPrefix("calibrated to you: legs opening up to \(Int(reach.rounded()))°;") == true,
            "\(stage.session.message ?? "")")
        #expect(reach > 134 && reach < 137)
    }

    @Test("a profile is applied when the session starts; a damaged one leaves the general limits and says so")
    func loadsAtStart() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/profile.json"
            let entry = CalibrationProfile.Entry(
                limits: ["turn covered": 0.6], generalLimits: ["turn covered": 0.68],
                date: Date(timeIntervalSince1970: 0),
                attempts: 3, falseAccepts: 1, negatives: 3000)
            try ProfileStore(path: path).save(CalibrationProfile(recognizers: ["circle": entry]))
            let loaded = TeachingStage(.circle, profilePath: path, negatives: [])
            #expect(loaded.recognizer.calibratedLimits == ["turn covered": 0.6])
            let closing = CalibrationWording.number(CircleClosing.smallestTurn(limits: ["turn covered": 0.6]) ?? 0)
            #expect(
                loaded.session.message
                    == "calibrated to you: circles from \(closing) of a turn (was 0.8) · C teaches it again")
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

/// A ">" with straight legs of `leg` px going down at 67.5° on either side of the apex (opening 135°).
func wideChevron(leg: Double, from start: Point) -> [Point] {
    let angle = 67.5 * Double.pi / 180
    let apex = start + Point(x: cos(angle), y: sin(angle)) * leg
    let end = apex + Point(x: -cos(angle), y: sin(angle)) * leg
    return (0...30).map { start + (apex - start) * (Double($0) / 30) }
        + (1...30).map { apex + (end - apex) * (Double($0) / 30) }
}
