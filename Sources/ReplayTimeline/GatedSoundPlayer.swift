import SceneSupport

/// Passes sounds on to another player while open: a scrubbed replay plays again, silently, the events it has
/// already played, and every sound of a jump ahead at once would be noise.
final class GatedSoundPlayer: SoundPlaying {
    private let player: SoundPlaying
    var isOpen = true

    init(_ player: SoundPlaying) {
        self.player = player
    }

    func play(_ sound: SoundEffect) {
        if isOpen { player.play(sound) }
    }
}
