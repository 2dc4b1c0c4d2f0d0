import GestureEngine

/// The header: the first line of every trace file.
public struct TraceHeader: Codable, Hashable, Sendable {
    public static let formatName = "gesturelab-trace"
    public static let currentVersion = 1
    /// The largest time (in seconds, either sign) an event may carry: beyond it a double no longer tells
    /// microseconds apart, and far beyond it (1e300) a double tap's 0.3 s vanishes in rounding.
    public static let longestTime = 1e10

    public var format: String
    public var version: Int
    /// The scene the trace was recorded in ("monkey", "knob", "circles", "chevron").
    public var scene: String
    public var width: Double
    public var height: Double
    /// Set on traces of hostile input saved by `gesturelab fuzz`: the reader then lets numbers a screen cannot
    /// produce (NaN, infinities, 1e300, time going backwards) through, since the app must cope with them. Absent
    /// from recordings, whose numbers are checked.
    public var hostile: Bool?
    /// Set when the inspector's column was beside the scene as the recording started: the scene was laid out in the
    /// space left, so a replay opens the column too and every touch lands on what it touched. Absent otherwise.
    public var inspector: Bool?

    public init(scene: String, size: Size, hostile: Bool? = nil, inspector: Bool? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.scene = scene
        width = size.width
        height = size.height
        self.hostile = hostile
        self.inspector = inspector
    }

    public var size: Size { Size(width: width, height: height) }
}

/// One event line: `t` (seconds since the recording started) and exactly one kind of input.
/// One record per kind of input, field for field as the file writes it, so the records look alike by design.
struct TraceEventLine: Codable, Hashable {
    /// `type` and `buttons` are written only when they are not a finger's (`direct`, none), so that older traces
    /// read as they always did.
    struct Touch: Codable, Hashable {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
        var type: String?
        var buttons: Int?
    }
    /// `type` is written only for a pen (`pencil`); absent, the pointer is a mouse or a touchpad.
    struct Pointer: Codable, Hashable {
        var action: String
        var button: Int
        var x: Double
        var y: Double
        var mods: [String]
        var type: String?
    }
    struct Touchpad: Codable, Hashable {
        var kind: String
        var phase: String
        var fingers: Int
        var x: Double
        var y: Double
        var dx: Double
        var dy: Double
        var scale: Double
        var rotation: Double
    }
    /// `type` is written only for a touchpad's scroll (`continuous`); absent, it is a wheel's.
    struct Scroll: Codable, Hashable {
        var dx: Double
        var dy: Double
        var x: Double
        var y: Double
        var mods: [String]
        var type: String?
    }
    struct Key: Codable, Hashable {
        var key: String
        var press: Bool
        var mods: [String]
    }
    struct Resize: Codable, Hashable {
        var width: Double
        var height: Double
    }

    var t: Double
    var touches: [Touch]?
    var pointer: Pointer?
    var touchpad: Touchpad?
    var scroll: Scroll?
    var key: Key?
    var resize: Resize?
}

/// Modifier names as written in traces.
enum ModifierNames {
    static let all: [(String, KeyModifiers)] = [
        ("shift", .shift), ("control", .control), ("alt", .alt), ("super", .super),
    ]

    static func names(_ modifiers: KeyModifiers) -> [String] {
        all.filter { modifiers.contains($0.1) }.map(\.0)
    }

    static func modifiers(_ names: [String]) throws -> KeyModifiers {
        var modifiers: KeyModifiers = []
        for name in names {
            guard let match = all.first(where: { $0.0 == name }) else {
                throw TraceLineProblem("unknown modifier '\(name)'")
            }
            modifiers.insert(match.1)
        }
        return modifiers
    }
}

/// What is wrong with one line (the reader adds the file and line number).
struct TraceLineProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension TraceEventLine {
    init(_ event: InputEvent, relativeTime: Double) {
        t = relativeTime
        switch event.kind {
        case .touches(let samples):
            touches = samples.map {
                Touch(
                    id: $0.id, phase: $0.phase.rawValue, x: $0.location.x, y: $0.location.y,
                    type: $0.type == .direct ? nil : $0.type.rawValue,
                    buttons: $0.buttonMask.isEmpty ? nil : $0.buttonMask.rawValue)
            }
        case .pointer(let sample):
            pointer = Pointer(
                action: sample.action.rawValue, button: sample.button, x: sample.location.x, y: sample.location.y,
                mods: ModifierNames.names(sample.modifiers),
                type: sample.type == .indirectPointer ? nil : sample.type.rawValue)
        case .touchpad(let gesture):
            touchpad = Touchpad(
                kind: gesture.kind.rawValue, phase: gesture.phase.rawValue, fingers: gesture.fingerCount,
                x: gesture.location.x, y: gesture.location.y, dx: gesture.delta.x, dy: gesture.delta.y,
                scale: gesture.scale, rotation: gesture.rotationDelta)
        case .scroll(let sample):
            scroll = Scroll(
                dx: sample.delta.x, dy: sample.delta.y, x: sample.location.x, y: sample.location.y,
                mods: ModifierNames.names(sample.modifiers), type: sample.type == .discrete ? nil : sample.type.rawValue
            )
        case .key(let sample):
            key = Key(key: sample.key, press: sample.isPress, mods: ModifierNames.names(sample.modifiers))
        case .resize(let size):
            resize = Resize(width: size.width, height: size.height)
        }
    }

    /// The input kind, checked: exactly one kind, known names, and (`InputLimits`) finite numbers within what a
    /// screen can produce. With `checkingNumbers` false (hostile traces), only the structure is checked.
    func kind(checkingNumbers: Bool = true) throws -> InputEvent.Kind {
        let kind = try structure()
        if checkingNumbers, let problem = InputLimits.problem(with: kind) { throw TraceLineProblem(problem) }
        return kind
    }

    /// The input kind as written: exactly one kind, known names; its numbers are not judged here.
    private func structure() throws -> InputEvent.Kind {
        let present = [touches != nil, pointer != nil, touchpad != nil, scroll != nil, key != nil, resize != nil].filter
        { $0 }.count
        guard present == 1 else {
            throw TraceLineProblem(present == 0 ? "no input in this event" : "more than one kind of input in one event")
        }
        if let touches {
            guard !touches.isEmpty else { throw TraceLineProblem("an empty list of touches") }
            return .touches(
                try touches.map { touch in
                    guard let phase = TouchPhase(rawValue: touch.phase) else {
                        throw TraceLineProblem("unknown touch phase '\(touch.phase)'")
                    }
                    let type = try touch.type.map { name in
                        guard let type = TouchType(rawValue: name) else {
                            throw TraceLineProblem("unknown touch type '\(name)'")
                        }
                        return type
                    }
                    guard (touch.buttons ?? 0) >= 0 else { throw TraceLineProblem("negative touch buttons") }
                    return TouchSample(
                        id: touch.id, phase: phase, location: Point(x: touch.x, y: touch.y), type: type ?? .direct,
                        buttonMask: ButtonMask(rawValue: touch.buttons ?? 0))
                })
        }
        if let pointer {
            guard let action = PointerSample.Action(rawValue: pointer.action) else {
                throw TraceLineProblem("unknown pointer action '\(pointer.action)'")
            }
            let type = try pointer.type.map { name in
                guard let type = TouchType(rawValue: name), type != .direct else {
                    throw TraceLineProblem("unknown pointer type '\(name)'")
                }
                return type
            }
            return .pointer(
                PointerSample(
                    action: action, button: pointer.button, location: Point(x: pointer.x, y: pointer.y),
                    modifiers: try ModifierNames.modifiers(pointer.mods), type: type ?? .indirectPointer))
        }
        if let touchpad {
            guard let kind = TouchpadGesture.Kind(rawValue: touchpad.kind) else {
                throw TraceLineProblem("unknown touchpad gesture '\(touchpad.kind)'")
            }
            guard let phase = TouchpadGesture.Phase(rawValue: touchpad.phase) else {
                throw TraceLineProblem("unknown touchpad phase '\(touchpad.phase)'")
            }
            return .touchpad(
                TouchpadGesture(
                    kind: kind, phase: phase, fingerCount: touchpad.fingers,
                    location: Point(x: touchpad.x, y: touchpad.y),
                    delta: Point(x: touchpad.dx, y: touchpad.dy), scale: touchpad.scale,
                    rotationDelta: touchpad.rotation))
        }
        if let scroll {
            let type = try scroll.type.map { name in
                guard let type = ScrollType(rawValue: name) else {
                    throw TraceLineProblem("unknown scroll type '\(name)'")
                }
                return type
            }
            return .scroll(
                ScrollSample(
                    delta: Point(x: scroll.dx, y: scroll.dy), location: Point(x: scroll.x, y: scroll.y),
                    modifiers: try ModifierNames.modifiers(scroll.mods), type: type ?? .discrete))
        }
        if let key {
            return .key(KeySample(key: key.key, isPress: key.press, modifiers: try ModifierNames.modifiers(key.mods)))
        }
        return .resize(Size(width: resize!.width, height: resize!.height))
    }
}
