/// A sound a scene plays: a WAV file in assets/ with this name. Each scene declares its own
/// (`extension SoundEffect { static let chomp: SoundEffect = "chomp" }`) and lists them in its `SceneInfo`, so this
/// type knows none and a new tutorial adds sounds without editing it.
public struct SoundEffect: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The file's name without `.wav`.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// Encoded as its name alone, as a string-backed enum is, so state files read the same.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
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
