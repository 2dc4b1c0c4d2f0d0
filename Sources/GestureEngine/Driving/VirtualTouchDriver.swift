/// Plays input into a window on a virtual clock: what tests, `gesturelab eval` and headless replay use.
///
/// Each call first moves the clock to the event's time (running due timers on the way), then sends the event,
/// so a script reads like the story it tells: `down(1, at: p); wait(0.1); move(1, to: q); up(1)`.
public final class VirtualTouchDriver {
    public let clock: VirtualClock
    public let window: GestureWindow

    public init(size: Size = Size(width: 800, height: 600), startTime: TimeInterval = 0) {
        clock = VirtualClock(startTime: startTime)
        window = GestureWindow(size: size, clock: clock)
    }

    /// The current virtual time.
    public var now: TimeInterval { clock.now }

    /// Sends an event at its own time (never earlier than now).
    public func send(_ event: InputEvent) {
        clock.advance(to: event.time)
        window.send(InputEvent(time: clock.now, event.kind))
    }

    public func wait(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    public func touches(_ samples: [TouchSample]) {
        send(InputEvent(time: now, .touches(samples)))
    }

    public func down(_ id: Int = 1, at location: Point) {
        touches([TouchSample(id: id, phase: .began, location: location)])
    }

    public func move(_ id: Int = 1, to location: Point) {
        touches([TouchSample(id: id, phase: .moved, location: location)])
    }

    public func up(_ id: Int = 1, at location: Point? = nil) {
        let lift = location ?? window.activeTouches[id]?.locationInWindow ?? .zero
        touches([TouchSample(id: id, phase: .ended, location: lift)])
    }

    public func cancel(_ id: Int = 1) {
        let last = window.activeTouches[id]?.locationInWindow ?? .zero
        touches([TouchSample(id: id, phase: .cancelled, location: last)])
    }

    /// A quick tap: down, 50 ms, up.
    public func tap(at location: Point, id: Int = 1) {
        down(id, at: location)
        wait(0.05)
        up(id, at: location)
    }

    /// Drags one finger along a path, one point every `interval` seconds, then lifts it (unless `lift` is false).
    public func drag(_ id: Int = 1, along path: [Point], interval: TimeInterval = 0.016, lift: Bool = true) {
        guard let first = path.first else { return }
        down(id, at: first)
        for point in path.dropFirst() {
            wait(interval)
            move(id, to: point)
        }
        if lift { up(id) }
    }

    /// Plays a one-finger stroke recorded as points with times in milliseconds from its start.
    public func playStroke(_ points: [(location: Point, milliseconds: Double)], id: Int = 1) {
        guard let first = points.first else { return }
        let start = now
        send(InputEvent(time: start, .touches([TouchSample(id: id, phase: .began, location: first.location)])))
        for (index, point) in points.enumerated().dropFirst() {
            let phase: TouchPhase = index == points.count - 1 ? .ended : .moved
            send(
                InputEvent(
                    time: start + point.milliseconds / 1000,
                    .touches([TouchSample(id: id, phase: phase, location: point.location)])))
        }
        if points.count == 1 {
            send(InputEvent(time: start, .touches([TouchSample(id: id, phase: .ended, location: first.location)])))
        }
    }

    public func pointer(_ action: PointerSample.Action, at location: Point, modifiers: KeyModifiers = []) {
        send(InputEvent(time: now, .pointer(PointerSample(action: action, location: location, modifiers: modifiers))))
    }

    public func touchpad(_ gesture: TouchpadGesture) {
        send(InputEvent(time: now, .touchpad(gesture)))
    }
}
