/// What the session around the app is doing, as the run loop reports it; the app shows it as badges.
public struct SessionStatus: Equatable, Sendable {
    /// True while the input stream is being recorded.
    public var isRecording = false
    /// The replay in progress, if any.
    public var replay: ReplayProgress?

    public init(isRecording: Bool = false, replay: ReplayProgress? = nil) {
        self.isRecording = isRecording
        self.replay = replay
    }

    /// The badges, in a corner of the scene: the recording light, then the replay's progress.
    public var badges: [Badge] {
        var badges: [Badge] = []
        if isRecording {
            badges.append(Badge(text: "REC (R to stop)", color: .failureRed, textColor: .failureText, dot: true))
        }
        if let replay { badges.append(Badge(text: replay.text, color: .accent, textColor: .accentText, dot: false)) }
        return badges
    }
}

/// How far a live replay has got.
public struct ReplayProgress: Equatable, Sendable {
    /// 0.25 (four times slower) to 4.
    public var speed: Double
    /// Events played so far.
    public var position: Int
    public var eventCount: Int
    public var isPaused: Bool

    public init(speed: Double, position: Int, eventCount: Int, isPaused: Bool) {
        self.speed = speed
        self.position = position
        self.eventCount = eventCount
        self.isPaused = isPaused
    }

    /// A short status line for the screen ("replay 1×, 12/40 events, paused"); the keys are on the controls line.
    public var text: String {
        let speedText = speed == speed.rounded() ? "\(Int(speed))" : "\(speed)"
        let suffix = isPaused ? ", paused" : position >= eventCount ? ", done" : ""
        return "replay \(speedText)×, \(position)/\(eventCount) events\(suffix)"
    }

    /// The controls line while a replay plays: its keys, in place of the scene's mouse controls.
    public static let controls =
        "Replay: Space = pause or go on · ← → = one event · click the timeline = go there · + / − = speed · "
        + "I inspector · R record · F11 full screen"
}
