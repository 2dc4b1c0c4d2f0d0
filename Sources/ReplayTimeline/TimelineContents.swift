import GestureEngine
import InputTrace

/// What the replay's timeline shows, in seconds of trace time: a tick per event, a span per touch (from its first
/// sample to its last, one lane each while they overlap), and a mark per recognizer transition.
public struct TimelineContents: Equatable, Sendable {
    /// One touch (or mouse press, which the app turns into a touch) from its start to its end.
    public struct Span: Equatable, Sendable {
        public let start: TimeInterval
        public let end: TimeInterval
        /// The row it is drawn in: the lowest free one when it starts.
        public let lane: Int
        /// Which touch of the trace it is, in order of their starts (its colour).
        public let number: Int
    }

    /// One recognizer transition: who, into which state, when.
    public struct Mark: Equatable, Sendable {
        public let time: TimeInterval
        public let recognizer: String
        public let state: GestureState

        public init(time: TimeInterval, recognizer: String, state: GestureState) {
            self.time = time
            self.recognizer = recognizer
            self.state = state
        }
    }

    /// From 0 to here.
    public let duration: TimeInterval
    public let eventTimes: [TimeInterval]
    public let spans: [Span]
    public let marks: [Mark]

    public init(trace: Trace, duration: TimeInterval, marks: [Mark]) {
        self.duration = duration
        eventTimes = trace.events.map(\.time)
        spans = Self.spans(of: trace, endingBy: duration)
        self.marks = marks
    }

    /// The touches' spans. A hostile trace's touch that begins twice keeps its first start, one that never ends
    /// lasts to `end`, and an end with no start is no span.
    static func spans(of trace: Trace, endingBy end: TimeInterval) -> [Span] {
        var open: [Int: (start: TimeInterval, lane: Int, number: Int)] = [:]
        var spans: [Span] = []
        var count = 0
        func begin(_ key: Int, at time: TimeInterval) {
            guard open[key] == nil else { return }
            let taken = Set(open.values.map(\.lane))
            let lane = (0...).first { !taken.contains($0) } ?? 0
            open[key] = (time, lane, count)
            count += 1
        }
        func finish(_ key: Int, at time: TimeInterval) {
            guard let started = open.removeValue(forKey: key) else { return }
            spans.append(
                Span(start: started.start, end: max(started.start, time), lane: started.lane, number: started.number))
        }
        // The mouse's touch is keyed apart from the touchscreen's ids (any Int, in a hostile trace).
        let mouse = Int.min
        for event in trace.events {
            switch event.kind {
            case .touches(let samples):
                for sample in samples {
                    if sample.phase == .began { begin(sample.id, at: event.time) }
                    if sample.phase.isFinal { finish(sample.id, at: event.time) }
                }
            case .pointer(let pointer) where pointer.button == 1:  // the left button's drag is the adapter's finger
                if pointer.action == .press { begin(mouse, at: event.time) }
                if pointer.action == .release { finish(mouse, at: event.time) }
            default:
                break
            }
        }
        for key in open.keys.sorted() { finish(key, at: end) }
        return spans.sorted { ($0.start, $0.number) < ($1.start, $1.number) }
    }
}
