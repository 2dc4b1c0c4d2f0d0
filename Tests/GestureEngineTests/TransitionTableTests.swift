import GestureEngine
import Testing

@Suite("The state transition table")
struct TransitionTableTests {
    @Test("declares exactly UIKit's legal transitions (with failure after began, for the circle tutorial)")
    func legalTransitions() {
        var legal: [String] = []
        for from in GestureState.allCases {
            for to in GestureState.allCases where StateTransitionTable.allows(from: from, to: to) {
                legal.append("\(from) → \(to)")
            }
        }
        #expect(
            legal == [
                "possible → began", "possible → ended", "possible → failed",
                "began → changed", "began → ended", "began → cancelled", "began → failed",
                "changed → changed", "changed → ended", "changed → cancelled", "changed → failed",
            ])
    }

    /// Puts a fresh recognizer in `state` by legal steps (no event is processed, so nothing resets it).
    private func recognizer(in state: GestureState, bench: Bench) -> ManualRecognizer {
        let recognizer = ManualRecognizer(name: "manual")
        bench.window.addGestureRecognizer(recognizer)
        let path: [GestureState] =
            switch state {
            case .possible: []
            case .began: [.began]
            case .changed: [.began, .changed]
            case .ended: [.ended]
            case .cancelled: [.began, .cancelled]
            case .failed: [.failed]
            }
        for step in path { recognizer.state = step }
        return recognizer
    }

    @Test("catches every illegal transition and ignores it", arguments: GestureState.allCases)
    func everyIllegalTransitionIsCaught(from: GestureState) {
        for to in GestureState.allCases {
            let bench = Bench()
            bench.log.includesRepeatedChanges = true
            let recognizer = recognizer(in: from, bench: bench)
            #expect(recognizer.state == from)
            bench.log.clear()
            recognizer.state = to
            if StateTransitionTable.allows(from: from, to: to) {
                #expect(recognizer.state == to)
                #expect(bench.illegal.isEmpty)
                #expect(bench.log.story == "manual: \(from) → \(to)")
            } else {
                #expect(recognizer.state == from, "\(from) → \(to) must be ignored")
                #expect(bench.illegal == [IllegalTransition(recognizerName: "manual", from: from, to: to)])
                #expect(bench.log.story == "manual: illegal transition \(from) → \(to) ignored")
            }
        }
    }

    @Test("actions fire on began, changed, ended and cancelled, never on failed")
    func actionsFollowStates() {
        let bench = Bench()
        let continuous = recognizer(in: .possible, bench: bench)
        let discrete = ManualRecognizer(name: "discrete")
        let failing = ManualRecognizer(name: "failing")
        bench.window.addGestureRecognizer(discrete)
        bench.window.addGestureRecognizer(failing)
        var fired: [String] = []
        for recognizer in [continuous, discrete, failing] {
            recognizer.addTarget { fired.append("\($0.name) \($0.state)") }
        }
        continuous.state = .began
        continuous.state = .changed
        continuous.state = .changed
        continuous.state = .cancelled
        discrete.state = .recognized
        failing.state = .failed
        #expect(
            fired == [
                "manual began", "manual changed", "manual changed", "manual cancelled", "discrete ended",
            ])
    }

    @Test("a finished recognizer is reset once the event is processed")
    func resetAfterEvent() {
        let bench = Bench()
        let tap = TapGestureRecognizer(name: "tap")
        bench.window.addGestureRecognizer(tap)
        var stateInAction: GestureState?
        tap.addTarget { stateInAction = $0.state }
        bench.driver.tap(at: Point(x: 50, y: 50))
        #expect(stateInAction == .ended)
        #expect(tap.state == .possible)
        #expect(bench.log.story == "tap: possible → ended")
    }
}
