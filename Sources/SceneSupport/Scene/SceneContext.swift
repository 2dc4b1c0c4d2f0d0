import GestureEngine

/// What every scene shares: the window, the clock, the animator, sounds and speech bubbles.
public final class SceneContext {
    public let window: GestureWindow
    public let animator: Animator
    public let sound: SoundPlaying
    public let bubbles: SpeechBubbles
    /// Set when something changed that needs a new frame.
    public var needsDisplay: Bool {
        get { needsDisplayFlag }
        set { needsDisplayFlag = newValue }
    }
    /// Behind `needsDisplay`, and unchecked for exclusivity: a flag every handler sets on every event, plain data
    /// (see `GestureEngine.View.bounds`). Behind an accessor because the attribute holds only in this module: the
    /// scenes and the app, setting a stored `needsDisplay` directly, were still checked at each of the four sets per
    /// event.
    @exclusivity(unchecked) private var needsDisplayFlag = true
    /// The file the person's calibrated limits are kept in ("teach it my way", `gesturelab profile`): scenes that
    /// calibrate a recognizer read it when they start and write it after a calibration. Nil keeps calibrations in
    /// memory, as the tests, the fuzzer, snapshots and replays want.
    public var calibrationProfile: String?
    /// The smallest touch target in points on this screen (9 mm, or 44 points): buttons are at least this tall.
    public var minimumTargetSize = 44.0
    /// The last sound asked for (for the state dump and the tests).
    public private(set) var lastSound: SoundEffect?
    public private(set) var soundCount = 0

    public init(window: GestureWindow, sound: SoundPlaying) {
        self.window = window
        animator = Animator(clock: window.clock)
        self.sound = sound
        bubbles = SpeechBubbles(animator: animator)
        animator.onFrame = { [unowned self] in self.needsDisplay = true }
    }

    public var clock: GestureClock { window.clock }

    /// Plays a sound and shows its words in a bubble, so the demo also works without audio.
    public func play(_ effect: SoundEffect, saying words: String, near point: Point) {
        sound.play(effect)
        lastSound = effect
        soundCount += 1
        bubbles.show(words, at: point)
        needsDisplay = true
    }
}
