import GestureEngine
import Testing

/// Rules a gesture out the way an attendee's recognizer would: one finger is fine, a second one is not.
private final class OneFingerRecognizer: GestureRecognizer {
    enum FailureReason: String, Sendable {
        case tooManyFingers = "too many fingers"
        case cancelled
    }

    var failureReason: FailureReason? { failure as? FailureReason }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches > 1 else { return }
        fail(because: FailureReason.tooManyFingers)
        fail(because: FailureReason.cancelled)  // too late: the first reason stands
    }
}

@Suite("Recognizers: failing with a reason")
struct FailBecauseTests {
    @Test("fail(because:) moves possible → failed, keeps the first reason past the reset, forgets it at the next touch")
    func reasonKeptThenForgotten() {
        let bench = Bench()
        let recognizer = OneFingerRecognizer(name: "one finger")
        bench.window.addGestureRecognizer(recognizer)
        bench.driver.down(1, at: Point(x: 100, y: 100))
        #expect(recognizer.failureReason == nil)
        bench.driver.down(2, at: Point(x: 200, y: 100))
        #expect(
            bench.log.entries.map(\.text).filter { $0.hasPrefix("one finger:") } == ["one finger: possible → failed"])
        #expect(recognizer.state == .possible, "reset once the event that failed it is processed")
        #expect(recognizer.failureReason == .tooManyFingers)
        #expect(recognizer.failure.map { "\($0)" } == "tooManyFingers")
        bench.driver.up(1)
        bench.driver.up(2)
        #expect(recognizer.failureReason == .tooManyFingers, "still readable once the gesture is over")
        bench.driver.down(1, at: Point(x: 100, y: 100))
        #expect(recognizer.failure == nil, "a new gesture starts without the last one's reason")
        #expect(bench.illegal.isEmpty)
    }

    @Test("a sentence serves as a reason too")
    func sentence() {
        let bench = Bench()
        let recognizer = GestureRecognizer(name: "plain")
        bench.window.addGestureRecognizer(recognizer)
        recognizer.fail(because: "went up")
        #expect(recognizer.failure as? String == "went up")
        #expect(bench.illegal.isEmpty)
    }
}
