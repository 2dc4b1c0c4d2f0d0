import GestureEngine
import TutorialScenes

/// Makes one episode of random and hostile input for the whole demo: touches (up to 20 fingers, phases out of
/// order, NaN/∞/1e300 coordinates), time going backwards, touchpad pinches with scale 0, negative or NaN, huge
/// scrolls, pointer drags with every modifier, scene switches (the number keys), inspector toggles (I), the keys
/// the scenes declare, other keys and resizes. The episode ends with every finger lifted and 10 s of quiet, so that everything must have settled.
///
/// Only what the platform layer could send goes in (`InputEvent`s), so an episode is a replayable trace.
public struct FuzzInputGenerator {
    /// How often an event is made hostile (impossible numbers, phases out of order, time going backwards).
    public var hostileRate = 0.08
    /// Events in an episode before the final lift.
    public var episodeLength = 20...240
    /// The quiet time at the end of an episode.
    public static let quietTime = 10.0
    /// The key of the event that marks the end of the quiet time (a release of X11's "no symbol" key: no effect).
    public static let quietMarker = KeySample(key: "VoidSymbol", isPress: false)

    private var random: FuzzRandom
    private var size: Size
    private var time = 0.0
    private var fingers: [Int: Point] = [:]
    private var pointerDown: Point?
    private var touchpad: (kind: TouchpadGesture.Kind, location: Point)?

    public init(seed: UInt64, size: Size) {
        random = FuzzRandom(seed: seed)
        self.size = size
    }

    /// One episode: random input, then every finger, button and touchpad gesture released, then the quiet marker.
    public mutating func episode() -> [InputEvent] {
        var events: [InputEvent] = []
        for _ in 0..<random.int(episodeLength) {
            advanceTime()
            if let kind = nextKind() { events.append(InputEvent(time: time, kind)) }
        }
        time += 0.01
        events += releaseEverything().map { InputEvent(time: time, $0) }
        events.append(InputEvent(time: time + Self.quietTime, .key(Self.quietMarker)))
        return events
    }

    private var hostile: Bool { mutating get { random.chance(hostileRate) } }

    private mutating func advanceTime() {
        switch random.int(0...19) {
        case 0: time -= random.double(0...0.5)  // the platform's clock jumped back (sent as is)
        case 1, 2: break  // same instant
        case 3: time += random.double(0.2...1.5)  // long enough for timers and animations
        default: time += random.double(0.001...0.05)
        }
        time = (time * 1e6).rounded() / 1e6  // the precision of a trace file, so a saved episode replays exactly
    }

    // MARK: Numbers

    private mutating func location() -> Point {
        Point(x: random.double(-20...(size.width + 20)), y: random.double(-20...(size.height + 20)))
    }

    private mutating func badNumber() -> Double {
        random.pick([Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, -0.0, .greatestFiniteMagnitude])
    }

    private mutating func maybeBad(_ point: Point) -> Point {
        guard hostile else { return point }
        return random.chance(0.5) ? Point(x: badNumber(), y: point.y) : Point(x: point.x, y: badNumber())
    }

    private mutating func modifiers() -> KeyModifiers { KeyModifiers(rawValue: random.int(0...15)) }

    // MARK: Kinds

    private mutating func nextKind() -> InputEvent.Kind? {
        switch random.int(0...99) {
        case 0..<52: return touches()
        case 52..<72: return pointer()
        case 72..<78: return touchpadGesture()
        case 78..<83: return scroll()
        case 83..<95: return key()
        default: return resize()
        }
    }

    private mutating func touches() -> InputEvent.Kind? {
        var samples: [TouchSample] = []
        if fingers.count < 20 && (fingers.isEmpty || random.chance(0.25)) {
            var free = (0..<20).filter { fingers[$0] == nil }
            for _ in 0..<(random.chance(0.2) ? random.int(2...4) : 1) where !free.isEmpty {
                samples.append(TouchSample(id: free.removeFirst(), phase: .began, location: maybeBad(location())))
            }
        }
        for (id, point) in fingers.sorted(by: { $0.key < $1.key }) {
            if random.chance(0.08) {
                let phase: TouchPhase = random.chance(0.85) ? .ended : .cancelled
                samples.append(TouchSample(id: id, phase: phase, location: maybeBad(point)))
            } else if random.chance(0.7) {
                let moved = point + Point(x: random.double(-40...40), y: random.double(-40...40))
                let phase: TouchPhase = random.chance(0.05) ? .stationary : .moved
                samples.append(TouchSample(id: id, phase: phase, location: maybeBad(moved)))
            }
        }
        if hostile {  // phases out of order: a finger that is not down, or one that is down beginning again
            let id = random.int(0...24)
            samples.append(TouchSample(id: id, phase: random.pick(TouchPhase.allCases), location: location()))
        }
        // What the window may now consider down: whatever last began or moved, so the episode can lift it all.
        for sample in samples {
            switch sample.phase {
            case .began where fingers[sample.id] == nil:
                fingers[sample.id] = InputLimits.isUsable(sample.location) ? sample.location : location()
            case .moved, .stationary:
                if fingers[sample.id] != nil && InputLimits.isUsable(sample.location) {
                    fingers[sample.id] = sample.location
                }
            case .ended, .cancelled:
                fingers[sample.id] = nil
            default:
                break
            }
        }
        return samples.isEmpty ? nil : .touches(samples)
    }

    private mutating func pointer() -> InputEvent.Kind {
        let point = maybeBad(location())
        let action: PointerSample.Action
        if pointerDown == nil {
            action = random.chance(0.6) ? .press : .motion
        } else {
            action = random.chance(0.85) ? .motion : .release
        }
        let button = random.chance(0.85) ? 1 : random.int(2...5)
        // The pointer adapter drags with any of the three buttons and ends the drag at the first release.
        if action == .press && (1...3).contains(button) { pointerDown = point }
        if action == .release { pointerDown = nil }
        return .pointer(PointerSample(action: action, button: button, location: point, modifiers: modifiers()))
    }

    private mutating func touchpadGesture() -> InputEvent.Kind {
        let phase: TouchpadGesture.Phase
        if let current = touchpad {
            phase = random.chance(0.8) ? .changed : random.chance(0.7) ? .ended : .cancelled
            if phase != .changed { touchpad = nil }
            return .touchpad(makeTouchpad(current.kind, phase, at: current.location))
        }
        phase = hostile ? random.pick(TouchpadGesture.Phase.allCases) : .began
        let kind: TouchpadGesture.Kind = random.chance(0.7) ? .pinch : .swipe
        let at = maybeBad(location())
        if phase == .began { touchpad = (kind, at) }
        return .touchpad(makeTouchpad(kind, phase, at: at))
    }

    private mutating func makeTouchpad(_ kind: TouchpadGesture.Kind, _ phase: TouchpadGesture.Phase, at: Point)
        -> TouchpadGesture
    {
        var scale = random.double(0.6...1.6)
        var rotation = random.double(-0.2...0.2)
        if hostile { scale = random.pick([0, -1, .nan, .infinity, 1e300, -0.0]) }
        if hostile { rotation = badNumber() }
        return TouchpadGesture(
            kind: kind, phase: phase, fingerCount: random.int(kind == .pinch ? 2...4 : 3...5), location: at,
            delta: maybeBad(Point(x: random.double(-30...30), y: random.double(-30...30))), scale: scale,
            rotationDelta: rotation)
    }

    private mutating func scroll() -> InputEvent.Kind {
        var delta = Point(x: random.pick([0, 0, 1, -1]), y: random.pick([1, -1, 0.5, -3]))
        if hostile { delta = Point(x: badNumber(), y: random.pick([1e300, -1e9, .nan, 1e6])) }
        return .scroll(ScrollSample(delta: delta, location: maybeBad(location()), modifiers: modifiers()))
    }

    /// The keys an episode presses: a number for each scene, the inspector, every key a scene declares (a letter in
    /// both cases), and app keys and others that mean nothing.
    public static let keys: [String] = {
        let catalog = SceneCatalog.tutorials
        let sceneNumbers = catalog.scenes.indices.map { String($0 + 1) }
        let sceneKeys = catalog.infos.flatMap(\.keys).flatMap { key in
            key.key.count == 1 ? [key.key.lowercased(), key.key.uppercased()] : [key.key]
        }
        return sceneNumbers + ["i"] + sceneKeys + ["bracketleft", "bracketright", "q", "space", "a"]
    }()

    private mutating func key() -> InputEvent.Kind {
        .key(KeySample(key: random.pick(Self.keys), isPress: random.chance(0.75), modifiers: modifiers()))
    }

    private mutating func resize() -> InputEvent.Kind {
        if hostile {
            return .resize(Size(width: random.pick([0, -10, .nan, 1e300, .infinity]), height: random.double(-5...900)))
        }
        size = Size(width: random.double(200...1600).rounded(), height: random.double(200...1000).rounded())
        return .resize(size)
    }

    /// Lifts every finger where it is, releases the button and ends the touchpad gesture.
    private mutating func releaseEverything() -> [InputEvent.Kind] {
        var kinds: [InputEvent.Kind] = []
        let lifts = fingers.sorted { $0.key < $1.key }.map {
            TouchSample(id: $0.key, phase: .ended, location: $0.value)
        }
        if !lifts.isEmpty { kinds.append(.touches(lifts)) }
        fingers = [:]
        if let at = pointerDown {
            kinds.append(.pointer(PointerSample(action: .release, button: 1, location: at.isFinite ? at : .zero)))
            pointerDown = nil
        }
        // The pointer leaves the window, so that nothing is left hovered.
        kinds.append(.pointer(PointerSample(action: .exit, button: 0, location: .zero)))
        if let current = touchpad {
            kinds.append(.touchpad(TouchpadGesture(kind: current.kind, phase: .ended, fingerCount: 2, location: .zero)))
            touchpad = nil
        }
        return kinds
    }
}
