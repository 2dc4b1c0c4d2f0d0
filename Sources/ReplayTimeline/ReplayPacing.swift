import GestureEngine

/// Trace time against the wall clock: where a replay playing at `speed` is at a moment of the wall clock, and when on
/// the wall clock it reaches a moment of the trace. Pausing holds trace time still; seeking moves it.
public struct ReplayPacing: Equatable, Sendable {
    /// 0.25 (four times slower) to 4 (four times faster).
    public static let speedRange = 0.25...4.0

    public private(set) var speed: Double
    public private(set) var isPaused = false
    /// A moment of the wall clock and the trace time then: the anchor trace time is measured from.
    private var wallAnchor: TimeInterval
    private var traceAnchor: TimeInterval

    /// Pacing that starts at trace time `traceTime` at the wall clock's `wallTime`.
    public init(speed: Double = 1, wallTime: TimeInterval, traceTime: TimeInterval = 0) {
        self.speed = min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        wallAnchor = wallTime
        traceAnchor = traceTime
    }

    /// The trace time at the wall clock's `wallTime` (never before the anchor: a clock read late does not go back).
    public func traceTime(at wallTime: TimeInterval) -> TimeInterval {
        isPaused ? traceAnchor : traceAnchor + max(0, wallTime - wallAnchor) * speed
    }

    /// When on the wall clock the trace reaches `traceTime`; nil while paused.
    public func wallTime(reaching traceTime: TimeInterval) -> TimeInterval? {
        isPaused ? nil : wallAnchor + max(0, traceTime - traceAnchor) / speed
    }

    /// The trace is at `traceTime` now (a seek, a step).
    public mutating func move(to traceTime: TimeInterval, at wallTime: TimeInterval) {
        traceAnchor = traceTime
        wallAnchor = wallTime
    }

    public mutating func setPaused(_ paused: Bool, at wallTime: TimeInterval) {
        move(to: traceTime(at: wallTime), at: wallTime)
        isPaused = paused
    }

    /// Doubles or halves the speed within `speedRange`.
    public mutating func changeSpeed(faster: Bool, at wallTime: TimeInterval) {
        move(to: traceTime(at: wallTime), at: wallTime)
        speed = min(max(faster ? speed * 2 : speed / 2, Self.speedRange.lowerBound), Self.speedRange.upperBound)
    }
}
