import GestureEngine
import HeadlessSession
import InputTrace

/// Collects a mark for every transition a recognizer makes into began, ended, failed or cancelled (the moments a
/// person scrubs to; `changed` would paint a pan's whole length).
final class TransitionMarks: GestureObserver {
    private(set) var marks: [TimelineContents.Mark] = []
    private let clock: GestureClock

    init(clock: GestureClock) {
        self.clock = clock
    }

    var observesRepeatedChanges: Bool { false }

    func recognizer(_ recognizer: GestureRecognizer, didChangeFrom old: GestureState, to new: GestureState) {
        guard new != .changed && new != .possible else { return }
        marks.append(TimelineContents.Mark(time: clock.now, recognizer: recognizer.name, state: new))
    }

    /// The marks of a whole replay of `trace`, played on virtual time with the inspector as `watching` asks.
    static func ofWholeReplay(_ replay: ScrubbableReplay) -> [TimelineContents.Mark] {
        let whole = try? ScrubbableReplay(trace: replay.trace, watching: replay.watching)
        guard let whole else { return [] }
        let observer = TransitionMarks(clock: whole.session.clock)
        whole.app.window.addObserver(observer)
        whole.play(until: whole.duration)
        return observer.marks
    }
}
