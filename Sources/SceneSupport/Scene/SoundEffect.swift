/// The tutorials' sounds. Each is a WAV file in assets/ with this name.
public enum SoundEffect: String, CaseIterable, Sendable, Codable {
    case chomp, hehehe
}

/// Plays a sound without blocking; the platform layer provides the real one, tests a recording one.
public protocol SoundPlaying: AnyObject {
    func play(_ sound: SoundEffect)
}

/// Plays nothing (--mute, snapshots, headless replay).
public final class SilentSoundPlayer: SoundPlaying {
    public init() {}
    public func play(_ sound: SoundEffect) {}
}
