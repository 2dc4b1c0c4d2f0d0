import GestureEngine

/// Plays a trace in real time (or faster, or slower) against a clock, with pause and single-step for teaching:
/// slow a double tap down to a quarter of its speed and watch the dependency resolve.
public final class TracePlayback {
    public let trace: Trace
    /// Playback speed: 0.25 (four times slower) to 4 (four times faster).
    public private(set) var speed: Double
    public private(set) var isPaused = false
    /// The index of the next event to play.
    public private(set) var position = 0
    /// Trace time played so far.
    private var traceTime = 0.0
    private var lastClockTime: TimeInterval

    public static let speedRange = 0.25...4.0

    public init(trace: Trace, speed: Double = 1, startTime: TimeInterval) {
        self.trace = trace
        self.speed = min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        lastClockTime = startTime
        traceTime = trace.events.first?.time ?? 0
    }

    public var isFinished: Bool { position >= trace.events.count }

    private func catchUp(to now: TimeInterval) {
        if !isPaused { traceTime += (now - lastClockTime) * speed }
        lastClockTime = now
    }

    /// The events due by `now`, with their times moved onto the app's clock (`now`).
    public func takeDueEvents(at now: TimeInterval) -> [InputEvent] {
        catchUp(to: now)
        var due: [InputEvent] = []
        while position < trace.events.count && trace.events[position].time <= traceTime {
            due.append(InputEvent(time: now, trace.events[position].kind))
            position += 1
        }
        return due
    }

    /// When the next event falls due on the app's clock (nil when paused or finished).
    public func nextDeadline(now: TimeInterval) -> TimeInterval? {
        guard !isPaused, position < trace.events.count else { return nil }
        catchUp(to: now)
        return now + max(0, trace.events[position].time - traceTime) / speed
    }

    public func togglePause(at now: TimeInterval) {
        catchUp(to: now)
        isPaused.toggle()
    }

    /// While paused: plays exactly the next event (and moves trace time to it).
    public func step(at now: TimeInterval) -> InputEvent? {
        catchUp(to: now)
        guard isPaused, position < trace.events.count else { return nil }
        let event = trace.events[position]
        traceTime = event.time
        position += 1
        return InputEvent(time: now, event.kind)
    }

    /// Doubles or halves the speed within 0.25…4.
    public func changeSpeed(faster: Bool, at now: TimeInterval) {
        catchUp(to: now)
        speed = min(max(faster ? speed * 2 : speed / 2, Self.speedRange.lowerBound), Self.speedRange.upperBound)
    }
}
