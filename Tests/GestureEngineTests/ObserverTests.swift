import GestureEngine
import Testing

/// Writes every transition it is told of.
private final class StateChangeObserver: GestureObserver {
    var lines: [String] = []
    let observesRepeatedChanges: Bool

    init(observesRepeatedChanges: Bool) {
        self.observesRepeatedChanges = observesRepeatedChanges
    }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        lines.append("\(recognizer.name): \(old) → \(new)")
    }
}

/// What window observers are told (`GestureObserver`): every transition, and the `changed → changed` of every move
/// only to those that ask for it.
@Suite("Window observers")
struct ObserverTests {
    @Test("an observer of changes of state hears a drag's begin, first change and end, not every move")
    func repeatedChangesOnlyToThoseWhoAsk() {
        let bench = Bench()
        let view = bench.addView("pad", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        let states = StateChangeObserver(observesRepeatedChanges: false)
        let everything = StateChangeObserver(observesRepeatedChanges: true)
        bench.window.addObserver(states)
        bench.window.addObserver(everything)
        // Five moves of 20 px: the first passes the 10 px threshold (began), then four changes; the lift ends it.
        bench.driver.drag(along: (0...5).map { Point(x: 100 + Double($0) * 20, y: 100) })
        #expect(states.lines == ["pan: possible → began", "pan: began → changed", "pan: changed → ended"])
        #expect(
            everything.lines == ["pan: possible → began", "pan: began → changed"]
                + Array(repeating: "pan: changed → changed", count: 3) + ["pan: changed → ended"])

        bench.window.removeObserver(everything)
        states.lines.removeAll()
        bench.driver.drag(along: (0...3).map { Point(x: 100, y: 100 + Double($0) * 20) })
        #expect(states.lines == ["pan: possible → began", "pan: began → changed", "pan: changed → ended"])
    }
}
