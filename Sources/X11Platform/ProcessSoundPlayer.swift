import Foundation
import Glibc
import Logging
import SceneSupport

/// Plays the WAV files in assets/ through the desktop's sound server (paplay, pw-play) or ALSA (aplay), in a
/// separate process started without a shell, so the UI never waits. Without a player or any audio, it logs once
/// and stays silent (the speech bubbles still show).
public final class ProcessSoundPlayer: SoundPlaying {
    private let assetsDirectory: String
    private let player: String?
    private let logger = Logger(label: "gesturelab.sound")

    public init(assetsDirectory: String, muted: Bool) {
        self.assetsDirectory = assetsDirectory
        if muted {
            player = nil
            return
        }
        player = Self.findPlayer()
        if player == nil {
            logger.notice(
                "no audio available (no sound server or ALSA device with paplay, pw-play or aplay): sounds are shown as speech bubbles only"
            )
        }
        signal(SIGCHLD, SIG_IGN)  // players end on their own; let the kernel reap them
    }

    static func findPlayer() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        let hasSoundServer =
            environment["PULSE_SERVER"] != nil
            || FileManager.default.fileExists(atPath: "\(runtime)/pulse/native")
            || FileManager.default.fileExists(atPath: "\(runtime)/pipewire-0")
        let hasALSA =
            (try? FileManager.default.contentsOfDirectory(atPath: "/dev/snd"))?.contains { $0.hasPrefix("pcm") }
            ?? false
        var candidates: [String] = []
        if hasSoundServer { candidates += ["paplay", "pw-play"] }
        if hasALSA { candidates += ["aplay"] }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for candidate in candidates {
            for folder in path where FileManager.default.isExecutableFile(atPath: "\(folder)/\(candidate)") {
                return "\(folder)/\(candidate)"
            }
        }
        return nil
    }

    public func play(_ sound: SoundEffect) {
        guard let player else { return }
        let file = "\(assetsDirectory)/\(sound.rawValue).wav"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = player.hasSuffix("aplay") ? [player, "-q", file] : [player, file]  // only aplay takes -q
        // Copies that posix_spawn may read, every one freed (nil, the terminator, frees nothing).
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, player, &actions, nil, arguments, environ)
        if status != 0 { logger.warning("could not start \(player): error \(status)") }
    }
}
